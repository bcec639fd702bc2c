/**
 * Snap Ships support for `sortie pilots audit` (core/pilot-audit.ts): a game recorded through
 * wrapped controllers, and branches replayed from its seed with the recorded choices. After the
 * branch the game's stream is re-derived from the rollout's labels at every activation (common
 * random numbers across the options of a decision, as the search pilot's lookahead does), what
 * the deciding side cannot see is resampled (lookahead.ts `sampleHidden`), and every ship gets
 * a fresh pilot: the deciding side's of the reference type (AI decks stay AI decks), the others
 * of their own.
 */
import { BranchingRng } from '../../core/branching-rng.js';
import type { PlayOptions } from '../../core/game-plugin.js';
import type {
  BranchRequest,
  PilotAuditHooks,
  RecordedDecision,
  RecordedGame,
} from '../../core/pilot-audit.js';
import { Rng } from '../../core/rng.js';
import type { EngineCtx } from './engine/context.js';
import type { Controller, Decision } from './engine/decisions.js';
import { newGame } from './engine/game.js';
import { shipId, type PilotSpec, type SnapSetup } from './engine/setup.js';
import { makeController } from './pilots/index.js';
import { sampleHidden } from './pilots/lookahead.js';
import { playGame } from './rules/rounds.js';
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';

