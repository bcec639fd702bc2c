/**
 * The Armada board picture of a replay: the play area, obstacles, each ship's base with its
 * hull-zone lines at its final pose (destroyed ships faded at their last pose) and its path over
 * the game, squadrons as disks, attacks as thin lines from the attacking hull zone to the defender,
 * a title (sides, rounds, winner) and a legend below the board. Plain, self-contained SVG text.
 */
import type { Pose } from '../../core/geometry.js';
import type { ArmadaShipTrace, ArmadaTrace } from './trace.js';

const SIDE_COLOURS = ['#e4572e', '#3a86ff', '#2a9d3a', '#b15dff'];
const SIDE_WORDS = ['red', 'blue', 'green', 'purple'];
const OBSTACLE_FILL: Record<string, string> = {
  asteroid: '#8d7f70',
  debris: '#c9b458',
  station: '#9fb7c9',
};
const TITLE_H = 34;
const PAD = 12;
const LINE_H = 18;
const MAX_NAME = 40;
const OUTSIDE = 300;

/** XML-escapes user text (side and unit names). */
export function escapeXml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

const clip = (s: string): string => (s.length > MAX_NAME ? `${s.slice(0, MAX_NAME - 1)}…` : s);
const colour = (side: number): string => SIDE_COLOURS[side % SIDE_COLOURS.length]!;

/** Maps play-area millimetres to picture pixels (y flipped: the near edge, y = 0, at the bottom). */
interface Frame {
  x(mm: number): number;
  y(mm: number): number;
  k: number;
}

/** Flat local outline [a0, b0, ...] placed at a pose, as SVG `points`. */
function placed(local: readonly number[], p: Pose, f: Frame): string {
  const c = Math.cos((p.facing * Math.PI) / 180);
  const s = Math.sin((p.facing * Math.PI) / 180);
  const out: string[] = [];
  for (let i = 0; i < local.length; i += 2) {
    const a = local[i]!;
    const b = local[i + 1]!;
    out.push(`${f.x(p.x + a * c - b * s)},${f.y(p.y + a * s + b * c)}`);
  }
  return out.join(' ');
}

/** Flat world outline as SVG `points`. */
function points(world: readonly number[], f: Frame): string {
  const out: string[] = [];
  for (let i = 0; i < world.length; i += 2) out.push(`${f.x(world[i]!)},${f.y(world[i + 1]!)}`);
  return out.join(' ');
}

/** One ship: its path (when it moved), then its base and hull zones at the last pose, and its name. */
function drawShip(s: ArmadaShipTrace, f: Frame, width: number): string[] {
  const out: string[] = [];
  const col = colour(s.side);
  if (s.path.length > 1) {
    const pts = s.path.map((p) => `${f.x(p.x)},${f.y(p.y)}`).join(' ');
    const style = `fill="none" stroke="${col}" stroke-width="2" stroke-opacity="0.75"`;
    out.push(`<polyline class="ship-path" points="${pts}" ${style}/>`);
    for (const p of s.path.slice(0, -1)) {
      out.push(
        `<circle cx="${f.x(p.x)}" cy="${f.y(p.y)}" r="2.5" fill="${col}" fill-opacity="0.8"/>`,
      );
    }
  }
  const last = s.path[s.path.length - 1]!;
  const faded = s.destroyed ? ' opacity="0.4"' : '';
  const dash = s.destroyed ? ' stroke-dasharray="4 3"' : '';
  out.push(
    `<g class="ship"${faded}><title>${escapeXml(s.name)} (${s.destroyed ? 'destroyed' : 'in play'})</title>`,
  );
  out.push(
    `<polygon class="ship-base" points="${placed(s.base, last, f)}" ` +
      `fill="${col}" fill-opacity="0.3" stroke="${col}" stroke-width="2"${dash}/>`,
  );
  s.zones.forEach((z, i) => {
    // The front zone is shaded so the facing reads at a glance.
    const fill = i === 0 ? `fill="#ffffff" fill-opacity="0.35"` : 'fill="none"';
    out.push(
      `<polygon class="hull-zone" points="${placed(z, last, f)}" ${fill} stroke="#ffffff" stroke-width="1"/>`,
    );
  });
  out.push('</g>');
  const r = (Math.max(...s.base.map(Math.abs)) + 4) * f.k;
  const text = `${clip(s.name)}${s.destroyed ? ' (destroyed)' : ''}`;
  // Kept inside the picture: half the text's width (about 6.5 px a character at 11 px) from each edge.
  const half = text.length * 3.3 + 4;
  const tx = +Math.min(Math.max(f.x(last.x), half), width - half).toFixed(1);
  const label = escapeXml(text);
  // Above the base, or below it where the base is at the top of the picture.
  const above = f.y(last.y) - r;
  const ty = (above < TITLE_H + 12 ? f.y(last.y) + r + 10 : above).toFixed(1);
  out.push(
    `<text x="${tx}" y="${ty}" fill="#ffffff" font-size="11" text-anchor="middle"${faded}>${label}</text>`,
  );
  return out;
}

