/**
 * Effect-hook coverage without touching the handlers: every hook of every registered
 * handler object is wrapped once so that, while a listener is set, a call that takes
 * effect reports (handler id, ability box). With no listener the wrapper only forwards
 * the call (one null check), so batch runs in the same process pay next to nothing.
 *
 * "Took effect" per hook: a predicate or override hook gave the non-default answer
 * (`targetable`/`canRepair` false; `critImmune`, `ventLocked`, `denyCover`,
 * `denyTerrainEntry` true; `attackRange`, `actionRange`, `moveIconSize`, `ventRecipient`
 * changed the value; `ventBonus`/`variableCost` non-zero; `extraTargets` non-empty;
 * `buildCheck` whenever it checks a build); any other hook changed the game state or its
 * hook context (attack, crit, collision, launch, damage), emitted an event, or returned a
 * non-default result (`beforeCritLocation` true, `afterMoveIcon` 'stopped', `terrainEntry`
 * false; for a hook not listed here, anything but empty or an argument passed back).
 * `canPerform` is a precondition and is never credited.
 * An error thrown by a hook gets `effectId` (and `effectHook`) naming the handler.
 */
import type { Ability } from '../content/types.js';
import { installEffects } from '../effects/index.js';
import { effectHandler, registeredEffectIds, type EffectHandler } from '../effects/registry.js';

/**
 * Receives every hook call: the handler id, the hook, the ability box (null for missile,
 * terrain and build-check calls) and whether the call took effect.
 */
export type EffectListener = (
  id: string,
  hook: string,
  ability: Ability | null,
  took: boolean,
) => void;

let listener: EffectListener | null = null;
/** When it says a (handler, box) has been seen enough, calls skip the measuring and the listener. */
let saturated: ((id: string, ability: Ability | null) => boolean) | null = null;
/** Bumped by the runner's event sink: a hook that emitted events did something. */
let events = 0;
/** The probe's own wrapper functions (a hook holding anything else gets wrapped on the next install). */
const wrappers = new WeakSet<object>();

const srcOf = (args: unknown[]): { ship: object } | undefined => args.find(isSource);

/** Hooks judged by their return value alone (predicates and value overrides). */
const BY_RESULT: Record<string, (result: unknown, args: unknown[]) => boolean> = {
  targetable: (r) => r === false,
  canRepair: (r) => r === false,
  critImmune: (r) => r === true,
  ventLocked: (r) => r === true,
  denyCover: (r) => r === true,
  denyTerrainEntry: (r) => r === true,
  attackRange: (r, a) => r !== a[2],
  moveIconSize: (r, a) => r !== a[1],
  actionRange: (r, a) =>
    Array.isArray(r) && Array.isArray(a[1]) && (r[0] !== a[1][0] || r[1] !== a[1][1]),
  ventRecipient: (r, a) => !!r && r !== srcOf(a)?.ship,
  extraTargets: (r) => Array.isArray(r) && r.length > 0,
  variableCost: (r) =>
    !!r && ((r as { power?: number }).power ?? 0) + ((r as { heat?: number }).heat ?? 0) > 0,
  ventBonus: (r) =>
    !!r && Object.values(r as Record<string, number>).some((v) => typeof v === 'number' && v !== 0),
  // A build limit acts by checking the build: legal or not, the card's rule was applied.
  buildCheck: () => true,
};
/** Never credited (preconditions). */
const IGNORED = new Set(['canPerform', 'id', 'describe']);
/** Results that mean "did something" for hooks that otherwise act on the state. */
const ACTING_RESULT: Record<string, (r: unknown, args: unknown[]) => boolean> = {
  beforeCritLocation: (r) => r === true,
  afterMoveIcon: (r) => r === 'stopped',
  terrainEntry: (r) => r === false,
};
/** A hook this file does not know: a result that is neither empty nor one of its arguments passed back. */
const unknownHookActed = (r: unknown, args: unknown[]): boolean =>
  r !== undefined && r !== null && r !== false && !args.includes(r);

