/**
 * The heuristic pilot's choices for upgrade cards and objectives (U8, O1–O12): cheap, greedy rules
 * on the open view — which command Tarkin hands out, whether a liaison changes a dial, which card
 * Dodonna keeps for the enemy, Dominator's shields, H9's die, objective ships, where objective
 * tokens go, when the hyperspace force arrives.
 */
import { maxSpeed } from '../content/lookup.js';
import type { Command } from '../content/types.js';
import type { ArmadaView, Decision, DecisionOptions, Point } from '../engine/decisions.js';
import { distanceToObstacle, shipOverlapsObstacle } from '../geometry/obstacles.js';
import { unitDistance } from '../geometry/range.js';
import type { HullZone, ShipShape } from '../geometry/types.js';
import type { ShipState } from '../state/types.js';
import { damageTaken, nearestEnemy, wantedNow } from './heuristic-commands.js';
import { poolFaces, type PilotEnv } from './heuristic-eval.js';
import { argBest } from './arg-best.js';

type Opts<K extends keyof DecisionOptions> = ReadonlyArray<DecisionOptions[K]>;

const ship = (env: PilotEnv, id: string | null): ShipState | undefined =>
  env.state.ships.find((s) => s.id === id);

/** Damage cards worst for the ship that gets them, first (General Dodonna keeps one for the enemy). */
const NASTY = [
  'structural-damage',
  'crew-panic',
  'compartment-fire',
  'faulty-countermeasures',
  'damaged-munitions',
  'projector-misaligned',
  'thruster-fissure',
  'life-support-failure',
  'blinded-gunners',
  'power-failure',
];

/**
 * Tarkin's command: the one most friendly ships lack (C6: a duplicate is discarded at once) and will
 * spend: concentrate fire with an enemy within reach of next round's attacks, repair when damaged,
 * squadron with squadrons in reach, navigate otherwise; none when no ship would keep a token.
 */
export function tarkinCommand(env: PilotEnv, side: number): Command | null {
  const long = env.geo.table.rangeBands.long;
  const worth = (s: ShipState, c: Command): number => {
    if (s.commandTokens.includes(c)) return 0;
    let v: number;
    if (c === 'concentrate-fire') v = nearestEnemy(env, s) <= 2 * long ? 1 : 0.3;
    else if (c === 'repair') v = damageTaken(s) > 0 ? 0.9 : 0.1;
    else if (c === 'squadron') v = s.squadronValue > 0 && wantedNow(env, s, 'squadron') ? 0.7 : 0;
    else v = 0.6;
    // Over the command value the owner must discard one: the new token is worth only what it adds.
    return s.commandTokens.length >= s.command ? v * 0.2 : v;
  };
  let best: Command | null = null;
  let bestScore = 0;
  for (const c of ['concentrate-fire', 'navigate', 'repair', 'squadron'] as const) {
    let v = 0;
    for (const s of env.state.ships) if (s.side === side && !s.destroyed) v += worth(s, c);
    if (v > bestScore) {
      bestScore = v;
      best = c;
    }
  }
  return best;
}

/** Tarkin ({@link tarkinCommand}); a liaison changes an unwanted dial. */
export function chooseCardCommand(env: PilotEnv, d: Decision): number {
  const opts = d.options as Opts<'choose-command'>;
  const me = ship(env, d.unit);
  if (!me) return 0;
  if (d.context?.card === 'grand-moff-tarkin')
    return Math.max(0, opts.indexOf(tarkinCommand(env, me.side)));
  const dial = d.context?.dial as Command | undefined;
  if (dial && wantedNow(env, me, dial)) return Math.max(0, opts.indexOf(null));
  const i = opts.findIndex((c) => c !== null && wantedNow(env, me, c));
  return i >= 0 ? i : Math.max(0, opts.indexOf(null));
}

