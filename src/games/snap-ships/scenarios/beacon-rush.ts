/**
 * Scenario: Beacon Rush (rulebook "Scenario: Beacon Rush"): up to 4 ships (2 to 4 sides with
 * equal ship counts; the 8-ship variant doubles the beacons on a 120 cm table with 9 tiles),
 * every ship deploying in one corner, 8 beacons numbered 1-8 (16 in the variant) placed
 * touching tile edges. A ship collects one overlapped beacon per activation after its vent
 * step, for 1 power locked for the rest of the game; beacons may be attacked (Evasion 3, a hit
 * shows the attacker its value); weapons are non-lethal (non-lethal.ts). The game ends when
 * every beacon is taken: beacon points minus the side's ship points, ties to the side holding
 * the lowest token, else a draw.
 *
 * AI ships target beacons (the normal criteria among the beacons left) for everything but
 * attacks and launches, which go to the nearest opposing ship in range and arc; "rotate away"
 * icons are "rotate to face". AI ships have no power: they collect an overlapped beacon at the
 * vent step's place for free (our reading), and deploy facing the nearest beacon.
 */
import { circlesOverlap, type Pose, type Vec } from '../../../core/geometry.js';
import type { EngineCtx } from '../engine/context.js';
import { decide, enemiesInPlay, log, shipsInPlay } from '../engine/context.js';
import type { AiWeapon, ScenarioRules } from '../engine/scenario-rules.js';
import type { SnapSetup } from '../engine/setup.js';
import { chooseAmong } from '../ai/target.js';
import { bearing } from '../ai/measure.js';
import { baseDistance } from '../geometry/range.js';
import { deploy } from '../rules/activation.js';
import { legalTargets } from '../rules/attack.js';
import { checkGameOver, type EndCondition } from '../rules/game-over.js';
import type { GameState, ShipState } from '../state/types.js';
import { nonLethalDamage, rush } from './non-lethal.js';
import { placeBeacons } from './placement.js';
import type { BeaconRushState, Corner, ScenarioResult } from './scenario-state.js';
import { attackScenarioTarget, baseOverlaps, pointTarget } from './targets.js';

/** Documented default (rulebook silent): beacon tokens are 2.5 cm across. */
export const BEACON_DIAMETER = 2.5;
/** Beacon tokens are numbered 1-8 (rulebook "Beacon Tokens"). */
export const BEACON_VALUES = [1, 2, 3, 4, 5, 6, 7, 8];
const CORNERS: Corner[] = ['south-west', 'south-east', 'north-east', 'north-west'];

/** Options of a Beacon Rush matchup (config `scenario:`). */
export interface RushOptions {
  variant?: '4-ship' | '8-ship';
  beaconValues?: number[];
  beaconDiameter?: number;
  corner?: Corner;
}

/** Sets up beacons (shuffled values, random placement), the deployment corner and the ship points; installs the rules. */
export function setupBeaconRush(ctx: EngineCtx, setup: SnapSetup): void {
  const st = ctx.state;
  const opts = (setup.scenario ?? {}) as RushOptions;
  const values = ctx.rng.shuffle(
    opts.beaconValues ??
      (opts.variant === '8-ship' ? [...BEACON_VALUES, ...BEACON_VALUES] : BEACON_VALUES),
  );
  const radius = (opts.beaconDiameter ?? BEACON_DIAMETER) / 2;
  const at = placeBeacons(ctx, ctx.rng, values.length, radius);
  st.scenario = {
    kind: 'beacon-rush',
    beaconRadius: radius,
    corner: opts.corner ?? CORNERS[ctx.rng.int(CORNERS.length)]!,
    beacons: values.map((value, i) => ({
      value,
      x: at[i]!.x,
      y: at[i]!.y,
      holder: null,
      side: null,
      known: [],
    })),
    points: st.sides.map((_, i) =>
      st.ships
        .filter((s) => s.side === i)
        .reduce((a, s) => a + (ctx.content.chassis[s.chassis]?.points ?? 0), 0),
    ),
    impacts: [],
  };
  installBeaconRush(ctx);
}

/** The beacons still on the table as attack targets (id `beacon-<index>`, Evasion 3). */
export function beaconTargets(ctx: EngineCtx): ShipState[] {
  const sc = rush(ctx);
  return sc.beacons.flatMap((b, i) =>
    b.holder === null ? [pointTarget(`beacon-${i}`, `beacon ${i + 1}`, b, sc.beaconRadius, 3)] : [],
  );
}

