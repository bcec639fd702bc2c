/**
 * Synthetic results folders for the statistics and report tests: metric declarations
 * shaped like Snap Ships' (damage-curve, part-usage, game-health) and deterministic
 * fake games, so these tests never depend on a game engine.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MetricDeclaration, MetricRow } from '../../src/core/metrics.js';
import type { GameLine } from '../../src/stats/game-line.js';

const noCollector = () => ({ on() {}, finish: () => [] as MetricRow[] });

/** Declarations with the contract ids and the row shapes the lead's game emits. */
export const SYNTHETIC_METRICS: MetricDeclaration[] = [
  {
    id: 'damage-curve',
    title: 'Hull over rounds',
    events: [],
    start: noCollector,
    columns: [
      { name: 'side', role: 'key' },
      { name: 'round', role: 'key', carryForward: true },
      { name: 'hull', role: 'value', aggregate: 'quantiles' },
      { name: 'damage_dealt', role: 'value', aggregate: 'mean' },
      { name: 'alive', role: 'value', aggregate: 'mean', output: 'alive_fraction' },
    ],
  },
  {
    id: 'part-usage',
    title: 'Part usage',
    events: [],
    start: noCollector,
    columns: [
      { name: 'side', role: 'key' },
      { name: 'ship', role: 'key' },
      { name: 'part', role: 'key' },
      { name: 'uses', role: 'value', aggregate: 'mean-per-game' },
      {
        name: 'damage',
        role: 'value',
        aggregate: 'mean-per-game',
        share: { within: ['side', 'ship'] },
      },
      { name: 'hits', role: 'value', aggregate: 'mean-per-game', output: 'hits' },
      { name: 'crits', role: 'value', aggregate: 'mean-per-game', output: 'crits' },
      { name: 'disabled', role: 'value', aggregate: 'mean-per-game' },
      { name: 'repaired', role: 'value', aggregate: 'mean-per-game' },
      { name: 'heat', role: 'value', aggregate: 'mean-per-game' },
      {
        name: 'missiles_launched',
        role: 'value',
        aggregate: 'mean-per-game',
        output: 'missiles_launched',
      },
      {
        name: 'missiles_shot_down',
        role: 'value',
        aggregate: 'mean-per-game',
        output: 'missiles_shot_down',
      },
    ],
  },
  {
    id: 'game-health',
    title: 'Game health',
    events: [],
    start: noCollector,
    columns: [
      { name: 'lead_changes', role: 'value', aggregate: 'quantiles' },
      {
        name: 'leader_at_mid',
        role: 'value',
        aggregate: 'matches-winner',
        output: 'mid_leader_win_rate',
      },
    ],
  },
];

/** A small deterministic generator (LCG) so fixtures need no seeded-random dependency. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** One matchup of synthetic games. */
export interface SyntheticMatchup {
  name: string;
  sides: [string, string];
  games: number;
  /** Probability that side 0 wins a decisive game. */
  strength: number;
}

