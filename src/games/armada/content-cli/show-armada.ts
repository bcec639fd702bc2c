/**
 * `sortie show --game armada <id>`: one card (ship, squadron, upgrade, objective, damage card),
 * preset fleet, defense token or squadron keyword in words, with its uncertain readings.
 * Looks ids up first, then names (case-insensitive); unknown ids get "did you mean" suggestions.
 */
import { suggest } from '../../../config/issues.js';
import { loadArmadaContent, type ArmadaContent } from '../content/load-content.js';
import { fleetPoints } from '../content/fleet-check.js';
import type {
  CardEffect,
  DamageCard,
  DefenseTokenType,
  FleetPreset,
  ObjectiveCard,
  ShipCard,
  SquadronCard,
  SquadronKeyword,
  UpgradeCard,
} from '../content/types.js';
import { formatPool } from '../rules/dice.js';

/** The outcome of a lookup: the text, or the closest ids. */
export type ArmadaShowResult =
  | { found: true; kind: string; id: string; lines: string[] }
  | { found: false; message: string; suggestions: string[] };

const YAW = ['-', 'I', 'II'];
const ZONES = ['front', 'left', 'right', 'rear'] as const;

function uncertainLines(notes: readonly string[] | undefined): string[] {
  if (!notes?.length) return [];
  return [
    'uncertain (best readings of the printed card; see the Armada uncertain report):',
    ...notes.map((n) => `  - ${n}`),
  ];
}

function effectLines(label: string, e: CardEffect | undefined): string[] {
  if (!e) return [];
  const params = e.params ? ` ${JSON.stringify(e.params)}` : '';
  return [`  ${label}: ${e.text}`, `    effect ${e.effect}${params}`];
}

function shipLines(c: ArmadaContent, s: ShipCard): string[] {
  const chart = Object.entries(s.speedChart).map(
    ([speed, yaw]) => `${speed}: ${yaw.map((y) => YAW[y]).join(' ')}`,
  );
  return [
    `${s.name} (${s.id}): ${s.faction} ${s.size} ship, ${c.shipTypes[s.shipType]?.name ?? s.shipType}, ${s.points} points`,
    `  hull ${s.hull}, command ${s.command}, squadron ${s.squadron}, engineering ${s.engineering}`,
    `  shields: ${ZONES.map((z) => `${z} ${s.shields[z]}`).join(', ')}`,
    `  battery: ${ZONES.map((z) => `${z} ${formatPool(s.battery[z])}`).join(', ')}`,
    `  anti-squadron: ${formatPool(s.antiSquadron)}`,
    `  defense tokens: ${s.defenseTokens.join(', ') || 'none'}`,
    `  speed chart (yaw per joint): ${chart.join(' | ')}`,
    `  upgrade bar: ${s.upgradeBar.join(', ')} (any ship may add a commander, and a title of its ship type)`,
    ...(s.sources ? [`  sources: ${s.sources.join(', ')}`] : []),
    ...uncertainLines(s.uncertain),
  ];
}

function squadronLines(c: ArmadaContent, q: SquadronCard): string[] {
  const type = q.squadronType
    ? `, flies a ${c.squadrons[q.squadronType]?.name ?? q.squadronType} disk`
    : '';
  return [
    `${q.name} (${q.id}): ${q.faction} ${q.unique ? 'unique ' : ''}squadron${type}, ${q.points} points`,
    `  hull ${q.hull}, speed ${q.speed}`,
    `  anti-squadron: ${formatPool(q.antiSquadron)}, battery: ${formatPool(q.battery)}`,
    `  keywords: ${q.keywords.map((k) => `${k} (${c.keywords[k]})`).join('; ') || 'none'}`,
    `  defense tokens: ${q.defenseTokens.join(', ') || 'none'}`,
    ...effectLines('ability', q.ability),
    ...(q.ruling ? [`  ruling: ${q.ruling}`] : []),
    ...(q.coreSetDisks !== undefined ? [`  disks in the core set: ${q.coreSetDisks}`] : []),
    ...uncertainLines(q.uncertain),
  ];
}

function upgradeLines(u: UpgradeCard): string[] {
  const restrictions = [
    u.restrictions?.shipType && `title for ${u.restrictions.shipType}`,
    u.restrictions?.sizes && `${u.restrictions.sizes.join('/')} ships only`,
    u.restrictions?.flagship && 'flagship only',
    u.traits?.includes('modification') && 'Modification (one per ship)',
  ].filter(Boolean);
  const header = [
    u.critical && `${u.critical === 'any' ? '' : `${u.critical} `}critical effect`,
    u.command && `${u.command} command`,
    u.exhaust && 'exhaust',
  ].filter(Boolean);
  return [
    `${u.name} (${u.id}): ${u.type} upgrade, ${u.faction === 'any' ? 'any faction' : u.faction}${u.unique ? ', unique' : ''}, ${u.points} points`,
    ...(restrictions.length ? [`  restrictions: ${restrictions.join('; ')}`] : []),
    ...(header.length ? [`  timing: ${header.join(', ')}`] : []),
    ...effectLines('text', u),
    ...(u.ruling ? [`  ruling: ${u.ruling}`] : []),
    `  core-set membership: ${u.membership}`,
    ...uncertainLines(u.uncertain),
  ];
}