/** Legend rows explaining the marks: an icon (SVG at the row's origin) and its meaning. */
const MARKS: Array<[string, string]> = [
  [
    '<line x1="0" y1="-4" x2="18" y2="-4" stroke="#888" stroke-width="2"/>',
    'ship path (dots: poses at each maneuver)',
  ],
  [
    '<line x1="0" y1="-4" x2="18" y2="-4" stroke="#888" stroke-width="1" stroke-opacity="0.6"/>',
    'attack: hull zone → defender',
  ],
  [
    '<rect x="2" y="-10" width="14" height="8" fill="#888" fill-opacity="0.3" stroke="#888"/>',
    'ship base and hull zones (front shaded)',
  ],
  [
    '<circle cx="9" cy="-5" r="5" fill="#888" stroke="#fff"/>',
    'squadron; faded, dashed: destroyed',
  ],
  [
    ['asteroid', 'debris', 'station']
      .map((o, i) => `<rect x="${i * 7}" y="-10" width="5" height="8" fill="${OBSTACLE_FILL[o]}"/>`)
      .join(''),
    'obstacles: asteroid, debris (dashed), station',
  ],
  [
    '<rect x="0" y="-10" width="9" height="8" fill="#0e1320"/><rect x="9" y="-10" width="9" height="8" fill="#3a4150"/>',
    'play area (grid: 1 ft), outside it',
  ],
];

/** The legend rows: side colours on the left, what the marks mean on the right. */
function legend(t: ArmadaTrace, top: number, width: number): string[] {
  const out: string[] = [];
  const left = PAD + 4;
  const right = PAD + Math.round(width / 2);
  t.sides.forEach((name, i) => {
    const y = top + LINE_H * (i + 1);
    const ships = t.ships.filter((s) => s.side === i);
    const lost = ships.filter((s) => s.destroyed).length;
    out.push(`<rect x="${left}" y="${y - 10}" width="14" height="10" fill="${colour(i)}"/>`);
    out.push(
      `<text x="${left + 20}" y="${y}">${escapeXml(clip(name))} (${SIDE_WORDS[i % SIDE_WORDS.length]}): ` +
        `${ships.length} ship${ships.length === 1 ? '' : 's'}, ${lost} destroyed</text>`,
    );
  });
  MARKS.forEach(([icon, text], i) => {
    const y = top + LINE_H * (i + 1);
    out.push(`<g transform="translate(${right},${y})">${icon}</g>`);
    out.push(`<text x="${right + 24}" y="${y}">${escapeXml(text)}</text>`);
  });
  return out;
}

/** Extent of the picture (mm): the play area, widened to show units that left it (at most OUTSIDE mm). */
function extent(t: ArmadaTrace): { x0: number; y0: number; x1: number; y1: number } {
  const e = { x0: 0, y0: 0, x1: t.area.width, y1: t.area.depth };
  const grow = (x: number, y: number, r: number): void => {
    e.x0 = Math.min(e.x0, x - r);
    e.y0 = Math.min(e.y0, y - r);
    e.x1 = Math.max(e.x1, x + r);
    e.y1 = Math.max(e.y1, y + r);
  };
  for (const s of t.ships) {
    const half = Math.max(...s.base.map(Math.abs));
    for (const p of s.path) grow(p.x, p.y, half + 4);
  }
  for (const q of t.squadrons) for (const p of q.path) grow(p.x, p.y, q.r + 4);
  e.x0 = Math.max(e.x0, -OUTSIDE);
  e.y0 = Math.max(e.y0, -OUTSIDE);
  e.x1 = Math.min(e.x1, t.area.width + OUTSIDE);
  e.y1 = Math.min(e.y1, t.area.depth + OUTSIDE);
  return e;
}

