#!/usr/bin/env node
// One-shot importer: converts the AI deck reference (../shared/cards/snap-ships/ai-decks.yaml,
// snake_case) into the project's content file src/games/snap-ships/content/ai-decks.yaml
// (camelCase, schema in content/ai-schema.ts): conditions become `when:`, critical hit
// outcomes kebab-case, part pictures part ids, the red "Falx takes N damage" boxes
// `selfDamage`, and every printed text is mapped to structured fields (TEXTS below): a
// move-direction order, an effect handler, or "attack each". The script fails on a text
// without a mapping, so a new card cannot slip in without a decision.
//
// Usage: node scripts/import-ai-decks.mjs [--ref DIR] [--force]
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const refDir = args.includes('--ref')
  ? args[args.indexOf('--ref') + 1]
  : join(root, '..', 'shared', 'cards', 'snap-ships');
const force = args.includes('--force');
const contentDir = join(root, 'src', 'games', 'snap-ships', 'content');
const out = join(contentDir, 'ai-decks.yaml');

// ------------------------------------------------------------------ printed text tables
// Direction texts: "X if able" marks the preferred choice wherever it sits in the sentence
// ("Move toward target, or Move into terrain if able" = into terrain when a direction
// enters terrain, else toward the target). See MovePreference in ai-schema.ts.
const ROW_TEXTS = {
  'Ram target': { moveOrder: ['ram', 'toward'] },
  'Ram target, or move into terrain': { moveOrder: ['ram', 'terrain', 'toward'] },
  'Move toward target': { moveOrder: ['toward'] },
  'Move away from target': { moveOrder: ['away'] },
  "Move toward target's rear arc": { moveOrder: ['rear-arc'] },
  'Move into terrain if able': { moveOrder: ['terrain'] },
  'Move into terrain if able, or Move away from target': { moveOrder: ['terrain', 'away'] },
  'Move into terrain if able, or away from target': { moveOrder: ['terrain', 'away'] },
  'Move away from target, into terrain if able': { moveOrder: ['terrain', 'away'] },
  'Move away from target and into terrain if able': { moveOrder: ['terrain', 'away'] },
  'Move away from target, or into terrain if able': { moveOrder: ['terrain', 'away'] },
  'Move away from arget, or into terrain if able': { moveOrder: ['terrain', 'away'] },
  'Move away from target, or Move into terrain if able': { moveOrder: ['terrain', 'away'] },
  'Move into terrain if able, or Move toward target': { moveOrder: ['terrain', 'toward'] },
  'Move toward target, or Move into terrain if able': { moveOrder: ['terrain', 'toward'] },
  'Move toward target, or into terrain if able': { moveOrder: ['terrain', 'toward'] },
  'Move toward, into terrain if able': { moveOrder: ['terrain', 'toward'] },
  'Move toward target, into terrain if able': { moveOrder: ['terrain', 'toward'] },
  'Move into terrain, or toward the target if able': { moveOrder: ['terrain', 'toward'] },
  'Move into Range 2 of target, or into terrain if able': {
    moveOrder: ['terrain', 'range-2', 'toward'],
  },
  'If able: avoid collision, Move into terrain, away from target': {
    moveOrder: ['avoid-collision', 'terrain', 'away'],
  },
  'Move toward target, and avoid collision if able': { moveOrder: ['avoid-collision', 'toward'] },
  'Move toward target. Move away instead if touching': { moveOrder: ['away-if-touching'] },
  'Move toward target, to put it in your [line-arc icon] arc if possible': {
    moveOrder: ['line-arc', 'toward'],
  },
  'Attack each enemy in range & arc': { attackEach: true },
  'Target gains 1 heat': { effect: 'ai-target-gains-heat', params: { amount: 1 } },
  'All hits are critical': { effect: 'convert-all-hits-to-crit' },
};

/** Automated chassis passives (null: informational, the rows carry it). */
const ABILITY_TEXTS = {
  'During a collision or Ram: Reroll one of your dice that misses': {
    effect: 'reroll-collision-die',
    params: { max: 1 },
  },
  'You cannot be targeted at Range 3 or further': {
    effect: 'untargetable-at-range-3-plus',
    params: { minRange: 3 },
  },
  'During a collision: The other ship suffers 1 additional damage': {
    effect: 'ram-collision-bonus-damage',
    params: { amount: 1, requiresDamage: false, onlyAsMover: false },
  },
  'When you perform an Anti-Missile action: Reroll 1 die that misses': {
    effect: 'reroll-anti-missile-dice',
    params: { max: 1 },
  },
  'When you attack a target in your Line arc: Reduce the hit number by 1': {
    effect: 'reduce-hit-number',
    params: { amount: 1, targetInArc: 'line' },
  },
  'While you have no Special Damage tokens: Treat the critical hit location roll as B (blank)': {
    effect: 'ai-crit-roll-blank-without-special-damage',
  },
  'When defending: The attacker gains no bonus to hit for being in your flank or rear': {
    effect: 'no-flank-rear-hit-bonus',
  },
  'When you perform an Attack action: Each of your critical hits inflicts +1 damage': {
    effect: 'crit-extra-damage',
    params: { amount: 1 },
  },
  'Once per game: Discard the first special damage token (-1 or critical damage) you receive': {
    effect: 'ai-discard-first-special-damage',
  },
  'When you perform an Attack action against a target at Range 1: Reduce the hit number by 1': {
    effect: 'reduce-hit-number',
    params: { amount: 1, targetRange: [1, 1] },
  },
  'Each time you enter a terrain tile: Gain +1 Evasion': {
    effect: 'terrain-entry-evade',
    params: { amount: 1 },
  },
  'When you Attack a target that has a missile token assigned to it: Reroll 1 die that misses': {
    effect: 'reroll-attack-dice',
    params: { max: 1, targetHasMissile: true },
  },
  "When you perform an Attack action against a target's Flank: Treat that attack as attacking from the Rear instead":
    { effect: 'flank-counts-as-rear' },
  'When you perform an Attack action: You are considered to be at Range 1 of other units you are touching':
    { effect: 'touching-counts-range-1' },
  "Some of this ship's Part action rows deal damage to itself after performing the action. [red box: Falx takes # damage]":
    null,
};

