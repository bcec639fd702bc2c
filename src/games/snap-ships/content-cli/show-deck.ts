/**
 * `sortie show-deck <chassis> [parts...]` for Snap Ships: the AI deck an `ai-deck` pilot
 * flies for a build — the printed deck for a chassis's preset parts (in any order),
 * otherwise the deck generated from the build's parts (ai/generated-deck.ts); `generated`
 * shows the generated deck even for a preset.
 */
import type { ContentShow } from '../../../core/game-tools.js';
import { deckIdFor } from '../ai/generated-choice.js';
import { generateAiDeck, generatedDeck } from '../ai/generated-deck.js';
import { CRIT_FACES, type AiCondition, type AiDeck } from '../content/ai-schema.js';
import type { ContentDb } from '../content/load-content.js';
import { buildErrors } from '../plugin/build-check.js';
import { abilityLines, arcText, iconsText, rangeText } from './ability-text.js';
import { closestIds } from './show-content.js';

/** A conditional logic icon in words. */
function whenText(w: AiCondition): string {
  if (w === 'always') return 'always';
  if (w === 'crosshair') return 'target in arc and range';
  if (w === 'missile') return 'missiles assigned';
  if (w === 'otherwise') return 'otherwise';
  if ('antiMissile' in w)
    return `anti-missile${w.antiMissile === null ? '' : ` if ${w.antiMissile}+ damage incoming`}${w.modifier ? ` (${w.modifier})` : ''}, else target in arc and range`;
  if ('range' in w) return `target at ${rangeText(w.range)}${w.plus ? ' or beyond' : ''}`;
  return `target in ${arcText(w.arc)}`;
}

/** The deck in words: the automated chassis card, then each AI card's chassis movement and rows in priority order. */
export function deckText(d: AiDeck, printed: boolean): string[] {
  const lines = [
    `${d.name} (${d.id}): ${printed ? 'printed' : 'generated'} AI deck, ${d.faction} ${d.type}, size ${d.size}, hull ${d.hull}, points ${d.points}`,
  ];
  lines.push('automated chassis card:');
  if (d.abilities.length === 0) lines.push('  (no abilities)');
  for (const a of d.abilities) lines.push(...abilityLines(a).map((l) => `  ${l}`));
  const crit = CRIT_FACES.map(
    (f) =>
      `${f}: ${d.criticalHits[f].map((x) => (typeof x === 'string' ? x : `${x.damage} damage`)).join(' + ')}`,
  );
  lines.push(`  critical hits: ${crit.join('; ')}`);
  for (const c of d.cards) {
    lines.push(
      `card ${c.number}: evasion ${c.evasion}, up to ${c.partActions} part action${c.partActions === 1 ? '' : 's'}`,
    );
    for (const m of c.chassisMovement)
      lines.push(`  chassis [${whenText(m.when)}] ${iconsText(m.icons)}`);
    c.rows.forEach((r, i) =>
      lines.push(
        `  ${i + 1}. [${whenText(r.when)}] ${r.part}: ${iconsText(r.icons)}${r.text ? ` — ${r.text}` : ''}`,
      ),
    );
    for (const r of c.reactions ?? []) lines.push(`  ${r.header} (${r.part}): ${r.text}`);
  }
  if (d.uncertain?.length) lines.push('notes:', ...d.uncertain.map((n) => `  - ${n}`));
  return lines;
}

/** The deck of a build in words, or why there is none (unknown chassis, illegal build). */
export function showDeck(
  db: ContentDb,
  request: { unit: string; parts: string[] | undefined; generated: boolean },
): ContentShow {
  const chassis = db.chassis[request.unit];
  if (!chassis) {
    const near = closestIds(request.unit, Object.keys(db.chassis));
    return {
      found: false,
      message: `unknown chassis "${request.unit}"${near.length ? `; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : ''}`,
    };
  }
  const parts = request.parts?.length ? request.parts.map(String) : [...chassis.preset];
  const errors = buildErrors(db, chassis.id, parts);
  if (errors.length)
    return {
      found: false,
      message: errors
        .map((e) => `${e.part === undefined ? '' : `part ${e.part + 1}: `}${e.message}`)
        .join('\nerror: '),
    };
  const id = request.generated
    ? generateAiDeck(db, chassis.id, parts).id
    : deckIdFor(db, { chassis: chassis.id, parts, pilot: { type: 'ai-deck' } });
  const printed = db.aiDecks[id];
  return { found: true, lines: deckText(printed ?? generatedDeck(id)!, !!printed) };
}
