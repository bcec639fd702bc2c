/**
 * The play area (rulebook "Leaving the Play Area"). Origin at the bottom-left (south-west)
 * corner; edges: south y = 0, north y = height, west x = 0, east x = width.
 */
import type { Vec } from '../../../core/geometry.js';

/** Play area size in cm. */
export interface TableSize {
  width: number;
  height: number;
}

/** A table edge. */
export type Edge = 'north' | 'south' | 'east' | 'west';

/** True if the base (c, r) lies fully inside the table; touching an edge is allowed. */
export function baseInsideTable(c: Vec, r: number, t: TableSize, eps: number): boolean {
  return (
    c.x - r >= -eps && c.x + r <= t.width + eps && c.y - r >= -eps && c.y + r <= t.height + eps
  );
}

/** The edge across the table. */
export function oppositeEdge(e: Edge): Edge {
  switch (e) {
    case 'north':
      return 'south';
    case 'south':
      return 'north';
    case 'east':
      return 'west';
    case 'west':
      return 'east';
  }
}

/** Facing (degrees) pointing from an edge into the table (south -> 90, north -> -90, west -> 0, east -> 180). */
export function inwardFacing(e: Edge): number {
  switch (e) {
    case 'south':
      return 90;
    case 'north':
      return -90;
    case 'west':
      return 0;
    case 'east':
      return 180;
  }
}

/**
 * Centre of a base touching edge `e` at position `along` (0..1 along the edge, measured from west
 * for north/south edges and from south for east/west). `along` spans the positions where the base
 * stays fully inside the table: 0 touches the corner's side edge too, 1 the far corner's.
 */
export function pointOnEdge(e: Edge, along: number, r: number, t: TableSize): Vec {
  const f = along < 0 ? 0 : along > 1 ? 1 : along;
  const x = r + f * (t.width - 2 * r);
  const y = r + f * (t.height - 2 * r);
  switch (e) {
    case 'south':
      return { x, y: r };
    case 'north':
      return { x, y: t.height - r };
    case 'west':
      return { x: r, y };
    case 'east':
      return { x: t.width - r, y };
  }
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/**
 * Leaving the play area (rulebook "Leaving the Play Area", example: "moved backwards along its
 * direction of travel until it remains within the play area"): given a move from `from` to `to`
 * (both base centres) whose end overlaps the edge, return the position moved back along the
 * direction of travel until the base is fully inside, touching the edge. If `to` is already inside
 * it is returned unchanged; if `from` itself is not inside, the centre `to` is clamped into the table.
 */
export function pullBackInside(from: Vec, to: Vec, r: number, t: TableSize, eps: number): Vec {
  const minX = r;
  const maxX = t.width - r;
  const minY = r;
  const maxY = t.height - r;
  if (baseInsideTable(to, r, t, eps)) return { x: to.x, y: to.y };
  if (!baseInsideTable(from, r, t, eps))
    return { x: clamp(to.x, minX, maxX), y: clamp(to.y, minY, maxY) };
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  // Largest s in [0, 1] with from + s*(to - from) inside the allowed centre box.
  let s = 1;
  if (dx > 0 && from.x + dx > maxX) s = Math.min(s, (maxX - from.x) / dx);
  if (dx < 0 && from.x + dx < minX) s = Math.min(s, (minX - from.x) / dx);
  if (dy > 0 && from.y + dy > maxY) s = Math.min(s, (maxY - from.y) / dy);
  if (dy < 0 && from.y + dy < minY) s = Math.min(s, (minY - from.y) / dy);
  if (s < 0) s = 0;
  // Clamp away rounding drift so the result is inside and exactly touching.
  return { x: clamp(from.x + s * dx, minX, maxX), y: clamp(from.y + s * dy, minY, maxY) };
}

/** Which edges a base at c touches or crosses, in the order north, south, east, west. */
export function edgesTouched(c: Vec, r: number, t: TableSize, eps: number): Edge[] {
  const out: Edge[] = [];
  if (c.y + r >= t.height - eps) out.push('north');
  if (c.y - r <= eps) out.push('south');
  if (c.x + r >= t.width - eps) out.push('east');
  if (c.x - r <= eps) out.push('west');
  return out;
}
