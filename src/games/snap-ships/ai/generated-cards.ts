/**
 * The four cards of a generated AI deck, laid out as the printed ones are (rulebook "AI Card
 * Anatomy"; the 16 printed decks): a row per part that has an action an AI card can print, at
 * most five rows a card (the parts beyond five sit out a card in turn, evasion and side-steps
 * first, weapons last, as on the Wasp and Falx cards; one that would sit out every card shows
 * on the last as an extra row), a part with several actions showing a
 * different one from card to card, in the priority order of the card's theme — strike, close
 * in, flank, break away — each under a condition that fits what it does and the build's
 * weapons' arcs and ranges:
 * - a weapon fires on a crosshair or, when its part can shoot missiles down, on an
 *   anti-missile threshold; a launcher on a crosshair;
 * - a move closes in while the target is beyond the main weapon's reach, side-steps inside
 *   it, swings round (U-turn) when the target is behind; a ram when the target is at Range 1;
 * - a rotation turns toward a target off the narrowest main weapon's arc;
 * - evasion takes the actions left.
 * The chassis movement of two cards breaks away when the target is closer than the main
 * weapon's minimum range (or than the range a stealthy ship cannot be targeted from), and
 * otherwise faces it, at full speed (boosters, a repeated move) when the target is beyond
 * reach. Part actions per card follow what a player ship can sustain: its vent over the mean
 * cost of its actions (power, and heat at half), plus a reserve.
 */
import type { AiCard, AiCondition, AiRow, MovePreference } from '../content/ai-schema.js';
import type { ArcId } from '../content/types.js';
import type { AiKit } from './generated-kit.js';
import {
  candidatesByPart,
  chassisIcons,
  chassisRows,
  rotateAfterInRows,
  row,
  type Candidate,
  type Role,
} from './generated-rows.js';

/** A condition fitted to the build: turn for the main weapon's arc; the target beyond or inside the main weapon's reach. */
type Fitted = 'threshold' | 'turn' | 'reach' | 'inside';

/** How a role plays on a card: its condition, move preference and the aim of its first rotation. */
interface Play {
  when: AiCondition | Fitted;
  moveOrder?: MovePreference[];
  aim?: 'face' | 'side' | 'away';
}

/** A card theme: whether its chassis movement breaks away, its anti-missile threshold, and the roles in priority order. */
interface Theme {
  breakAway: boolean;
  threshold: number | null;
  roles: Array<[Role, Play]>;
}

/** The most rows a card prints (the printed cards print 3 to 5). */
export const MAX_ROWS = 5;

const RAM: Play = { when: { range: [1, 1] }, moveOrder: ['ram', 'toward'] };

/** The four themes (the printed decks' patterns). */
export const THEMES: Theme[] = [
  {
    breakAway: true,
    threshold: 3,
    roles: [
      ['weapon', { when: 'threshold' }],
      ['launcher', { when: 'crosshair' }],
      ['turner', { when: 'turn' }],
      ['ram', RAM],
      ['advance', { when: 'reach', moveOrder: ['avoid-collision', 'toward'] }],
      ['reverse', { when: { arc: 'rear-180' }, moveOrder: ['rear-arc'] }],
      ['sidestep', { when: 'inside', moveOrder: ['terrain', 'toward'] }],
      ['evader', { when: 'always' }],
    ],
  },
  {
    breakAway: false,
    threshold: 7,
    roles: [
      ['advance', { when: 'reach', moveOrder: ['avoid-collision', 'toward'] }],
      ['weapon', { when: 'threshold' }],
      ['ram', RAM],
      ['launcher', { when: 'crosshair' }],
      ['turner', { when: 'turn' }],
      ['sidestep', { when: 'inside', moveOrder: ['terrain', 'toward'] }],
      ['reverse', { when: { arc: 'rear-180' }, moveOrder: ['terrain', 'toward'] }],
      ['evader', { when: 'always' }],
    ],
  },
  {
    breakAway: false,
    threshold: 5,
    roles: [
      ['reverse', { when: { arc: 'rear-180' }, moveOrder: ['rear-arc'] }],
      ['weapon', { when: 'threshold' }],
      ['launcher', { when: 'crosshair' }],
      ['turner', { when: 'turn' }],
      ['ram', RAM],
      ['advance', { when: 'reach', moveOrder: ['toward'] }],
      ['evader', { when: 'always' }],
      ['sidestep', { when: 'always', moveOrder: ['terrain', 'away'] }],
    ],
  },
  {
    breakAway: true,
    threshold: null,
    roles: [
      ['weapon', { when: 'threshold' }],
      ['launcher', { when: 'crosshair' }],
      ['turner', { when: 'turn' }],
      ['reverse', { when: { arc: 'rear-180' }, moveOrder: ['terrain', 'away'] }],
      ['sidestep', { when: 'inside', moveOrder: ['terrain', 'away'] }],
      ['ram', RAM],
      ['advance', { when: 'always' }],
      ['evader', { when: 'always' }],
    ],
  },
];

