/**
 * Activating a ship (rulebook "How to Activate a Ship"): deployment on the first
 * activation, the chassis action (reset evasion, vent step, chassis movement), part
 * actions, end-of-activation effects (missile impacts).
 */
import type { Pose } from '../../../core/geometry.js';
import type { Ability } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { decide, log, shipsInPlay } from '../engine/context.js';
import { forEachEffect } from '../effects/active-effects.js';
import { effectHandler } from '../effects/registry.js';
import { circlesOverlap } from '../../../core/geometry.js';
import { inwardFacing, pointOnEdge } from '../geometry/table.js';
import type { ShipState } from '../state/types.js';
import { listActions, performAction, resolveIcons } from './actions.js';
import { setEvasion } from './damage.js';
import { checkGameOver } from './game-over.js';
import { resolveMissileImpacts } from './missiles.js';
import { tilesUnder } from './terrain.js';
import { ventCubes } from './vent.js';

/** Hook for automated ships: the AI module installs the activation procedure for AI decks. */
export type AutomatedActivation = (ctx: EngineCtx, s: ShipState) => void;
let automatedActivation: AutomatedActivation | null = null;

/** Installs the automated-ship activation (done by the AI module). */
export function setAutomatedActivation(f: AutomatedActivation): void {
  automatedActivation = f;
}

/** Deployment candidates: base touching the side's edge, at nine points along it, facing inward or up to 90° off. */
export function deploymentOptions(ctx: EngineCtx, s: ShipState): Pose[] {
  const k = ctx.state.table;
  const r = k.baseDiameter / 2;
  const edge = ctx.state.sides[s.side]!.edge;
  const inward = inwardFacing(edge);
  const others = shipsInPlay(ctx).map((o) => o.pose!);
  const out: Pose[] = [];
  for (let i = 1; i <= 9; i++) {
    const c = pointOnEdge(edge, i / 10, r, k);
    if (others.some((o) => circlesOverlap(c, r, o, r, k.epsilon))) continue;
    for (const off of [0, 45, -45, 90, -90]) out.push({ x: c.x, y: c.y, facing: inward + off });
  }
  return out;
}

/** Places a ship for its first activation. Deploying does not trigger terrain entry effects. */
export function deploy(ctx: EngineCtx, s: ShipState, pose?: Pose): void {
  const p =
    pose ??
    decide(ctx, {
      kind: 'deploy',
      ship: s.id,
      side: s.side,
      options: deploymentOptions(ctx, s),
      prompt: 'deploy',
    });
  s.pose = { x: p.x, y: p.y, facing: p.facing };
  s.inTerrain = tilesUnder(ctx, s.pose);
  ctx.emit({ type: 'deploy', ship: s.id, pose: { ...s.pose } });
  log(
    ctx,
    () =>
      `${s.name} deploys at (${p.x.toFixed(1)}, ${p.y.toFixed(1)}) facing ${p.facing.toFixed(0)}°`,
  );
}

/** The chassis action: reset evasion, vent step (plus vent bonuses), chassis movement. */
export function chassisAction(ctx: EngineCtx, s: ShipState): void {
  setEvasion(ctx, s, s.baseEvasion, 'reset');
  const allowance = { power: 0, heat: 0, any: s.vent };
  forEachEffect(ctx, s, 'ventBonus', (h, src) => {
    const b = h.ventBonus!(ctx, src);
    allowance.power += b.power ?? 0;
    allowance.heat += b.heat ?? 0;
    allowance.any += b.any ?? 0;
  });
  ventCubes(ctx, s, allowance, 'vent step', -1, true);
  // Effects that act during the vent step after its allowance (Falx XF-8: extra heat for damage).
  forEachEffect(ctx, s, 'ventStep', (h, src) => h.ventStep!(ctx, src));
  // Scenario actions after the vent step (Beacon Rush "Collecting Beacons").
  if (!s.destroyed && !ctx.state.over) ctx.scenarioRules?.afterVentStep?.(ctx, s);
  if (s.destroyed || ctx.state.over) return;
  chassisMovementStep(ctx, s);
}

