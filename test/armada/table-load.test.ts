import { describe, expect, it } from 'vitest';
import { ConfigIssuesError } from '../../src/core/game-plugin.js';
import {
  arcCentres,
  defaultTable,
  distanceBandEdge,
  playArea,
  resolveTable,
  tableWithOverrides,
  validateTable,
} from '../../src/games/armada/geometry/table.js';
import { CORE_SHIPS } from './geometry-helpers.js';

describe('table.yaml (SPEC G6, N5, 3.2 #5-#13)', () => {
  const t = defaultTable();

  it('holds the RRG16 size-class bases and the documented defaults', () => {
    expect(t.bases.small).toMatchObject({ width: 43, length: 71 });
    expect(t.bases.medium).toMatchObject({ width: 63, length: 102 });
    expect(t.bases.large).toMatchObject({ width: 77.5, length: 129 });
    expect(t.tokens.small).toMatchObject({ width: 38.5, length: 70.25 });
    expect(t.rangeBands).toMatchObject({ close: 123.3, medium: 186.5, long: 304.8 });
    expect(t.distanceBands.values).toEqual([76.5, 124.5, 185.5, 245.5, 304.8]);
    expect(t.maneuverTool).toMatchObject({
      beforeJoint: 46.13,
      afterJoint: 22.27,
      width: 15.25,
      clickAngle: 22.5,
      maxClicks: 2,
    });
    expect(t.squadronBase.diameter).toBe(34);
    expect(t.overlapShape).toBe('envelope');
  });

  it('has geometry for the six core ship cards, sized as the cards', () => {
    expect(Object.keys(t.ships).sort()).toEqual([...CORE_SHIPS].sort());
    expect(t.ships['victory-ii-class-star-destroyer']!.size).toBe('medium');
    expect(t.ships['nebulon-b-escort-frigate']!.arcs).toMatchObject({
      frontCentre: 36,
      frontEdge: 0,
      rearCentre: 35,
      rearEdge: 70.25,
    });
  });

  it('holds 3 asteroid fields, 2 debris fields and 1 station (S7, B6)', () => {
    const types = Object.values(t.obstacles.outlines)
      .map((o) => o.type)
      .sort();
    expect(types).toEqual(['asteroid', 'asteroid', 'asteroid', 'debris', 'debris', 'station']);
  });

  it('marks every sourced-but-uncertain section', () => {
    const marked = ['shieldDialEnvelope', 'tokens', 'rangeBands', 'distanceBands'] as const;
    const more = ['maneuverTool', 'squadronBase', 'objectiveToken', 'obstacles'] as const;
    for (const k of [...marked, ...more]) {
      expect(t[k].uncertain, k).toMatch(/SPEC 3\.2 #\d+/);
    }
    for (const id of CORE_SHIPS) expect(t.ships[id]!.uncertain, id).toMatch(/SPEC/);
  });

  it('defines the play areas and setup areas (S1, S3)', () => {
    expect(playArea(t, 'learning')).toEqual({ width: 914.4, depth: 914.4, setupInset: 0 });
    expect(playArea(t, 'standard')).toEqual({ width: 1828.8, depth: 914.4, setupInset: 304.8 });
    expect(() => playArea(t, 'standrad')).toThrow(/did you mean "standard"/);
    expect(distanceBandEdge(t, 3)).toBe(185.5);
    expect(() => distanceBandEdge(t, 6)).toThrow(/1\.\.5/);
  });

  it('joins crossing arc lines at their midpoint (CR90, Nebulon-B) and keeps others', () => {
    expect(arcCentres(t.ships['cr90-corvette-a']!.arcs)).toEqual({ front: 43.125, rear: 43.125 });
    expect(arcCentres(t.ships['nebulon-b-escort-frigate']!.arcs)).toEqual({
      front: 35.5,
      rear: 35.5,
    });
    expect(arcCentres(t.ships['victory-i-class-star-destroyer']!.arcs)).toEqual({
      front: 47,
      rear: 47,
    });
    expect(arcCentres({ frontCentre: 40, frontEdge: 20, rearCentre: 45, rearEdge: 60 })).toEqual({
      front: 40,
      rear: 45,
    });
  });

  it('is deep-frozen', () => {
    expect(Object.isFrozen(t.rangeBands)).toBe(true);
    expect(Object.isFrozen(t.ships['cr90-corvette-a']!.arcs)).toBe(true);
  });
});

describe('table overrides (config `table:`)', () => {
  it('deep-merges maps and replaces lists and numbers', () => {
    const t = resolveTable({
      rangeBands: { close: 120 },
      distanceBands: { values: [71.5, 125, 185, 245, 305] },
      overlapShape: 'envelope',
    });
    expect(t.rangeBands).toMatchObject({ close: 120, medium: 186.5, long: 304.8 });
    expect(t.distanceBands.values).toEqual([71.5, 125, 185, 245, 305]);
    expect(t.overlapShape).toBe('envelope');
    expect(t.bases.small.width).toBe(43);
    expect(defaultTable().rangeBands.close).toBe(123.3);
  });

  it('accepts a new ship entry and an undefined override', () => {
    const mine = {
      size: 'medium',
      arcs: { frontCentre: 50, frontEdge: 20, rearCentre: 50, rearEdge: 80 },
      targetingPoints: { front: 10, rear: 90, side: { offset: 20, fromFront: 50 } },
    };
    const t = resolveTable({ ships: { 'my-ship': mine } });
    expect(t.ships['my-ship']!.size).toBe('medium');
    expect(t.ships['cr90-corvette-a']).toBeDefined();
    expect(tableWithOverrides(undefined).table).toBe(defaultTable());
  });

  it('reports unknown keys with a suggestion', () => {
    const { table, issues } = tableWithOverrides({
      rangeBands: { clsoe: 120 },
      maneuverTool: { clikAngle: 20 },
    });
    expect(table).toBeUndefined();
    expect(issues).toContainEqual({
      path: ['table', 'rangeBands', 'clsoe'],
      message: 'unknown table constant "clsoe"',
      suggestions: ['close'],
    });
    expect(issues).toContainEqual({
      path: ['table', 'maneuverTool', 'clikAngle'],
      message: 'unknown table constant "clikAngle"',
      suggestions: ['clickAngle'],
    });
  });

  it('reports bad values with their path', () => {
    const { issues } = tableWithOverrides({
      maneuverTool: { width: -1, maxClicks: 1.5 },
      overlapShape: 'circle',
      epsilon: 'tiny',
    });
    const paths = issues.map((i) => i.path.join('.'));
    expect(paths).toContain('table.maneuverTool.width');
    expect(paths).toContain('table.maneuverTool.maxClicks');
    expect(paths).toContain('table.overlapShape');
    expect(paths).toContain('table.epsilon');
    expect(issues.find((i) => i.path.join('.') === 'table.maneuverTool.width')!.message).toBe(
      'must be a length > 0 (mm)',
    );
  });

  it('suggests the existing ship for a misspelt new one', () => {
    const { issues } = tableWithOverrides({ ships: { 'cr90-corvete-a': { size: 'small' } } });
    const i = issues.find((x) => x.path.join('.') === 'table.ships.cr90-corvete-a.arcs')!;
    expect(i.message).toBe('missing required key "arcs"');
    expect(i.suggestions![0]).toBe('cr90-corvette-a');
  });

  it('checks fields against each other', () => {
    const bad = tableWithOverrides({
      distanceBands: { values: [80, 70, 185, 245, 305] },
      rangeBands: { medium: 100 },
      tokens: { small: { width: 50 } },
      ships: { 'cr90-corvette-a': { arcs: { frontEdge: 44 } } },
      playAreas: { standard: { setupInset: 1000 } },
    }).issues;
    const paths = bad.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'table.distanceBands.values.1',
        'table.rangeBands',
        'table.tokens.small',
        'table.ships.cr90-corvette-a.arcs.frontEdge',
        'table.playAreas.standard.setupInset',
      ]),
    );
  });

  it('rejects a non-map and throws ConfigIssuesError from resolveTable', () => {
    expect(tableWithOverrides(3).issues).toEqual([
      { path: ['table'], message: 'must be a map of table constants' },
    ]);
    expect(() => resolveTable({ squadronBase: { diameter: 0 } })).toThrow(ConfigIssuesError);
    expect(validateTable({}).issues.length).toBeGreaterThan(5);
  });
});
