/**
 * Activating an AI ship (rulebook "Activating AI Ships"): deploy by the die on its first
 * activation, 1. determine the target, 2. chassis action (draw a card, reset Evasion, remove
 * the deck's heat, chassis movement row), 3. part actions, 4. end-of-activation effects,
 * 5. discard the card. Movement goes straight to the rules with the AI's computed angles and
 * headings; no decision reaches a controller where the AI rules fix the answer.
 *
 * Part actions: up to the card's number, less the -1 action tokens (read live, so a token
 * gained mid-activation applies at once), each time restarting from the top row; a row
 * resolves once per activation and is skipped when its condition fails or it would bring
 * no benefit. Before a row, the opponents may spend one of its critical damage tokens to
 * prevent it (the row counts as resolved; still one of its actions unless the rules switch
 * `critDamagePrevent` says `keeps-action`); the opposing
 * controller answers a `use-effect` decision (AI decks: prevent attack rows). Actions left
 * with no row to perform remove critical damage tokens, then heat. The -1 action tokens
 * are all removed at the end of the activation, after its end-of-activation effects, so
 * tokens from its own missile impacts go with them.
 */
import type { AiCard, AiRow } from '../content/ai-schema.js';
import type { Icon } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { decide, enemiesInPlay, log } from '../engine/context.js';
import { isScenarioTarget } from '../engine/scenario-rules.js';
import { resolveAttack } from '../rules/attack.js';
import { dealDamage, setEvasion } from '../rules/damage.js';
import { checkGameOver } from '../rules/game-over.js';
import { launchMissiles, resolveMissileImpacts } from '../rules/missiles.js';
import { rotateBy, type RamSpec } from '../rules/movement.js';
import { ruleSwitches } from '../rules/rule-switches.js';
import type { ShipState } from '../state/types.js';
import { aiAntiMissile } from './anti-missile.js';
import { conditionHolds, rowMode, weaponVictims, type RowMode } from './conditions.js';
import { removeHeatAtActivation } from './crit-table.js';
import { discardCard, drawCard } from './deck.js';
import { deployAi } from './deployment.js';
import { iconPlan, type PlannedIcon } from './icon-plan.js';
import { aiAim, aiMove, aiRotation, aiTurn, aimDelta, limitTurn, wantsUTurn } from './maneuvers.js';
import { liveTarget } from './measure.js';
import { chooseTarget } from './target.js';
import { UNTIL_ACTIVATION } from '../state/types.js';

/** The `context.rule` of the decision asking the opponents whether to spend a critical damage token. */
export const CANCEL_RULE = 'cancel-ai-row';

const stopped = (ctx: EngineCtx, s: ShipState): boolean => s.destroyed || checkGameOver(ctx);

/** What a sequence of icons needs besides the icons. */
interface Sequence {
  source: string;
  row?: AiRow;
}

/** Activates an automated ship (installed with setAutomatedActivation). */
export function activateAi(ctx: EngineCtx, s: ShipState): void {
  const ai = s.ai!;
  ai.rowsDone = [];
  ai.row = null;
  // Reactions used since the last activation are ready again (their cubes vented).
  if (ai.flags.length) ai.flags = ai.flags.filter((f) => !f.startsWith(UNTIL_ACTIVATION));
  if (!s.pose) deployAi(ctx, s);
  const target = chooseTarget(ctx, s);
  ai.target = target?.id ?? null;
  log(ctx, () => `${s.name} targets ${target?.name ?? 'nobody'}`);
  const card = drawCard(ctx, s);
  setEvasion(ctx, s, card.evasion, 'reset');
  s.baseEvasion = card.evasion;
  removeHeatAtActivation(ctx, s);
  // Scenario actions at the vent step's place in the chassis action (Beacon Rush "Collecting Beacons").
  if (!stopped(ctx, s)) ctx.scenarioRules?.afterVentStep?.(ctx, s);
  runIcons(ctx, s, chassisRow(ctx, s, target, card).icons, { source: 'chassis' });
  if (!stopped(ctx, s)) partActions(ctx, s, card);
  if (!stopped(ctx, s)) resolveMissileImpacts(ctx, s);
  // "At the end of the AI ship's activation, remove all of these tokens": after step 4 too.
  ai.minusAction = 0;
  discardCard(ctx, s);
  ai.target = null;
  ai.rowsDone = [];
  ai.row = null;
}