/** Renders a trace as an SVG document, `pxPerMm` pixels per millimetre (default: 1000 px wide). */
export function renderArmadaReplaySvg(t: ArmadaTrace, pxPerMm?: number): string {
  const e = extent(t);
  const k = pxPerMm ?? 1000 / (e.x1 - e.x0);
  const W = Math.round((e.x1 - e.x0) * k);
  const H = Math.round((e.y1 - e.y0) * k);
  const f: Frame = {
    k,
    x: (mm) => +(PAD + (mm - e.x0) * k).toFixed(1),
    y: (mm) => +(TITLE_H + (e.y1 - mm) * k).toFixed(1),
  };
  const legendRows = Math.max(t.sides.length, MARKS.length);
  const totalW = W + 2 * PAD;
  const totalH = TITLE_H + H + PAD + LINE_H * legendRows + PAD;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${totalW}" height="${totalH}" viewBox="0 0 ${totalW} ${totalH}" ` +
      `font-family="DejaVu Sans, sans-serif" font-size="12">`,
  );
  out.push(`<rect x="0" y="0" width="${totalW}" height="${totalH}" fill="#f4f4f0"/>`);
  const winner =
    t.winner === null
      ? 'draw'
      : `winner ${escapeXml(clip(t.sides[t.winner] ?? `side ${t.winner}`))}`;
  const sides = t.sides.map((s) => escapeXml(clip(s))).join(' vs ');
  const title = `Star Wars: Armada · ${sides} · ${t.rounds} rounds · ${winner}`;
  // Long side names shrink the title rather than run off the picture (bold DejaVu: ~0.65 em a character).
  const plain = title.replace(/&[a-z]+;/g, '_').length;
  const size = Math.min(15, Math.floor((totalW - 2 * PAD) / (plain * 0.65)));
  out.push(
    `<text x="${PAD}" y="22" font-size="${size}" font-weight="bold" fill="#222">${title}</text>`,
  );
  // Outside the play area (units that flew off it, RRG16 "Play Area": destroyed), then the play area.
  out.push(`<rect x="${PAD}" y="${TITLE_H}" width="${W}" height="${H}" fill="#3a4150"/>`);
  const bx = f.x(0);
  const by = f.y(t.area.depth);
  const bw = +(f.x(t.area.width) - bx).toFixed(1);
  const bh = +(f.y(0) - by).toFixed(1);
  out.push(`<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="#0e1320" stroke="#222"/>`);
  // Faint grid, one foot apart (the play area is measured in feet: 3' x 3' or 3' x 6').
  for (let g = 304.8; g < Math.max(t.area.width, t.area.depth) - 1; g += 304.8) {
    if (g < t.area.width)
      out.push(`<line x1="${f.x(g)}" y1="${by}" x2="${f.x(g)}" y2="${f.y(0)}" stroke="#222b3d"/>`);
    if (g < t.area.depth)
      out.push(`<line x1="${bx}" y1="${f.y(g)}" x2="${bx + bw}" y2="${f.y(g)}" stroke="#222b3d"/>`);
  }
  for (const o of t.obstacles) {
    const dash = o.type === 'debris' ? ' stroke-dasharray="3 3"' : '';
    out.push(
      `<polygon class="obstacle" points="${points(o.points, f)}" ` +
        `fill="${OBSTACLE_FILL[o.type] ?? '#888'}" fill-opacity="0.55" ` +
        `stroke="#dddddd" stroke-width="1"${dash}><title>${escapeXml(o.id)}</title></polygon>`,
    );
  }
  const sideOf = new Map<string, number>([...t.ships, ...t.squadrons].map((u) => [u.id, u.side]));
  for (const a of t.attacks) {
    out.push(
      `<line class="attack" x1="${f.x(a.from.x)}" y1="${f.y(a.from.y)}" x2="${f.x(a.to.x)}" y2="${f.y(a.to.y)}" ` +
        `stroke="${colour(sideOf.get(a.attacker) ?? 0)}" stroke-width="1" stroke-opacity="0.45">` +
        `<title>round ${a.round}: ${escapeXml(a.attacker)} ${a.attackerZone ?? ''} → ${escapeXml(a.defender)} ` +
        `${a.defenderZone ?? ''}, ${a.damage} damage</title></line>`,
    );
  }
  for (const s of t.ships) out.push(...drawShip(s, f, totalW));
  for (const q of t.squadrons) {
    const p = q.path[q.path.length - 1]!;
    const faded = q.destroyed ? ' opacity="0.35" stroke-dasharray="2 2"' : '';
    out.push(
      `<circle class="squadron" cx="${f.x(p.x)}" cy="${f.y(p.y)}" r="${(q.r * k).toFixed(1)}" fill="${colour(q.side)}" ` +
        `fill-opacity="0.75" stroke="#ffffff" stroke-width="1"${faded}><title>${escapeXml(q.name)}</title></circle>`,
    );
  }
  out.push(...legend(t, TITLE_H + H + PAD - 4, W));
  out.push('</svg>');
  return out.join('\n') + '\n';
}
