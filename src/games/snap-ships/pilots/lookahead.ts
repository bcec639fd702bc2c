/**
 * Lookahead for the search pilot: a private engine around a deep copy of the state, with
 * its own random stream and heuristic pilots (or AI decks) flying every ship, that plays
 * the rest of an activation and the following ones. It never sees the game's stream or
 * controllers, so looking ahead cannot change the game; and what the searching side cannot
 * see (face-down AI cards, unseen beacons, the salvage deck) is sampled from the sample's own
 * stream rather than copied (`sampleHidden`).
 *
 * Two variance cuts keep a small sample budget useful: the stream is re-seeded at every
 * activation from (sample seed, ship, activation number), so the dice of later activations
 * do not depend on how many dice a candidate rolled before (common random numbers); and
 * the evaluation counts attack and missile damage at its expected value rather than as
 * rolled (the difference is pure dice luck, a control variate).
 *
 * A scenario's rules are public and follow from the state (`state.scenario`), so the
 * private engine installs the same scenario hooks (end conditions, scoring, terrain).
 */
import { hashSeed, Rng, type RngState } from '../../../core/rng.js';
import { loadContent } from '../content/load-content.js';
import type { EngineCtx } from '../engine/context.js';
import { applyScenarioRules } from '../scenarios/index.js';
import type { Controller } from '../engine/decisions.js';
import { activateShip, endActivation, playPartActions } from '../rules/activation.js';
import { performAction, type ActionChoice } from '../rules/actions.js';
import type { GameEvent } from '../state/events.js';
import type { GameState, ShipState } from '../state/types.js';
import { aiDeckController } from '../ai/controller.js';
import { aiDeck } from '../ai/deck.js';
import { hitChance } from './estimates.js';
import { poseScore } from './evaluation.js';
import { buildScene, currentPlan } from './scene.js';
import { HeuristicPilot } from './heuristic-pilot.js';
import type { Persona } from './personas.js';
import { shipKit } from './ship-kit.js';

/** A stream that can be re-seeded (each activation of a lookahead starts a fresh sub-stream). */
export class ReseedingRng extends Rng {
  private inner: Rng;

  constructor(seed: string) {
    super(seed);
    this.inner = new Rng(seed);
  }

  /** Continues from a sub-stream of this seed and `label`. */
  reseed(label: string): void {
    this.inner = new Rng(hashSeed(this.seed, label));
  }

  override next(): number {
    this.draws++;
    return this.inner.next();
  }

  override state(): RngState {
    return this.inner.state();
  }
}

/** A private engine playing ahead from a copy of a state. */
export interface Lookahead {
  ctx: EngineCtx;
  /** Per ship: damage taken as rolled minus its expected value (attacks and missile impacts). */
  luck: Map<string, number>;
}

/** Damage per hit of the weapon an attack event names (its part card, or its AI row). */
function damagePerHit(ctx: EngineCtx, e: Extract<GameEvent, { type: 'attack' }>): number {
  const s = ctx.state.ships.find((x) => x.id === e.ship);
  if (s && !e.ram) {
    if (s.ai) {
      for (const card of aiDeck(ctx.content, s).cards) {
        for (const row of card.rows) {
          if (row.part !== e.part) continue;
          for (const i of row.icons) if ('attack' in i) return i.attack.damage;
        }
      }
    } else {
      const w = shipKit(ctx.content, s).weapons.find((x) => s.parts[x.part]?.id === e.part);
      if (w) return w.icon.damage;
    }
  }
  return e.hits > 0 ? Math.max(1, Math.round(e.damage / e.hits)) : 1;
}

/** Expected damage of a rolled attack or missile impact (same dice count and hit number). */
function expectedOf(ctx: EngineCtx, e: GameEvent): number {
  if (e.type === 'attack') {
    const p = hitChance(e.hitNumber);
    const any = 1 - (1 - p) ** e.dice.length;
    let x = e.dice.length * p * damagePerHit(ctx, e);
    if (e.position === 'rear') x += any;
    if (e.cover === 'hard' || e.cover === 'both') x -= Math.min(x, any);
    return x;
  }
  if (e.type === 'missile-impact') {
    const target = ctx.state.ships.find((x) => x.id === e.ship);
    const profile = e.kind === 'torpedo' ? null : ctx.content.missiles[e.kind];
    const dph = profile
      ? (profile.damage ?? target?.size ?? 1)
      : e.hits > 0
        ? e.damage / e.hits
        : 2;
    return e.dice.length * hitChance(e.hitNumber) * dph;
  }
  return 0;
}

/**
 * Replaces what the searching side cannot see by a sample drawn from its own stream
 * (pilots see what a player sees): the order of every AI deck's face-down draw pile, the
 * points of beacons `viewer` has not seen (shuffled among those beacons), and the order of
 * the Last Stand salvage deck. `viewer` undefined: every beacon counts as unseen.
 */
