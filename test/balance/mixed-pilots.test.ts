/**
 * Balance tools never mix unlike pilots silently: a verdict pitting a printed AI deck
 * against a generated one carries `pilotMismatch` in the JSON, the text and the report, with
 * a flag that suggests the like-for-like alternatives; all-generated decks (`deck:
 * generated`) or one pilot for every ship carry none. Real Snap Ships games, a few each.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mismatchAgainst, mismatchBetween } from '../../src/balance/pilot-mismatch.js';
import { cli, read, workspace } from './balance-helpers.js';

const ws = workspace();
const json = (out: string) => JSON.parse(out) as Record<string, any>;
const SMALL = ['--games', '2', '--threads', '0', '--quiet', '--json', '--no-charts'];
const CUSTOM =
  '{chassis: scarab-klaw-interceptor, parts: [scarab-cockpit, fb3-tri-thruster, blade-wings, maneuvering-fins, zm2-heavy-missile, c6-3-gatling-gun]';

const ablate = (pilots = '') => `name: mixed-ablate
game: snap-ships
format: duel
games: 2
seed: 3
terrain: {tiles: []}
build: {name: Sabre, preset: sabre-xf-23-fighter, pilot: ai-deck}
opponents:
  - {name: Scarab, preset: scarab-klaw-interceptor, pilot: ai-deck}
ablate: {parts: [4], alternatives: {4: [bf-bulkhead]}}
${pilots}`;

describe('pilot classes compared', () => {
  it('a mismatch names both classes; alike or unknown classes are none', () => {
    expect(mismatchBetween(['ai-deck:printed'], ['ai-deck:generated'])).toBe(
      'ai-deck:printed vs ai-deck:generated',
    );
    expect(mismatchBetween(['heuristic:balanced'], ['heuristic:balanced'])).toBeNull();
    expect(mismatchBetween(null, ['random'])).toBeNull();
    expect(
      mismatchAgainst(
        ['ai-deck:printed'],
        [['ai-deck:printed'], ['ai-deck:generated']],
        ['A', 'B'],
      ),
    ).toBe('ai-deck:printed vs ai-deck:generated (against B)');
  });
});

describe('sortie ablate', () => {
  it('flags the swaps that turn a printed deck into a generated one, and suggests the fair alternatives', async () => {
    const r = await cli(
      'ablate',
      ws.file('ablate.yaml', ablate()),
      '--out',
      join(ws.dir, 'ablate'),
      ...SMALL,
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.variants).toHaveLength(1);
    expect(j.variants[0]).toMatchObject({
      part: 'maneuvering-fins',
      alternative: 'bf-bulkhead',
      pilotMismatch: 'ai-deck:printed vs ai-deck:generated',
    });
    expect(j.parts.find((p: any) => p.part === 'maneuvering-fins').pilotMismatch).toBe(
      'ai-deck:printed vs ai-deck:generated',
    );
    const flag = j.flags.find((f: string) => f.includes('pilotMismatch'));
    expect(flag).toMatch(/^1 swap compares unlike pilots/);
    expect(flag).toContain('deck: generated');
    expect(flag).toContain('heuristic');
    expect(read(join(ws.dir, 'ablate', 'ablate.csv')).split('\n')[0]).toMatch(/,pilot_mismatch$/);
    expect(read(join(ws.dir, 'ablate', 'report.html'))).toContain(
      'ai-deck:printed vs ai-deck:generated',
    );
  });

  it('carries no flag when every ship flies a generated deck, or one pilot', async () => {
    for (const [name, pilots] of [
      ['generated', 'pilots: [{type: ai-deck, deck: generated}]'],
      ['random', 'pilots: [random]'],
    ] as const) {
      const r = await cli(
        'ablate',
        ws.file(`ablate-${name}.yaml`, ablate(pilots)),
        '--out',
        join(ws.dir, `ablate-${name}`),
        ...SMALL,
      );
      expect(r.code).toBe(0);
      const j = json(r.out);
      expect(j.variants[0].pilotMismatch).toBeUndefined();
      expect(j.flags.filter((f: string) => f.includes('pilotMismatch'))).toEqual([]);
      expect(read(join(ws.dir, `ablate-${name}`, 'ablate.csv')).split('\n')[0]).not.toContain(
        'pilot_mismatch',
      );
    }
  });
});

describe('sortie price and tournament', () => {
  const builds = `name: mixed-price
game: snap-ships
format: duel
games: 2
seed: 4
terrain: {tiles: []}
builds:
  - {name: Sabre, preset: sabre-xf-23-fighter, pilot: ai-deck}
  - {name: Custom, ${CUSTOM.slice(1)}, pilot: ai-deck}
  - {name: Lance, preset: lance-sv-51-scout, pilot: ai-deck}
`;

  it('price flags each build priced against unlike pilots', async () => {
    const r = await cli(
      'price',
      ws.file('price.yaml', builds),
      '--out',
      join(ws.dir, 'price'),
      ...SMALL,
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    const of = (b: string) => j.builds.find((x: any) => x.build === b).pilotMismatch;
    expect(of('Sabre')).toBe('ai-deck:printed vs ai-deck:generated (against Custom)');
    expect(of('Custom')).toBe('ai-deck:generated vs ai-deck:printed (against Sabre, Lance)');
    expect(j.flags.some((f: string) => /^3 build prices compare unlike pilots/.test(f))).toBe(true);
    expect(r.err + read(join(ws.dir, 'price', 'report.html'))).toContain('unlike pilots');
  });

  it('tournament flags the pairings of unlike pilots, and none when all fly generated decks', async () => {
    const r = await cli(
      'tournament',
      ws.file('cup.yaml', builds.replace('mixed-price', 'mixed-cup')),
      '--out',
      join(ws.dir, 'cup'),
      ...SMALL,
    );
    const j = json(r.out);
    const pair = (a: string, b: string) => j.matrix.find((m: any) => m.a === a && m.b === b);
    expect(pair('Sabre', 'Custom').pilotMismatch).toBe('ai-deck:printed vs ai-deck:generated');
    expect(pair('Sabre', 'Lance').pilotMismatch).toBeUndefined();
    const fair = await cli(
      'tournament',
      ws.file(
        'cup-fair.yaml',
        builds.replace('mixed-price', 'fair-cup') + 'pilots: [{type: ai-deck, deck: generated}]\n',
      ),
      '--out',
      join(ws.dir, 'cup-fair'),
      ...SMALL,
    );
    const f = json(fair.out);
    expect(f.matrix.every((m: any) => m.pilotMismatch === undefined)).toBe(true);
    expect(f.flags).toEqual([]);
  });
});

describe('sortie compare and sweep', () => {
  it('compare flags side A and side B flown by unlike pilots', async () => {
    const file = ws.file(
      'compare.yaml',
      `name: mixed-compare
game: snap-ships
format: duel
games: 8
seed: 5
budget: off
terrain: {tiles: []}
sides:
  - name: Sabre
    ships: [{preset: sabre-xf-23-fighter, pilot: ai-deck}]
  - name: Custom
    ships: [${CUSTOM}, pilot: ai-deck}]
`,
    );
    const r = await cli(
      'compare',
      file,
      '--out',
      join(ws.dir, 'compare'),
      '--sprt',
      '0,50',
      '--max-games',
      '4',
      '--batch',
      '2',
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.pilotMismatch).toBe('ai-deck:printed vs ai-deck:generated');
    expect(j.flags.some((f: string) => f.includes('1 decision compares unlike pilots'))).toBe(true);
  });

  it('sweep flags cells whose side changes pilot class against the first cell', async () => {
    const file = ws.file(
      'sweep.yaml',
      `name: mixed-sweep
game: snap-ships
format: duel
games: 2
seed: 6
budget: off
terrain: {tiles: []}
sides:
  - name: Sabre
    ships: [{chassis: sabre-xf-23-fighter, parts: [xf-25-cockpit, sdu-14-jump-engine, xf-25-wings, maneuvering-fins, mk16-autocannon, xr70-missile-pod], pilot: ai-deck}]
  - name: Scarab
    ships: [{preset: scarab-klaw-interceptor, pilot: heuristic}]
sweep:
  - {path: "sides[0].ships[0].parts[3]", values: [maneuvering-fins, bf-bulkhead]}
`,
    );
    const r = await cli('sweep', file, '--out', join(ws.dir, 'sweep'), ...SMALL);
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.cells[0].pilotMismatch).toBe(
      'between the sides: ai-deck:printed vs heuristic:balanced',
    );
    expect(j.cells[1].pilotMismatch).toBe(
      'between the sides: ai-deck:generated vs heuristic:balanced; against the first cell: ai-deck:printed vs ai-deck:generated',
    );
  });
});