/** The chassis movement row: the only one, or the conditional row if its condition holds, else the otherwise row. */
export function chassisRow(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  card: AiCard,
): AiCard['chassisMovement'][number] {
  const [first, second] = card.chassisMovement;
  if (!second) return first!;
  return conditionHolds(ctx, s, target, first!.when) ? first! : second;
}

/** Whether performing `row` now would bring the AI ship any benefit (Golden Rules). */
export function rowBenefit(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  row: AiRow,
): boolean {
  for (const step of iconPlan(row.icons).steps)
    if (stepBenefit(ctx, s, target, row, step)) return true;
  return false;
}

/** Whether one icon of `row` would bring a benefit now. */
function stepBenefit(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  row: AiRow,
  step: PlannedIcon,
): boolean {
  switch (step.kind) {
    case 'move':
      return true;
    case 'evade':
      return s.evasion < 6;
    case 'rotate':
      return (
        !!target &&
        Math.abs(
          limitTurn(
            aimDelta(ctx.state.table, s.pose!, aiAim(ctx, step.icon.ai ?? 'face'), target.pose!),
            step.icon.rotate,
          ),
        ) > 1e-9
      );
    case 'u_turn':
      return wantsUTurn(ctx.state, s.pose!, target);
    case 'attack':
      return weaponVictims(ctx, s, target, step.weapon, row.attackEach).length > 0;
    case 'launch':
      return weaponVictims(ctx, s, target, step.weapon).length > 0;
    default:
      return false;
  }
}

/** The first row (from the top) not yet resolved whose condition holds and that brings a benefit. */
export function nextRow(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  card: AiCard,
): { index: number; mode: Exclude<RowMode, null> } | null {
  for (let i = 0; i < card.rows.length; i++) {
    if (s.ai!.rowsDone.includes(i)) continue;
    const row = card.rows[i]!;
    const mode = rowMode(ctx, s, target, row);
    if (mode === 'anti-missile' || (mode === 'icons' && rowBenefit(ctx, s, target, row)))
      return { index: i, mode };
  }
  return null;
}

/** Step 3: part actions, then the leftover actions (exported for tests). */
export function partActions(ctx: EngineCtx, s: ShipState, card: AiCard): void {
  const ai = s.ai!;
  let used = 0;
  for (;;) {
    if (stopped(ctx, s) || used >= card.partActions - ai.minusAction) return;
    const target = liveTarget(ctx.state, s);
    const pick = nextRow(ctx, s, target, card);
    if (!pick) break;
    ai.rowsDone.push(pick.index);
    used++;
    if (ai.criticalDamage > 0 && prevented(ctx, s, card.rows[pick.index]!, pick.index, pick.mode)) {
      ai.criticalDamage--;
      // Rules switch critDamagePrevent: whether the prevented row still uses up one of the card's actions.
      if (ruleSwitches(ctx).critDamagePrevent === 'keeps-action') used--;
      log(
        ctx,
        () =>
          `${s.name}: a critical damage token prevents row ${pick.index + 1} (${card.rows[pick.index]!.part})`,
      );
      continue;
    }
    performRow(ctx, s, target, card.rows[pick.index]!, pick.index, pick.mode);
  }
  let left = card.partActions - ai.minusAction - used;
  for (; left > 0 && ai.criticalDamage > 0; left--) ai.criticalDamage--;
  for (; left > 0 && ai.heat > 0; left--) ai.heat--;
}