/** What the build's weapons reach: the arc to turn for, the main weapon's range. */
export interface WeaponReach {
  arc: ArcId | null;
  min: number;
  max: number;
}

/** Arc widths in degrees (the line arc counts as the narrowest). */
const ARC_WIDTH: Record<ArcId, number> = {
  line: 0,
  'front-45': 45,
  'front-90': 90,
  'front-180': 180,
  'front-270': 270,
  '360': 360,
  'rear-90': 90,
  'rear-180': 180,
  'rear-270': 270,
  'side-90': 180,
  'left-90': 90,
  'right-90': 90,
};

/**
 * The reach of a build's weapons (attacks, launches and rams, which count as Range 1): the
 * range of the main one (the most expected damage), and the arc to turn for, the narrowest of
 * the weapons worth at least half the main one.
 */
export function weaponReach(byPart: Candidate[][]): WeaponReach {
  const weapons = byPart
    .flat()
    .filter((c) => c.role === 'weapon' || c.role === 'launcher' || c.role === 'ram');
  if (!weapons.length) return { arc: null, min: 1, max: 1 };
  const spans = weapons.map((c) => {
    for (const i of c.icons) {
      if ('attack' in i) return { arc: i.attack.arc, range: i.attack.range, w: c.weight };
      if ('launch' in i) return { arc: i.launch.arc, range: i.launch.range, w: c.weight };
    }
    return { arc: 'front-90' as ArcId, range: [1, 1] as [number, number], w: c.weight };
  });
  const main = spans.slice().sort((a, b) => b.w - a.w)[0]!;
  const arc = spans
    .filter((s) => s.w >= main.w / 2)
    .sort((a, b) => ARC_WIDTH[a.arc] - ARC_WIDTH[b.arc])[0]!.arc;
  return { arc, min: main.range[0], max: main.range[1] };
}

/** A fitted condition for this build. */
function fitted(when: Exclude<Fitted, 'threshold'>, reach: WeaponReach): AiCondition {
  if (when === 'turn') {
    if (reach.arc === 'front-180') return { arc: 'rear-180' };
    // A 45° weapon: face the target whenever it is in reach (the printed Lance cards); a line or
    // 90° weapon: turn while the target is off the front 90° (the printed Locust, Sabre cards).
    if (reach.arc === 'front-45') return { range: [1, reach.max] };
    return { arc: 'rear-270' };
  }
  if (when === 'reach')
    return reach.max >= 4
      ? { range: [4, 4], plus: true }
      : { range: [reach.max + 1, 4], plus: true };
  return { range: [1, Math.max(1, reach.max - 1)] };
}

/**
 * Actions on top of the sustained rate: the opening reserve of power above the vent rate,
 * fitted so that the generated decks of the 16 presets average about the printed decks'
 * count (3.05 against 3.19 part actions per card).
 */
const RESERVE = 0.7;

/**
 * Part actions per card: what a player ship sustains per round, its vent over the mean cost
 * of its actions (power, heat at half: both come off in the vent step), plus the reserve,
 * 2 to 4; the odd actions go to the strike and flank cards.
 */
export function partActionCounts(kit: AiKit, byPart: Candidate[][], rows: number[]): number[] {
  const all = byPart.flat();
  const cost = all.length ? all.reduce((a, c) => a + c.cost + c.heat / 2, 0) / all.length : 1;
  const mean = Math.max(2, Math.min(4, kit.chassis.chassisAction.vent / cost + RESERVE));
  const total = Math.round(4 * mean);
  const base = Math.floor(total / 4);
  const extra = total - 4 * base;
  const order = [0, 2, 1, 3];
  return rows.map((n, k) => Math.max(1, Math.min(n, base + (order.indexOf(k) < extra ? 1 : 0))));
}

/** The candidate a part shows on card `k`: its actions in turn, best first. */
function pick(list: Candidate[], k: number): Candidate {
  const sorted = list.slice().sort((a, b) => b.weight - a.weight);
  return sorted[k % sorted.length]!;
}

/** Which parts sit out a card first when it has more than MAX_ROWS: evasion, then side-steps, turns... weapons last. */
const SIT_OUT: Role[] = [
  'evader',
  'sidestep',
  'reverse',
  'turner',
  'ram',
  'advance',
  'launcher',
  'weapon',
];

/** Compares two keys element by element. */
function lexCompare(a: readonly number[], b: readonly number[]): number {
  for (let j = 0; j < a.length; j++) if (a[j] !== b[j]) return a[j]! - b[j]!;
  return 0;
}

/**
 * The parts shown on each card: all when there are at most MAX_ROWS, else weapons sit out
 * only when nothing else can (as on the printed Wasp and Falx cards), then the moves and
 * turns that bring them to bear; among the others (evasion, side-steps, rams) the one that
 * sat out least so far, by SIT_OUT; a part that sat out every card before shows on the last
 * one as an extra row (so every part's card reaches the deck).
 */
