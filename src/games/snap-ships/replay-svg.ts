/**
 * The board picture of a replay: the table, terrain tiles (soft cover dotted, hard
 * cover dashed as on the printed tiles), each ship's path with its final base and
 * facing, and attacks as lines coloured by kind. Plain SVG text, no dependencies.
 */
import type { SnapTrace } from './trace.js';

const SIDE_COLOURS = ['#1f6fd1', '#d1401f', '#2a9d3a', '#9b37c4'];
const TERRAIN_FILL: Record<string, string> = {
  'debris-cloud': '#b9b29a',
  'ice-cloud': '#a9d6f0',
  'tychos-rift': '#c7a9f0',
  'asteroid-field': '#8d7f70',
};
const esc = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const COLOUR_WORDS = ['blue', 'red', 'green', 'purple'];
/** Legend text size and a generous width per character of DejaVu Sans at that size (its widest glyphs are ~0.75 em). */
const LEGEND_FONT = 12;
const LEGEND_CHAR = 0.68 * LEGEND_FONT;
const LEGEND_LINE = 16;

/**
 * The legend's items packed into lines that fit `width` px (items are never split);
 * a single item too long for a line gets a line of its own, squeezed to fit by the caller.
 */
export function legendLines(items: string[], width: number): string[] {
  const lines: string[] = [];
  for (const item of items) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last.length + 3 + item.length) * LEGEND_CHAR <= width)
      lines[lines.length - 1] = `${last} · ${item}`;
    else lines.push(item);
  }
  return lines;
}

/** A ship's name above its base, moved (or squeezed) so it stays inside the picture's width. */
function shipLabel(text: string, x: number, y: number, W: number): string {
  const width = text.length * LEGEND_CHAR;
  const fit = width > W - 4 ? ` textLength="${W - 4}" lengthAdjust="spacingAndGlyphs"` : '';
  const half = Math.min(width, W - 4) / 2;
  const at = Math.min(Math.max(x, half + 2), W - half - 2);
  return `<text x="${+at.toFixed(1)}" y="${+Math.max(y, 14).toFixed(1)}" fill="#fff" text-anchor="middle"${fit}>${esc(text)}</text>`;
}

/** Renders a trace as an SVG document (1 cm = `scale` px; y flipped so north is up). */
export function renderTraceSvg(t: SnapTrace, scale = 6): string {
  const W = t.table.width * scale;
  const H = t.table.height * scale;
  const X = (x: number): number => +(x * scale).toFixed(1);
  const Y = (y: number): number => +(H - y * scale).toFixed(1);
  const r = (t.table.baseDiameter / 2) * scale;
  const out: string[] = [];
  const legendItems = [
    ...t.sides.map((n, i) => `${n}: ${COLOUR_WORDS[i % COLOUR_WORDS.length]}`),
    `grid = 1 range band (${t.table.rangeBand} cm)`,
    'yellow dashes = missile launches',
  ];
  const lines = legendLines(legendItems, W - 12);
  const total = H + 8 + LEGEND_LINE * lines.length;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${total}" viewBox="0 0 ${W} ${total}" font-family="DejaVu Sans, sans-serif" font-size="12">`,
  );
  out.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#10141c"/>`);
  out.push(`<rect x="0" y="${H}" width="${W}" height="${total - H}" fill="#fff"/>`);
  for (
    let g = t.table.rangeBand;
    g < Math.max(t.table.width, t.table.height);
    g += t.table.rangeBand
  ) {
    if (g < t.table.width)
      out.push(
        `<line x1="${X(g)}" y1="0" x2="${X(g)}" y2="${H}" stroke="#232a36" stroke-width="1"/>`,
      );
    if (g < t.table.height)
      out.push(
        `<line x1="0" y1="${Y(g)}" x2="${W}" y2="${Y(g)}" stroke="#232a36" stroke-width="1"/>`,
      );
  }
  for (const tile of t.terrain) {
    const dash = tile.type === 'asteroid-field' ? '10 5' : '2 4';
    const style = `fill="${TERRAIN_FILL[tile.type] ?? '#888'}" fill-opacity="0.35" stroke="#fff" stroke-dasharray="${dash}" stroke-width="2"`;
    if (tile.shape.kind === 'circle')
      out.push(
        `<circle cx="${X(tile.x)}" cy="${Y(tile.y)}" r="${(tile.shape.radius * scale).toFixed(1)}" ${style}/>`,
      );
    else {
      const a = (tile.rotation * Math.PI) / 180;
      const pts = tile.shape.points
        .map(
          ([px, py]) =>
            `${X(tile.x + px * Math.cos(a) - py * Math.sin(a))},${Y(tile.y + px * Math.sin(a) + py * Math.cos(a))}`,
        )
        .join(' ');
      out.push(`<polygon points="${pts}" ${style}/>`);
    }
    out.push(
      `<text x="${X(tile.x)}" y="${Y(tile.y) + 4}" fill="#e8e8e8" text-anchor="middle" font-size="11">${esc(tile.type)}</text>`,
    );
  }
  const shipAt = new Map(t.ships.map((s) => [s.id, s]));
  for (const a of t.attacks) {
    const colour =
      a.kind === 'missile'
        ? '#f0c419'
        : a.kind === 'ram'
          ? '#ff7f50'
          : SIDE_COLOURS[shipAt.get(a.from)?.side ?? 0]!;
    out.push(
      `<line x1="${X(a.fromPose.x)}" y1="${Y(a.fromPose.y)}" x2="${X(a.toPose.x)}" y2="${Y(a.toPose.y)}" stroke="${colour}" stroke-opacity="0.55" stroke-width="1.5" stroke-dasharray="${a.kind === 'missile' ? '4 3' : '0'}"><title>round ${a.round}: ${esc(a.kind)} ${a.damage} damage</title></line>`,
    );
  }
  for (const s of t.ships) {
    const colour = SIDE_COLOURS[s.side % SIDE_COLOURS.length]!;
    if (s.path.length > 1)
      out.push(
        `<polyline points="${s.path.map((p) => `${X(p.x)},${Y(p.y)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="2" stroke-opacity="0.8"/>`,
      );
    const last = s.path[s.path.length - 1];
    if (!last) continue;
    const f = (last.facing * Math.PI) / 180;
    out.push(
      `<circle cx="${X(last.x)}" cy="${Y(last.y)}" r="${r.toFixed(1)}" fill="${colour}" fill-opacity="${s.destroyed ? 0.2 : 0.8}" stroke="#fff" stroke-width="1.5"/>`,
    );
    out.push(
      `<line x1="${X(last.x)}" y1="${Y(last.y)}" x2="${X(last.x + Math.cos(f) * t.table.baseDiameter)}" y2="${Y(last.y + Math.sin(f) * t.table.baseDiameter)}" stroke="#fff" stroke-width="2"/>`,
    );
    out.push(
      shipLabel(`${s.name}${s.destroyed ? ' ✕' : ` (${s.hull})`}`, X(last.x), Y(last.y) - r - 4, W),
    );
  }
  // The legend stays inside the picture: wrapped by item, an overlong item squeezed to the width.
  lines.forEach((line, i) => {
    const fit =
      line.length * LEGEND_CHAR > W - 12
        ? ` textLength="${W - 12}" lengthAdjust="spacingAndGlyphs"`
        : '';
    out.push(
      `<text x="6" y="${H + 4 + LEGEND_LINE * (i + 1) - 4}" fill="#222" font-size="${LEGEND_FONT}"${fit}>${esc(line)}</text>`,
    );
  });
  out.push('</svg>');
  return out.join('\n');
}
