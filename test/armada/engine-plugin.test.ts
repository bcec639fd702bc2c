import { describe, expect, it } from 'vitest';
import { armada } from '../../src/games/armada/plugin.js';
import { setupIssues } from './engine-helpers.js';

const base = (over: Record<string, unknown> = {}) => ({
  name: 'learning',
  game: 'armada',
  format: 'learning',
  sides: [
    { name: 'Rebels', fleet: 'learning-rebels', pilot: 'random' },
    { name: 'Imperials', fleet: 'learning-imperials', pilot: 'random' },
  ],
  ...over,
});

const issues = setupIssues;

describe('the Armada plugin', () => {
  it('declares its id, formats, round cap (six rounds, R1) and config keys', () => {
    expect(armada.id).toBe('armada');
    expect(armada.formats).toEqual(['learning', 'core-180', 'standard-300', 'standard-400']);
    expect(armada.defaultRoundCap).toBe(6);
    expect(armada.configKeys).toEqual([
      'rules',
      'obstacles',
      'initiative',
      'objective',
      'playArea',
      'deployment',
      'tournamentPoints',
      'coreSets',
    ]);
    const ids = armada.metrics.map((m) => m.id);
    expect(ids).toEqual([
      'damage-curve',
      'margin',
      'margin-bands',
      'tournament-points',
      'tournament-split',
      'commands',
      'defense-tokens',
      'damage-cards',
      'damage-by-zone',
      'damage-by-range',
      'damage-share',
      'score-sources',
      'victory-tokens',
      'upgrade-usage',
      'pilot-slips',
    ]);
  });

  it('resolves a learning matchup with presets and the RRG16 default switches', () => {
    const s = armada.resolveSetup(base());
    expect(armada.sideNames(s)).toEqual(['Rebels', 'Imperials']);
    // LTP Setup 3 "The Rebel player has initiative": the learning format's default (P1).
    expect(s.initiative).toBe('scenario');
    expect(armada.twoSided(s)).toBe(false);
    expect(armada.twoSided(armada.resolveSetup(base({ initiative: 'seat' })))).toBe(true);
    expect(s.rules).toEqual({
      squadronLos: 'centre',
      evadeClose: 'reroll',
      tieBreak: 'secondPlayer',
      passTokens: 'rrg16',
    });
    expect(s.obstacles).toEqual({ placement: 'none' });
    expect(s.firstRoundCommands).toBe('suggested');
    expect(armada.twoSided(armada.resolveSetup(base({ initiative: 'scenario' })))).toBe(false);
  });

  it('reports unknown fleets, ships, squadrons, pilots and keys with their path and a did-you-mean', () => {
    const a = issues(
      base({
        sides: [{ fleet: 'learning-rebel' }, { fleet: 'learning-imperials', pilot: 'randum' }],
      }),
    );
    expect(a).toContainEqual({
      path: ['sides', 0, 'fleet'],
      message: 'unknown fleet "learning-rebel"',
      suggestions: ['learning-rebels'],
    });
    expect(a.find((i) => i.path.join() === 'sides,1,pilot')!.suggestions).toEqual(['random']);
    const b = issues(
      base({
        sides: [
          {
            faction: 'rebel',
            ships: [{ ship: 'cr90-corvete-a' }],
            squadrons: [{ squadron: 'x-wing', count: 2 }],
          },
          { fleet: 'learning-imperials', pilot: { type: 'random', persona: 'x' } },
        ],
      }),
    );
    expect(b.find((i) => i.path.join() === 'sides,0,ships,0,ship')!.suggestions).toContain(
      'cr90-corvette-a',
    );
    expect(b.find((i) => i.path.join() === 'sides,0,squadrons,0,squadron')!.suggestions).toContain(
      'x-wing-squadron',
    );
    expect(b.find((i) => i.path.join() === 'sides,1,pilot,persona')!.message).toBe(
      'unknown key "persona"',
    );
  });

  it('checks the rules switches, obstacles, initiative, deployment and table keys', () => {
    const a = issues(
      base({
        rules: { squadronLOS: 'centre', evadeClose: 'never' },
        initiative: 'coin',
        deployment: { firstRoundCommand: 'chosen' },
      }),
    );
    expect(a.find((i) => i.path.join() === 'rules,squadronLOS')!.suggestions).toEqual([
      'squadronLos',
    ]);
    expect(a.find((i) => i.path.join() === 'rules,evadeClose')!.message).toContain('reroll, none');
    expect(a.some((i) => i.path.join() === 'initiative')).toBe(true);
    expect(a.find((i) => i.path.join() === 'deployment,firstRoundCommand')!.suggestions).toEqual([
      'firstRoundCommands',
    ]);
    const b = issues(base({ obstacles: [{ type: 'asteroyd', x: 1, y: 2 }] }));
    expect(b.find((i) => i.path.join() === 'obstacles,0,type')!.suggestions).toContain('asteroid');
    const c = issues(base({ table: { squadronBase: { diameterr: 30 } } }));
    expect(c.find((i) => i.path.join() === 'table,squadronBase,diameterr')!.suggestions).toEqual([
      'diameter',
    ]);
    expect(
      issues(base({ format: 'core-18' })).find((i) => i.path.join() === 'format')!.suggestions,
    ).toEqual(['core-180']);
    expect(issues(base({ sides: [base().sides[0]] }))[0]!.path).toEqual(['sides']);
  });

  it('rules.overlapShape picks the overlap outline (X4): the shield-dial envelope by default, or the base', () => {
    expect(armada.resolveSetup(base()).tableOverrides).toBeNull();
    const b = armada.resolveSetup(
      base({ rules: { overlapShape: 'base' }, table: { epsilon: 0.01 } }),
    );
    expect(b.tableOverrides).toEqual({ epsilon: 0.01, overlapShape: 'base' });
    expect(b.rules.overlapShape).toBe('base');
    expect(
      issues(base({ rules: { overlapShape: 'dials' } })).find(
        (i) => i.path.join() === 'rules,overlapShape',
      )!.message,
    ).toContain('envelope, base');
    const clash = issues(
      base({ rules: { overlapShape: 'base' }, table: { overlapShape: 'envelope' } }),
    );
    expect(clash.find((i) => i.path.join() === 'rules,overlapShape')!.message).toContain(
      'contradicts',
    );
  });

  it('fleet-building rules of the format apply (learning: no upgrades)', () => {
    const a = issues(
      base({
        sides: [
          {
            faction: 'imperial',
            ships: [{ ship: 'victory-ii-class-star-destroyer', upgrades: ['dominator'] }],
          },
          base().sides[1],
        ],
      }),
    );
    expect(a.find((i) => i.path.join() === 'sides,0,ships,0,upgrades')!.message).toBe(
      'this format uses no upgrade cards',
    );
  });

  it('W1 playGame returns the Armada score, hull left, damage dealt and declared metric rows', () => {
    const setup = armada.resolveSetup(base());
    const r = armada.playGame(setup, {
      seed: 'plugin-1',
      gameIndex: 0,
      swapSeats: false,
      roundCap: 6,
    });
    expect(['eliminated', 'rounds', 'both-eliminated']).toContain(r.endReason);
    expect(r.rounds).toBeGreaterThanOrEqual(1);
    expect(r.rounds).toBeLessThanOrEqual(6);
    expect(r.sides.map((s) => s.name)).toEqual(['Rebels', 'Imperials']);
    for (const s of r.sides) {
      expect(s.hullLeft).toBeGreaterThanOrEqual(0);
      expect(s.hullLeft).toBeLessThanOrEqual(s.name === 'Rebels' ? 9 : 8);
      expect(s.score).toBeGreaterThanOrEqual(0);
    }
    if (r.endReason === 'eliminated') expect(r.sides[r.winner!]!.hullLeft).toBeGreaterThan(0);
    for (const m of armada.metrics)
      for (const row of r.metrics[m.id]!) expect(row).toHaveLength(m.columns.length);
    const curve = r.metrics['damage-curve']!;
    expect(curve.slice(0, 2)).toEqual([
      ['Rebels', 0, 9, 14, 20, 0, 1],
      ['Imperials', 0, 8, 10, 18, 0, 1],
    ]);
    const again = armada.playGame(setup, {
      seed: 'plugin-1',
      gameIndex: 0,
      swapSeats: false,
      roundCap: 6,
    });
    expect(JSON.stringify(again)).toBe(JSON.stringify(r));
  });

  it('a logged game has readable lines from setup and round 1 to the result', () => {
    const setup = armada.resolveSetup(base());
    const r = armada.playGame(setup, {
      seed: 'log-1',
      gameIndex: 0,
      swapSeats: false,
      roundCap: 6,
      log: true,
    });
    expect(r.log![0]).toMatch(/^(Rebels|Imperials) is the first player$/);
    expect(r.log![1]).toBe('--- Round 1 ---');
    expect(r.log!.at(-1)).toMatch(/^Game over in round \d \((eliminated|rounds|both-eliminated)\)/);
    expect(r.log!.some((l) => l.includes('activates'))).toBe(true);
  });

  it('W2 the winner by score is consistent with the reported scores', () => {
    const setup = armada.resolveSetup(base());
    for (let i = 0; i < 20; i++) {
      const r = armada.playGame(setup, {
        seed: `w2-${i}`,
        gameIndex: i,
        swapSeats: i % 2 === 1,
        roundCap: 6,
      });
      if (r.endReason === 'eliminated') continue;
      const [a, b] = r.sides.map((s) => s.score!);
      const expected = a! > b! ? 0 : b! > a! ? 1 : 1 - r.firstSide;
      expect(r.winner, `game ${i}`).toBe(expected);
      const margin = r.metrics.margin![0]![0] as number;
      expect(margin).toBe(Math.abs(a! - b!));
    }
  });
});
