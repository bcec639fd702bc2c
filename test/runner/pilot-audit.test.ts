// Seeded pilot audits of both games assert invariants (DESIGN.md "Honest counts and pilot
// grades"); the grades themselves are measurements (docs/pilot-grades.md).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { SEED_SCHEME } from '../../src/core/rng.js';
import { pluginFor } from '../../src/games/registry.js';
import { auditPilots, type AuditReport } from '../../src/runner/pilot-audit.js';
import { slotOf } from '../../src/runner/seeds.js';

async function audit(
  file: string,
  decisions: number,
  extra: { maxOptions?: number; kinds?: string[] } = {},
): Promise<{ r: AuditReport; games: number; matchups: string[] }> {
  const c = await loadConfig(file);
  const r = await auditPilots({
    matchups: c.matchups,
    seedScheme: SEED_SCHEME,
    replayDir: `results/${c.name}`,
    decisions,
    rollouts: 4,
    maxOptions: extra.maxOptions ?? 4,
    reference: 'heuristic',
    seed: '7',
    ...(extra.kinds ? { kinds: extra.kinds } : {}),
  });
  return { r, games: c.matchups[0]!.games, matchups: c.matchups.map((m) => m.name) };
}

function invariants(
  { r, games, matchups }: Awaited<ReturnType<typeof audit>>,
  dir: string,
  maxOptions: number,
): void {
  expect(r.decisions).toBe(r.graded.length);
  expect(r.byKind.reduce((a, k) => a + k.decisions, 0)).toBe(r.decisions);
  for (const k of r.byKind)
    expect(k.decisions).toBe(r.graded.filter((g) => g.kind === k.kind).length);
  for (const g of r.graded) {
    expect(
      Number.isInteger(g.chosen) && g.chosen >= 0 && g.chosen < g.options,
      `${g.kind} chose ${g.chosen} of ${g.options}`,
    ).toBe(true);
    expect(g.options).toBeGreaterThanOrEqual(2);
    expect(g.valued).toBe(Math.min(g.options, maxOptions));
    expect(g.bestValue).toBeGreaterThanOrEqual(g.chosenValue);
    // Means of 4 rollout results, each 1 (win), 0.5 (draw or timeout) or 0 (loss).
    for (const v of [g.bestValue, g.chosenValue]) expect(v * 8).toBe(Math.round(v * 8));
    expect(matchups).toContain(g.matchup);
    expect(g.game).toBeLessThan(games);
  }
  // Cross-fitted regrets dip below 0 only by noise: the mean regret is not negative beyond it.
  expect(r.graded.reduce((a, g) => a + g.regret, 0) / r.decisions).toBeGreaterThan(-0.1);
  const accurate = r.graded.filter((g) => g.regret < 0.01).length;
  expect(r.accuracy).toBe(accurate / r.decisions);
  for (const w of r.worst) {
    expect(w.regret).toBeGreaterThanOrEqual(0.01);
    expect(w.replay).toBe(`sortie replay ${dir} --matchup ${w.matchup} --game ${w.game}`);
  }
  expect(r.worst.map((w) => w.regret)).toEqual(
    [...r.worst.map((w) => w.regret)].sort((a, b) => b - a),
  );
}

describe('pilots audit, Snap Ships', () => {
  it('grades sampled decisions of a heuristic duel with consistent counts, and replays the same audit from its seed', async () => {
    const a = await audit('configs/pilots-audit-duel.yaml', 4, { maxOptions: 3 });
    expect(a.r.decisions).toBe(4);
    expect(a.r.pilot).toBe('heuristic');
    invariants(a, 'results/pilots-audit-duel', 3);
    const again = await audit('configs/pilots-audit-duel.yaml', 4, { maxOptions: 3 });
    expect(JSON.stringify(again.r)).toBe(JSON.stringify(a.r));
  });

  it('leaves the audited games as they were: a game plays the same before and after its decisions are branched', async () => {
    const c = await loadConfig('configs/pilots-audit-duel.yaml');
    const m = c.matchups[0]!;
    const plugin = await pluginFor(m);
    const slot = slotOf(m, 3, SEED_SCHEME);
    const play = {
      seed: slot.seed,
      gameIndex: slot.game,
      swapSeats: slot.swap,
      roundCap: m.roundCap,
    };
    const before = plugin.playGame(m.setup, play);
    const recorded = plugin.audit!.record(m.setup, play);
    expect(recorded.choices.length).toBe(recorded.decisions.length);
    const graded = recorded.decisions.filter((x) => x.graded);
    expect(graded.length).toBeGreaterThan(0);
    for (const d of graded.slice(0, 3)) {
      for (let option = 0; option < Math.min(d.options, 2); option++) {
        const v = plugin.audit!.branch(m.setup, play, recorded, {
          decision: d.index,
          option,
          reference: 'heuristic',
          seed: ['t', option],
        });
        expect([0, 0.5, 1]).toContain(v);
      }
    }
    expect(plugin.playGame(m.setup, play)).toEqual(before);
  });
});

describe('pilots audit, Armada', () => {
  it('grades sampled course decisions of a core-180 game, naming those that leave the play area', async () => {
    const a = await audit('configs/armada-core-180.yaml', 2, { maxOptions: 3, kinds: ['course'] });
    expect(a.r.decisions).toBe(2);
    expect(a.r.byKind.map((k) => k.kind)).toEqual(['course']);
    invariants(a, 'results/armada-core-180', 3);
    for (const g of a.r.graded)
      expect(g.chose).toMatch(
        /^course \[-?\d(, -?\d)*\] (left|right)( \(leaves the play area\))?$/,
      );
  });
});
