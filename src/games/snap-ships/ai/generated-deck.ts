/**
 * AI decks generated for any build (the rulebook's automated-ship rules need a deck, and
 * only the presets have printed ones). The four cards follow the printed decks' style
 * (rulebook "AI Card Anatomy"): the chassis Evasion; a chassis movement row (conditional on
 * the target's range or arc, with an otherwise row); a number of part actions from the
 * ship's power and its actions' costs; and prioritised rows made from the build's part
 * actions — weapons on a crosshair or an anti-missile threshold (parts that can shoot
 * missiles down), launchers on a crosshair, moves that close in, flank or break away by
 * range and arc, rotations when the target is behind, Evasion always. The cards differ in
 * theme as the printed ones do: strike, close in, flank, evade.
 *
 * Only icons an AI card can print are kept (no vent, target, hack or anti-missile icons);
 * card text carries over only for effects some printed AI deck uses, so every effect on a
 * generated deck is one the automated rules already handle. Generated decks are validated
 * by the AI deck schema and registered by id, so game state (which stores the deck id)
 * stays plain data.
 */
import { createHash } from 'node:crypto';
import type { AiCard, AiChassisRow, AiCondition, AiCritOutcome, AiDeck, AiRow, CritFace, MovePreference } from '../content/ai-schema.js';
import { aiDeckSchema, CRIT_FACES } from '../content/ai-schema.js';
import type { ContentDb } from '../content/load-content.js';
import type { Ability, ChassisCard, Icon, PartCard } from '../content/types.js';

/** What a part action does for an AI row. */
type Role = 'weapon' | 'launcher' | 'ram' | 'mover' | 'turner' | 'evader';

/** A part action turned into AI icons. */
interface Candidate {
  part: PartCard;
  ability: Ability;
  icons: Icon[];
  role: Role;
  /** Expected weight for ordering (weapon dice × damage, move length...). */
  weight: number;
  /** The part also has an anti-missile action (its weapon rows get a threshold). */
  antiMissile: boolean;
  /** Move icon directions available (flanking needs a choice or a U-turn). */
  flexible: boolean;
}

const registry = new Map<string, AiDeck>();

/** A generated deck by id (undefined for ids never generated in this process). */
export function generatedDeck(id: string): AiDeck | undefined {
  return registry.get(id);
}

/** Id of the deck generated for a build: `gen-<chassis>-<hash of the parts>`. */
export function generatedDeckId(chassis: string, parts: readonly string[]): string {
  return `gen-${chassis}-${createHash('sha256').update(parts.join(',')).digest('hex').slice(0, 8)}`;
}

/** Effect ids some printed AI deck uses (so the automated rules handle them). */
function aiSafeEffects(content: ContentDb): Set<string> {
  const out = new Set<string>();
  for (const d of Object.values(content.aiDecks)) {
    for (const a of d.abilities) if (a.effect) out.add(a.effect);
    for (const c of d.cards) {
      for (const r of c.rows) if (r.effect) out.add(r.effect);
      for (const r of c.reactions ?? []) out.add(r.effect);
    }
  }
  return out;
}

/** The icons of an ability an AI card can print; rotations get an aim (`aim` before a move, face after). */
function aiIcons(icons: Icon[], aim: 'face' | 'side' | 'away'): Icon[] {
  const out: Icon[] = [];
  let moved = false;
  for (const i of icons) {
    if ('rotate' in i) out.push({ rotate: i.rotate, ai: moved ? 'face' : aim });
    else if ('u_turn' in i) out.push({ u_turn: true, ai: 'face' });
    else if ('move' in i) {
      out.push({ move: i.move, directions: [...i.directions] });
      moved = true;
    } else if ('evade' in i || 'attack' in i || 'ram' in i) out.push(i);
    else if ('launch' in i && (i.launch.missile !== 'torpedo' || i.launch.token)) out.push(i);
  }
  return out;
}

function roleOf(icons: Icon[]): Role | null {
  if (icons.some((i) => 'ram' in i)) return 'ram';
  if (icons.some((i) => 'attack' in i)) return 'weapon';
  if (icons.some((i) => 'launch' in i)) return 'launcher';
  if (icons.some((i) => 'move' in i)) return 'mover';
  if (icons.some((i) => 'rotate' in i || 'u_turn' in i)) return 'turner';
  if (icons.some((i) => 'evade' in i)) return 'evader';
  return null;
}

