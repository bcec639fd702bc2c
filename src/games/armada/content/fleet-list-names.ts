/**
 * Card names as the fleet builders print them: the card's name or id, its `aliases:` (short names
 * such as `Victory II` or `CR90A`, plurals), the name without its `-class` word (`Victory II Star
 * Destroyer`), a unique squadron followed by its type (`Howlrunner TIE Fighter Squadron`), plurals
 * (`X-Wing Squadrons`) and a role tag after an upgrade (`Leia Organa (off)`, upgrades.yaml
 * `listRoles:`). Matching ignores case, quotes, punctuation and the unique bullet.
 */
import { suggest } from '../../../config/issues.js';
import type { FleetCatalog } from './fleet-check.js';
import type { ObjectiveCard, ShipCard, SquadronCard, UpgradeCard, UpgradeType } from './types.js';

/** Lower case, no unique bullet, quotes or punctuation: "•  \"Howlrunner\"" -> "howlrunner". */
export function normaliseName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d'"`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The catalog a list is read against, with the role tags of upgrades.yaml when loaded content is given. */
export type ListCatalog = FleetCatalog & {
  upgradeSet?: { listRoles?: Readonly<Record<string, UpgradeType>> };
};

/** One kind of card by every name it may be printed with. */
class NameIndex<T extends { id: string; name: string; aliases?: string[] }> {
  private readonly byKey = new Map<string, T>();
  readonly names: string[];
  constructor(cards: readonly T[], extra: (c: T) => string[] = () => []) {
    this.names = cards.map((c) => c.name);
    // Names first, then ids and aliases: a card's own name wins over another's alias.
    for (const c of cards) this.put(c.name, c);
    for (const c of cards)
      for (const n of [c.id, ...(c.aliases ?? []), ...extra(c)]) this.put(n, c);
  }
  private put(name: string, c: T) {
    for (const k of variants(normaliseName(name))) if (!this.byKey.has(k)) this.byKey.set(k, c);
  }
  get(name: string): T | undefined {
    for (const k of variants(normaliseName(name))) {
      const c = this.byKey.get(k);
      if (c) return c;
    }
    return undefined;
  }
}

/** A normalised name and its forms without the `class` word and in the singular. */
function variants(key: string): string[] {
  const out = [key];
  const noClass = key
    .replace(/\bclass\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (noClass !== key) out.push(noClass);
  for (const k of [...out]) {
    // "X-Wing Squadrons" / "TIE Fighters": the plural of the last word.
    const singular = k.replace(/(\w{3,})s$/, '$1');
    if (singular !== k) out.push(singular);
  }
  return out;
}

/** A name resolved to a card, with the role tag it carried (`(off)`), if any. */
export interface NamedCard<T> {
  card: T;
  role?: { tag: string; type: UpgradeType };
}

/** Every card of a catalog by the names a fleet builder may print. */
export class ListNames {
  readonly ships: NameIndex<ShipCard>;
  readonly squadrons: NameIndex<SquadronCard>;
  readonly upgrades: NameIndex<UpgradeCard>;
  readonly objectives: NameIndex<ObjectiveCard>;
  private readonly roles: Readonly<Record<string, UpgradeType>>;

  constructor(readonly catalog: ListCatalog) {
    this.ships = new NameIndex(Object.values(catalog.ships));
    // A unique squadron is also printed with its squadron type: "Howlrunner TIE Fighter Squadron".
    this.squadrons = new NameIndex(Object.values(catalog.squadrons), (q) => {
      const type = q.squadronType ? catalog.squadrons[q.squadronType] : undefined;
      return type ? [`${q.name} ${type.name}`] : [];
    });
    this.upgrades = new NameIndex(Object.values(catalog.upgrades));
    this.objectives = new NameIndex(Object.values(catalog.objectives));
    this.roles = catalog.upgradeSet?.listRoles ?? {};
  }

  /** The upgrade named `name`, reading a trailing role tag (`Leia Organa (off)`). */
  upgrade(name: string): NamedCard<UpgradeCard> | undefined {
    const direct = this.upgrades.get(name);
    if (direct) return { card: direct };
    const m =
      name.match(/^(.*?)\s*[([]\s*([a-z]+)\s*[)\]]\s*$/i) ?? name.match(/^(.*\S)\s+([a-z]+)$/i);
    const type = m ? this.roles[m[2]!.toLowerCase()] : undefined;
    const card = m && type ? this.upgrades.get(m[1]!) : undefined;
    return card && type ? { card, role: { tag: m![2]!, type } } : undefined;
  }

  /** A name without its role tag, for messages and suggestions. */
  withoutRole(name: string): string {
    const m = name.match(/^(.*?)\s*\(\s*([a-z]+)\s*\)\s*$/i);
    return m && this.roles[m[2]!.toLowerCase()] ? m[1]! : name;
  }

  /** The closest printed names to `name` among `kinds`. */
  suggest(
    name: string,
    kinds: ReadonlyArray<'ships' | 'squadrons' | 'upgrades' | 'objectives'>,
  ): string[] {
    return suggest(
      this.withoutRole(name),
      kinds.flatMap((k) => this[k].names),
    );
  }
}
