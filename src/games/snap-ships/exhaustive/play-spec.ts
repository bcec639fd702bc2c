/**
 * Plays one planned game with coverage pilots, asserting the engine invariants after every
 * event and crediting coverage: `activation-start` flies a chassis, `action` uses an
 * ability box (part + ability index on the side it shows), and the effect probe credits
 * handlers (and passive boxes) whose hooks took effect.
 */
import { hashSeed, Rng } from '../../../core/rng.js';
import type { ContentDb } from '../content/load-content.js';
import type { Ability } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import type { Controller } from '../engine/decisions.js';
import { newGame } from '../engine/game.js';
import { shipId } from '../engine/setup.js';
import { playGame } from '../rules/rounds.js';
import type { GameEvent } from '../state/events.js';
import { coveragePilot } from './coverage-pilot.js';
import type { CoverageCounts } from './coverage.js';
import { abilityKey, type CoverageTargets } from './coverage-targets.js';
import { noteEvent, withEffectListener, type EffectListener } from './effect-probe.js';
import { brokenInvariant, SETTLED_EVENTS } from './invariants.js';
import { specSetup, type GameSpec } from './plan-game.js';

/** A broken invariant: the event after which it was seen and what broke. */
export class InvariantError extends Error {
  constructor(
    readonly event: string,
    readonly broken: string,
  ) {
    super(`invariant broken after ${event}: ${broken}`);
    this.name = 'InvariantError';
  }
}

/** What one game left: the final state and, when asked for, its readable log. */
export interface PlayedGame {
  ctx: EngineCtx;
  log: string[];
  events: number;
}

/** Effective calls after which a handler (and its ability box) is no longer measured. */
export const SATURATION = 200;

const PASSIVE_KINDS = new Set(['passive', 'reaction', 'setup', 'passive-mount']);

/** The ability box an `action` event used: the side is the one whose box at that index has that header. */
function actionAbilityKey(
  db: ContentDb,
  ctx: EngineCtx,
  e: Extract<GameEvent, { type: 'action' }>,
): string | null {
  const s = ctx.state.ships.find((x) => x.id === e.ship);
  if (!s) return null;
  const partKey = `${s.faction}/${e.part}`;
  const card = db.parts[partKey];
  if (!card) return null;
  const front = card.abilities[e.ability]?.header === e.header;
  const back = card.disabled.abilities[e.ability]?.header === e.header;
  // Both sides print this header at that index: the REPAIR is on the disabled side; otherwise ask the state.
  const disabled =
    front && back
      ? e.header === 'REPAIR' || s.parts.some((p) => p.id === e.part && p.disabled)
      : back;
  return abilityKey(partKey, disabled ? 'disabled' : 'front', e.ability);
}

/** Build-limit boxes ("only on size 4 or smaller") were applied when the plan's builds passed the check. */
function creditBuildLimits(
  db: ContentDb,
  t: CoverageTargets,
  spec: GameSpec,
  counts: CoverageCounts,
): void {
  if (!t.buildLimitBoxes.size) return;
  for (const side of spec.sides) {
    for (const ship of side.ships) {
      for (const id of ship.parts) {
        for (const a of db.parts[`${side.faction}/${id}`]?.abilities ?? []) {
          const key = t.buildLimitBoxes.has(a) ? t.abilityOf.get(a) : undefined;
          if (key) counts.abilities[key] = (counts.abilities[key] ?? 0) + 1;
        }
      }
    }
  }
}

/**
 * Plays `spec`, adding its coverage to `counts` (when given); `logTo` collects the readable
 * log as it is written (so a failing game keeps its log up to the failure); `onEvent` sees
 * every event. Throws {@link InvariantError}
 * on a broken invariant, or whatever the engine threw.
 */
export function playSpec(
  db: ContentDb,
  t: CoverageTargets,
  spec: GameSpec,
  counts?: CoverageCounts,
  opts: { logTo?: string[]; onEvent?: (e: GameEvent) => void } = {},
): PlayedGame {
  const setup = specSetup(spec);
  if (counts) creditBuildLimits(db, t, spec, counts);
  const controllers: Record<string, Controller> = {};
  setup.sides.forEach((side, si) =>
    side.ships.forEach((_b, bi) => {
      const id = shipId(si, bi);
      controllers[id] = coveragePilot(new Rng(hashSeed(spec.seed, 'pilot', id)), spec.prefer);
    }),
  );
  let ctx: EngineCtx | null = null;
  let events = 0;
  const onEvent = (e: GameEvent): void => {
    events++;
    noteEvent();
    if (e.type === 'log') opts.logTo?.push(e.text);
    opts.onEvent?.(e);
    if (!ctx) return;
    const bad = brokenInvariant(ctx.state, SETTLED_EVENTS.has(e.type));
    if (bad) throw new InvariantError(e.type, bad);
    if (!counts) return;
    if (e.type === 'activation-start') {
      const s = ctx.state.ships.find((x) => x.id === e.ship);
      if (s) counts.chassis[s.chassis] = (counts.chassis[s.chassis] ?? 0) + 1;
    } else if (e.type === 'action') {
      const key = actionAbilityKey(db, ctx, e);
      if (key) counts.abilities[key] = (counts.abilities[key] ?? 0) + 1;
    } else if (e.type === 'disabled' && t.markerBoxes.size) {
      const s = ctx.state.ships.find((x) => x.id === e.ship);
      for (const a of (s && db.parts[`${s.faction}/${e.part}`]?.disabled.abilities) || []) {
        const id = t.markerBoxes.get(a);
        if (!id) continue;
        counts.handlers[id] = (counts.handlers[id] ?? 0) + 1;
        const key = t.abilityOf.get(a)!;
        counts.abilities[key] = (counts.abilities[key] ?? 0) + 1;
      }
    }
  };
  const listener: EffectListener = (id, _hook, ability, took) => {
    if (!counts) return;
    counts.invoked[id] = (counts.invoked[id] ?? 0) + 1;
    if (!took) return;
    counts.handlers[id] = (counts.handlers[id] ?? 0) + 1;
    if (ability && PASSIVE_KINDS.has(ability.kind)) {
      const key = t.abilityOf.get(ability);
      if (key) counts.abilities[key] = (counts.abilities[key] ?? 0) + 1;
    }
  };
  // Past SATURATION effective calls of a handler (and of its box), stop measuring it: counts then read "at least".
  const enough = counts
    ? (id: string, ability: Ability | null): boolean =>
        (counts.handlers[id] ?? 0) >= SATURATION &&
        (!ability || (counts.abilities[t.abilityOf.get(ability) ?? ''] ?? SATURATION) >= SATURATION)
    : undefined;
  return withEffectListener(
    listener,
    () => {
      const game = newGame(setup, {
        seed: spec.seed,
        swapSeats: spec.swapSeats,
        roundCap: spec.roundCap,
        log: !!opts.logTo,
        onEvent,
        controllers,
      });
      ctx = game.ctx;
      playGame(game.ctx, spec.roundCap);
      if (counts) {
        counts.games++;
        counts.formats[spec.format] = (counts.formats[spec.format] ?? 0) + 1;
        counts.layouts[String(spec.layout)] = (counts.layouts[String(spec.layout)] ?? 0) + 1;
      }
      return { ctx: game.ctx, log: game.log, events };
    },
    enough,
  );
}
