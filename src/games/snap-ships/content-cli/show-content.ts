/**
 * `sortie show <id>`: one chassis, part (both factions' cards when the id exists in
 * both), terrain type, missile token or terrain layout in words, with its uncertain
 * notes. Unknown ids get the closest known ones.
 */
import { suggest } from '../../../config/issues.js';
import type { ContentDb } from '../content/load-content.js';
import type { ChassisCard, MissileType, PartCard, TerrainType } from '../content/types.js';
import { presetLayouts } from '../formats/terrain-layouts.js';
import type { AiCondition, AiDeck } from '../content/ai-schema.js';
import { abilityLines, arcText, iconsText, missileProfileText, rangeText } from './ability-text.js';

/** The outcome of a lookup: the text, or the closest ids. */
export type ShowResult =
  | { found: true; kind: string; lines: string[] }
  | { found: false; message: string; suggestions: string[] };

const indent = (lines: string[], by = '  '): string[] => lines.map((l) => `${by}${l}`);

function chassisLines(db: ContentDb, c: ChassisCard): string[] {
  const slots = (['cockpit', 'thruster', 'wing', 'systems'] as const)
    .filter((s) => (c.slots[s] ?? 0) > 0)
    .map((s) => `${c.slots[s]} ${s}`);
  const lines = [
    `${c.name} (${c.id}): ${c.faction} ${c.type}${c.set ? `, set ${c.set}` : ''}`,
    `  size ${c.size}, hull ${c.hull}, power ${c.power}, points ${c.points}`,
    `  chassis action: evasion ${c.chassisAction.evasion}, vent ${c.chassisAction.vent}, movement: ${iconsText(c.chassisAction.movement)}`,
  ];
  if (c.chassisAction.text)
    lines.push(
      `    ${c.chassisAction.text}${c.chassisAction.effect ? ` (effect ${c.chassisAction.effect})` : ''}`,
    );
  lines.push(`  part slots: ${slots.join(', ')}`);
  lines.push(
    'abilities:',
    ...(c.abilities.length
      ? c.abilities.flatMap((a) => indent(abilityLines(a, { timing: true })))
      : ['  (none)']),
  );
  lines.push('preset build (crit-location order, 1 = next to the chassis card):');
  c.preset.forEach((id, i) => {
    const p = db.parts[`${c.faction}/${id}`];
    lines.push(`  ${i + 1}. ${id}${p ? ` (${p.slot}): ${p.name}` : ''}`);
  });
  const deck = db.aiDecks?.[c.id];
  return [...lines, ...uncertainLines(c.uncertain), ...(deck ? deckLines(deck) : [])];
}

/** An AI row condition in words. */
function conditionText(w: AiCondition): string {
  if (w === 'always') return 'always';
  if (w === 'crosshair') return 'target in arc and range';
  if (w === 'missile') return 'missiles assigned';
  if (w === 'otherwise') return 'otherwise';
  if ('antiMissile' in w)
    return `anti-missile${w.antiMissile === null ? '' : ` if ${w.antiMissile}+ damage incoming`}${w.modifier ? ` (${w.modifier})` : ''}`;
  if ('range' in w) return `target at ${rangeText(w.range)}${w.plus ? '+' : ''}`;
  return `target in ${arcText(w.arc)}`;
}

function deckLines(d: AiDeck): string[] {
  const lines = [
    `automated (AI) deck: hull ${d.hull}, points ${d.points}, ${d.cards.length} cards`,
  ];
  for (const a of d.abilities) lines.push(...indent(abilityLines(a)));
  for (const c of d.cards) {
    const moves = c.chassisMovement
      .map(
        (m) => `${m.when === 'always' ? '' : `[${conditionText(m.when)}] `}${iconsText(m.icons)}`,
      )
      .join('; ');
    lines.push(
      `  card ${c.number}: evasion ${c.evasion}, movement ${moves}, up to ${c.partActions} part action${c.partActions === 1 ? '' : 's'}`,
    );
    for (const r of c.rows)
      lines.push(
        `    [${conditionText(r.when)}] ${r.part}: ${iconsText(r.icons)}${r.text ? ` (${r.text})` : ''}`,
      );
    for (const r of c.reactions ?? []) lines.push(`    ${r.header} (${r.part}): ${r.text}`);
  }
  return [
    ...lines,
    ...(d.uncertain?.length ? ['  uncertain:', ...d.uncertain.map((n) => `    - ${n}`)] : []),
  ];
}

