/**
 * Scenario: Asteroid Scramble (rulebook "Scenario: Asteroid Scramble"). Setup: exactly 3
 * asteroid fields, placed first and at least Range 2 from both deployment edges, then 2
 * debris fields; a supply die of 5 resources per asteroid (7 when a team fields 6 points or
 * more); 6 rounds. The special rules are in asteroid-resources.ts. The game ends at the end of
 * round 6 or when a team has no ships left; the team holding more resources (carried and
 * stockpiled) wins, a tie goes to the most hull left, a tie on hull is a draw.
 *
 * AI ships (rulebook "AI Ships" of the scenario) target the asteroid (supply die + resources
 * on its tile, never one they overlap) or opposing ship (resources carried) with the highest
 * resource total; ties, and a table where nothing holds resources, use the normal targeting
 * criteria (our reading). An AI ship entering an asteroid field gathers everything on it; one
 * overlapping a debris field stockpiles one resource, as every ship does.
 */
import type { EngineCtx } from '../engine/context.js';
import { enemiesInPlay } from '../engine/context.js';
import type { ScenarioRules } from '../engine/scenario-rules.js';
import type { SnapSetup } from '../engine/setup.js';
import { chooseAmong } from '../ai/target.js';
import type { EndCondition } from '../rules/game-over.js';
import type { TerrainEntryOverride } from '../rules/terrain.js';
import type { GameState, ShipState } from '../state/types.js';
import {
  carried,
  enterScrambleTile,
  mine,
  nearSolarOrbit,
  scramble,
  stealOnCrit,
  transferOnDestruction,
} from './asteroid-resources.js';
import { placeTiles } from './placement.js';
import type { AsteroidScrambleState, ScenarioResult } from './scenario-state.js';
import { attackScenarioTarget, baseOverlaps, pointTarget, tileRadius } from './targets.js';

/** Resources per asteroid by the team points (3-5: 5; 6+: 7); smaller teams count as 3-5. */
export function resourcesPerAsteroid(pointsPerTeam: number[]): number {
  return Math.max(...pointsPerTeam) >= 6 ? 7 : 5;
}

/** Options of an Asteroid Scramble matchup (config `scenario:`). */
export interface ScrambleOptions {
  /** Resources per asteroid (default from the team points). */
  resources?: number;
  /** Game length in rounds (default 6). */
  rounds?: number;
}

/**
 * Sets up the scenario: terrain (unless the config lists explicit tiles), the supply dice,
 * carried resources and stockpiles; then installs its rules.
 */
export function setupAsteroidScramble(ctx: EngineCtx, setup: SnapSetup): void {
  const st = ctx.state;
  const opts = (setup.scenario ?? {}) as ScrambleOptions;
  if (!('tiles' in setup.terrain)) {
    const away = { edges: st.sides.map((sd) => sd.edge), distance: st.table.rangeBand };
    st.terrain = placeTiles(ctx, ctx.rng, [
      { type: 'asteroid-field', away },
      { type: 'asteroid-field', away },
      { type: 'asteroid-field', away },
      { type: 'debris-cloud' },
      { type: 'debris-cloud' },
    ]);
  }
  const points = st.sides.map((_, i) =>
    st.ships
      .filter((s) => s.side === i)
      .reduce((a, s) => a + (ctx.content.chassis[s.chassis]?.points ?? 0), 0),
  );
  const supply = opts.resources ?? resourcesPerAsteroid(points);
  st.scenario = {
    kind: 'asteroid-scramble',
    maxRounds: opts.rounds ?? 6,
    roundsDone: 0,
    asteroids: st.terrain.flatMap((t, tile) =>
      t.type === 'asteroid-field' ? [{ tile, supply, onTile: 0 }] : [],
    ),
    carried: Object.fromEntries(st.ships.map((s) => [s.id, 0])),
    stockpile: st.sides.map(() => 0),
    boxed: 0,
  };
  installAsteroidScramble(ctx);
}

/** The asteroid fields as attack targets (id `asteroid-<tile>`). */
export function asteroidTargets(ctx: EngineCtx): ShipState[] {
  const sc = scramble(ctx);
  return sc.asteroids.map((a) => {
    const t = ctx.state.terrain[a.tile]!;
    return pointTarget(
      `asteroid-${a.tile}`,
      `asteroid field ${a.tile + 1}`,
      t,
      tileRadius(ctx, a.tile),
      0,
      [a.tile],
    );
  });
}

/** Whether `s` overlaps asteroid tile `tile`. */
function overlapsTile(ctx: EngineCtx, s: ShipState, tile: number): boolean {
  const t = ctx.state.terrain[tile]!;
  return baseOverlaps(ctx, s, t, tileRadius(ctx, tile));
}

