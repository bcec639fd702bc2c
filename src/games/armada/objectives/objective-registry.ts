/**
 * The objective in play as one set of hooks (O0): the handlers named by the sections of its card
 * (setup, special, endOfRound, endOfGame; objectives.yaml), looked up by effect id in the effect
 * registry, each with its section's params. The rules call {@link objectiveHooks} at their steps.
 */
import type { EngineCtx } from '../engine/context.js';
import type { ArmadaContent } from '../content/load-content.js';
import { effectHandler } from '../effects/registry.js';
import type { ObjectiveState } from '../state/types.js';
import type { DeploymentRules, ObjectiveHooks, ObjectiveSource } from './objective-hooks.js';

/** One section of the card in play: its hooks and params. */
export interface ObjectiveSection {
  hooks: ObjectiveHooks;
  params: Readonly<Record<string, unknown>>;
}

const SECTIONS = ['setup', 'special', 'endOfRound', 'endOfGame'] as const;
const caches = new WeakMap<ArmadaContent, Map<string, ObjectiveSection[]>>();

/** The sections of an objective card with their handlers' hooks (cached per content and card id). */
export function objectiveSections(content: ArmadaContent, id: string): ObjectiveSection[] {
  let cache = caches.get(content);
  if (!cache) caches.set(content, (cache = new Map()));
  let out = cache.get(id);
  if (out) return out;
  const card = content.objectives[id];
  if (!card) throw new Error(`unknown objective "${id}"`);
  out = [];
  for (const k of SECTIONS) {
    const sec = card[k];
    if (!sec) continue;
    const hooks = effectHandler(sec.effect).objective;
    if (!hooks) throw new Error(`effect ${sec.effect} of objective ${id} has no objective hooks`);
    out.push({ hooks, params: sec.params ?? {} });
  }
  cache.set(id, out);
  return out;
}

/** The merged rule of an objective (setup and deployment, used by setup-hook.ts). */
export interface ObjectiveRule {
  placeObstacles?(ctx: EngineCtx): void;
  setup?(ctx: EngineCtx, stage: 'before-deployment' | 'after-deployment'): void;
  deployment: Partial<DeploymentRules>;
}

/** The objective's setup rule. */
export function objectiveRule(content: ArmadaContent, id: string): ObjectiveRule {
  const secs = objectiveSections(content, id);
  const src = (ctx: EngineCtx, p: Readonly<Record<string, unknown>>): ObjectiveSource => ({
    objective: ctx.state.objective!,
    params: p,
  });
  const place = secs.find((s) => s.hooks.placeObstacles);
  const rule: ObjectiveRule = { deployment: {} };
  if (place)
    rule.placeObstacles = (ctx) => place.hooks.placeObstacles!(ctx, src(ctx, place.params));
  if (secs.some((s) => s.hooks.setup)) {
    rule.setup = (ctx, stage) => {
      for (const s of secs) s.hooks.setup?.(ctx, stage, src(ctx, s.params));
    };
  }
  for (const s of secs) Object.assign(rule.deployment, s.hooks.deployment ?? {});
  return rule;
}

/**
 * Calls `fn` for each section of the objective in play that implements hook `name` (no-op
 * without an objective).
 */
export function eachObjectiveHook<K extends keyof ObjectiveHooks>(
  ctx: EngineCtx,
  name: K,
  fn: (hook: NonNullable<ObjectiveHooks[K]>, src: ObjectiveSource) => void,
): void {
  const o: ObjectiveState | undefined = ctx.state.objective;
  if (!o) return;
  for (const s of objectiveSections(ctx.content, o.id)) {
    const h = s.hooks[name];
    if (h) fn(h as NonNullable<ObjectiveHooks[K]>, { objective: o, params: s.params });
  }
}