/** Yellow reaction boxes on AI cards. */
const REACTION_TEXTS = {
  'If any of your dice miss, reroll one of them': {
    effect: 'reroll-attack-dice',
    params: { max: 1 },
  },
  'If any of your dice miss, reroll up to two of them': {
    effect: 'reroll-attack-dice',
    params: { max: 2 },
  },
  "Reduce target's evasion by 1": {
    effect: 'ai-reduce-target-evasion-before-attack',
    params: { amount: 1 },
  },
  "If target is within your [line-arc icon] arc, Reduce target's evasion by 1": {
    effect: 'ai-reduce-target-evasion-before-attack',
    params: { amount: 1, targetInArc: 'line' },
  },
};

const norm = (s) => s.trim().replace(/\.$/, '');
const used = new Set();
function lookup(table, text, where) {
  const key = norm(text);
  if (!(key in table))
    throw new Error(`${where}: no mapping for printed text ${JSON.stringify(text)}`);
  used.add(key);
  return structuredClone(table[key]);
}

// ------------------------------------------------------------------ part names -> ids
const readYaml = (path) => YAML.parse(readFileSync(path, 'utf8'));
const chassis = Object.fromEntries(
  readYaml(join(contentDir, 'chassis.yaml')).map((c) => [c.id, c]),
);
const parts = {
  forge: readYaml(join(contentDir, 'parts-forge.yaml')),
  komplex: readYaml(join(contentDir, 'parts-komplex.yaml')),
};
const key = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The part id a row pictures: the preset part of that name first, then any part of the faction. */
function partId(deck, name, where) {
  const byName = (p) => key(p.name) === key(name);
  const preset = chassis[deck.id]?.preset ?? [];
  const inPreset = parts[deck.faction].find((p) => preset.includes(p.id) && byName(p));
  const any = inPreset ?? parts[deck.faction].find(byName);
  if (!any) throw new Error(`${where}: no ${deck.faction} part named ${JSON.stringify(name)}`);
  return any.id;
}

/** The torpedo token printed on a part card (AI cards print only the pill). */
function torpedoToken(deck, part, where) {
  const card = parts[deck.faction].find((p) => p.id === part);
  const icon = card?.abilities
    .flatMap((a) => a.icons ?? [])
    .find((i) => i.launch?.missile === 'torpedo');
  if (!icon) throw new Error(`${where}: ${part} prints no torpedo token`);
  return structuredClone(icon.launch.token);
}

// ------------------------------------------------------------------ conversion
function condition(c) {
  if (c === null) return 'always';
  if (typeof c === 'string') return c;
  if ('anti_missile' in c)
    return c.modifier !== undefined
      ? { antiMissile: c.anti_missile, modifier: c.modifier }
      : { antiMissile: c.anti_missile };
  if ('range' in c) return c.plus ? { range: c.range, plus: true } : { range: c.range };
  if ('arc' in c) return { arc: c.arc };
  throw new Error(`unknown condition ${JSON.stringify(c)}`);
}

const critOutcome = (o) =>
  o === 'minus_action'
    ? 'minus-action'
    : o === 'critical_damage'
      ? 'critical-damage'
      : { damage: o.damage };

function convRow(deck, r, where) {
  const row = { when: condition(r.condition), icons: [] };
  const part = partId(deck, r.part, where);
  for (const icon of r.icons) {
    if ('text' in icon) {
      const m = /^Falx takes (\d+) damage$/.exec(icon.text);
      if (!m) throw new Error(`${where}: unknown text icon ${JSON.stringify(icon.text)}`);
      row.selfDamage = Number(m[1]);
    } else if (icon.launch?.missile === 'torpedo') {
      row.icons.push({ launch: { ...icon.launch, token: torpedoToken(deck, part, where) } });
    } else row.icons.push(icon);
  }
  const result = { when: row.when, icons: row.icons, part };
  if (r.text) Object.assign(result, { text: r.text }, lookup(ROW_TEXTS, r.text, where));
  if (row.selfDamage) result.selfDamage = row.selfDamage;
  return result;
}