/** Objective ships, Leia's friend, the ship set aside by Hyperspace Assault. */
export function chooseShip(env: PilotEnv, view: ArmadaView, d: Decision): number {
  const opts = d.options as Opts<'choose-ship'>;
  const cost = (id: string | null) => ship(env, id)?.points ?? -1;
  if (d.context?.card === 'leia-organa') {
    const cmd = d.context.command as Command;
    const i = opts.findIndex(
      (id) => id !== null && !!ship(env, id) && wantedNow(env, ship(env, id)!, cmd),
    );
    return i >= 0 ? i : 0;
  }
  if (d.context?.purpose === 'set-aside') {
    const speed = (id: string | null) => {
      const c = env.content.ships[ship(env, id)?.card ?? ''];
      return c ? maxSpeed(c) : 0;
    };
    return argBest(opts, (id) => speed(id) - cost(id) / 1000);
  }
  const own = d.context?.own === true;
  const objective = view.state.objective?.id;
  // An own objective ship scores double for the enemy: the cheapest, except where it carries the
  // objective (Advanced Gunnery double attacks, Intel Sweep tokens): then the strongest.
  if (own && (objective === 'advanced-gunnery' || objective === 'intel-sweep'))
    return argBest(opts, cost);
  return argBest(opts, (id) => (own ? -cost(id) : cost(id)));
}

/** Objective tokens: near own edge where the owner scores them, near the enemy for mines and arrivals. */
export function chooseTokenSpot(_env: PilotEnv, view: ArmadaView, d: Decision): number {
  const opts = d.options as Opts<'place-token'>;
  const st = view.state;
  const near = st.sides[view.side]!.edge === 'near';
  const towardsEnemy =
    st.objective?.id === 'minefields' || st.objective?.id === 'hyperspace-assault';
  const ownDepth = (p: Point) => (near ? -p.y : p.y - st.area.depth);
  const centre = (p: Point) => -Math.abs(p.x - st.area.width / 2) / 4;
  return argBest(opts, (p) => (towardsEnemy ? -ownDepth(p) : ownDepth(p)) + centre(p));
}

/** Dodonna keeps the worst card for the enemy. */
export function chooseKeptCard(_env: PilotEnv, d: Decision): number {
  const titles = (d.context?.titles as string[] | undefined) ?? [];
  return argBest(titles, (t) => -(NASTY.indexOf(t) < 0 ? 99 : NASTY.indexOf(t)));
}

/** Dominator: up to two shields, from zones that keep some, the rear and sides before the front. */
export function chooseShieldSpend(env: PilotEnv, d: Decision): number {
  const me = ship(env, d.unit);
  const opts = d.options as Opts<'spend-shields'>;
  if (!me) return 0;
  const rank: Record<HullZone, number> = { rear: 0, left: 0.1, right: 0.1, front: 0.3 };
  return argBest(opts, (zones) => {
    let s = zones.length;
    for (const z of new Set(zones)) {
      const used = zones.filter((x) => x === z).length;
      s -= rank[z] * used + (me.shields[z] - used === 0 ? 0.6 : 0);
    }
    return s;
  });
}

/** H9: turn the weakest hit into an accuracy when the defender has a ready token and the pool none. */
export function chooseH9Die(env: PilotEnv, d: Decision): number {
  const opts = d.options as Opts<'change-die'>;
  const id = d.context?.defender;
  const def =
    env.state.ships.find((s) => s.id === id) ?? env.state.squadrons.find((q) => q.id === id);
  const faces = poolFaces(env, d.context?.pool);
  if (!def || faces.some((f) => f.accuracy > 0)) return 0;
  if (
    !def.defenseTokens.some(
      (t) => t.state === 'ready' && (t.type === 'brace' || t.type === 'redirect'),
    )
  )
    return 0;
  return argBest(opts, (i) => (i < 0 ? -10 : -(faces[i]!.hit + faces[i]!.crit)));
}

/** Hyperspace Assault: arrive at the token nearest an enemy ship as soon as allowed. */
export function chooseArrival(env: PilotEnv, view: ArmadaView, d: Decision): number {
  const tokens = view.state.objective?.tokens ?? [];
  const enemies = env.state.ships.filter((s) => s.side !== view.side && !s.destroyed);
  const opts = d.options as Opts<'hyperspace-token'>;
  return argBest(opts, (i) => {
    if (i < 0) return -1e9;
    const t = tokens[i]!;
    return -Math.min(...enemies.map((s) => Math.hypot(s.pose.x - t.x, s.pose.y - t.y)));
  });
}

/** Optional card effects: all taken (Nav Team's yaw is scored by the pilot, heuristic-navigate.ts). */
export function chooseUseEffect(d: Decision): number {
  return Math.max(0, d.options.indexOf(true));
}

/**
 * Damage cards and shields the standard path deals the defender after its tokens (brace halves,
 * redirect moves up to the adjacent zone's shields; K7, T2, T4): the pilot's estimate from the
 * open context of the critical-effect decision.
 */
