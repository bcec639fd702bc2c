/**
 * The board picture of a replay: the table, terrain tiles (soft cover dotted, hard
 * cover dashed as on the printed tiles), each ship's path with its final base and
 * facing, and attacks as lines coloured by kind. Plain SVG text, no dependencies.
 */
import type { SnapTrace } from './trace.js';

const SIDE_COLOURS = ['#1f6fd1', '#d1401f', '#2a9d3a', '#9b37c4'];
const TERRAIN_FILL: Record<string, string> = { 'debris-cloud': '#b9b29a', 'ice-cloud': '#a9d6f0', 'tychos-rift': '#c7a9f0', 'asteroid-field': '#8d7f70' };
const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Renders a trace as an SVG document (1 cm = `scale` px; y flipped so north is up). */
export function renderTraceSvg(t: SnapTrace, scale = 6): string {
  const W = t.table.width * scale;
  const H = t.table.height * scale;
  const X = (x: number): number => +(x * scale).toFixed(1);
  const Y = (y: number): number => +(H - y * scale).toFixed(1);
  const r = (t.table.baseDiameter / 2) * scale;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H + 30}" viewBox="0 0 ${W} ${H + 30}" font-family="DejaVu Sans, sans-serif" font-size="12">`);
  out.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#10141c"/>`);
  for (let g = t.table.rangeBand; g < Math.max(t.table.width, t.table.height); g += t.table.rangeBand) {
    if (g < t.table.width) out.push(`<line x1="${X(g)}" y1="0" x2="${X(g)}" y2="${H}" stroke="#232a36" stroke-width="1"/>`);
    if (g < t.table.height) out.push(`<line x1="0" y1="${Y(g)}" x2="${W}" y2="${Y(g)}" stroke="#232a36" stroke-width="1"/>`);
  }
  for (const tile of t.terrain) {
    const dash = tile.type === 'asteroid-field' ? '10 5' : '2 4';
    const style = `fill="${TERRAIN_FILL[tile.type] ?? '#888'}" fill-opacity="0.35" stroke="#fff" stroke-dasharray="${dash}" stroke-width="2"`;
    if (tile.shape.kind === 'circle') out.push(`<circle cx="${X(tile.x)}" cy="${Y(tile.y)}" r="${(tile.shape.radius * scale).toFixed(1)}" ${style}/>`);
    else {
      const a = (tile.rotation * Math.PI) / 180;
      const pts = tile.shape.points.map(([px, py]) => `${X(tile.x + px * Math.cos(a) - py * Math.sin(a))},${Y(tile.y + px * Math.sin(a) + py * Math.cos(a))}`).join(' ');
      out.push(`<polygon points="${pts}" ${style}/>`);
    }
    out.push(`<text x="${X(tile.x)}" y="${Y(tile.y) + 4}" fill="#e8e8e8" text-anchor="middle" font-size="11">${esc(tile.type)}</text>`);
  }
  const shipAt = new Map(t.ships.map((s) => [s.id, s]));
  for (const a of t.attacks) {
    const colour = a.kind === 'missile' ? '#f0c419' : a.kind === 'ram' ? '#ff7f50' : SIDE_COLOURS[shipAt.get(a.from)?.side ?? 0]!;
    out.push(`<line x1="${X(a.fromPose.x)}" y1="${Y(a.fromPose.y)}" x2="${X(a.toPose.x)}" y2="${Y(a.toPose.y)}" stroke="${colour}" stroke-opacity="0.55" stroke-width="1.5" stroke-dasharray="${a.kind === 'missile' ? '4 3' : '0'}"><title>round ${a.round}: ${esc(a.kind)} ${a.damage} damage</title></line>`);
  }
  for (const s of t.ships) {
    const colour = SIDE_COLOURS[s.side % SIDE_COLOURS.length]!;
    if (s.path.length > 1) out.push(`<polyline points="${s.path.map((p) => `${X(p.x)},${Y(p.y)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="2" stroke-opacity="0.8"/>`);
    const last = s.path[s.path.length - 1];
    if (!last) continue;
    const f = (last.facing * Math.PI) / 180;
    out.push(`<circle cx="${X(last.x)}" cy="${Y(last.y)}" r="${r.toFixed(1)}" fill="${colour}" fill-opacity="${s.destroyed ? 0.2 : 0.8}" stroke="#fff" stroke-width="1.5"/>`);
    out.push(`<line x1="${X(last.x)}" y1="${Y(last.y)}" x2="${X(last.x + Math.cos(f) * t.table.baseDiameter)}" y2="${Y(last.y + Math.sin(f) * t.table.baseDiameter)}" stroke="#fff" stroke-width="2"/>`);
    out.push(`<text x="${X(last.x)}" y="${Y(last.y) - r - 4}" fill="#fff" text-anchor="middle">${esc(s.name)}${s.destroyed ? ' ✕' : ` (${s.hull})`}</text>`);
  }
  out.push(`<text x="6" y="${H + 20}" fill="#222">${t.sides.map((n, i) => `${esc(n)}: ${['blue', 'red', 'green', 'purple'][i]}`).join('   ')} · grid = 1 range band (${t.table.rangeBand} cm) · yellow dashes = missile launches</text>`);
  out.push('</svg>');
  return out.join('\n');
}