function shownByCard(byPart: Candidate[][]): Candidate[][][] {
  const n = byPart.length;
  if (n <= MAX_ROWS) return THEMES.map(() => byPart);
  const sat = byPart.map(() => 0);
  return THEMES.map((_, k) => {
    const last = k === THEMES.length - 1;
    const order = byPart
      .map((list, i) => {
        const role = pick(list, k).role;
        // Weapons sit out last, then the moves and turns that bring them to bear; evasion, side-steps and rams take turns.
        const weapon = role === 'weapon' || role === 'launcher';
        let keep = weapon
          ? 2
          : role === 'advance' || role === 'reverse' || role === 'turner'
            ? 1
            : 0;
        // A part that sat out every card so far shows on the last one, as an extra row.
        if (last && sat[i] === k) keep = 3;
        return { i, key: [keep, sat[i]!, SIT_OUT.indexOf(role), (i - k + 4 * n) % n] };
      })
      .sort((a, b) => lexCompare(a.key, b.key));
    const extra = last ? byPart.filter((_, i) => sat[i] === k).length : 0;
    const skip = new Set(order.slice(0, Math.max(0, n - MAX_ROWS - extra)).map((x) => x.i));
    for (const i of skip) sat[i]!++;
    return byPart.filter((_, i) => !skip.has(i));
  });
}

/** The rows of card `k` in the theme's priority order. */
function cardRows(theme: Theme, shown: Candidate[][], reach: WeaponReach, k: number): AiRow[] {
  const chosen = shown.map((list) => pick(list, k));
  const rows: AiRow[] = [];
  for (const [role, play] of theme.roles) {
    for (const c of chosen.filter((x) => x.role === role).sort((a, b) => b.weight - a.weight)) {
      const am = c.antiMissile;
      let when: AiCondition;
      if (play.when === 'threshold')
        when = am
          ? { antiMissile: theme.threshold, ...(am.modifier ? { modifier: am.modifier } : {}) }
          : 'crosshair';
      else if (play.when === 'turn' || play.when === 'reach' || play.when === 'inside')
        when = fitted(play.when, reach);
      else when = play.when as AiCondition;
      rows.push(row(c, when, play.moveOrder, play.aim));
    }
  }
  return rows;
}

/** The range an enemy cannot target this ship from (Locust stealth), when its main weapon reaches it: the ship keeps that far. */
function hidingRange(kit: AiKit, reach: WeaponReach): number {
  const stealth = kit.abilities.find((a) => a.effect === 'untargetable-at-range-3-plus');
  const r = stealth ? ((stealth.params?.minRange as number) ?? 3) : 0;
  return r >= 2 && reach.max >= r ? r : 0;
}

/** The four cards of a kit. */
export function generatedCards(kit: AiKit): AiCard[] {
  const byPart = candidatesByPart(kit);
  const reach = weaponReach(byPart);
  const shown = shownByCard(byPart);
  const rowsOf = THEMES.map((t, k) => {
    const rows = cardRows(t, shown[k]!, reach, k);
    // A build with no usable part action still moves: the chassis icons as an always row.
    return rows.length
      ? rows
      : [
          {
            when: 'always' as const,
            icons: chassisIcons(kit, 'face', { far: true }),
            part: kit.chassis.id,
          },
        ];
  });
  const counts = partActionCounts(
    kit,
    byPart,
    rowsOf.map((r) => r.length),
  );
  const keep = Math.max(hidingRange(kit, reach), reach.min);
  const breakAway: AiCondition | null = keep >= 2 ? { range: [1, keep - 1] } : null;
  const farAway = fitted('reach', reach);
  return THEMES.map((t, k) => {
    // The once-per-activation rotation after a move: in the chassis movement of cards 3 and 4,
    // on a part row of cards 1 and 2 (as the printed Scarab and XR-01 cards).
    const rot = k >= 2;
    if (!rot) rotateAfterInRows(kit, rowsOf[k]!);
    const chassis =
      t.breakAway && breakAway
        ? chassisRows(kit, breakAway, 'away', { rotateAfter: rot }, { rotateAfter: rot })
        : chassisRows(kit, farAway, 'face', { far: true, rotateAfter: rot }, { rotateAfter: rot });
    const card: AiCard = {
      number: k + 1,
      evasion: kit.chassis.chassisAction.evasion,
      chassisMovement: chassis,
      partActions: counts[k]!,
      rows: rowsOf[k]!,
    };
    // Reaction boxes on the close-in card (the printed Sabre, Locust and Wasp cards carry theirs on card 2).
    if (k === 1 && kit.reactions.length)
      card.reactions = kit.reactions.map((r) => ({ afterRow: 1, ...r }));
    return card;
  });
}
