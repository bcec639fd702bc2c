/**
 * The exhaustive runner's pilot: the random pilot (pilots/random-pilot.ts, uniform legal
 * choices) biased so the rare paths get exercised. It says yes to optional effects, keeps
 * taking part actions rather than ending the activation, prefers the actions on its
 * `prefer` list (ability boxes not yet covered when the game was planned; each preferred
 * once per game), and prefers using rerolls and variable costs. Draws only from its own stream.
 */
import type { Rng } from '../../../core/rng.js';
import type { Controller, Decision, DecisionOptions, GameView } from '../engine/decisions.js';
import { randomPilot } from '../pilots/random-pilot.js';
import { abilityKey } from './coverage-targets.js';

/** How strongly the pilot leans (probabilities in 0..1). */
export interface PilotBias {
  /** Answer yes to a `use-effect` decision. */
  useEffect: number;
  /** Take a preferred (uncovered) action when one is offered. */
  preferUncovered: number;
  /** Take some part action rather than end the activation. */
  keepActing: number;
  /** Pick a non-zero `amount` (rerolls, variable costs). */
  nonZeroAmount: number;
}

/** The default lean. */
export const DEFAULT_BIAS: PilotBias = {
  useEffect: 0.9,
  preferUncovered: 0.85,
  keepActing: 0.85,
  nonZeroAmount: 0.8,
};

/** Ability key of an action option of `d` (a ship's part and the ability index on the side it shows). */
export function actionKey(
  view: GameView,
  d: Decision,
  o: DecisionOptions['action'],
): string | null {
  if (!o) return null;
  const s = view.state.ships.find((x) => x.id === d.ship);
  const p = s?.parts[o.part];
  if (!s || !p) return null;
  return abilityKey(`${s.faction}/${p.id}`, p.disabled ? 'disabled' : 'front', o.ability);
}

/** Creates a coverage pilot drawing from `rng`, preferring the ability boxes in `prefer`. */
export function coveragePilot(
  rng: Rng,
  prefer: Iterable<string>,
  bias: PilotBias = DEFAULT_BIAS,
): Controller {
  const wanted = new Set(prefer);
  const random = randomPilot(rng);
  const pickFrom = (idx: number[]): number => idx[rng.int(idx.length)]!;
  return {
    choose(view: GameView, d: Decision): number {
      switch (d.kind) {
        case 'use-effect': {
          const yes = (d.options as boolean[]).indexOf(true);
          if (yes >= 0 && rng.next() < bias.useEffect) return yes;
          return random.choose(view, d);
        }
        case 'action': {
          const opts = d.options as Array<DecisionOptions['action']>;
          const keys = opts.map((o) => actionKey(view, d, o));
          const preferred = keys.flatMap((k, i) => (k && wanted.has(k) ? [i] : []));
          if (preferred.length && rng.next() < bias.preferUncovered) {
            const i = pickFrom(preferred);
            wanted.delete(keys[i]!);
            return i;
          }
          const acting = opts.flatMap((o, i) => (o ? [i] : []));
          if (acting.length && rng.next() < bias.keepActing) return pickFrom(acting);
          return random.choose(view, d);
        }
        case 'amount': {
          const nonZero = (d.options as number[]).flatMap((v, i) => (v !== 0 ? [i] : []));
          if (nonZero.length && rng.next() < bias.nonZeroAmount) return pickFrom(nonZero);
          return random.choose(view, d);
        }
        default:
          return random.choose(view, d);
      }
    },
  };
}
