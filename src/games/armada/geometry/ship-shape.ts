/**
 * Ship outlines: the per-card geometry compiled once from the table (base, token, hull zones split
 * by the printed arc lines, firing arcs, targeting points), and its placement at a pose.
 */
import type { Pose } from '../../../core/geometry.js';
import { bboxInto } from './polygon.js';
import { arcCentres, didYouMean, type ArmadaTable } from './table.js';
import type { ShipGeometry, ShipShape, SizeClass, SquadronShape } from './types.js';

const compiled = new WeakMap<ArmadaTable, Map<string, ShipGeometry>>();

/** Counter-clockwise rectangle centred on the origin, `length` along a. */
function rect(length: number, width: number): number[] {
  const l = length / 2;
  const w = width / 2;
  return [-l, -w, l, -w, l, w, -l, w];
}

/** Flat polygon from points, dropping consecutive duplicates (e.g. an arc line ending in a corner). */
function polygon(...pts: number[][]): number[] {
  const out: number[] = [];
  for (const [a, b] of pts) {
    const n = out.length;
    if (n >= 2 && Math.abs(out[n - 2]! - a!) < 1e-9 && Math.abs(out[n - 1]! - b!) < 1e-9) continue;
    out.push(a!, b!);
  }
  const same = (i: number) =>
    Math.abs(out[0]! - out[i]!) < 1e-9 && Math.abs(out[1]! - out[i + 1]!) < 1e-9;
  while (out.length > 2 && same(out.length - 2)) out.length -= 2;
  return out;
}

/** Appends one arc record: apex, unit rays d1 (to p1) and d2 (to p2), inward normals n1 and n2. */
function writeArc(arcs: number[], apex: number[], p1: number[], p2: number[]): void {
  let d1a = p1[0]! - apex[0]!;
  let d1b = p1[1]! - apex[1]!;
  let d2a = p2[0]! - apex[0]!;
  let d2b = p2[1]! - apex[1]!;
  const l1 = Math.hypot(d1a, d1b);
  const l2 = Math.hypot(d2a, d2b);
  d1a /= l1;
  d1b /= l1;
  d2a /= l2;
  d2b /= l2;
  // n1 is perpendicular to d1 on d2's side; n2 perpendicular to d2 on d1's side.
  const s1 = -d1b * d2a + d1a * d2b >= 0 ? 1 : -1;
  arcs.push(apex[0]!, apex[1]!, d1a, d1b, d2a, d2b, -d1b * s1, d1a * s1, d2b * s1, -d2a * s1);
}

/** Intersection of the line through p along p->q with the line through r along r->s. */
function meet(p: number[], q: number[], r: number[], s: number[]): number[] {
  const d1a = q[0]! - p[0]!;
  const d1b = q[1]! - p[1]!;
  const d2a = s[0]! - r[0]!;
  const d2b = s[1]! - r[1]!;
  const t = ((r[0]! - p[0]!) * d2b - (r[1]! - p[1]!) * d2a) / (d1a * d2b - d1b * d2a);
  return [p[0]! + t * d1a, p[1]! + t * d1b];
}

function compile(table: ArmadaTable, id: string): ShipGeometry {
  const entry = table.ships[id];
  if (!entry)
    throw new Error(
      `no table geometry for ship "${id}"${didYouMean(id, Object.keys(table.ships))}`,
    );
  const size: SizeClass = entry.size;
  const tk = table.tokens[size];
  const bs = table.bases[size];
  const ov = table.overlapShape === 'envelope' ? table.shieldDialEnvelope[size] : bs;
  const h = tk.length / 2;
  const w = tk.width / 2;
  const { front: fc, rear: rc } = arcCentres(entry.arcs);
  // Token frame: distances from the token front become a = h - d (forward), b > 0 on the left.
  const F = [h - fc, 0];
  const R = [h - rc, 0];
  const FL = [h - entry.arcs.frontEdge, w];
  const FR = [h - entry.arcs.frontEdge, -w];
  const RL = [h - entry.arcs.rearEdge, w];
  const RR = [h - entry.arcs.rearEdge, -w];
  // H1: hull zones are the token areas between the arc lines (counter-clockwise).
  const zones = [
    polygon(F, FR, [h, -w], [h, w], FL),
    polygon(F, FL, RL, R),
    polygon(F, R, RR, FR),
    polygon(R, RL, [-h, w], [-h, -w], RR),
  ];
  const arcs: number[] = [];
  writeArc(arcs, F, FL, FR);
  writeArc(arcs, meet(F, FL, R, RL), FL, RL);
  writeArc(arcs, meet(F, FR, R, RR), FR, RR);
  writeArc(arcs, R, RL, RR);
  const tp = entry.targetingPoints;
  const side = h - tp.side.fromFront;
  const targets = [h - tp.front, 0, side, tp.side.offset, side, -tp.side.offset, h - tp.rear, 0];
  return {
    id,
    size,
    base: rect(bs.length, bs.width),
    overlap: rect(ov.length, ov.width),
    token: rect(tk.length, tk.width),
    zones,
    arcs,
    targets,
    baseWidth: bs.width,
    baseLength: bs.length,
  };
}