export function standardDamage(env: PilotEnv, d: Decision): { cards: number; shields: number } {
  const def = ship(env, (d.context?.defender as string | undefined) ?? null);
  const faces = poolFaces(env, d.context?.pool);
  let total = faces.reduce((a, f) => a + f.hit + f.crit, 0);
  if (d.context?.braced) total = Math.ceil(total / 2);
  if (!def) return { cards: 0, shields: 0 };
  const zone = d.context?.defZone as HullZone | undefined;
  const rz = d.context?.redirectZone as HullZone | null | undefined;
  const ignore = d.context?.ignoreShields === true;
  const guard = ignore ? 0 : (zone ? def.shields[zone] : 0) + (rz ? def.shields[rz] : 0);
  const shields = Math.min(total, guard);
  return { cards: Math.min(total - shields, def.hull - def.faceup.length - def.facedown), shields };
}

/**
 * Critical effects: Assault Concussion Missiles (two more damage), Overload Pulse against a
 * defender with two or more ready tokens, Dodonna's Pride (one faceup card whatever the shields
 * and tokens) when the standard path deals fewer damage cards; otherwise the standard effect.
 */
export function chooseCritical(env: PilotEnv, d: Decision): number {
  const opts = d.options as Opts<'critical-effect'>;
  const def = ship(env, (d.context?.defender as string | undefined) ?? null);
  const ready = def ? def.defenseTokens.filter((t) => t.state === 'ready').length : 0;
  const std = standardDamage(env, d);
  // A faceup card (the standard effect turns the first one faceup) is worth a little more than a facedown one.
  const standard = std.cards + (std.cards > 0 ? 0.2 : 0) + 0.25 * std.shields;
  const score = (o: string | null): number => {
    if (o === null) return -1;
    if (o === 'assault-concussion-missiles') return 3;
    if (o === 'overload-pulse') return ready >= 2 ? 2 : 0;
    if (o === 'dodonnas-pride') return 1.2;
    return o === 'standard' ? Math.max(standard, 0.5) : 0;
  };
  return argBest(opts, score);
}

/**
 * True when overlapping obstacle `i` costs the ship nothing under the objective in play: the
 * contested station (O5, inert) or, for the second player's ships, asteroids and debris (O9).
 */
export function harmlessObstacle(env: PilotEnv, ship: ShipState, i: number): boolean {
  const st = env.state;
  const o = st.obstacles[i];
  if (!o) return false;
  if (o.inert) return true;
  return (
    st.objective?.id === 'dangerous-territory' &&
    ship.side !== st.firstPlayer &&
    o.type !== 'station'
  );
}

/**
 * The objective's value of a final pose (fleet points, the pose scores' scale is about one point):
 * O11 mines at distance 1 cost about two damage cards each; O9 an obstacle token under the ship
 * and O10 (objective ships) a token at distance 1 are worth most of a victory token; O5 command
 * value at distance 1 of the station counts towards the round's token.
 */
export function objectivePoseValue(env: PilotEnv, ship: ShipState, shape: ShipShape): number {
  const o = env.state.objective;
  if (!o) return 0;
  const one = env.geo.table.distanceBands.values[0] + env.geo.table.epsilon;
  const r = env.geo.table.objectiveToken.diameter / 2;
  const near = (x: number, y: number) => unitDistance(shape, { kind: 'squadron', x, y, r }) <= one;
  let v = 0;
  switch (o.id) {
    case 'minefields':
      for (const t of o.tokens) if (near(t.x, t.y)) v -= 30;
      break;
    case 'intel-sweep':
      if (o.objectiveShips.includes(ship.id) && o.tokens.some((t) => near(t.x, t.y))) v += 10;
      break;
    case 'dangerous-territory': {
      const shapes = env.geo.obstacles();
      for (const t of o.tokens) {
        const i = env.state.obstacles.findIndex((x) => x.id === t.obstacle);
        if (i >= 0 && shipOverlapsObstacle(shape, shapes[i]!, env.geo.table.epsilon)) v += 12;
      }
      break;
    }
    case 'contested-outpost': {
      const i = env.state.obstacles.findIndex((x) => x.inert);
      if (i >= 0 && distanceToObstacle(shape, env.geo.obstacles()[i]!) <= one)
        v += 3 * ship.command;
      break;
    }
  }
  return v;
}
