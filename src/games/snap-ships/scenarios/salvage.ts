/**
 * Last Stand salvage (rulebook "Salvaging Destroyed Komplex Ships"): after a wave is
 * destroyed each player ship gains 6 hull (it may exceed its starting hull), increases its
 * power or its vent by 1, then draws five Komplex parts from the salvage deck, adds one to its
 * console ignoring slot restrictions (as the last crit location) and returns the others to the
 * bottom of the deck. Choices are `salvage-stat` and `salvage-part` decisions of the ship's
 * controller. A salvaged part's "Setup:" effects apply when it is added (our reading). A
 * player ship flown by an AI deck has no part cards or cubes: it takes the hull only.
 */
import type { EngineCtx } from '../engine/context.js';
import { decide, log } from '../engine/context.js';
import { partAbilities } from '../effects/active-effects.js';
import { effectHandler } from '../effects/registry.js';
import type { ShipState } from '../state/types.js';
import type { LastStandState } from './scenario-state.js';

/** Salvage for one player ship. */
export function salvageShip(ctx: EngineCtx, sc: LastStandState, s: ShipState): void {
  s.hull += 6;
  s.maxHull = Math.max(s.maxHull, s.hull);
  let stat: 'power' | 'vent' | null = null;
  let part: string | null = null;
  if (!s.ai) {
    stat = decide(ctx, {
      kind: 'salvage-stat',
      ship: s.id,
      side: s.side,
      options: ['power', 'vent'] as Array<'power' | 'vent'>,
      prompt: 'salvage: +1 power or +1 vent',
    });
    if (stat === 'power') {
      s.power += 1;
      s.totalPower += 1;
    } else s.vent += 1;
    const drawn = sc.salvageDeck.splice(0, 5);
    if (drawn.length > 0) {
      part = decide(ctx, {
        kind: 'salvage-part',
        ship: s.id,
        side: s.side,
        options: drawn,
        prompt: 'salvage: take a Komplex part',
      });
      sc.salvageDeck.push(...drawn.filter((p) => p !== part));
      addPart(ctx, s, part);
    }
  }
  ctx.emit({ type: 'salvage', ship: s.id, stat, part });
  log(
    ctx,
    () =>
      `${s.name} salvages: +6 hull (${s.hull})${stat ? `, +1 ${stat}` : ''}${part ? `, ${part}` : ''}`,
  );
}

/** Adds a Komplex part card to a ship's console as its last part, applying its Setup effects. */
export function addPart(ctx: EngineCtx, s: ShipState, id: string): void {
  s.parts.push({ id, faction: 'komplex', disabled: false, power: 0, heat: 0, disabledAt: -1 });
  const index = s.parts.length - 1;
  for (const a of partAbilities(ctx, s, index)) {
    if (a.kind === 'action' || !a.effect) continue;
    effectHandler(a.effect).setup?.(ctx, {
      ship: s,
      part: index,
      ability: a,
      params: a.params ?? {},
    });
  }
  s.maxHull = Math.max(s.maxHull, s.hull);
}
