/**
 * `price` and `optimize` on Armada fleets with `tournamentPoints:` (real games at small counts):
 * each build's mean tournament points equal the points recomputed from its games' scores and the
 * table; optimize's race cuts and finalists' order follow them, and price's fair cost still rests
 * on wins; a fleet far under the format's limit is flagged in both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ndjson, workspace } from './balance-helpers.js';

const ws = workspace();
const json = (out: string) => JSON.parse(out) as Record<string, any>;
const BANDS = [
  [0, 6, 5],
  [60, 7, 4],
  [140, 8, 3],
] as const;
// One objective for every game: the tools' plumbing is the subject here, and a chosen objective
// would pay for the heuristic's rollouts per fleet pair (tested in test/armada/objective-choice).
const HEAD =
  'game: armada\nformat: core-180\nseed: 5\nobjective: contested-outpost\nobstacles: {placement: random}\n' +
  `tournamentPoints:\n${BANDS.map(([m, w, l]) => `  - {margin: ${m}, points: [${w}, ${l}]}`).join('\n')}\n`;
const LONE =
  '  - name: Lone Nebulon-B\n    pilot: heuristic\n    faction: rebel\n    ships:\n      - {ship: nebulon-b-escort-frigate, upgrades: [general-dodonna, leia-organa, nav-team]}\n';
type Line = {
  matchup: string;
  game: number;
  winner: number | null;
  sides: Array<{ name: string; score: number }>;
};

/** Each side's tournament points of one game, from the table above. */
function gamePoints(g: Line): number[] {
  const [a, b] = g.sides.map((s) => s.score);
  const band = [...BANDS].reverse().find(([m]) => Math.abs(a! - b!) >= m)!;
  return g.sides.map((_, i) => (g.winner === null ? 5.5 : g.winner === i ? band[1] : band[2]));
}
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Runs `tool` on the config `text` (named `name`) in process; its JSON and its folder. It must succeed silently. */
async function run(
  tool: string,
  name: string,
  text: string,
): Promise<{ j: Record<string, any>; out: string }> {
  const out = join(ws.dir, name);
  const r = await cli(
    tool,
    ws.file(`${name}.yaml`, text),
    '--out',
    out,
    '--threads',
    '0',
    '--quiet',
    '--json',
    '--no-charts',
  );
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return { j: json(r.out), out };
}

describe('sortie price with tournamentPoints:', () => {
  it("adds each build's mean tournament points with an interval beside its fair cost (on wins), and flags a fleet far under the limit", async () => {
    const text = `name: tp-price\n${HEAD}games: 4\nbuilds:\n  - {name: Rebels, fleet: core-rebels-173, pilot: heuristic}\n  - {name: Imperials, fleet: core-imperials-175, pilot: heuristic}\n${LONE}`;
    const { j, out } = await run('price', 'tp-price', text);
    expect([j.pointsLabel, j.fairPointsFrom]).toEqual(['tournament points', 'win rate']);
    const pts = new Map<string, number[]>();
    for (const g of ndjson(join(out, 'runs', 'as-configured', 'games.ndjson')) as Line[]) {
      gamePoints(g).forEach((p, i) =>
        pts.set(g.sides[i]!.name, [...(pts.get(g.sides[i]!.name) ?? []), p]),
      );
    }
    expect(j.builds.map((b: any) => b.build)).toEqual(['Rebels', 'Imperials', 'Lone Nebulon-B']);
    for (const b of j.builds) {
      expect(b.meanPoints).toBeCloseTo(mean(pts.get(b.build)!), 9);
      expect(b.pointsLow).toBeLessThanOrEqual(b.meanPoints);
      expect(b.pointsHigh).toBeGreaterThanOrEqual(b.meanPoints);
      // The fair-cost keys stay.
      expect(Object.keys(b)).toEqual(
        expect.arrayContaining([
          'printedPoints',
          'fairPoints',
          'ciLow',
          'ciHigh',
          'delta',
          'verdict',
          'rating',
        ]),
      );
    }
    expect(
      j.flags.some((f: string) =>
        f.startsWith("Lone Nebulon-B costs 84 of the format's 180 points"),
      ),
    ).toBe(true);
    expect(j.flags.some((f: string) => f.startsWith('Rebels costs'))).toBe(false);
    expect(readFileSync(join(out, 'price.csv'), 'utf8').split('\n')[0]).toBe(
      'build,printed_points,fair_points,ci_low,ci_high,delta,verdict,rating,rating_ci_low,rating_ci_high,mean_points,points_ci_low,points_ci_high',
    );
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain(
      'Fair points rest on win rate',
    );
  });
});