function weightOf(icons: Icon[]): number {
  let w = 0;
  for (const i of icons) {
    if ('attack' in i) w += i.attack.dice * i.attack.damage;
    else if ('launch' in i) w += i.launch.count;
    else if ('ram' in i) w += i.ram.dice * i.ram.damage;
    else if ('move' in i) w += i.move === 'L' ? 2 : 1;
    else if ('rotate' in i) w += i.rotate;
    else if ('evade' in i) w += i.evade;
  }
  return w;
}

/** The part actions of a build as AI row candidates. */
function candidates(parts: PartCard[]): Candidate[] {
  const out: Candidate[] = [];
  for (const part of parts) {
    const antiMissile = part.abilities.some((a) => a.icons?.some((i) => 'anti_missile' in i));
    for (const ability of part.abilities) {
      if (ability.kind !== 'action' || ability.repair) continue;
      const icons = aiIcons(ability.icons ?? [], 'face');
      const role = roleOf(icons);
      if (!role) continue;
      const flexible = icons.some((i) => ('move' in i && i.directions.length > 1) || 'u_turn' in i);
      out.push({ part, ability, icons, role, weight: weightOf(icons), antiMissile, flexible });
    }
  }
  return out;
}

/** A card's row for a candidate, under a condition, with its rotations aimed and its move preference. */
function row(c: Candidate, when: AiCondition, safe: Set<string>, aim: 'face' | 'side' | 'away' = 'face', moveOrder?: MovePreference[]): AiRow {
  const icons = aiIcons(c.ability.icons ?? [], aim);
  const r: AiRow = { when, icons, part: c.part.id };
  const hasMove = icons.some((i) => 'move' in i);
  if (moveOrder && hasMove) {
    r.moveOrder = moveOrder;
    r.text = moveText(moveOrder);
  }
  if (c.ability.effect && safe.has(c.ability.effect) && c.ability.text) {
    r.effect = c.ability.effect;
    if (c.ability.params) r.params = { ...c.ability.params };
    r.text = r.text ? `${r.text}. ${c.ability.text}` : c.ability.text;
  }
  return r;
}

const MOVE_WORDS: Record<MovePreference, string> = {
  terrain: 'into terrain if able', ram: 'into the target if able', 'avoid-collision': 'avoiding collisions if able', 'range-2': 'into Range 2 of target',
  'line-arc': 'with the target in the Line arc', toward: 'toward target', away: 'away from target', 'rear-arc': "toward target's rear arc", 'away-if-touching': 'toward target, away if touching',
};

function moveText(order: MovePreference[]): string {
  return `Move ${order.map((o) => MOVE_WORDS[o]).join(', or ')}`;
}

/** A role slot of a card theme: the role, its condition and how it moves. */
interface Slot {
  role: Role | 'closer' | 'flanker' | 'kiter';
  when: AiCondition | 'threshold';
  aim?: 'face' | 'side' | 'away';
  moveOrder?: MovePreference[];
}