/** Resolves `asteroid-<tile>` ids for the AI's live target (a pure function of the state). */
export function scrambleTargetById(st: Readonly<GameState>, id: string): ShipState | null {
  const sc = st.scenario;
  if (sc?.kind !== 'asteroid-scramble' || !id.startsWith('asteroid-')) return null;
  const tile = Number(id.slice('asteroid-'.length));
  const t = st.terrain[tile];
  if (!t || !sc.asteroids.some((a) => a.tile === tile)) return null;
  const shape = st.table.tiles[t.type];
  const r =
    shape.kind === 'circle'
      ? shape.radius
      : Math.max(...shape.points.map(([x, y]) => Math.hypot(x, y)));
  return pointTarget(id, `asteroid field ${tile + 1}`, t, r, 0, [tile]);
}

/** AI target: the asteroid or opposing ship with the highest resource total (undefined: nothing holds any). */
export function scrambleAiTarget(ctx: EngineCtx, s: ShipState): ShipState | null | undefined {
  const sc = scramble(ctx);
  const totals = new Map<ShipState, number>();
  for (const t of asteroidTargets(ctx)) {
    const a = sc.asteroids.find((x) => `asteroid-${x.tile}` === t.id)!;
    if (!overlapsTile(ctx, s, a.tile) && a.supply + a.onTile > 0)
      totals.set(t, a.supply + a.onTile);
  }
  for (const e of enemiesInPlay(ctx, s)) if (carried(sc, e) > 0) totals.set(e, carried(sc, e));
  if (totals.size === 0) return undefined;
  const top = Math.max(...totals.values());
  return chooseAmong(
    ctx,
    s,
    [...totals].filter(([, n]) => n === top).map(([t]) => t),
  );
}

/** Resources each side holds now (carried by its ships in play and stockpiled). */
export function heldResources(st: Readonly<GameState>, sc: AsteroidScrambleState): number[] {
  return st.sides.map(
    (_, i) =>
      sc.stockpile[i]! +
      st.ships
        .filter((s) => s.side === i && !s.destroyed)
        .reduce((a, s) => a + (sc.carried[s.id] ?? 0), 0),
  );
}

/** Scores, and the winner: most resources, then most hull left, else a draw. */
export function scrambleResult(
  st: Readonly<GameState>,
  sc: AsteroidScrambleState,
): { result: ScenarioResult; winner: number | null } {
  const held = heldResources(st, sc);
  const hull = st.sides.map((_, i) =>
    st.ships.filter((s) => s.side === i && !s.destroyed).reduce((a, s) => a + s.hull, 0),
  );
  const best = (values: number[], among: number[]): number[] => {
    const top = Math.max(...among.map((i) => values[i]!));
    return among.filter((i) => values[i] === top);
  };
  let lead = best(
    held,
    held.map((_, i) => i),
  );
  if (lead.length > 1) lead = best(hull, lead);
  return {
    result: { scores: held, held, secured: [...sc.stockpile] },
    winner: lead.length === 1 ? lead[0]! : null,
  };
}

/** End of the game: after the last round, or when a team has no ships left. */
export const scrambleEnd: EndCondition = (ctx) => {
  const st = ctx.state;
  const sc = scramble(ctx);
  const eliminated = st.sides.some((_, i) => !st.ships.some((s) => s.side === i && !s.destroyed));
  if (!eliminated && sc.roundsDone < sc.maxRounds) return null;
  return {
    winner: scrambleResult(st, sc).winner,
    reason: eliminated ? 'team-eliminated' : 'rounds-complete',
  };
};

/** The scenario's rule hooks. */
export const asteroidScrambleRules: ScenarioRules = {
  placeHeat: nearSolarOrbit,
  afterCrit: stealOnCrit,
  destroyed: transferOnDestruction,
  // Asteroids can be attacked only by ships not overlapping them; missiles cannot mine them.
  attackTargets: (ctx, attacker) =>
    asteroidTargets(ctx).filter((t) => !overlapsTile(ctx, attacker, t.inTerrain[0]!)),
  targetable: (ctx, attacker, t, purpose) =>
    purpose === 'attack' &&
    t.id.startsWith('asteroid-') &&
    !overlapsTile(ctx, attacker, t.inTerrain[0]!),
  attack: attackScenarioTarget,
  targetHit: mine,
  roundEnd: (ctx) => {
    scramble(ctx).roundsDone = ctx.state.round;
  },
  gameEnd: (ctx) => {
    const sc = scramble(ctx);
    const { result } = scrambleResult(ctx.state, sc);
    sc.result = result;
    result.scores.forEach((score, side) =>
      ctx.emit({
        type: 'scenario-score',
        side,
        score: score!,
        held: result.held[side]!,
        secured: result.secured[side]!,
      }),
    );
  },
  aiTarget: scrambleAiTarget,
};

const enterTile: TerrainEntryOverride = (ctx, s, tile) => enterScrambleTile(ctx, s, tile);

/** Installs the scenario's hooks on a context whose state holds an Asteroid Scramble. */
export function installAsteroidScramble(ctx: EngineCtx): void {
  ctx.scenarioRules = asteroidScrambleRules;
  ctx.endCondition = scrambleEnd;
  ctx.terrainOverride = enterTile;
}
