/**
 * Last Stand waves (rulebook "Scenario: Last Stand", "Waves", "Ending a Wave"): each player
 * rolls a die on the wave's column; "reroll" rows are rolled again (and, with only the
 * starter box, rows 4-8); a blank or critical is the player's choice among the column's ships.
 * Each result is an automated Komplex ship with its AI deck, its hull altered by the table;
 * new ships deploy normally (AI Ship Deployment) on their first activation.
 */
import { BLANK, CRIT } from '../../../core/rng.js';
import type { EngineCtx } from '../engine/context.js';
import { decide, log } from '../engine/context.js';
import { buildShip, shipId } from '../engine/setup.js';
import { forEachEffect } from '../effects/active-effects.js';
import { makeAutomated } from '../ai/deck.js';
import { makeController } from '../pilots/index.js';
import type { ShipState } from '../state/types.js';
import type { LastStandState, WaveShip } from './scenario-state.js';

/** The wave table: one row per die face 1-8, one entry per wave (null: reroll). */
export const WAVE_TABLE: ReadonlyArray<
  readonly [WaveShip | null, WaveShip | null, WaveShip | null]
> = [
  [
    { chassis: 'scarab-klaw-interceptor', hullModifier: -4 },
    { chassis: 'scarab-klaw-interceptor', hullModifier: 0 },
    { chassis: 'scarab-klaw-interceptor', hullModifier: 4 },
  ],
  [
    { chassis: 'scarab-klaw-attack-striker', hullModifier: -4 },
    { chassis: 'scarab-klaw-attack-striker', hullModifier: 0 },
    { chassis: 'scarab-klaw-attack-striker', hullModifier: 4 },
  ],
  [
    { chassis: 'scarab-klaw-light-fighter', hullModifier: -4 },
    { chassis: 'scarab-klaw-light-fighter', hullModifier: 0 },
    { chassis: 'scarab-klaw-light-fighter', hullModifier: 4 },
  ],
  [
    { chassis: 'locust-klaw-stealth-craft', hullModifier: 0 },
    { chassis: 'locust-klaw-stealth-craft', hullModifier: 3 },
    { chassis: 'locust-klaw-stealth-craft', hullModifier: 6 },
  ],
  [
    { chassis: 'locust-klaw-close-support-fighter', hullModifier: 0 },
    { chassis: 'locust-klaw-close-support-fighter', hullModifier: 3 },
    { chassis: 'locust-klaw-close-support-fighter', hullModifier: 6 },
  ],
  [null, null, { chassis: 'wasp-klaw-heavy-fighter', hullModifier: 0 }],
  [null, null, { chassis: 'wasp-klaw-deep-recon', hullModifier: 0 }],
  [null, null, { chassis: 'wasp-klaw-fighter-bomber', hullModifier: 0 }],
];

/** The ships of a wave's column (the player's choice on a blank or critical). */
export function waveColumn(wave: number, starterBox: boolean): WaveShip[] {
  return WAVE_TABLE.slice(0, starterBox ? 3 : 8).flatMap((row) =>
    row[wave - 1] ? [row[wave - 1]!] : [],
  );
}

/** Reads the wave table for one player: rolls until a usable row; a blank or critical asks the player's controller. */
export function rollWaveShip(
  ctx: EngineCtx,
  wave: number,
  starterBox: boolean,
  player: ShipState,
): WaveShip {
  for (;;) {
    const f = ctx.rng.d10();
    if (f === BLANK || f === CRIT) {
      return decide(ctx, {
        kind: 'wave-ship',
        ship: player.id,
        side: player.side,
        options: waveColumn(wave, starterBox),
        prompt: `wave ${wave}: choose a Komplex ship`,
      });
    }
    if (starterBox && f > 3) continue;
    const entry = WAVE_TABLE[f - 1]![wave - 1];
    if (entry) return entry;
  }
}

/**
 * Adds wave `wave`: one ship per player ship in play, undeployed, automated by its AI deck,
 * with its own ai-deck controller. `setupEffects`: apply its Setup effects now (waves after
 * the first; the first wave exists before the game's setup effects are applied).
 */
export function spawnWave(
  ctx: EngineCtx,
  sc: LastStandState,
  wave: number,
  setupEffects: boolean,
): ShipState[] {
  const st = ctx.state;
  const players = st.ships.filter((s) => s.side === sc.players && !s.destroyed);
  const picks = players.map((p) => rollWaveShip(ctx, wave, sc.starterBox, p));
  const ships: ShipState[] = [];
  for (const pick of picks) {
    const index = st.ships.filter((s) => s.side === sc.komplex).length;
    const id = shipId(sc.komplex, index);
    const card = ctx.content.chassis[pick.chassis]!;
    const s = buildShip(
      ctx.content,
      {
        chassis: card.id,
        parts: [...card.preset],
        pilot: { type: 'ai-deck' },
        name: `${card.name} (wave ${wave})`,
      },
      id,
      sc.komplex,
    );
    s.pilot = 'ai-deck';
    makeAutomated(ctx, s, card.id, pick.hullModifier);
    st.ships.push(s);
    ctx.controllers[id] = makeController({ type: 'ai-deck' }, id, ctx.rng.derive('pilot', id));
    if (setupEffects) {
      forEachEffect(ctx, s, 'setup', (h, src) => h.setup!(ctx, src));
      s.maxHull = Math.max(s.maxHull, s.hull);
    }
    ships.push(s);
  }
  sc.wave = wave;
  sc.waveShips = ships.map((s) => s.id);
  ctx.emit({ type: 'wave', wave, action: 'start', round: st.round, ships: [...sc.waveShips] });
  log(ctx, () => `wave ${wave}: ${ships.map((s) => `${s.name} (hull ${s.hull})`).join(', ')}`);
  return ships;
}

/** Whether every ship of the wave in play is destroyed. */
export function waveDestroyed(ctx: EngineCtx, sc: LastStandState): boolean {
  return (
    sc.waveShips.length > 0 &&
    sc.waveShips.every((id) => ctx.state.ships.find((s) => s.id === id)?.destroyed)
  );
}