/** The four card themes, rows in priority order (the printed decks' patterns). */
const THEMES: Array<{ chassis: [AiCondition | null, 'face' | 'side' | 'away']; threshold: number | null; slots: Slot[] }> = [
  {
    chassis: [{ range: [1, 1] }, 'away'], threshold: 3,
    slots: [
      { role: 'weapon', when: 'threshold' }, { role: 'launcher', when: 'crosshair' }, { role: 'turner', when: { arc: 'rear-270' } },
      { role: 'evader', when: 'always' }, { role: 'closer', when: { range: [3, 4], plus: true }, moveOrder: ['avoid-collision', 'toward'] },
      { role: 'ram', when: { range: [1, 1] }, moveOrder: ['ram', 'toward'] },
    ],
  },
  {
    chassis: [null, 'face'], threshold: 7,
    slots: [
      { role: 'closer', when: { range: [2, 4], plus: true }, moveOrder: ['avoid-collision', 'toward'] }, { role: 'weapon', when: 'threshold' },
      { role: 'ram', when: { range: [1, 2] }, moveOrder: ['ram', 'toward'] }, { role: 'launcher', when: 'crosshair' },
      { role: 'turner', when: { arc: 'side-90' } }, { role: 'evader', when: 'always' },
    ],
  },
  {
    chassis: [{ range: [1, 3] }, 'side'], threshold: 5,
    slots: [
      { role: 'flanker', when: { arc: 'rear-180' }, moveOrder: ['rear-arc'] }, { role: 'weapon', when: 'threshold' }, { role: 'evader', when: 'always' },
      { role: 'launcher', when: 'crosshair' }, { role: 'turner', when: { arc: 'rear-270' } },
      { role: 'closer', when: { range: [3, 4], plus: true }, moveOrder: ['toward'] },
    ],
  },
  {
    chassis: [{ range: [1, 2] }, 'away'], threshold: null,
    slots: [
      { role: 'weapon', when: 'threshold' }, { role: 'launcher', when: 'crosshair' },
      { role: 'kiter', when: { range: [1, 2] }, aim: 'away', moveOrder: ['terrain', 'away'] }, { role: 'evader', when: 'always' },
      { role: 'turner', when: { arc: 'rear-180' } },
    ],
  },
];

/** The candidates a slot can use, best first. */
function fits(slot: Slot, all: Candidate[]): Candidate[] {
  const pick = (f: (c: Candidate) => boolean): Candidate[] => all.filter(f).sort((a, b) => b.weight - a.weight);
  switch (slot.role) {
    case 'closer':
    case 'kiter':
      return pick((c) => c.role === 'mover');
    case 'flanker': {
      const flex = pick((c) => c.role === 'mover' && c.flexible);
      return flex.length ? flex : pick((c) => c.role === 'mover');
    }
    default:
      return pick((c) => c.role === slot.role);
  }
}

/** Chassis movement rows of a theme: the printed icons with the theme's aim under its condition, otherwise facing the target. */
function chassisRows(c: ChassisCard, cond: AiCondition | null, aim: 'face' | 'side' | 'away'): AiChassisRow[] {
  const twice = c.chassisAction.effect === 'repeat-chassis-movement';
  const face = aiIcons(c.chassisAction.movement, 'face');
  const closing = twice ? [...face, ...face] : face;
  if (!cond || !c.chassisAction.movement.some((i) => 'rotate' in i)) return [{ when: 'always', icons: closing }];
  return [{ when: cond, icons: aiIcons(c.chassisAction.movement, aim) }, { when: 'otherwise', icons: closing }];
}

/** Part actions per activation: the ship's power over its actions' mean cost, 2 to 4 (the printed decks' range). */
function actionCount(c: ChassisCard, all: Candidate[]): number {
  if (all.length === 0) return 1;
  const mean = all.reduce((a, x) => a + Math.max(1, x.ability.cost?.power ?? 1), 0) / all.length;
  return Math.max(2, Math.min(4, Math.round(c.power / mean) - 1));
}

/** A critical hit table: the chassis's printed deck's, else the nearest printed deck's (same faction, size and type first) with damage scaled by hull. */
function critTable(content: ContentDb, c: ChassisCard): Record<CritFace, AiCritOutcome[]> {
  const decks = Object.values(content.aiDecks);
  const own = content.aiDecks[c.id];
  if (own) return own.criticalHits;
  const rank = (d: AiDeck): number => (d.faction === c.faction ? 0 : 100) + (d.type === c.type ? 0 : 50) + Math.abs(d.size - c.size) * 10 + Math.abs(d.hull - c.hull);
  const ref = decks.slice().sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id))[0];
  const out = {} as Record<CritFace, AiCritOutcome[]>;
  for (const f of CRIT_FACES) {
    const list: AiCritOutcome[] = [];
    for (const o of ref?.criticalHits[f] ?? ['minus-action']) {
      if (typeof o === 'string') list.push(o);
      else {
        const n = Math.round((o.damage * c.hull) / ref!.hull);
        if (n >= 1) list.push({ damage: n });
      }
    }
    out[f] = list.length ? list : ['minus-action'];
  }
  return out;
}

