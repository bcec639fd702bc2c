/**
 * Card boxes in words, for `sortie show` and `sortie list`: costs, icons (rulebook
 * "Part Ability Anatomy", the card reference's icon vocabulary) and whole ability
 * boxes, e.g. "MOVE (1 power): rotate up to 45°, move L front".
 */
import { EFFECT_IDS, isEffectId } from '../content/effect-ids.js';
import type { Ability, ArcId, AttackIcon, Cost, Icon, MissileProfile } from '../content/types.js';

const ARC_TEXT: Record<ArcId, string> = {
  line: 'line arc',
  'front-45': 'front 45° arc',
  'front-90': 'front 90° arc',
  'front-180': 'front 180° arc',
  'front-270': 'front 270° arc',
  '360': '360° arc',
  'rear-90': 'rear 90° arc',
  'rear-180': 'rear 180° arc',
  'rear-270': 'rear 270° arc',
  'side-90': 'side 90° arcs (left and right)',
  'left-90': 'left 90° arc',
  'right-90': 'right 90° arc',
};

const AI_ROTATE: Record<string, string> = {
  face: 'towards the target',
  side: 'to put the target at its side',
  away: 'away from the target',
};

/** "front 90° arc". */
export function arcText(arc: ArcId): string {
  return ARC_TEXT[arc] ?? arc;
}

/** "range 1" or "range 1–3". */
export function rangeText(range: [number, number]): string {
  return range[0] === range[1] ? `range ${range[0]}` : `range ${range[0]}–${range[1]}`;
}

const dice = (n: number): string => `${n} ${n === 1 ? 'die' : 'dice'}`;
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** An action cost in words: "2 power, 1 heat", "free", "? power" (the card text decides how much). */
export function costText(cost: Cost | undefined): string {
  if (!cost) return 'free';
  const parts: string[] = [];
  if (cost.variable) parts.push('? power');
  if (cost.power) parts.push(`${cost.power} power`);
  if (cost.heat) parts.push(`${cost.heat} heat`);
  return parts.length ? parts.join(', ') : 'free';
}

function attackText(a: AttackIcon): string {
  const acc = a.accuracy === 'X' ? 'accuracy X = range to target' : `accuracy ${a.accuracy}+`;
  const fx = a.effects?.length ? `; ${a.effects.join('; ')}` : '';
  return `attack (${arcText(a.arc)}, ${rangeText(a.range)}): ${dice(a.dice)}, ${acc}, ${a.damage} damage per hit${fx}`;
}

/** A missile token's profile in words (torpedo tokens printed on their part). */
export function missileProfileText(m: MissileProfile): string {
  const dmg = m.damage === null ? 'damage set by the token text' : `${m.damage} damage per hit`;
  const fx = m.effects?.length ? `; ${m.effects.join('; ')}` : '';
  return `${m.name}: quality ${m.quality}, ${dice(m.dice)}, accuracy ${m.accuracy}+, ${dmg}${fx}`;
}

/** One icon in words. */
export function iconText(icon: Icon): string {
  if ('rotate' in icon)
    return `rotate up to ${icon.rotate * 45}°${icon.ai ? ` ${AI_ROTATE[icon.ai] ?? icon.ai}` : ''}`;
  if ('u_turn' in icon) return `U-turn (0° or 180°)${icon.ai ? ' towards the target' : ''}`;
  if ('move' in icon) return `move ${icon.move} ${icon.directions.join('/')}`;
  if ('evade' in icon) return `${signed(icon.evade)} evasion`;
  if ('vent' in icon) {
    const v = icon.vent;
    const bits = [
      v.power ? `${v.power} power` : '',
      v.heat ? `${v.heat} heat` : '',
      v.any ? `${v.any} power or heat` : '',
    ].filter(Boolean);
    return `vent ${bits.join(' and ')}`;
  }
  if ('attack' in icon) return attackText(icon.attack);
  if ('ram' in icon)
    return `ram: ${dice(icon.ram.dice)}, accuracy ${icon.ram.accuracy}+, ${icon.ram.damage} damage per hit`;
  if ('anti_missile' in icon)
    return `anti-missile roll${icon.anti_missile.modifier ? ` (missile quality ${signed(icon.anti_missile.modifier)})` : ''}`;
  if ('launch' in icon) {
    const l = icon.launch;
    const what =
      l.missile === 'torpedo'
        ? `${l.count} torpedo${l.count === 1 ? '' : 'es'}`
        : `${l.count} ${l.missile} missile${l.count === 1 ? '' : 's'}`;
    const token = l.token ? ` [${missileProfileText(l.token)}]` : '';
    return `launch ${what} (${arcText(l.arc)}, ${rangeText(l.range)})${token}`;
  }
  if ('target' in icon)
    return `target (${arcText(icon.target.arc)}, ${rangeText(icon.target.range)}): target's evasion ${signed(icon.target.evasion)}`;
  if ('hack' in icon)
    return `hack x${icon.hack.count} (${arcText(icon.hack.arc)}, ${rangeText(icon.hack.range)})`;
  return JSON.stringify(icon);
}

/** A sequence of icons, left to right: "rotate up to 45°, move L front". */
export function iconsText(icons: Icon[] | undefined): string {
  return (icons ?? []).map(iconText).join(', ');
}

/** "{max: 2, costPerDie: 1}" for an effect's parameters ('' when none). */
export function paramsText(params: Record<string, unknown> | undefined): string {
  if (!params || Object.keys(params).length === 0) return '';
  return `{${Object.entries(params)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(', ')}}`;
}

/** The behaviour an effect id stands for (effect-ids.ts), with its parameters filled in. */
export function effectText(id: string, params: Record<string, unknown> | undefined): string {
  if (!isEffectId(id)) return `(unknown effect ${id})`;
  const has = (name: string): boolean => !!params && Object.hasOwn(params, name);
  return EFFECT_IDS[id]
    .replace(/\{(\w+)\}/g, (whole, name: string) =>
      has(name) ? JSON.stringify(params![name]) : whole,
    )
    .replace(/\{(\w+): [^}]*\}/g, (whole, name: string) =>
      has(name) ? `${name} ${JSON.stringify(params![name])}` : whole,
    );
}

/**
 * One ability box as lines: the header line ("MOVE (1 power): rotate up to 45°") then,
 * indented, the printed text, the effect it runs and any timing choice.
 */
export function abilityLines(a: Ability, opts: { timing?: boolean } = {}): string[] {
  const showsCost =
    a.kind === 'action' || a.kind === 'reaction' || a.kind === 'mount' || a.cost !== undefined;
  const head = `${a.header}${showsCost ? ` (${costText(a.cost)})` : ''}`;
  const icons = iconsText(a.icons);
  const lines = [icons ? `${head}: ${icons}` : a.text ? `${head}: ${a.text}` : head];
  if (icons && a.text) lines.push(`  text: ${a.text}`);
  if (a.effect)
    lines.push(
      `  effect ${a.effect}${paramsText(a.params) ? ` ${paramsText(a.params)}` : ''}: ${effectText(a.effect, a.params)}`,
    );
  if (opts.timing && a.timing) lines.push(`  timing: ${a.timing}`);
  return lines;
}