function partLines(db: ContentDb, p: PartCard): string[] {
  const users = Object.values(db.chassis).filter(
    (c) => c.faction === p.faction && c.preset.includes(p.id),
  );
  const repair = p.repairCost === null ? 'cannot be repaired' : `${p.repairCost} power`;
  const lines = [
    `${p.name} (${p.faction}/${p.id}): ${p.faction} ${p.slot} part, ${p.subtype}${p.set ? `, set ${p.set}` : ''}`,
    `  repair cost: ${repair}`,
    'front:',
    ...p.abilities.flatMap((a) => indent(abilityLines(a, { timing: true }))),
    'disabled side:',
    ...(p.disabled.abilities.length
      ? p.disabled.abilities.flatMap((a) => indent(abilityLines(a, { timing: true })))
      : ['  (nothing printed)']),
    `used by presets: ${users.length ? users.map((c) => `${c.id} (slot ${c.preset.indexOf(p.id) + 1})`).join(', ') : 'none'}`,
  ];
  return [...lines, ...uncertainLines(p.uncertain)];
}

function uncertainLines(notes: string[] | undefined): string[] {
  if (!notes?.length) return [];
  return [
    'uncertain (best readings of the printed card; see `sortie content check`):',
    ...notes.map((n) => `  - ${n}`),
  ];
}

function layoutLines(id: number): string[] {
  const l = presetLayouts().find((x) => x.id === id)!;
  return [
    `Terrain layout ${l.id}: ${l.name} (${l.tiles.length} tiles; 5-tile formats use the first 5)`,
    ...l.tiles.map(
      (t, i) =>
        `  ${i + 1}. ${t.type} at ${Math.round(t.fx * 100)}% of the width, ${Math.round(t.fy * 100)}% of the height${t.rotation ? `, rotated ${t.rotation}°` : ''}`,
    ),
  ];
}

/** Every id `show` knows, for suggestions. */
export function showableIds(db: ContentDb): string[] {
  const ids = new Set<string>([
    ...Object.keys(db.chassis),
    ...Object.values(db.parts).map((p) => p.id),
    ...Object.keys(db.parts),
  ]);
  for (const t of Object.keys(db.terrain)) ids.add(t);
  for (const m of Object.keys(db.missiles)) ids.add(`${m}-missile`);
  for (const l of presetLayouts()) ids.add(`layout-${l.id}`);
  return [...ids].sort();
}

/** Up to 3 known ids close to `word` (none when nothing is a real neighbour). */
export function closestIds(word: string, candidates: string[]): string[] {
  return suggest(word, candidates);
}

/** Looks `query` up (id, `faction/id`, card name, `layout-N`) and renders it. */
export function showContent(db: ContentDb, query: string): ShowResult {
  const q = query.trim();
  const lower = q.toLowerCase();
  const chassis =
    db.chassis[q] ?? Object.values(db.chassis).find((c) => c.name.toLowerCase() === lower);
  if (chassis) return { found: true, kind: 'chassis', lines: chassisLines(db, chassis) };
  const parts = db.parts[q]
    ? [db.parts[q]]
    : Object.values(db.parts).filter((p) => p.id === q || p.name.toLowerCase() === lower);
  if (parts.length) {
    const lines = parts.flatMap((p, i) => [...(i > 0 ? [''] : []), ...partLines(db, p)]);
    if (parts.length > 1)
      lines.unshift(
        `${parts[0]!.id} exists in ${parts.length} factions (${parts.map((p) => p.faction).join(' and ')}); a build uses its chassis's faction's card.`,
        '',
      );
    return { found: true, kind: 'part', lines };
  }
  const terrain = db.terrain[q as TerrainType];
  if (terrain) {
    return {
      found: true,
      kind: 'terrain',
      lines: [
        `${terrain.name} (${q}): ${terrain.cover} cover`,
        `  ${terrain.description}`,
        `  entry effect: ${terrain.effect}`,
      ],
    };
  }
  const missile = db.missiles[q.replace(/-missile$/, '') as MissileType];
  if (missile)
    return {
      found: true,
      kind: 'missile',
      lines: [
        missileProfileText(missile),
        ...(missile.effect ? [`  effect ${missile.effect}`] : []),
      ],
    };
  const layout = /^(?:layout-?)?(\d+)$/.exec(lower);
  if (layout && presetLayouts().some((l) => l.id === Number(layout[1])))
    return { found: true, kind: 'layout', lines: layoutLines(Number(layout[1])) };
  const suggestions = closestIds(q, showableIds(db));
  return {
    found: false,
    message: `unknown id "${q}"${suggestions.length ? `; did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}?` : ''}`,
    suggestions,
  };
}