/** The automated chassis card's abilities: chassis and part passives and reactions whose effects printed AI decks use (reaction costs dropped). */
function deckAbilities(c: ChassisCard, parts: PartCard[], safe: Set<string>): Ability[] {
  const out: Ability[] = [];
  for (const a of [...c.abilities, ...parts.flatMap((p) => p.abilities)]) {
    if ((a.kind !== 'passive' && a.kind !== 'reaction') || !a.effect || !safe.has(a.effect)) continue;
    const params = a.params ? Object.fromEntries(Object.entries(a.params).filter(([k]) => k !== 'costPerDie')) : undefined;
    // AI ships have no power cubes: a reaction's cost is dropped, as the printed automated cards do.
    const text = a.kind === 'reaction' && (a.cost || a.params?.costPerDie !== undefined) ? `${a.text ?? a.header} (automated: no cost)` : a.text;
    out.push({ kind: 'passive', header: a.kind === 'reaction' ? 'Reaction' : a.header, text, effect: a.effect, ...(params ? { params } : {}) });
  }
  return out;
}

/** Generates (and registers) the AI deck of a build: chassis id and part ids in crit-location order. */
export function generateAiDeck(content: ContentDb, chassisId: string, partIds: readonly string[]): AiDeck {
  const id = generatedDeckId(chassisId, partIds);
  const known = registry.get(id);
  if (known) return known;
  const c = content.chassis[chassisId];
  if (!c) throw new Error(`unknown chassis ${chassisId}`);
  const parts = partIds.map((p) => {
    const card = content.parts[`${c.faction}/${p}`];
    if (!card) throw new Error(`unknown ${c.faction} part ${p}`);
    return card;
  });
  const safe = aiSafeEffects(content);
  const all = candidates(parts);
  const n = actionCount(c, all);
  const cards: AiCard[] = THEMES.map((theme, k) => {
    const rows: AiRow[] = [];
    const used = new Set<string>();
    for (const slot of theme.slots) {
      // Every weapon and launcher gets a row (as on the printed cards); one part per other slot.
      const every = slot.role === 'weapon' || slot.role === 'launcher';
      for (const cand of fits(slot, all)) {
        if (used.has(cand.part.id)) continue;
        used.add(cand.part.id);
        const when: AiCondition = slot.when === 'threshold' ? (cand.antiMissile ? { antiMissile: theme.threshold } : 'crosshair') : slot.when;
        rows.push(row(cand, when, safe, slot.aim, slot.moveOrder));
        if (!every) break;
      }
    }
    // A build with no usable part action still moves: the chassis icons as an always row.
    if (rows.length === 0) rows.push({ when: 'always', icons: aiIcons(c.chassisAction.movement, 'face'), part: c.id });
    const actions = Math.min(rows.length, k % 2 === 0 ? n : Math.max(2, n - 1));
    return { number: k + 1, evasion: c.chassisAction.evasion, chassisMovement: chassisRows(c, theme.chassis[0], theme.chassis[1]), partActions: Math.max(1, actions), rows };
  });
  const deck = aiDeckSchema.parse({
    id, name: `${c.name} (generated deck)`, faction: c.faction, type: c.type, size: c.size, hull: c.hull, points: c.points,
    abilities: deckAbilities(c, parts, safe), criticalHits: critTable(content, c), cards,
    uncertain: [`generated from the build ${partIds.join(', ')} by ai/generated-deck.ts; not a printed deck`],
  }) as AiDeck;
  registry.set(id, deck);
  return deck;
}

/**
 * The deck an `ai-deck` pilot flies: the one the pilot names; the chassis's printed deck
 * for its preset build; otherwise a deck generated from the build (registered here).
 */
export function deckIdFor(content: ContentDb, build: { chassis: string; parts: readonly string[]; pilot: { type: string; deck?: string } }): string {
  if (build.pilot.deck) return build.pilot.deck;
  const card = content.chassis[build.chassis];
  if (card && content.aiDecks[build.chassis] && build.parts.join() === card.preset.join()) return build.chassis;
  return generateAiDeck(content, build.chassis, build.parts).id;
}
