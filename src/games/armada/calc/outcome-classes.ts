/**
 * Exact enumeration of an Armada attack roll for the calculator. Dice of one colour are
 * exchangeable, so a roll is a count vector per colour (how many dice show each distinct face),
 * with integer weight n!/(k1!…km!) · c1^k1 … cm^km (ci = faces of that kind on the die): the
 * weights of all vectors sum to 8^n, the number of face tuples. Each vector is reduced to the
 * summary the token policy needs, equal summaries are merged, and the colours are combined by
 * convolution. Integer weights keep the arithmetic exact while the total stays below 2^53
 * (up to 17 dice plus rerolls); beyond that it degrades to ordinary floating point.
 */
import type { DiceCounts, DieColour, DieFaceId } from '../content/types.js';
import {
  DIE_COLOURS,
  faceDamage,
  type DamageContext,
  type DiceTable,
  type DieFace,
} from '../rules/dice.js';

/** A face that carries damage or a crit icon: the only dice a defender ever cancels or rerolls. */
export interface DieKind {
  colour: DieColour;
  face: DieFaceId;
  damage: number;
  crit: number;
}

/** What a roll is reduced to, and the caps that keep the summary small. */
export interface ClassSpace {
  ctx: DamageContext;
  kinds: DieKind[];
  /** Accuracies beyond this many change nothing (the defender's token count, at least 1). */
  accCap: number;
  /** Crit icons counted up to this many (dice the defender can remove + 1). */
  critCap: number;
  /** Dice of each kind counted up to this many (dice the defender can cancel or reroll). */
  kindCap: number;
}

/** One class of rolls: its summary and weight (number of face tuples). */
export interface RollClass {
  damage: number;
  acc: number;
  crit: number;
  /** Dice showing each kind (indexes of ClassSpace.kinds), capped at kindCap. */
  kinds: number[];
  weight: number;
  /** Integer key of the summary without `acc` (equal keys: the defender's reply is the same). */
  replyKey: number;
}

/** The distinct faces of a colour with how many physical faces show each. */
function faceGroups(table: DiceTable, colour: DieColour): Array<{ face: DieFace; count: number }> {
  const groups = new Map<DieFaceId, { face: DieFace; count: number }>();
  for (const face of table[colour]) {
    const g = groups.get(face.id);
    if (g) g.count++;
    else groups.set(face.id, { face, count: 1 });
  }
  return [...groups.values()];
}

/** The damage-or-crit kinds of the pool's colours, in colour then face order. */
export function dieKinds(pool: DiceCounts, table: DiceTable, ctx: DamageContext): DieKind[] {
  return DIE_COLOURS.filter((c) => pool[c] > 0).flatMap((colour) =>
    faceGroups(table, colour)
      .filter(({ face }) => faceDamage(face, ctx) > 0 || face.crit > 0)
      .map(({ face }) => ({
        colour,
        face: face.id,
        damage: faceDamage(face, ctx),
        crit: face.crit,
      })),
  );
}

/** Packs a summary into one integer key (the caps bound every field). */
function encoder(space: ClassSpace) {
  const kindBase = space.kindCap + 1;
  const kindSpan = kindBase ** space.kinds.length;
  const encode = (damage: number, acc: number, crit: number, kinds: readonly number[]): number => {
    let k = 0;
    for (let i = kinds.length - 1; i >= 0; i--) k = k * kindBase + kinds[i]!;
    return ((damage * (space.accCap + 1) + acc) * (space.critCap + 1) + crit) * kindSpan + k;
  };
  return encode;
}

/** Merges `cls` into `into` by summary. */
function add(into: Map<number, RollClass>, key: number, cls: RollClass): void {
  const e = into.get(key);
  if (e) e.weight += cls.weight;
  else into.set(key, cls);
}