function convCard(deck, c) {
  const where = `${deck.id} card ${c.number}`;
  const card = {
    number: c.number,
    evasion: c.evasion,
    chassisMovement: c.chassis_movement.map((m) => ({
      when: condition(m.condition),
      icons: m.icons,
    })),
    partActions: c.part_actions,
    rows: c.rows.map((r, i) => convRow(deck, r, `${where} row ${i + 1}`)),
  };
  if (c.reactions?.length) {
    card.reactions = c.reactions.map((r, i) => ({
      afterRow: r.after_row,
      header: r.header,
      text: r.text,
      part: partId(deck, r.part, `${where} reaction ${i + 1}`),
      ...lookup(REACTION_TEXTS, r.text, `${where} reaction ${i + 1}`),
    }));
  }
  return card;
}

function convAbility(a, where) {
  const out = { kind: 'passive', header: a.header, text: a.text };
  const fx = lookup(ABILITY_TEXTS, a.text, where);
  if (fx) Object.assign(out, fx);
  return out;
}

function convDeck(d) {
  const a = d.automated_chassis;
  const deck = {
    id: d.id,
    name: d.name,
    faction: d.faction,
    type: a.type,
    size: a.size,
    hull: a.hull,
    points: a.points,
    abilities: a.abilities.map((x, i) => convAbility(x, `${d.id} ability ${i + 1}`)),
    // A Map keeps the printed face order (B, 1..8, crit) in the output.
    criticalHits: new Map(
      ['B', '1', '2', '3', '4', '5', '6', '7', '8', 'crit'].map((f) => [
        f,
        a.critical_hits[f].map(critOutcome),
      ]),
    ),
    cards: d.cards.map((c) => convCard(d, c)),
  };
  if (d.uncertain?.length) deck.uncertain = d.uncertain;
  return deck;
}

// ------------------------------------------------------------------ output
const decks = readYaml(join(refDir, 'ai-decks.yaml')).map(convDeck);
const unused = [ROW_TEXTS, ABILITY_TEXTS, REACTION_TEXTS]
  .flatMap((t) => Object.keys(t))
  .filter((k) => !used.has(k));
if (unused.length) throw new Error(`unused text mappings:\n  ${unused.join('\n  ')}`);

const header = ` The 16 automated (AI) ships: each automated chassis card (deck back: hull, passives,
 critical hit table) and its four AI cards (rulebook "Solo and Cooperative Play").
 Generated by scripts/import-ai-decks.mjs from the card reference
 (shared/cards/snap-ships/ai-decks.yaml), then reviewed; schema in ai-schema.ts.

 when: the conditional logic icon of a row: always (blank), crosshair, missile,
   {antiMissile: N, modifier: M} (N null where no number is printed: read as "any missile"),
   {range: [a, b], plus: true} (plus: beyond Range 4 counts), {arc: ...}; otherwise = the
   ELSE row of a two-row chassis movement.
 part: the part the row pictures (metrics credit it). text: the printed bonus text, with its
   structured reading: moveOrder (how a multi-direction move is chosen; "X if able" marks
   the preferred choice wherever it sits in the sentence), effect/params, attackEach.
 selfDamage: the red "Falx takes N damage" box. Torpedo launches carry the token printed on
   the part card (the AI card prints only the pill).
 "Target gains 1 heat" (ai-target-gains-heat) is read as 1 heat when the attack hits at
   least once (the part cards say "for each hit"; the AI card says 1).
 Where an AI card differs from its part card (TDP-8 hit number, XR70 launching 5), the AI
   card is kept: it governs automated ships. uncertain: the reference's notes.`;

const FLOW_KEYS = new Set(['params', 'range', 'directions', 'moveOrder', 'targetRange']);
const doc = new YAML.Document(decks);
doc.commentBefore = header;
YAML.visit(doc, {
  Pair(_, pair) {
    const k = pair.key?.value;
    if (FLOW_KEYS.has(k) && YAML.isCollection(pair.value)) pair.value.flow = true;
    if (k === 'when' && YAML.isCollection(pair.value)) pair.value.flow = true;
    if (
      ['B', '1', '2', '3', '4', '5', '6', '7', '8', 'crit'].includes(k) &&
      YAML.isCollection(pair.value)
    )
      pair.value.flow = true;
    if (k === 'icons')
      for (const icon of pair.value.items)
        if (!JSON.stringify(icon.toJSON()).includes('"token"')) icon.flow = true;
    if (k === 'abilities' || k === 'reactions')
      for (const item of pair.value.items) item.flow = false;
  },
});
doc.contents.items.forEach((node, i) => {
  node.spaceBefore = i > 0;
});
if (existsSync(out) && !force)
  throw new Error(`${out} exists; pass --force to overwrite (hand edits are lost)`);
writeFileSync(out, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
console.log(`wrote ${out} (${decks.length} decks)`);
