/**
 * `sortie optimize` on Snap Ships: a race over one chassis's free slots (the Sabre XF-23:
 * cockpit, thruster, wing and three systems parts) against a heuristic Scarab finishes
 * within its budget of games, counts every game it played, and its top build is at least
 * as strong as the chassis's preset. The preset races on the same seeds as a reference, so
 * the race's own ranking cannot say that honestly (the top build was picked on those games):
 * both are played again against the same opponent on fresh seeds, and the preset must not
 * come out significantly stronger.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, gamesInRuns, workspace } from '../balance/balance-helpers.js';

const ws = workspace();
const FRESH_GAMES = 1000;

/** A one-matchup run of `ship` against the race's opponent on fresh seeds (same name and seed: same games). */
async function freshScore(
  ship: Record<string, unknown>,
  label: string,
): Promise<{ wins: number; draws: number }> {
  const config = `name: fresh-${label}
game: snap-ships
format: duel
seed: fresh
games: ${FRESH_GAMES}
terrain: {layout: random}
matchups:
  - name: check
    sides:
      - name: Candidate
        ships: [${JSON.stringify({ ...ship, pilot: 'heuristic' })}]
      - name: Scarab
        ships: [{preset: scarab-klaw-interceptor, pilot: heuristic}]
`;
  const out = join(ws.dir, `fresh-${label}`);
  const r = await cli(
    'run',
    ws.file(`fresh-${label}.yaml`, config),
    '--out',
    out,
    '--threads',
    '2',
    '--quiet',
    '--no-report',
  );
  expect(r.code, r.err).toBe(0);
  const lines = readFileSync(join(out, 'games.ndjson'), 'utf8').split('\n').filter(Boolean);
  const winners = lines.map((l) => (JSON.parse(l) as { winner: number | null }).winner);
  return {
    wins: winners.filter((w) => w === 0).length,
    draws: winners.filter((w) => w === null).length,
  };
}
const CONFIG = `name: sabre-slots
game: snap-ships
format: duel
seed: 5
terrain: {layout: random}
optimize:
  ship: {chassis: sabre-xf-23-fighter}
  opponents:
    - {preset: scarab-klaw-interceptor, pilot: heuristic}
  pilot: heuristic
  budget: 3000
  candidates: 40
  finalists: 3
`;

describe('sortie optimize on Snap Ships', () => {
  it('races the Sabre XF-23 free slots within the budget; the top build is at least as strong as the preset', async () => {
    const out = join(ws.dir, 'sabre');
    const r = await cli(
      'optimize',
      ws.file('sabre.yaml', CONFIG),
      '--out',
      out,
      '--threads',
      '2',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as Record<string, any>;
    expect(j.games).toBeLessThanOrEqual(3000);
    expect(j.games).toBeGreaterThan(2900);
    expect(gamesInRuns(out)).toBe(j.games);
    const preset = j.builds.find((b: any) => b.preset);
    expect(preset.build).toEqual({ preset: 'sabre-xf-23-fighter' });
    const top = j.builds[0];
    expect(top.build.chassis ?? top.build.preset).toBe('sabre-xf-23-fighter');
    // Same seeds, same number of games: the top build won at least as often as the preset.
    expect(top.games).toBe(preset.games);
    expect(top.winRate).toBeGreaterThanOrEqual(preset.winRate);
    for (const b of j.builds) expect(b.ciLow).toBeLessThanOrEqual(b.winRate);

    // Fresh seeds: the preset's score minus the top build's must not be above 0 beyond noise
    // (one-sided 2.5%, the difference of two independent scores, a draw counting half).
    const a = await freshScore(top.build, 'top');
    const b = await freshScore(preset.build, 'preset');
    const pa = (a.wins + a.draws / 2) / FRESH_GAMES;
    const pb = (b.wins + b.draws / 2) / FRESH_GAMES;
    const se = Math.sqrt((pa * (1 - pa) + pb * (1 - pb)) / FRESH_GAMES);
    expect(pb - pa, `fresh seeds: top ${pa}, preset ${pb}`).toBeLessThan(1.96 * se);
  });
});