describe('sortie optimize with tournamentPoints:', () => {
  it('races and orders the finalists by mean tournament points (intervals), says so, and keeps the win rate beside', async () => {
    const text =
      `name: tp-optimize\n${HEAD}optimize:\n  ship: {faction: rebel}\n  opponents:\n    - {name: Imperials, fleet: core-imperials-175, pilot: heuristic}\n` +
      '  pilot: heuristic\n  budget: 96\n  candidates: 4\n  finalists: 2\n';
    const { j, out } = await run('optimize', 'tp-optimize', text);
    expect([j.rankedBy, j.pointsLabel]).toEqual(['points', 'tournament points']);
    // Side 0 of every game of a build's folder is the build; its points up to `limit` games per opponent.
    const own = (id: string, limit = Infinity) =>
      (ndjson(join(out, 'runs', id, 'games.ndjson')) as Line[])
        .filter((g) => g.game < limit)
        .map((g) => gamePoints(g)[0]!);
    for (const b of j.builds) {
      expect(b.meanPoints).toBeCloseTo(mean(own(b.name)), 9);
      expect(b.pointsLow).toBeLessThanOrEqual(b.meanPoints);
      expect(b.pointsHigh).toBeGreaterThanOrEqual(b.meanPoints);
      expect(typeof b.winRate).toBe('number');
    }
    const means = j.builds.map((b: any) => b.meanPoints);
    expect([...means].sort((p: number, q: number) => q - p)).toEqual(means);
    expect(j.builds[0].vsLeaderPoints).toBeNull();
    for (const b of j.builds.slice(1)) {
      expect(b.vsLeaderPoints.diff).toBeCloseTo(b.meanPoints - j.builds[0].meanPoints, 9);
      // A difference in points is not clipped to a win rate's −1..1.
      expect(b.vsLeaderPoints.ciLow).toBeLessThanOrEqual(b.vsLeaderPoints.diff);
      expect(b.vsLeaderPoints.ciHigh).toBeGreaterThanOrEqual(b.vsLeaderPoints.diff);
    }
    // The first round's cut: every build dropped after it scored no more points than the last one kept.
    expect(j.rounds.length).toBeGreaterThan(1);
    const first = j.rounds[0];
    const finalists = new Set(j.builds.map((b: any) => b.name));
    const dropped = readFileSync(join(out, 'optimize-evaluated.csv'), 'utf8')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split(',')[0]!)
      .filter((id) => !finalists.has(id));
    expect(dropped.length).toBeGreaterThan(0);
    for (const id of dropped)
      expect(mean(own(id, first.target))).toBeLessThanOrEqual(first.cutPoints);
    expect(first.leaderPoints).toBeGreaterThanOrEqual(first.cutPoints);
    expect(readFileSync(join(out, 'optimize-finalists.csv'), 'utf8').split('\n')[0]).toContain(
      'separated,mean_points,points_ci_low,points_ci_high,vs_leader_points',
    );
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain(
      'Ranked by mean tournament points per game',
    );
  });

  it('without a points table ranks by win rate and adds no points keys', async () => {
    const text =
      `name: wr-optimize\n${HEAD.replace(/tournamentPoints:[\s\S]*$/, '')}optimize:\n  ship: {faction: rebel}\n  opponents:\n    - {name: Imperials, fleet: core-imperials-175, pilot: heuristic}\n` +
      '  pilot: heuristic\n  budget: 32\n  candidates: 2\n  finalists: 2\n';
    const { j } = await run('optimize', 'wr-optimize', text);
    expect(j.rankedBy).toBe('winRate');
    const rates = j.builds.map((b: any) => b.winRate);
    expect([...rates].sort((p: number, q: number) => q - p)).toEqual(rates);
    for (const b of j.builds) expect(b.meanPoints).toBeUndefined();
  });
});
