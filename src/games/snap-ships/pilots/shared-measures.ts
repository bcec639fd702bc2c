/**
 * Position measurements shared between scenes (spots.ts). The decisions of one activation
 * mostly measure the same positions against the same enemies; a scene whose measuring
 * inputs equal a recent scene's takes over that scene's measurements. The inputs are what
 * `measureSpot` reads besides the arena and persona: our ship's build, disabled parts, size
 * and missiles, and each enemy's build, disabled parts, pose, Evasion, size and missiles.
 */
import type { ShipState } from '../state/types.js';
import type { Arena } from './estimates.js';
import type { Persona } from './personas.js';
import type { ShipKit } from './ship-kit.js';

/** The measurements of a scene (Scene.spots, Scene.dice). */
export interface Measures {
  spots: Map<number, object[]>;
  dice: Map<number, number>;
}

interface Entry extends Measures {
  id: string;
  key: number[];
  persona: Persona;
  arena: Arena;
}

const kitIds = new WeakMap<ShipKit, number>();
let nextKit = 0;
const kitId = (kit: ShipKit): number => {
  let n = kitIds.get(kit);
  if (n === undefined) kitIds.set(kit, (n = nextKit++));
  return n;
};

/** Bit mask of a ship's disabled parts (parts past the 30th share the last bit). */
export function disabledMask(s: ShipState): number {
  let m = 0;
  for (let i = 0; i < s.parts.length; i++) if (s.parts[i]!.disabled) m |= 1 << Math.min(i, 30);
  return m;
}

/** A ship and its kit as measuring sees it. */
export interface Measured {
  s: ShipState;
  kit: ShipKit;
  mask: number;
}

const recent: Entry[] = [];
const RECENT = 4;

/** The measurements for a scene of `me` (with `incoming` missiles) against `enemies`: a recent scene's when the inputs match, else new. */
export function sharedMeasures(
  me: Measured,
  incoming: Array<{ dice: number; accuracy: number; damage: number }>,
  enemies: Measured[],
  persona: Persona,
  arena: Arena,
): Measures {
  const key = [kitId(me.kit), me.mask, me.s.size, me.s.missiles.length, incoming.length];
  for (const m of incoming) key.push(m.dice, m.accuracy, m.damage);
  for (const e of enemies) {
    const p = e.s.pose!;
    key.push(kitId(e.kit), e.mask, p.x, p.y, p.facing, e.s.evasion, e.s.size, e.s.missiles.length);
  }
  for (const r of recent)
    if (r.id === me.s.id && r.persona === persona && r.arena === arena && same(r.key, key))
      return r;
  const r: Entry = { id: me.s.id, key, persona, arena, spots: new Map(), dice: new Map() };
  if (recent.length >= RECENT) recent.shift();
  recent.push(r);
  return r;
}

function same(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}
