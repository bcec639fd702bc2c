/**
 * The heuristic pilot's attack and defense choices (SPEC §4.3 #2): targets and zones by expected
 * damage (A2, K2), accuracies on the defender's most valuable token (T7), defense tokens only when
 * they cut the rolled damage (T1–T6), redirects to the most shielded adjacent zone (T2).
 */
import type { AttackOption, Decision } from '../engine/decisions.js';
import { measureAttack, newAttackMeasure } from '../geometry/range.js';
import type { DefenseTokenType } from '../content/types.js';
import type { HullZone } from '../geometry/types.js';
import type { ShipState, SquadronState } from '../state/types.js';
import {
  diceAtRange,
  expectedDamage,
  faceValue,
  hullLeft,
  poolFaces,
  unitById,
  type PilotEnv,
} from './heuristic-eval.js';
import { objectiveAttackValue } from './heuristic-objectives.js';

const M = newAttackMeasure();
const isShip = (u: ShipState | SquadronState): u is ShipState => 'faceup' in u;

/** Expected value of one declared attack (0 when it cannot deal damage). */
export function attackValue(env: PilotEnv, attackerId: string, o: AttackOption): number {
  const st = env.state;
  const att = unitById(st, attackerId);
  const def = unitById(st, o.target);
  if (!att || !def) return 0;
  const vsSq = !isShip(def);
  let dice;
  let crit: boolean;
  if (isShip(att)) {
    const card = env.content.ships[att.card]!;
    const arm = vsSq ? card.antiSquadron : card.battery[o.zone!];
    const m = measureAttack(
      env.geo.ship(att),
      o.zone!,
      vsSq ? env.geo.squadron(def as SquadronState) : env.geo.ship(def as ShipState),
      o.targetZone ?? undefined,
      env.geo.table,
      M,
    );
    dice = diceAtRange(arm, m ? m.band : 'beyond');
    crit = !vsSq;
  } else {
    const card = env.content.squadrons[att.card]!;
    dice = vsSq ? card.antiSquadron : card.battery;
    crit = !vsSq && card.keywords.includes('bomber');
  }
  const e = expectedDamage(env, dice, crit);
  if (e <= 0) return 0;
  const left = hullLeft(def);
  if (vsSq) return Math.min(e, left) * 0.7 + (e >= left ? 1 : 0);
  const ship = def as ShipState;
  const shields = ship.shields[o.targetZone!];
  // Damage past the shields becomes damage cards; finishing a ship scores its points.
  const through = Math.max(0, e - shields);
  const kills = e >= shields + left;
  return e + through * 1.5 + (kills ? 3 : 0) + objectiveAttackValue(env, def, o, e, through, kills);
}

/** A2: the attack to declare; the first of two plans the pair from different zones (A2: one per zone). */
export function chooseAttack(env: PilotEnv, d: Decision<'attack'>): number {
  const opts = d.options;
  const vals = opts.map((o) => (o === null ? -1e-9 : attackValue(env, d.unit!, o)));
  let best = 0;
  let bestScore = -Infinity;
  const first = d.prompt?.startsWith('attack 1') ?? false;
  for (let i = 0; i < opts.length; i++) {
    const o = opts[i];
    let score = vals[i]!;
    if (first && o) {
      let second = 0;
      for (let j = 0; j < opts.length; j++) {
        const p = opts[j];
        if (p && p.zone !== o.zone) second = Math.max(second, vals[j]!);
      }
      score += second;
    }
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

const TOKEN_VALUE: Record<DefenseTokenType, number> = {
  brace: 4,
  redirect: 3,
  scatter: 5,
  evade: 2,
};

/** T7: lock the defender's most valuable token (readied tokens first). */
export function chooseAccuracy(
  env: PilotEnv,
  d: Decision<'spend-accuracy'>,
  defenderId: string | null,
): number {
  const def = defenderId ? unitById(env.state, defenderId) : undefined;
  let best = d.options.indexOf(-1);
  let bestScore = 0;
  d.options.forEach((t, i) => {
    if (t < 0 || !def) return;
    const tok = def.defenseTokens[t];
    if (!tok) return;
    const s = TOKEN_VALUE[tok.type] + (tok.state === 'ready' ? 0.5 : 0);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  });
  return best < 0 ? 0 : best;
}

/** The damage of the rolled pool in a decision's context. */
export function rolledDamage(
  env: PilotEnv,
  d: Decision,
): { total: number; maxDie: number; crits: number } {
  const faces = poolFaces(env, d.context?.pool);
  let total = 0;
  let maxDie = 0;
  let crits = 0;
  for (const f of faces) {
    const v = faceValue(f, null);
    total += v;
    maxDie = Math.max(maxDie, v);
    crits += f.crit;
  }
  return { total, maxDie, crits };
}

/**
 * T1–T6: the next token to spend, or -1. A token is spent only when it cuts damage: brace on 2+,
 * evade on a damaging die, redirect with shields beside, contain against a crit, scatter on any
 * damage; exhausted tokens (spending discards them, T6) only on big hits.
 */
export function chooseDefenseToken(env: PilotEnv, d: Decision<'defense-token'>): number {
  const def = unitById(env.state, d.unit);
  const none = d.options.indexOf(-1);
  const { total, maxDie } = rolledDamage(env, d);
  if (!def || total <= 0) return none;
  const big = total >= Math.max(3, hullLeft(def) / 2);
  let best = none;
  let bestGain = 0;
  d.options.forEach((t, i) => {
    if (t < 0) return;
    const tok = def.defenseTokens[t]!;
    if (tok.state === 'exhausted' && !big) return;
    let gain = 0;
    if (tok.type === 'brace') gain = total >= 2 ? Math.floor(total / 2) : 0;
    else if (tok.type === 'evade') gain = maxDie * 0.8;
    else if (tok.type === 'scatter') gain = total;
    else if (tok.type === 'redirect' && isShip(def)) {
      const spare = Math.max(
        ...(['front', 'left', 'right', 'rear'] as HullZone[]).map((z) => def.shields[z]),
      );
      gain = total >= 2 ? Math.min(spare, total - 1) * 0.9 : 0;
    }
    gain -= tok.state === 'exhausted' ? 0.5 : 0;
    if (gain > bestGain) {
      bestGain = gain;
      best = i;
    }
  });
  return best;
}

/** T2: the adjacent zone with the most shields. */
export function chooseRedirectZone(env: PilotEnv, d: Decision<'redirect-zone'>): number {
  const ship = unitById(env.state, d.unit);
  if (!ship || !isShip(ship)) return 0;
  let best = 0;
  d.options.forEach((z, i) => {
    if (ship.shields[z] > ship.shields[d.options[best]!]) best = i;
  });
  return best;
}

/** Die choice: the defender (evade) picks the most damaging die, the attacker rerolls the weakest. */
export function chooseDie(env: PilotEnv, d: Decision<'choose-die'>): number {
  const faces = poolFaces(env, d.context?.pool);
  const defending = d.prompt?.startsWith('evade') ?? false;
  let best = d.options.indexOf(-1);
  let bestV = defending ? 0 : Infinity;
  d.options.forEach((di, i) => {
    if (di < 0 || !faces[di]) return;
    const f = faces[di]!;
    const v = faceValue(f, null) + f.accuracy * 0.3;
    if (defending ? v > bestV : v < bestV && v < 1) {
      bestV = v;
      best = i;
    }
  });
  return best < 0 ? 0 : best;
}
