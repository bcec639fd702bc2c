/**
 * The objective terms of the heuristic's attack and pose scores (O1–O12): what an attack or an end
 * pose is worth under the card in play besides its damage. Attack values are in expected damage
 * (a damage point is about 10 fleet points with the core ships); pose terms in the pose score's
 * units (an arc's expected damage). Objectives with no term here play through their own choices
 * (heuristic-cards.ts: tokens, objective ships, arrivals, obstacles).
 */
import type { AttackOption } from '../engine/decisions.js';
import { pointInArc } from '../geometry/arcs.js';
import type { ShipShape } from '../geometry/types.js';
import { unitDistance } from '../geometry/range.js';
import type { ShipState, SquadronState } from '../state/types.js';
import type { PilotEnv } from './heuristic-eval.js';

/** Fleet points per expected damage point (core ships: 40–85 points for 3–8 hull). */
const POINTS_PER_DAMAGE = 10;

const isShip = (u: ShipState | SquadronState): u is ShipState => 'faceup' in u;

/** Expected damage of one die added to the pool (Most Wanted; about a red die at ships). */
const ONE_DIE = 0.75;

/**
 * The objective's value of an attack on `def` (expected damage `e`, `through` of it past
 * the shields, `kills` when it is expected to destroy): O1/O10 objective ships cost double when
 * destroyed (and O10 adds a die), O3 Opening Salvo scores half a ship's cost for its first damage
 * card, O4 Precision Strike a victory token per damage card, O12 Superior Positions a token for
 * damage to a rear hull zone.
 */
export function objectiveAttackValue(
  env: PilotEnv,
  def: ShipState | SquadronState,
  o: AttackOption,
  e: number,
  through: number,
  kills: boolean,
): number {
  const obj = env.state.objective;
  if (!obj || !isShip(def) || e <= 0) return 0;
  const token = obj.victoryTokenValue / POINTS_PER_DAMAGE;
  switch (obj.id) {
    case 'most-wanted':
    case 'advanced-gunnery': {
      if (!obj.objectiveShips.includes(def.id)) return 0;
      const extra = obj.id === 'most-wanted' ? ONE_DIE : 0;
      return extra + (kills ? env.content.ships[def.card]!.points / POINTS_PER_DAMAGE : 0);
    }
    case 'opening-salvo':
      // The end-of-game half cost needs one damage card on a ship that has none.
      return def.faceup.length + def.facedown === 0 && through > 0
        ? (Math.min(1, through) * Math.ceil(def.points / 2)) / POINTS_PER_DAMAGE
        : 0;
    case 'precision-strike':
      return through * token;
    case 'superior-positions':
      return o.targetZone === 'rear' ? Math.min(1, e) * token : 0;
    default:
      return 0;
  }
}

/**
 * How much an enemy ship in arc (`aim`) and our exposure to it (`exposure`) weigh under the
 * objective: O1/O10 an enemy objective ship is worth more to hit and our own costs more to lose.
 */
export function objectiveShipWeights(
  env: PilotEnv,
  me: ShipState,
  enemy: ShipState,
): { aim: number; exposure: number } {
  const obj = env.state.objective;
  if (!obj || (obj.id !== 'most-wanted' && obj.id !== 'advanced-gunnery'))
    return { aim: 1, exposure: 1 };
  return {
    aim: obj.objectiveShips.includes(enemy.id) ? 1.5 : 1,
    exposure: obj.objectiveShips.includes(me.id) ? 1.5 : 1,
  };
}

/**
 * O12 Superior Positions: standing in an enemy's rear arc (our attacks reach its rear hull zone)
 * is worth a victory token's chance, and showing it our rear costs one (for an enemy in range).
 */
export function rearPositionValue(env: PilotEnv, mine: ShipShape, es: ShipShape): number {
  const obj = env.state.objective;
  if (!obj || obj.id !== 'superior-positions') return 0;
  const eps = env.geo.table.epsilon;
  const token = obj.victoryTokenValue / POINTS_PER_DAMAGE;
  let v = 0;
  if (pointInArc(es, 'rear', mine.pose.x, mine.pose.y, eps)) v += token;
  if (pointInArc(mine, 'rear', es.pose.x, es.pose.y, eps)) v -= token;
  return v;
}

/**
 * O6 Fire Lanes: each token is controlled by the side that could roll the most battery dice at it
 * and is lost by overlapping it: a token within our medium range counts towards a victory token,
 * within long range less, and one under our base costs it.
 */
export function fireLanesValue(env: PilotEnv, shape: ShipShape): number {
  const obj = env.state.objective;
  if (!obj || obj.id !== 'fire-lanes') return 0;
  const t = env.geo.table;
  const r = t.objectiveToken.diameter / 2;
  const token = obj.victoryTokenValue / POINTS_PER_DAMAGE;
  let v = 0;
  for (const k of obj.tokens) {
    const d = unitDistance(shape, { kind: 'squadron', x: k.x, y: k.y, r });
    if (d <= t.epsilon) v -= 2 * token;
    else if (d <= t.rangeBands.medium) v += token;
    else if (d <= t.rangeBands.long) v += token / 2;
  }
  return v;
}