/** Resolves `beacon-<index>` ids for the AI's live target; a collected beacon is gone. */
export function rushTargetById(st: Readonly<GameState>, id: string): ShipState | null {
  const sc = st.scenario;
  if (sc?.kind !== 'beacon-rush' || !id.startsWith('beacon-')) return null;
  const b = sc.beacons[Number(id.slice('beacon-'.length))];
  return b && b.holder === null ? pointTarget(id, id, b, sc.beaconRadius, 3) : null;
}

/** Indices of the beacons on the table that `s` overlaps. */
export function overlappedBeacons(ctx: EngineCtx, s: ShipState): number[] {
  const sc = rush(ctx);
  return sc.beacons.flatMap((b, i) =>
    b.holder === null && baseOverlaps(ctx, s, b, sc.beaconRadius) ? [i] : [],
  );
}

/** Collecting Beacons: after the vent step, 1 power (locked for the game) collects one overlapped beacon; AI ships collect for free. */
export function collectBeacon(ctx: EngineCtx, s: ShipState): void {
  const sc = rush(ctx);
  const open = overlappedBeacons(ctx, s);
  if (open.length === 0) return;
  let i: number | null;
  if (s.ai) i = open[0]!;
  else {
    if (s.power < 1) return;
    i = decide(ctx, {
      kind: 'collect-beacon',
      ship: s.id,
      side: s.side,
      options: [...open, null],
      prompt: 'collect a beacon for 1 power?',
    });
    if (i === null) return;
    s.power -= 1;
    s.lockedPower += 1;
  }
  const b = sc.beacons[i]!;
  b.holder = s.id;
  b.side = s.side;
  if (!b.known.includes(s.side)) b.known.push(s.side);
  ctx.emit({ type: 'beacon', ship: s.id, beacon: i, action: 'collected', value: b.value });
  log(ctx, () => `${s.name} collects beacon ${i + 1} (${b.value})`);
  checkGameOver(ctx);
}

/** Attacking Beacons: a hit (at least one die) shows the attacker's side the beacon's value. */
export function peekAtBeacon(
  ctx: EngineCtx,
  atk: { attacker: ShipState | null; defender: ShipState; hits: number },
): void {
  const sc = rush(ctx);
  const i = Number(atk.defender.id.slice('beacon-'.length));
  const b = sc.beacons[i];
  if (!b || !atk.attacker || atk.hits === 0) return;
  if (!b.known.includes(atk.attacker.side)) b.known.push(atk.attacker.side);
  ctx.emit({ type: 'beacon', ship: atk.attacker.id, beacon: i, action: 'peeked', value: b.value });
}

/** Base positions touching both edges at the corner, or (taken) the nearest free ones along each of its two edges. */
export function cornerPositions(ctx: EngineCtx, corner: Corner): Vec[] {
  const k = ctx.state.table;
  const r = k.baseDiameter / 2;
  const east = corner.endsWith('east');
  const north = corner.startsWith('north');
  const c = { x: east ? k.width - r : r, y: north ? k.height - r : r };
  const taken = shipsInPlay(ctx).map((o) => o.pose!);
  const free = (p: Vec): boolean => taken.every((o) => !circlesOverlap(p, r, o, r, k.epsilon));
  if (free(c)) return [c];
  const out: Vec[] = [];
  for (const [dx, dy, len] of [
    [east ? -1 : 1, 0, k.width],
    [0, north ? -1 : 1, k.height],
  ] as const) {
    for (let d = 0.5; d <= len - 2 * r; d += 0.5) {
      const p = { x: c.x + dx * d, y: c.y + dy * d };
      if (free(p)) {
        out.push(p);
        break;
      }
    }
  }
  return out;
}