export function sampleHidden(st: GameState, rng: Rng, viewer?: number): void {
  // Sorted first, so the sample depends on what is known (which cards, which values), never on the hidden order.
  const byNumber = (a: number, b: number): number => a - b;
  for (const s of st.ships)
    if (s.ai && s.ai.drawPile.length > 1)
      s.ai.drawPile = rng.shuffle([...s.ai.drawPile].sort(byNumber));
  const sc = st.scenario;
  if (sc?.kind === 'beacon-rush') {
    const unseen = sc.beacons.filter(
      (b) => b.holder === null && (viewer === undefined || !b.known.includes(viewer)),
    );
    const values = rng.shuffle(unseen.map((b) => b.value).sort(byNumber));
    unseen.forEach((b, i) => (b.value = values[i]!));
  } else if (sc?.kind === 'last-stand' && sc.salvageDeck.length > 1)
    sc.salvageDeck = rng.shuffle([...sc.salvageDeck].sort());
}

/**
 * A deep copy of plain JSON-like data (what structuredClone gives for it: the same keys in
 * the same order, undefined values kept), without its serialising round trip.
 */
export function copyState(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    for (let i = 0; i < v.length; i++) out.push(copyState(v[i]));
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = copyState((v as Record<string, unknown>)[k]);
  return out;
}

/**
 * Builds a private engine around a deep copy of `state`, hidden information resampled for
 * `viewer` (see {@link sampleHidden}). Every ship is flown by a heuristic pilot with
 * `personaOf(ship)`, or by its AI deck's controller when automated.
 */
export function lookahead(
  state: Readonly<GameState>,
  seed: string,
  personaOf: (s: ShipState) => Persona,
  viewer?: number,
): Lookahead {
  const st = copyState(state) as GameState;
  sampleHidden(st, new Rng(hashSeed(seed, 'hidden')), viewer);
  const rng = new ReseedingRng(seed);
  const luck = new Map<string, number>();
  const ctx: EngineCtx = {
    state: st,
    rng,
    content: loadContent(),
    controllers: {},
    logging: false,
    emit: (e) => {
      if (e.type === 'activation-start') rng.reseed(`${e.ship}@${st.activationCount}`);
      else if (e.type === 'attack' || e.type === 'missile-impact') {
        const target = e.type === 'attack' ? e.target : e.ship;
        luck.set(target, (luck.get(target) ?? 0) + e.damage - expectedOf(ctx, e));
      }
    },
  };
  applyScenarioRules(ctx);
  for (const s of st.ships) {
    const c: Controller = s.ai
      ? aiDeckController(new Rng(hashSeed(seed, 'ai', s.id)))
      : new HeuristicPilot(personaOf(s), true);
    ctx.controllers[s.id] = c;
  }
  return { ctx, luck };
}

/**
 * Finishes the activation of `s` in a lookahead as the engine would (rules/activation.ts,
 * after the chassis action): `first` as its next part action (null: stop), then its pilot's
 * part actions, then the end of the activation (missile impacts).
 */
export function finishActivation(ctx: EngineCtx, s: ShipState, first: ActionChoice | null): void {
  if (first) {
    performAction(ctx, s, first);
    playPartActions(ctx, s);
  }
  endActivation(ctx, s);
}

/**
 * The activations after ours: every enemy ship in play once (those that have not activated
 * this round first), then, with `ourNextTurn`, our ship again.
 */
export function playResponse(ctx: EngineCtx, me: ShipState, ourNextTurn: boolean): void {
  const enemies = ctx.state.ships
    .filter((o) => o.side !== me.side && !o.destroyed)
    .sort((a, b) => Number(a.activated) - Number(b.activated) || a.id.localeCompare(b.id));
  for (const e of enemies) {
    if (ctx.state.over) return;
    if (!e.destroyed) activateShip(ctx, e);
  }
  if (ourNextTurn && !ctx.state.over && !me.destroyed) activateShip(ctx, me);
}

/** Hull kept by a destroyed-or-not ship, with the dice luck against it taken out. */
function expectedHull(s: ShipState, luck: Map<string, number>): number {
  return Math.max(0, Math.min(s.maxHull, s.hull + (luck.get(s.id) ?? 0)));
}

/**
 * Value of a lookahead's state for `side`: every ship's expected hull (plus a bonus for
 * being alive) plus half its position score, less heat and disabled parts; ours count
 * for, the others against (the position score already counts the missiles assigned to a
 * ship). A finished game is worth ±40.
 */
export function evaluateFor(
  look: Lookahead,
  side: number,
  personaOf: (s: ShipState) => Persona,
): number {
  const st = look.ctx.state;
  if (st.over && st.over.winner !== null) return st.over.winner === side ? 40 : -40;
  let v = 0;
  for (const s of st.ships) {
    const sign = s.side === side ? 1 : -1;
    let worth = expectedHull(s, look.luck) + (s.destroyed ? 0 : 3);
    if (!s.destroyed && s.pose) {
      const sc = buildScene(st, s.id, personaOf(s));
      worth += 0.5 * poseScore(sc, currentPlan(sc), false);
      for (const p of s.parts) worth -= 0.15 * p.heat + (p.disabled ? 0.4 : 0);
    }
    v += sign * worth;
  }
  return v;
}