/** The pilot spec of each starting ship. */
function specs(setup: SnapSetup): Map<string, PilotSpec> {
  const out = new Map<string, PilotSpec>();
  setup.sides.forEach((side, si) =>
    side.ships.forEach((b, bi) => out.set(shipId(si, bi), b.pilot)),
  );
  return out;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Plain option data in a few words (numbers rounded). */
function plain(o: unknown): string {
  if (o === null) return 'none';
  if (typeof o === 'number') return String(round2(o));
  if (typeof o !== 'object') return String(o);
  return JSON.stringify(o, (_k, v: unknown) => (typeof v === 'number' ? round2(v) : v));
}

/** Describes the options of a decision as a reader would name them (parts and ships by name). */
function describer(st: Readonly<GameState>, d: Decision): (i: number) => string {
  const me = st.ships.find((s) => s.id === d.ship);
  const parts = me ? me.parts.map((p) => p.id) : [];
  const names = new Map(st.ships.map((s) => [s.id, s.name]));
  const options = d.options;
  return (i) => {
    const o = options[i];
    if (d.kind === 'action') {
      const a = o as { part: number; ability: number } | null;
      return a
        ? `${parts[a.part] ?? `part ${a.part}`}${a.ability ? ` (ability ${a.ability + 1})` : ''}`
        : 'end part actions';
    }
    if (d.kind === 'rotate' || d.kind === 'edge-rotate' || d.kind === 'u-turn')
      return `${round2(o as number)}°`;
    if (typeof o === 'string' && names.has(o)) return names.get(o)!;
    return plain(o);
  };
}

/** Plays the game, listing every decision put to a controller. */
function record(setup: SnapSetup, play: PlayOptions): RecordedGame {
  const pilots = specs(setup);
  const decisions: RecordedDecision[] = [];
  const choices: number[] = [];
  const last = new Map<string, RecordedDecision>();
  const sideOf = (id: string): number | undefined => ctx.state.ships.find((s) => s.id === id)?.side;
  const note = (ship: string, what: string): void => {
    const d = last.get(ship);
    if (d && !d.after?.includes(what)) (d.after ??= []).push(what);
  };
  // The slips a reader looks for: rams and collisions into teammates (rulebook "Collisions", "Ram"), noted on the ship's last choice before them.
  const onEvent = (e: GameEvent): void => {
    if (e.type === 'attack' && e.ram && sideOf(e.ship) === sideOf(e.target))
      note(e.ship, 'rammed a teammate');
    else if (e.type === 'collision' && !e.ram && sideOf(e.ship) === sideOf(e.other))
      note(e.ship, 'collided with a teammate');
  };
  const { ctx } = newGame(setup, {
    seed: play.seed,
    swapSeats: play.swapSeats,
    roundCap: play.roundCap,
    onEvent,
  });
  for (const [id, inner] of Object.entries(ctx.controllers)) {
    const spec = pilots.get(id);
    ctx.controllers[id] = {
      choose(view, d) {
        const chosen = inner.choose(view, d);
        const ship = view.state.ships.find((s) => s.id === d.ship);
        const rec: RecordedDecision = {
          index: choices.length,
          kind: d.kind,
          side: d.side,
          unit: ship?.name ?? d.ship,
          round: view.state.round,
          pilot: spec?.type ?? 'ai-deck',
          graded: !!spec && spec.type !== 'ai-deck',
          options: d.options.length,
          chosen,
          describe: describer(view.state, d),
        };
        // A 0° turn on a rotate icon the ship paid for (the slip readers look for).
        if (d.kind === 'rotate' && d.options[chosen] === 0) rec.after = ['turned 0°'];
        decisions.push(rec);
        // Where a colliding ship ends is a consequence of the move, not its cause.
        if (d.kind !== 'collision-place') last.set(d.ship, rec);
        choices.push(chosen);
        return chosen;
      },
    };
  }
  playGame(ctx, play.roundCap);
  return { decisions, choices };
}

/** Replays to the decision, takes the option, and plays on with fresh pilots (see the module comment). */
function branch(
  setup: SnapSetup,
  play: PlayOptions,
  game: RecordedGame,
  req: BranchRequest,
): number {
  const pilots = specs(setup);
  const rng = new BranchingRng(play.seed);
  let n = 0;
  let side = -1;
  let ctx: EngineCtx | null = null;
  const fresh: Record<string, Controller> = {};
  const onEvent = (e: GameEvent): void => {
    // The dice of each later activation do not depend on how many an option rolled before (CRN).
    if (side >= 0 && e.type === 'activation-start')
      rng.branch(...req.seed, e.ship, ctx!.state.activationCount);
  };
  const leave = (d: Decision): void => {
    side = d.side;
    rng.branch(...req.seed);
    const st = ctx!.state;
    sampleHidden(st, new Rng(play.seed).derive('audit-hidden', ...req.seed), side);
    for (const s of st.ships) {
      const own = pilots.get(s.id);
      if (!own) continue;
      // A printed AI deck is the game's rules, not a pilot: it keeps flying its ship.
      const spec: PilotSpec =
        s.side === side && own.type !== 'ai-deck' ? ({ type: req.reference } as PilotSpec) : own;
      fresh[s.id] = makeController(spec, s.id, rng.derive('audit-pilot', ...req.seed, s.id));
    }
  };
  const g = newGame(setup, {
    seed: play.seed,
    swapSeats: play.swapSeats,
    roundCap: play.roundCap,
    rng,
    onEvent,
  });
  ctx = g.ctx;
  for (const [id, inner] of Object.entries(ctx.controllers)) {
    ctx.controllers[id] = {
      choose(view, d) {
        if (n < req.decision) return game.choices[n++]!;
        if (n++ === req.decision) {
          const want = game.decisions[req.decision];
          if (want && want.kind !== d.kind)
            throw new Error(
              `the replay left the recorded game at decision ${req.decision} (${d.kind}, recorded ${want.kind})`,
            );
          leave(d);
          return req.option;
        }
        return (fresh[id] ?? inner).choose(view, d);
      },
    };
  }
  playGame(ctx, play.roundCap);
  const w = ctx.state.over?.winner ?? null;
  return w === null ? 0.5 : w === side ? 1 : 0;
}

/** The Snap Ships audit hooks. */
export const snapAudit: PilotAuditHooks<SnapSetup> = {
  references: ['heuristic', 'search'],
  record,
  branch,
};