/**
 * The chassis Movement step (also when a card performs it, XRE Extender): effects that act
 * before it (Adaptive Plating), the chassis icons left to right, then the text printed
 * beside them (drones: "You may perform this sequence twice", chassisAction.effect).
 */
export function chassisMovementStep(ctx: EngineCtx, s: ShipState): void {
  const card = ctx.content.chassis[s.chassis]!;
  forEachEffect(ctx, s, 'beforeChassisMovement', (h, src) => h.beforeChassisMovement!(ctx, src));
  const movement: Ability = {
    kind: 'action',
    header: 'CHASSIS',
    icons: card.chassisAction.movement,
  };
  const perform = (): void => {
    if (!s.destroyed && !ctx.state.over)
      resolveIcons(ctx, s, movement, -1, -1, { power: 0, heat: 0 });
  };
  perform();
  const { effect, params, text } = card.chassisAction;
  if (!effect || s.destroyed || ctx.state.over) return;
  effectHandler(effect).chassisSequence?.(
    ctx,
    {
      ship: s,
      part: -1,
      ability: { kind: 'passive', header: 'CHASSIS', text },
      params: params ?? {},
    },
    perform,
  );
}

/** Activates a ship: deploy if needed, chassis action, part actions, end-of-activation effects. */
export function activateShip(ctx: EngineCtx, s: ShipState): void {
  const st = ctx.state;
  s.activated = true;
  s.activations++;
  s.once = [];
  st.active = s.id;
  st.activationCount++;
  ctx.emit({ type: 'activation-start', ship: s.id, round: st.round });
  log(ctx, () => `— ${s.name} activates (hull ${s.hull}, power ${s.power})`);
  // A scenario may set its own deployment area (Beacon Rush: one corner for every ship).
  if (!s.pose) ctx.scenarioRules?.deploy?.(ctx, s);
  // An AI ship deploys by its own die roll (rulebook "AI Ship Deployment"), inside its activation.
  if (!s.pose && !s.ai) deploy(ctx, s);
  if (s.ai) {
    if (!automatedActivation) throw new Error('automated activation not installed');
    automatedActivation(ctx, s);
  } else {
    chassisAction(ctx, s);
    playPartActions(ctx, s);
  }
  endActivation(ctx, s);
}

/** Part actions one activation may take at most (a termination guard, far above real play). */
export const MAX_PART_ACTIONS = 40;

/** Step 2: part actions chosen by the ship's controller until it stops or can do nothing more. */
export function playPartActions(ctx: EngineCtx, s: ShipState): void {
  // Cards whose actions vent each other's cubes (e.g. two "vent 1 power" parts) could be
  // cycled forever at no cost; no real activation needs this many actions, so the step ends.
  for (let n = 0; n < MAX_PART_ACTIONS; n++) {
    if (s.destroyed || checkGameOver(ctx)) break;
    const options = listActions(ctx, s);
    if (options.length === 0) break;
    const c = decide(ctx, {
      kind: 'action',
      ship: s.id,
      side: s.side,
      options: [...options, null],
      prompt: 'part action',
    });
    if (!c) break;
    performAction(ctx, s, c);
  }
}

/** Step 3: end-of-activation effects (missile impacts, scenario steps), then the activation ends. */
export function endActivation(ctx: EngineCtx, s: ShipState): void {
  if (!s.destroyed && !checkGameOver(ctx)) resolveMissileImpacts(ctx, s);
  // Scenario steps at the end of an activation (Last Stand: salvage after a wave is destroyed).
  if (!checkGameOver(ctx)) ctx.scenarioRules?.activationEnd?.(ctx, s);
  ctx.emit({ type: 'activation-end', ship: s.id });
  ctx.state.active = null;
  checkGameOver(ctx);
}