const isShip = (v: object): boolean => 'chassis' in v && 'parts' in v && 'hull' in v;
const isSource = (v: unknown): v is { ability: Ability; ship: object } =>
  typeof v === 'object' && v !== null && 'ability' in v && 'ship' in v && 'params' in v;

/** A JSON fingerprint of the game state and the hook's mutable context objects (ships in those by id: the state holds them). */
function fingerprint(args: unknown[]): string {
  const ctx = args[0] as { state?: unknown } | undefined;
  const rest = args
    .slice(1)
    .filter((a) => typeof a === 'object' && a !== null && !isSource(a) && !isShip(a as object));
  const byId = (_k: string, v: unknown): unknown =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && isShip(v)
      ? (v as { id: string }).id
      : v;
  return JSON.stringify(ctx?.state ?? null) + JSON.stringify(rest, byId);
}

function wrapHook(h: EffectHandler, hook: string): void {
  const original = (h as unknown as Record<string, unknown>)[hook];
  if (typeof original !== 'function' || wrappers.has(original)) return;
  const byResult = BY_RESULT[hook];
  const acting = ACTING_RESULT[hook] ?? unknownHookActed;
  const wrapper = function (this: unknown, ...args: unknown[]): unknown {
    const l = listener;
    if (!l) return original.apply(this, args);
    const source = args.find(isSource);
    const ability = source ? source.ability : null;
    if (saturated?.(h.id, ability)) return original.apply(this, args);
    const call = (): unknown => {
      try {
        return original.apply(this, args);
      } catch (e) {
        // Name the innermost handler whose hook threw, so the runner can say which effect broke.
        if (typeof e === 'object' && e !== null && !('effectId' in e))
          Object.assign(e, { effectId: h.id, effectHook: hook });
        throw e;
      }
    };
    if (byResult) {
      const result = call();
      l(h.id, hook, ability, byResult(result, args));
      return result;
    }
    const eventsBefore = events;
    const before = fingerprint(args);
    const result = call();
    l(
      h.id,
      hook,
      ability,
      events !== eventsBefore || acting(result, args) || fingerprint(args) !== before,
    );
    return result;
  };
  wrappers.add(wrapper);
  (h as unknown as Record<string, unknown>)[hook] = wrapper;
}

/**
 * Wraps every hook of every registered handler (idempotent: hooks already wrapped are left
 * alone; handlers registered, or hooks replaced, since the last call are wrapped now).
 */
export function installEffectProbe(): void {
  installEffects();
  for (const id of registeredEffectIds()) {
    const h = effectHandler(id);
    for (const hook of Object.keys(h)) if (!IGNORED.has(hook)) wrapHook(h, hook);
  }
}

/**
 * Runs `fn` with `l` receiving every hook call (listeners do not nest). `enough` may tell
 * the probe to stop measuring a (handler, box) pair already seen enough, which keeps long
 * runs fast (its calls are then neither measured nor reported).
 */
export function withEffectListener<T>(
  l: EffectListener,
  fn: () => T,
  enough?: (id: string, ability: Ability | null) => boolean,
): T {
  installEffectProbe();
  const previous = [listener, saturated] as const;
  listener = l;
  saturated = enough ?? null;
  try {
    return fn();
  } finally {
    [listener, saturated] = previous;
  }
}

/**
 * The effect behind an error: the handler whose hook threw (set by the probe), or the id
 * the registry could not find ("no effect handler registered for ..."); null otherwise.
 */
export function thrownByEffect(e: unknown): string | null {
  if (typeof e !== 'object' || e === null) return null;
  const id = (e as { effectId?: unknown }).effectId;
  if (typeof id === 'string') return id;
  const m = /no effect handler registered for "([^"]+)"/.exec(
    String((e as { message?: unknown }).message),
  );
  return m ? m[1]! : null;
}

/** Tells the probe an event was emitted (call from the game's event sink while listening). */
export function noteEvent(): void {
  events++;
}