/** Binomial coefficient (exact for dice-pool sizes). */
function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/** Classes of `n` dice of one colour (multinomial over its distinct faces). */
function colourClasses(
  n: number,
  colour: DieColour,
  table: DiceTable,
  space: ClassSpace,
): RollClass[] {
  const groups = faceGroups(table, colour);
  const kindIndex = groups.map(({ face }) =>
    space.kinds.findIndex((k) => k.colour === colour && k.face === face.id),
  );
  const out = new Map<number, RollClass>();
  const encode = encoder(space);
  const counts = new Array<number>(groups.length).fill(0);
  const visit = (g: number, remaining: number, weight: number): void => {
    if (g === groups.length - 1) {
      counts[g] = remaining;
      const w = weight * groups[g]!.count ** remaining;
      let damage = 0;
      let acc = 0;
      let crit = 0;
      const kinds = new Array<number>(space.kinds.length).fill(0);
      counts.forEach((k, i) => {
        const { face } = groups[i]!;
        damage += k * faceDamage(face, space.ctx);
        acc += k * face.accuracy;
        crit += k * face.crit;
        if (kindIndex[i]! >= 0) kinds[kindIndex[i]!] = Math.min(space.kindCap, k);
      });
      acc = Math.min(acc, space.accCap);
      crit = Math.min(crit, space.critCap);
      add(out, encode(damage, acc, crit, kinds), {
        damage,
        acc,
        crit,
        kinds,
        weight: w,
        replyKey: encode(damage, 0, crit, kinds),
      });
      return;
    }
    for (let k = 0; k <= remaining; k++) {
      counts[g] = k;
      visit(g + 1, remaining - k, weight * binomial(remaining, k) * groups[g]!.count ** k);
    }
  };
  visit(0, n, 1);
  return [...out.values()];
}

/** Convolution of two independent sets of classes (different colours). */
function combine(a: readonly RollClass[], b: readonly RollClass[], space: ClassSpace): RollClass[] {
  const out = new Map<number, RollClass>();
  const encode = encoder(space);
  for (const x of a) {
    for (const y of b) {
      const damage = x.damage + y.damage;
      const acc = Math.min(space.accCap, x.acc + y.acc);
      const crit = Math.min(space.critCap, x.crit + y.crit);
      const kinds = x.kinds.map((k, i) => Math.min(space.kindCap, k + y.kinds[i]!));
      add(out, encode(damage, acc, crit, kinds), {
        damage,
        acc,
        crit,
        kinds,
        weight: x.weight * y.weight,
        replyKey: encode(damage, 0, crit, kinds),
      });
    }
  }
  return [...out.values()];
}

/** Every class of rolls of `pool`; the weights sum to 8^dice (with 8-faced dice). */
export function rollClasses(pool: DiceCounts, table: DiceTable, space: ClassSpace): RollClass[] {
  let classes: RollClass[] = [
    {
      damage: 0,
      acc: 0,
      crit: 0,
      kinds: new Array<number>(space.kinds.length).fill(0),
      weight: 1,
      replyKey: 0,
    },
  ];
  for (const colour of DIE_COLOURS) {
    if (pool[colour] > 0)
      classes = combine(classes, colourClasses(pool[colour], colour, table, space), space);
  }
  return classes;
}

/** How a rerolled die of each colour can land: (damage, crit icons) with face counts. */
export function rerollOutcomes(
  table: DiceTable,
  ctx: DamageContext,
): Record<DieColour, Array<{ damage: number; crit: number; count: number }>> {
  const of = (colour: DieColour) => {
    const m = new Map<string, { damage: number; crit: number; count: number }>();
    for (const face of table[colour]) {
      const damage = faceDamage(face, ctx);
      const key = `${damage}/${face.crit}`;
      const e = m.get(key);
      if (e) e.count++;
      else m.set(key, { damage, crit: face.crit, count: 1 });
    }
    return [...m.values()];
  };
  return { red: of('red'), blue: of('blue'), black: of('black') };
}