/** Deploys a ship in the shared corner: a player picks a position and facing; an AI ship faces the nearest beacon. */
export function deployInCorner(ctx: EngineCtx, s: ShipState): void {
  const sc = rush(ctx);
  const at = cornerPositions(ctx, sc.corner);
  if (at.length === 0) return;
  const k = ctx.state.table;
  const inward = bearing(at[0]!, { x: k.width / 2, y: k.height / 2 });
  const diagonal = Math.round(inward / 45) * 45;
  if (s.ai) {
    const beacons = beaconTargets(ctx);
    const near = beacons.length
      ? beacons.reduce((a, b) =>
          Math.hypot(b.pose!.x - at[0]!.x, b.pose!.y - at[0]!.y) <
          Math.hypot(a.pose!.x - at[0]!.x, a.pose!.y - at[0]!.y)
            ? b
            : a,
        )
      : null;
    deploy(ctx, s, { ...at[0]!, facing: near ? bearing(at[0]!, near.pose!) : diagonal });
    return;
  }
  const options: Pose[] = [];
  for (const p of at)
    for (let off = -45; off <= 45; off += 15)
      options.push({ x: p.x, y: p.y, facing: diagonal + off });
  deploy(
    ctx,
    s,
    decide(ctx, {
      kind: 'deploy',
      ship: s.id,
      side: s.side,
      options,
      prompt: 'deploy in the corner',
    }),
  );
}

/** AI weapons in Beacon Rush: the nearest opposing ship within the weapon's range and arc (null when none). */
export function nearestShipInArc(ctx: EngineCtx, s: ShipState, weapon: AiWeapon): ShipState | null {
  const r = ctx.state.table.baseDiameter / 2;
  const legal = legalTargets(
    ctx,
    s,
    weapon.arc,
    weapon.range,
    enemiesInPlay(ctx, s),
    weapon.purpose,
  ).map((t) => t.ship);
  if (legal.length === 0) return null;
  return legal.reduce((a, b) =>
    baseDistance(s.pose!, b.pose!, r) < baseDistance(s.pose!, a.pose!, r) ? b : a,
  );
}

/** Scores (beacon points minus ship points) and the winner (ties: the side holding the lowest token). */
export function rushResult(
  st: Readonly<GameState>,
  sc: BeaconRushState,
): { result: ScenarioResult; winner: number | null } {
  const mine = (i: number): number[] => sc.beacons.filter((b) => b.side === i).map((b) => b.value);
  const secured = st.sides.map((_, i) => mine(i).reduce((a, v) => a + v, 0));
  const scores = secured.map((v, i) => v - sc.points[i]!);
  const top = Math.max(...scores);
  let lead = scores.flatMap((v, i) => (v === top ? [i] : []));
  if (lead.length > 1) {
    const lowest = lead.map((i) => Math.min(...mine(i)));
    const min = Math.min(...lowest);
    lead = Number.isFinite(min) ? lead.filter((_, j) => lowest[j] === min) : lead;
  }
  return {
    result: { scores, held: st.sides.map((_, i) => mine(i).length), secured },
    winner: lead.length === 1 ? lead[0]! : null,
  };
}

/** The game ends as soon as every beacon has been collected. */
export const rushEnd: EndCondition = (ctx) => {
  const sc = rush(ctx);
  if (sc.beacons.some((b) => b.holder === null)) return null;
  return { winner: rushResult(ctx.state, sc).winner, reason: 'beacons-taken' };
};

/** The scenario's rule hooks. */
export const beaconRushRules: ScenarioRules = {
  damage: nonLethalDamage,
  crit: () => true,
  // Beacons can be attacked by ships that do not overlap them (AI ships attack ships only).
  attackTargets: (ctx, attacker) =>
    attacker.ai
      ? []
      : beaconTargets(ctx).filter((t) => !baseOverlaps(ctx, attacker, t.pose!, t.radius!)),
  targetable: (ctx, attacker, t, purpose) =>
    purpose === 'attack' &&
    !attacker.ai &&
    t.id.startsWith('beacon-') &&
    !baseOverlaps(ctx, attacker, t.pose!, t.radius!),
  attack: attackScenarioTarget,
  targetHit: peekAtBeacon,
  afterVentStep: collectBeacon,
  deploy: deployInCorner,
  gameEnd: (ctx) => {
    const sc = rush(ctx);
    const { result } = rushResult(ctx.state, sc);
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
  aiTarget: (ctx, s) => {
    const beacons = beaconTargets(ctx);
    return beacons.length ? chooseAmong(ctx, s, beacons) : undefined;
  },
  aiWeaponTarget: (ctx, s, _target, weapon) => nearestShipInArc(ctx, s, weapon),
  aiAim: (aim) => (aim === 'away' ? 'face' : aim),
};

/** Installs the scenario's hooks on a context whose state holds a Beacon Rush. */
export function installBeaconRush(ctx: EngineCtx): void {
  ctx.scenarioRules = beaconRushRules;
  ctx.endCondition = rushEnd;
  ctx.terrainOverride = undefined;
}
