/**
 * The calculator's defense-token policy: one attack in isolation, resolved as an exact 2-ply
 * expectimax on each class of rolls. Tokens have no future value here (spending one costs
 * nothing later), so:
 *
 * - Attacker (step 3, T7): spends accuracies to lock the set of token types that maximises the
 *   expected damage to the defending hull zone given the defender's best reply (ties: higher
 *   P(crit), then more locks: an accuracy has no other use, so it locks whenever it can, as
 *   DESIGN.md's `--tokens brace` says). A type the defender holds twice needs two accuracies.
 * - Defender (step 4, T6): spends every unlocked type, one of each:
 *   scatter cancels all dice (T5); evade (T3) cancels (long range; extreme range: 2 dice) or
 *   rerolls (close, medium, distance 1–2) the die or dice that minimise the expected final
 *   damage (ties: lower P(crit)), or none when no choice helps; against a larger ship it may
 *   take one more die (then discards the token, which costs nothing here); brace halves the
 *   total rounding up (T4); redirect then moves up to `redirectShields` points to the adjacent
 *   zone's shields (T2: after the total, so after brace).
 *
 * The damage reported is what the defending hull zone (its shields, then damage cards) suffers.
 */
import type { DefenseTokenType, DieColour } from '../content/types.js';
import type { ClassSpace, RollClass } from './outcome-classes.js';

/** The defender's tokens and how its evade works at this range. */
export interface DefenseSetup {
  /** Copies of each token type the defender can spend (readied or exhausted). */
  tokens: Partial<Record<DefenseTokenType, number>>;
  /** Evade effect at this range: cancel or reroll, on up to `dice` dice. */
  evade?: { mode: 'cancel' | 'reroll'; dice: number };
  /** Shields left on the adjacent hull zone a redirect moves damage to. */
  redirectShields: number;
}

/** One end state of an attack, with its weight (face tuples × reroll faces). */
export interface ResolvedOutcome {
  damage: number;
  crit: boolean;
  weight: number;
}

/** Reroll landing table per colour: (damage, crit icons) with face counts. */
export type RerollTable = Record<DieColour, Array<{ damage: number; crit: number; count: number }>>;

const TYPE_ORDER: readonly DefenseTokenType[] = ['scatter', 'evade', 'brace', 'redirect'];

interface Reply {
  outcomes: ResolvedOutcome[];
  expected: number;
  critWeight: number;
}

/**
 * Multisets of `size` kind indexes drawable from the capped counts, leaving out choices where a
 * chosen die could be swapped for an unchosen die that dominates it (`dominators[i]`): the swap
 * gives pointwise no more damage and no more crits, so it never changes the optimum.
 */
function kindChoices(
  kinds: readonly number[],
  size: number,
  dominators: readonly number[][],
): number[][] {
  const out: number[][] = [];
  const pick = (from: number, left: number, chosen: number[]): void => {
    if (left === 0) {
      const used = (j: number) => chosen.filter((c) => c === j).length;
      if (!chosen.some((i) => dominators[i]!.some((j) => kinds[j]! > used(j)))) out.push(chosen);
      return;
    }
    for (let i = from; i < kinds.length; i++) {
      if (kinds[i]! > chosen.filter((c) => c === i).length) pick(i, left - 1, [...chosen, i]);
    }
  };
  pick(0, size, []);
  return out;
}

/**
 * The policy for one defender: `resolve` maps a class of rolls to its end states, whose
 * weights sum to the class weight × `scale` (8^dice the evade may reroll, 1 without rerolls).
 */