/** Deterministic fake games for the given matchups (seat-swapped pairs). */
export function syntheticGames(matchups: SyntheticMatchup[], seed = 7): GameLine[] {
  const rnd = lcg(seed);
  const lines: GameLine[] = [];
  for (const m of matchups) {
    for (let g = 0; g < m.games; g++) {
      const swap = g % 2 === 1;
      const hull = [12, 10];
      const dealt = [0, 0];
      const curve: MetricRow[] = [];
      let leadChanges = 0;
      let leader = -1;
      let midLeader = '';
      const cap = 8;
      let round = 0;
      while (round < cap && hull[0]! > 0 && hull[1]! > 0) {
        round += 1;
        for (const s of [0, 1]) {
          const hit = Math.floor(rnd() * 4 * (s === 0 ? m.strength + 0.5 : 1.5 - m.strength));
          const taken = Math.min(hull[1 - s]!, hit);
          hull[1 - s]! -= taken;
          dealt[s]! += taken;
        }
        const now = dealt[0]! > dealt[1]! ? 0 : dealt[1]! > dealt[0]! ? 1 : leader;
        if (leader !== -1 && now !== leader) leadChanges += 1;
        leader = now;
        if (round === cap / 2) midLeader = leader === -1 ? '' : m.sides[leader]!;
        for (const s of [0, 1])
          curve.push([m.sides[s]!, round, hull[s]!, dealt[s]!, hull[s]! > 0 ? 1 : 0]);
      }
      const winner =
        hull[0]! <= 0 && hull[1]! <= 0 ? null : hull[1]! <= 0 ? 0 : hull[0]! <= 0 ? 1 : null;
      const parts: MetricRow[] = [];
      for (const s of [0, 1]) {
        for (const part of ['laser', 'gatling', 'missile-rack']) {
          if (part === 'missile-rack' && s === 1) continue;
          const uses = Math.floor(rnd() * 4);
          const hits = Math.floor(rnd() * (uses + 1));
          // Heat is fractional on purpose: float sums must still merge exactly.
          const heat = Math.round(rnd() * 1000) / 300;
          parts.push([
            m.sides[s]!,
            `${m.sides[s]!.toLowerCase()}-ship`,
            part,
            uses,
            hits * 2,
            hits,
            hits > 1 ? 1 : 0,
            rnd() < 0.2 ? 1 : 0,
            0,
            heat,
            part === 'missile-rack' ? uses : 0,
            0,
          ]);
        }
      }
      lines.push({
        matchup: m.name,
        game: g,
        seed: `s${Math.floor(g / 2)}`,
        swap,
        firstSide: swap ? 1 : 0,
        winner,
        rounds: round,
        endReason:
          hull[0]! > 0 && hull[1]! > 0
            ? 'round-cap'
            : winner === null
              ? 'mutual-destruction'
              : 'destroyed',
        sides: [0, 1].map((s) => ({
          name: m.sides[s]!,
          hullLeft: hull[s]!,
          damageDealt: dealt[s]!,
        })),
        metrics: {
          'damage-curve': curve,
          'part-usage': parts,
          'game-health': [[leadChanges, midLeader]],
        },
      });
    }
  }
  return lines;
}

/** A manifest for the synthetic matchups (of game `game`: registered by the tests that need its plugin). */
export function syntheticManifest(
  matchups: SyntheticMatchup[],
  game = 'synthetic',
): Record<string, unknown> {
  return {
    configHash: 'synthetic',
    matchups: matchups.map((m) => ({
      name: m.name,
      game,
      format: 'duel',
      sides: m.sides,
      games: m.games,
      seed: '1',
      roundCap: 8,
      seatSwap: true,
      setup: {},
    })),
  };
}

/** Default two-matchup fixture. */
export const TWO_MATCHUPS: SyntheticMatchup[] = [
  { name: 'forge-vs-komplex', sides: ['Forge', 'Komplex'], games: 60, strength: 0.6 },
  { name: 'komplex-vs-vanguard', sides: ['Komplex', 'Vanguard'], games: 40, strength: 0.45 },
];

const created: string[] = [];

/** A new temp folder, removed by {@link removeTempFolders}. */
export async function tempFolder(prefix = 'sortie-report-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Removes every folder made by {@link tempFolder} (call from afterAll). */
export async function removeTempFolders(): Promise<void> {
  for (const dir of created.splice(0)) await rm(dir, { recursive: true, force: true });
}

/** Writes a results folder (manifest.json + games.ndjson) into a new temp dir. */
export async function writeSyntheticFolder(
  lines: GameLine[],
  manifest: Record<string, unknown>,
  prefix = 'sortie-report-',
): Promise<string> {
  const dir = await tempFolder(prefix);
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  await writeFile(join(dir, 'games.ndjson'), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return dir;
}