function objectiveLines(c: ArmadaContent, o: ObjectiveCard): string[] {
  const vt = o.victoryTokenValue
    ? `${o.victoryTokenValue} points per victory token`
    : 'no victory tokens';
  return [
    `${o.name} (${o.id}): ${o.category} objective, ${vt}`,
    ...effectLines('setup', o.setup),
    ...effectLines('special rule', o.special),
    ...effectLines('end of round', o.endOfRound),
    ...effectLines('end of game', o.endOfGame),
    ...(o.ruling ? [`  ruling: ${o.ruling}`] : []),
    ...uncertainLines([...(o.uncertain ?? []), ...c.objectivesUncertain]),
  ];
}

function damageLines(c: ArmadaContent, d: DamageCard): string[] {
  return [
    `${d.name} (${d.id}): ${d.trait} damage card, ${d.count} of ${c.damageDeck.total} in the deck, ${d.timing} effect when faceup`,
    ...effectLines('text', d),
    ...(d.ruling ? [`  ruling: ${d.ruling}`] : []),
    ...uncertainLines([...(d.uncertain ?? []), ...(c.damageDeck.uncertain ?? [])]),
  ];
}

function fleetLines(c: ArmadaContent, f: FleetPreset): string[] {
  const pts = fleetPoints(c, f);
  const lines = [
    `${f.name} (${f.id}): ${f.faction} fleet for ${f.format}, ${pts.total} points (ships ${pts.ships}, upgrades ${pts.upgrades}, squadrons ${pts.squadrons})`,
    `  ${f.description}`,
    '  ships:',
  ];
  for (const s of f.ships) {
    const ship = c.ships[s.ship];
    const ups = s.upgrades.map(
      (id) => `${c.upgrades[id]?.name ?? id} (${c.upgrades[id]?.points ?? '?'})`,
    );
    lines.push(
      `    ${ship?.name ?? s.ship} (${ship?.points ?? '?'})${ups.length ? ` + ${ups.join(', ')}` : ''}`,
    );
  }
  lines.push(
    '  squadrons:',
    ...f.squadrons.map(
      (q) =>
        `    ${q.count} x ${c.squadrons[q.squadron]?.name ?? q.squadron} (${c.squadrons[q.squadron]?.points ?? '?'} each)`,
    ),
  );
  if (f.objectives?.length) lines.push(`  objectives: ${f.objectives.join(', ')}`);
  return [...lines, `  source: ${f.source}`, ...uncertainLines(f.uncertain)];
}

/** Every id `showArmada` knows, for suggestions. */
export function armadaShowableIds(c: ArmadaContent = loadArmadaContent()): string[] {
  return [
    ...Object.keys(c.ships),
    ...Object.keys(c.squadrons),
    ...Object.keys(c.upgrades),
    ...Object.keys(c.objectives),
    ...Object.keys(c.damageCards),
    ...Object.keys(c.fleets),
    ...Object.keys(c.defenseTokens.tokens),
    ...Object.keys(c.keywords),
  ].sort();
}

/** Looks `query` up (id or card name) and renders it. */
export function showArmada(
  query: string,
  content: ArmadaContent = loadArmadaContent(),
): ArmadaShowResult {
  const c = content;
  const q = query.trim();
  const lower = q.toLowerCase();
  const find = <T extends { id: string; name: string }>(
    map: Readonly<Record<string, T>>,
  ): T | undefined =>
    (Object.hasOwn(map, lower) ? map[lower] : undefined) ??
    Object.values(map).find((x) => x.name.toLowerCase() === lower);
  const ship = find(c.ships);
  if (ship) return { found: true, kind: 'ship', id: ship.id, lines: shipLines(c, ship) };
  const squadron = find(c.squadrons);
  if (squadron)
    return { found: true, kind: 'squadron', id: squadron.id, lines: squadronLines(c, squadron) };
  const upgrade = find(c.upgrades);
  if (upgrade)
    return { found: true, kind: 'upgrade', id: upgrade.id, lines: upgradeLines(upgrade) };
  const objective = find(c.objectives);
  if (objective)
    return {
      found: true,
      kind: 'objective',
      id: objective.id,
      lines: objectiveLines(c, objective),
    };
  const damage = find(c.damageCards);
  if (damage)
    return { found: true, kind: 'damage-card', id: damage.id, lines: damageLines(c, damage) };
  const fleet = find(c.fleets);
  if (fleet) return { found: true, kind: 'fleet', id: fleet.id, lines: fleetLines(c, fleet) };
  if (Object.hasOwn(c.defenseTokens.tokens, lower)) {
    const t = c.defenseTokens.tokens[lower as DefenseTokenType];
    return {
      found: true,
      kind: 'defense-token',
      id: lower,
      lines: [
        `${t.name} (${lower}): defense token`,
        `  ${t.text}`,
        `  all tokens: ${c.defenseTokens.general}`,
        ...uncertainLines(t.uncertain),
      ],
    };
  }
  if (Object.hasOwn(c.keywords, lower)) {
    return {
      found: true,
      kind: 'keyword',
      id: lower,
      lines: [`${lower}: squadron keyword`, `  ${c.keywords[lower as SquadronKeyword]}`],
    };
  }
  const suggestions = suggest(lower, armadaShowableIds(c));
  const hint = suggestions.length
    ? `; did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}?`
    : '; `sortie list --game armada ships|squadrons|upgrades|objectives|fleets` lists the ids';
  return { found: false, message: `unknown Armada id "${q}"${hint}`, suggestions };
}