export function tokenPolicy(space: ClassSpace, setup: DefenseSetup, rerolls: RerollTable) {
  const present = TYPE_ORDER.filter((t) => (setup.tokens[t] ?? 0) > 0);
  const evade = setup.evade;
  const rerollDice = evade?.mode === 'reroll' && present.includes('evade') ? evade.dice : 0;
  const scale = 8 ** rerollDice;
  const memo = new Map<number, Reply>();
  // Kind j dominates kind i when removing j leaves no more damage and no more crits; for a reroll
  // both must be of one colour (the die lands by its colour's table).
  const dominators = space.kinds.map((a, i) =>
    space.kinds.flatMap((b, j) => {
      const sameLanding = evade?.mode === 'cancel' || a.colour === b.colour;
      const dominates =
        b.damage >= a.damage && b.crit >= a.crit && (b.damage > a.damage || b.crit > a.crit);
      return j !== i && sameLanding && dominates ? [j] : [];
    }),
  );
  const choiceCache = new Map<string, number[][]>();
  const choicesFor = (kinds: readonly number[], size: number): number[][] => {
    const key = `${size}:${kinds.join(',')}`;
    let list = choiceCache.get(key);
    if (!list) choiceCache.set(key, (list = kindChoices(kinds, size, dominators)));
    return list;
  };
  // Lock choices: each subset of the held types (bit i = present[i] locked), its cost and what stays spendable.
  const locks = Array.from({ length: 1 << present.length }, (_, mask) => {
    const locked = present.filter((_, i) => mask & (1 << i));
    return {
      mask,
      locked,
      cost: locked.reduce((a, t) => a + (setup.tokens[t] ?? 0), 0),
      available: new Set(present.filter((t) => !locked.includes(t))),
    };
  });

  // Landing tables of one or two rerolled dice, by colour (pairs convolved once).
  type Landing = Array<{ damage: number; crit: number; count: number }>;
  const landings = new Map<string, Landing>();
  const landingOf = (choice: readonly number[]): Landing => {
    const colours = choice.map((i) => space.kinds[i]!.colour);
    const key = colours.join('+');
    let table = landings.get(key);
    if (!table) {
      const merged = new Map<string, { damage: number; crit: number; count: number }>();
      let states: Landing = [{ damage: 0, crit: 0, count: 1 }];
      for (const c of colours) {
        states = states.flatMap((s) =>
          rerolls[c].map((o) => ({
            damage: s.damage + o.damage,
            crit: s.crit + o.crit,
            count: s.count * o.count,
          })),
        );
      }
      for (const s of states) {
        const k = `${s.damage}/${s.crit}`;
        const e = merged.get(k);
        if (e) e.count += s.count;
        else merged.set(k, { ...s });
      }
      table = [...merged.values()];
      landings.set(key, table);
    }
    return table;
  };

  const reply = (cls: RollClass, available: ReadonlySet<DefenseTokenType>, mask: number): Reply => {
    const key = cls.replyKey * locks.length + mask;
    const hit = memo.get(key);
    if (hit) return hit;
    const brace = available.has('brace');
    const shift = available.has('redirect') ? setup.redirectShields : 0;
    const final = (d: number): number => Math.max(0, (brace ? Math.ceil(d / 2) : d) - shift);
    /** End states after removing the chosen dice and (for a reroll) rolling them again. */
    const outcomesOf = (choice: readonly number[]): ResolvedOutcome[] => {
      const damage = cls.damage - choice.reduce((a, i) => a + space.kinds[i]!.damage, 0);
      const crit = cls.crit - choice.reduce((a, i) => a + space.kinds[i]!.crit, 0);
      if (evade?.mode !== 'reroll' || choice.length === 0)
        return [{ damage: final(damage), crit: crit > 0, weight: scale }];
      const unit = 8 ** (rerollDice - choice.length);
      return landingOf(choice).map((o) => ({
        damage: final(damage + o.damage),
        crit: crit + o.crit > 0,
        weight: unit * o.count,
      }));
    };
    /** Expected-damage and crit weights of a choice, without building its outcome list. */
    const score = (choice: readonly number[]): [number, number] => {
      const damage = cls.damage - choice.reduce((a, i) => a + space.kinds[i]!.damage, 0);
      const crit = cls.crit - choice.reduce((a, i) => a + space.kinds[i]!.crit, 0);
      if (evade?.mode !== 'reroll' || choice.length === 0)
        return [scale * final(damage), crit > 0 ? scale : 0];
      const unit = 8 ** (rerollDice - choice.length);
      let expected = 0;
      let critWeight = 0;
      for (const o of landingOf(choice)) {
        expected += unit * o.count * final(damage + o.damage);
        if (crit + o.crit > 0) critWeight += unit * o.count;
      }
      return [expected, critWeight];
    };
    let best: Reply;
    if (available.has('scatter')) {
      best = { outcomes: [{ damage: 0, crit: false, weight: scale }], expected: 0, critWeight: 0 };
    } else {
      let bestChoice: readonly number[] = [];
      let [expected, critWeight] = score(bestChoice);
      if (evade && available.has('evade')) {
        const total = cls.kinds.reduce((a, k) => a + k, 0);
        const most = Math.min(evade.dice, total);
        // Cancelling more dice never raises the damage: a cancel takes as many as it may.
        for (let size = evade.mode === 'cancel' ? most : 1; size <= most; size++) {
          for (const choice of choicesFor(cls.kinds, size)) {
            const [e, c] = score(choice);
            if (e < expected || (e === expected && c < critWeight))
              [bestChoice, expected, critWeight] = [choice, e, c];
          }
        }
      }
      best = { outcomes: outcomesOf(bestChoice), expected, critWeight };
    }
    memo.set(key, best);
    return best;
  };

  /** The attacker's lock choice (T7) and the defender's reply, for one class of rolls. */
  const resolve = (cls: RollClass): { outcomes: ResolvedOutcome[]; locked: DefenseTokenType[] } => {
    let best: { reply: Reply; locked: DefenseTokenType[] } | undefined;
    for (const { mask, locked, cost, available } of locks) {
      if (cost > cls.acc) continue;
      const r = reply(cls, available, mask);
      const better =
        !best ||
        r.expected > best.reply.expected ||
        (r.expected === best.reply.expected &&
          (r.critWeight > best.reply.critWeight ||
            (r.critWeight === best.reply.critWeight && locked.length > best.locked.length)));
      if (better) best = { reply: r, locked };
    }
    return { outcomes: best!.reply.outcomes, locked: best!.locked };
  };

  return { resolve, scale };
}