/** The compiled geometry of a ship card (cached per table). Throws for an id the table lacks. */
export function shipGeometry(table: ArmadaTable, shipId: string): ShipGeometry {
  let byId = compiled.get(table);
  if (!byId) compiled.set(table, (byId = new Map()));
  let g = byId.get(shipId);
  if (!g) byId.set(shipId, (g = compile(table, shipId)));
  return g;
}

/** Local points (a, b) placed at (x, y) turned by (c, s) = (cos, sin) of the facing, into `out`. */
function placeInto(
  local: readonly number[],
  x: number,
  y: number,
  c: number,
  s: number,
  out: number[],
): number[] {
  // Written in place (no length reset on a fresh array: that is a slow runtime call).
  if (out.length > local.length) out.length = local.length;
  for (let i = 0; i < local.length; i += 2) {
    const a = local[i]!;
    const b = local[i + 1]!;
    out[i] = x + a * c - b * s;
    out[i + 1] = y + a * s + b * c;
  }
  return out;
}

/** Local points placed at (x, y) turned by (c, s): a new array. */
function place(local: readonly number[], x: number, y: number, c: number, s: number): number[] {
  return placeInto(local, x, y, c, s, []);
}

/** The base corners of a ship of `geometry` at `pose` into `out`: the `base` of {@link shipShape}, without the rest. */
export function shipBaseInto(geometry: ShipGeometry, pose: Pose, out: number[]): number[] {
  const c = Math.cos((pose.facing * Math.PI) / 180);
  const s = Math.sin((pose.facing * Math.PI) / 180);
  return placeInto(geometry.base, pose.x, pose.y, c, s, out);
}

const radii = new WeakMap<ShipGeometry, number>();

/** The farthest base corner from the ship's centre (cached per geometry). */
export function baseRadius(geometry: ShipGeometry): number {
  let r = radii.get(geometry);
  if (r === undefined) {
    r = 0;
    const b = geometry.base;
    for (let i = 0; i < b.length; i += 2) r = Math.max(r, Math.hypot(b[i]!, b[i + 1]!));
    radii.set(geometry, r);
  }
  return r;
}

/** Places a ship: every outline of its geometry moved to `pose` (a new shape object). */
export function shipShape(geometry: ShipGeometry, pose: Pose): ShipShape {
  const { x, y, facing } = pose;
  const c = Math.cos((facing * Math.PI) / 180);
  const s = Math.sin((facing * Math.PI) / 180);
  const overlap = place(geometry.overlap, x, y, c, s);
  const g = geometry.arcs;
  const arcs: number[] = [];
  for (let o = 0; o < 40; o += 10) {
    arcs.push(x + g[o]! * c - g[o + 1]! * s, y + g[o]! * s + g[o + 1]! * c);
    // Ray directions and normals only turn.
    for (let k = o + 2; k < o + 10; k += 2)
      arcs.push(g[k]! * c - g[k + 1]! * s, g[k]! * s + g[k + 1]! * c);
  }
  const z = geometry.zones;
  return {
    kind: 'ship',
    geometry,
    pose: { x, y, facing },
    base: place(geometry.base, x, y, c, s),
    overlap,
    token: place(geometry.token, x, y, c, s),
    zones: [
      place(z[0]!, x, y, c, s),
      place(z[1]!, x, y, c, s),
      place(z[2]!, x, y, c, s),
      place(z[3]!, x, y, c, s),
    ],
    arcs,
    targets: place(geometry.targets, x, y, c, s),
    bbox: bboxInto(overlap, 4, [0.5, 0.5, 0.5, 0.5]),
  };
}

/** A squadron base at (x, y) with the table's diameter. */
export function squadronShape(table: ArmadaTable, x: number, y: number): SquadronShape {
  return { kind: 'squadron', x, y, r: table.squadronBase.diameter / 2 };
}
