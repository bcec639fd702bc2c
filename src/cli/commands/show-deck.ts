/**
 * `sortie show-deck <chassis> [parts...]`: the AI deck an `ai-deck` pilot flies for a
 * build — the printed deck for a chassis's preset build, otherwise the deck generated from
 * the build's parts (src/games/snap-ships/ai/generated-deck.ts). `--generated` shows the
 * generated deck even for a preset. Unknown chassis and illegal builds exit 1.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { CRIT_FACES, type AiCondition, type AiDeck } from '../../games/snap-ships/content/ai-schema.js';
import { loadContent } from '../../games/snap-ships/content/load-content.js';
import { abilityLines, arcText, iconsText, rangeText } from '../../games/snap-ships/content-cli/ability-text.js';
import { closestIds } from '../../games/snap-ships/content-cli/show-content.js';
import { deckIdFor, generateAiDeck, generatedDeck } from '../../games/snap-ships/ai/generated-deck.js';
import { buildErrors } from '../../games/snap-ships/plugin/build-check.js';
import { eprint, ReportedError } from '../common.js';

/** Arguments of `sortie show-deck`. */
export interface ShowDeckArgs {
  chassis: string;
  parts?: string[];
  generated: boolean;
}

/** A conditional logic icon in words. */
function whenText(w: AiCondition): string {
  if (w === 'always') return 'always';
  if (w === 'crosshair') return 'target in arc and range';
  if (w === 'missile') return 'missiles assigned';
  if (w === 'otherwise') return 'otherwise';
  if ('antiMissile' in w) return `anti-missile${w.antiMissile === null ? '' : ` if ${w.antiMissile}+ damage incoming`}${w.modifier ? ` (${w.modifier})` : ''}, else target in arc and range`;
  if ('range' in w) return `target at ${rangeText(w.range)}${w.plus ? ' or beyond' : ''}`;
  return `target in ${arcText(w.arc)}`;
}

/** The deck in words: the automated chassis card, then each AI card's chassis movement and rows in priority order. */
export function deckText(d: AiDeck, printed: boolean): string[] {
  const lines = [`${d.name} (${d.id}): ${printed ? 'printed' : 'generated'} AI deck, ${d.faction} ${d.type}, size ${d.size}, hull ${d.hull}, points ${d.points}`];
  lines.push('automated chassis card:');
  if (d.abilities.length === 0) lines.push('  (no abilities)');
  for (const a of d.abilities) lines.push(...abilityLines(a).map((l) => `  ${l}`));
  const crit = CRIT_FACES.map((f) => `${f}: ${d.criticalHits[f].map((x) => (typeof x === 'string' ? x : `${x.damage} damage`)).join(' + ')}`);
  lines.push(`  critical hits: ${crit.join('; ')}`);
  for (const c of d.cards) {
    lines.push(`card ${c.number}: evasion ${c.evasion}, up to ${c.partActions} part action${c.partActions === 1 ? '' : 's'}`);
    for (const m of c.chassisMovement) lines.push(`  chassis [${whenText(m.when)}] ${iconsText(m.icons)}`);
    c.rows.forEach((r, i) => lines.push(`  ${i + 1}. [${whenText(r.when)}] ${r.part}: ${iconsText(r.icons)}${r.text ? ` — ${r.text}` : ''}`));
    for (const r of c.reactions ?? []) lines.push(`  ${r.header} (${r.part}): ${r.text}`);
  }
  if (d.uncertain?.length) lines.push('notes:', ...d.uncertain.map((n) => `  - ${n}`));
  return lines;
}

function handler(argv: ArgumentsCamelCase<ShowDeckArgs>): void {
  const db = loadContent();
  const chassis = db.chassis[argv.chassis];
  if (!chassis) {
    const near = closestIds(argv.chassis, Object.keys(db.chassis));
    eprint(`error: unknown chassis "${argv.chassis}"${near.length ? `; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : ''}`);
    throw new ReportedError(1);
  }
  const parts = argv.parts?.length ? argv.parts.map(String) : [...chassis.preset];
  const errors = buildErrors(db, chassis.id, parts);
  if (errors.length) {
    for (const e of errors) eprint(`error: ${e.part === undefined ? '' : `part ${e.part + 1}: `}${e.message}`);
    throw new ReportedError(1);
  }
  const id = argv.generated ? generateAiDeck(db, chassis.id, parts).id : deckIdFor(db, { chassis: chassis.id, parts, pilot: { type: 'ai-deck' } });
  const printed = db.aiDecks[id];
  process.stdout.write(`${deckText(printed ?? generatedDeck(id)!, !!printed).join('\n')}\n`);
}

/** The `show-deck` command module. */
export const showDeckCommand: CommandModule<object, ShowDeckArgs> = {
  command: 'show-deck <chassis> [parts..]',
  describe: "show the AI deck an ai-deck pilot flies for a build (printed for a preset, else generated from the parts)",
  builder: (y: Argv) =>
    y
      .positional('chassis', { type: 'string', demandOption: true, describe: 'chassis (preset) id' })
      .positional('parts', { type: 'string', array: true, describe: 'part ids in crit-location order (default: the preset build)' })
      .option('generated', { type: 'boolean', default: false, describe: 'show the generated deck even for a preset build' })
      .example('$0 show-deck sabre-xg-07-gunship', 'the generated deck of a preset with no printed deck')
      .example('$0 show-deck scarab-klaw-interceptor scarab-cockpit fb3-tri-thruster blade-wings maneuvering-fins zm2-heavy-missile c6-3-gatling-gun', 'a custom build')
      .example('$0 show-deck sabre-xf-23-fighter --generated', 'compare with the printed deck') as unknown as Argv<ShowDeckArgs>,
  handler,
};