/** Whether the opponents spend a critical damage token to prevent this row. */
function prevented(
  ctx: EngineCtx,
  s: ShipState,
  row: AiRow,
  index: number,
  mode: Exclude<RowMode, null>,
): boolean {
  // The opponents decide: the target when it is a ship (not a scenario's asteroid or beacon), else another enemy ship.
  const live = liveTarget(ctx.state, s);
  const opp =
    (live && !isScenarioTarget(live) ? live : null) ??
    enemiesInPlay(ctx, s)[0] ??
    ctx.state.ships.find((o) => o.side !== s.side && !o.destroyed);
  if (!opp) return false;
  const attack =
    mode === 'icons' && row.icons.some((i) => 'attack' in i || 'launch' in i || 'ram' in i);
  return decide(ctx, {
    kind: 'use-effect',
    ship: opp.id,
    side: opp.side,
    options: [false, true],
    prompt: `spend a critical damage token of ${s.name} to prevent its ${row.part} row?`,
    context: { rule: CANCEL_RULE, aiShip: s.id, row: index, attack },
  });
}

/** Performs one part action row (its text effect is live meanwhile), then its self-damage box. */
function performRow(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  row: AiRow,
  index: number,
  mode: Exclude<RowMode, null>,
): void {
  const ai = s.ai!;
  ai.row = index;
  ctx.emit({
    type: 'action',
    ship: s.id,
    part: row.part,
    ability: index,
    header: mode === 'anti-missile' ? 'AI ANTI-MISSILE' : 'AI',
    power: 0,
    heat: 0,
  });
  log(
    ctx,
    () =>
      `${s.name} performs row ${index + 1} (${row.part}${mode === 'anti-missile' ? ', anti-missile' : ''})`,
  );
  if (mode === 'anti-missile') {
    const w = row.when as { antiMissile: number | null; modifier?: number };
    aiAntiMissile(ctx, s, w.modifier ?? 0, row.part);
  } else runIcons(ctx, s, row.icons, { source: row.part, row }, target);
  if (row.selfDamage && !s.destroyed)
    dealDamage(ctx, s, row.selfDamage, {
      kind: 'effect',
      by: null,
      part: row.part,
      source: `${row.part} self-damage`,
    });
  ai.row = null;
}

/** Resolves a sequence of icons left to right; a move that collides or hits the edge skips the rest. */
function runIcons(
  ctx: EngineCtx,
  s: ShipState,
  icons: Icon[],
  seq: Sequence,
  target: ShipState | null = liveTarget(ctx.state, s),
): void {
  const plan = iconPlan(icons);
  const ram: RamSpec | undefined = plan.ram
    ? { part: -1, ability: -1, ...plan.ram.ram, label: seq.source }
    : undefined;
  for (let n = 0; n < plan.steps.length; n++) {
    if (stopped(ctx, s)) return;
    const step = plan.steps[n]!;
    switch (step.kind) {
      case 'rotate':
        aiTurn(ctx, s, aiRotation(ctx, s, target, step.icon, plan.nextMove[n]), seq.source);
        break;
      case 'u_turn':
        if (wantsUTurn(ctx.state, s.pose!, target)) rotateBy(ctx, s, 180, seq.source);
        break;
      case 'move':
        if (aiMove(ctx, s, target, step.icon, seq.row?.moveOrder, seq.source, ram) === 'stopped')
          return;
        break;
      case 'evade':
        setEvasion(ctx, s, s.evasion + step.evade, seq.source);
        break;
      case 'attack':
        for (const v of weaponVictims(ctx, s, target, step.weapon, seq.row?.attackEach)) {
          if (stopped(ctx, s)) return;
          if (!v.ship.destroyed)
            resolveAttack(ctx, s, -1, -1, step.attack, v, 'attack', seq.source);
        }
        break;
      case 'launch': {
        const t = weaponVictims(ctx, s, target, step.weapon)[0];
        if (t) launchMissiles(ctx, s, -1, step.launch, t.ship, { power: 0, heat: 0 }, seq.source);
        break;
      }
    }
  }
}
