/**
 * The `ai-deck` controller: answers the decisions the engine still puts to an AI ship's
 * controller, by the AI rules (rulebook "AI Ship Heat and Damage", "AI Ships Leaving the
 * Play Area"), plus the opponents' choice against an AI ship in AI-vs-AI games:
 * - crit-location (the AI chooses a part of a player ship): most heat, then fewest power,
 *   then a part that cannot be repaired; a tie left is the defender's choice, modelled as
 *   the first of the tied parts in crit-location order;
 * - heat-part (an AI weapon places heat): options are the parts without heat; most power,
 *   then the first in crit-location order (the affected player's choice, modelled);
 * - edge-rotate: turn 90° only if that points the front more toward the target;
 * - use-effect: the critical damage token rule (spend one to prevent a row that attacks,
 *   launches or rams: "cancel the first attack row the AI would perform", and each later
 *   one while tokens last); any other optional effect of its own is used (Golden Rules);
 * - amount: the most (rerolls); target / anti-missile-target: its target, else itself or
 *   the nearest; rotate / u-turn / move-direction: toward its target; activate: a die roll.
 */
import { dist } from '../../../core/geometry.js';
import type { Rng } from '../../../core/rng.js';
import { loadContent } from '../content/load-content.js';
import type { Controller, Decision, DecisionOptions, GameView } from '../engine/decisions.js';
import { directionOffset } from '../geometry/movement.js';
import type { GameState, ShipState } from '../state/types.js';
import { CANCEL_RULE } from './activation.js';
import { wantsUTurn } from './maneuvers.js';
import { bearing, liveTarget, shipById, turnTo } from './measure.js';

type St = Readonly<GameState>;

/** Index of the option minimizing `score` (first on ties). */
function argmin<T>(options: readonly T[], score: (o: T) => number): number {
  let best = 0;
  let top = Infinity;
  options.forEach((o, i) => {
    const v = score(o);
    if (v < top - 1e-9) {
      top = v;
      best = i;
    }
  });
  return best;
}

/** AI crit location on a player ship's part: most heat, fewest power, cannot be repaired, then crit-location order. */
export function critLocationChoice(defender: ShipState, options: readonly number[]): number {
  const content = loadContent();
  const unrepairable = (i: number): number => {
    const p = defender.parts[i]!;
    // A salvaged part (Last Stand) keeps its own faction.
    return content.parts[`${p.faction ?? defender.faction}/${p.id}`]?.repairCost === null ? 1 : 0;
  };
  return argmin(options, (i) => {
    const p = defender.parts[i]!;
    return -p.heat * 1e6 + p.power * 1e3 - unrepairable(i);
  });
}

/** AI heat placement on a player ship's part (index into `options`, parts without heat): most power, then crit-location order. */
export function heatPartChoice(defender: ShipState, options: readonly number[]): number {
  return argmin(options, (i) => -defender.parts[i]!.power);
}

/** Edge rotation (index into `options`): the option pointing the front nearest the target, keeping the facing on a tie. */
export function edgeRotateChoice(st: St, s: ShipState, options: readonly number[]): number {
  const t = liveTarget(st, s);
  if (!t) return Math.max(0, options.indexOf(0));
  const aim = bearing(s.pose!, t.pose!);
  const off = (o: number): number => Math.abs(turnTo(s.pose!.facing + o, aim));
  const keep = options.indexOf(0);
  const i = argmin(options, off);
  return keep >= 0 && off(options[i]!) >= off(0) - 1e-9 ? keep : i;
}

function choose(st: St, d: Decision, rng: Rng): number {
  const s = shipById(st, d.ship);
  const target = s ? liveTarget(st, s) : null;
  const ctx = d.context ?? {};
  const opts = d.options as unknown[];
  switch (d.kind) {
    case 'crit-location': {
      const def = shipById(st, ctx.defender as string) ?? s!;
      return critLocationChoice(def, d.options as number[]);
    }
    case 'heat-part': {
      const def = shipById(st, ctx.defender as string) ?? s!;
      return heatPartChoice(def, d.options as number[]);
    }
    case 'edge-rotate':
      return edgeRotateChoice(st, s!, d.options as number[]);
    case 'use-effect': {
      const want = ctx.rule === CANCEL_RULE ? ctx.attack === true : true;
      return Math.max(0, opts.indexOf(want));
    }
    case 'amount':
      return argmin(d.options as number[], (n) => -n);
    case 'target':
    case 'anti-missile-target': {
      const ids = d.options as string[];
      if (target && ids.includes(target.id)) return ids.indexOf(target.id);
      if (d.kind === 'anti-missile-target' && s && ids.includes(s.id)) return ids.indexOf(s.id);
      return s?.pose
        ? argmin(ids, (id) => {
            const o = shipById(st, id);
            return o?.pose ? dist(o.pose, s.pose!) : Infinity;
          })
        : 0;
    }
    case 'rotate':
      return target && s?.pose
        ? argmin(d.options as number[], (a) =>
            Math.abs(turnTo(s.pose!.facing + a, bearing(s.pose!, target.pose!))),
          )
        : Math.max(0, opts.indexOf(0));
    case 'u-turn':
      return Math.max(0, opts.indexOf(s?.pose && wantsUTurn(st, s.pose, target) ? 180 : 0));
    case 'move-direction': {
      if (!target || !s?.pose) return 0;
      const aim = bearing(s.pose, target.pose!);
      return argmin(d.options as DecisionOptions['move-direction'][], (m) =>
        Math.abs(turnTo(s.pose!.facing + directionOffset(m), aim)),
      );
    }
    case 'activate': {
      const ids = opts.map((o, i) => (o === null ? -1 : i)).filter((i) => i >= 0);
      return ids.length > 0 ? ids[rng.int(ids.length)]! : 0;
    }
    default:
      // deploy, vent, action, collision-place, terrain-vent: an AI ship is never asked these; take the first option.
      return 0;
  }
}

/** Creates the controller of an AI-deck ship (`rng`: its own stream, for the activation-order roll of mixed squadrons). */
export function aiDeckController(rng: Rng): Controller {
  return { choose: (view: GameView, d: Decision) => choose(view.state, d, rng) };
}
