/**
 * The lines of a fleet list as the common builders print them, split into their parts: a unit
 * line (`[ flagship ] Victory II (85)`, `•  3 x TIE Fighter Squadron (24)`, `2\tX-Wing Squadrons
 * ( 26 points)`, `- Leia Organa (off) ( 3 points)`, `2 x X-wing Squadron (2 x 13)`, `MC80 (96 + 37:
 * 133)`, `X-wing Squadron (13) x2`), a subtotal (`= 46 Points`, `= 133 total ship cost`), a
 * squadron header (`Squadrons:`, `Squadrons (46/60):`) and a title line (`Dumpster Fire (84/400/400)`).
 */

/** Bullets the builders put before upgrades and squadrons (AFD uses "+", Warlords "-"). */
export const BULLET = /^[•·*+\-–—]\s*/u;

/** A printed cost, in one of the builders' forms. */
export interface PrintedCost {
  /** The number printed alone: `(16)`, `( 16 points)`; a unit's cost or a count's total. */
  value?: number;
  /** `(2 x 13)`: a count and the cost of one. */
  times?: { count: number; each: number };
  /** `(57 + 20: 77)`: the ship, its upgrades and the two together. */
  sum?: { ship: number; upgrades: number; total: number };
}

/** One unit line split into its parts, with the column of the name. */
export interface UnitLine {
  count: number;
  name: string;
  cost?: PrintedCost;
  /** Column (1-based) of the name in the line. */
  col: number;
  flagship: boolean;
  /** A bullet or indentation: an upgrade under its ship, or a squadron. */
  indented: boolean;
}

const COST_FORMS: Array<[RegExp, (m: RegExpMatchArray) => PrintedCost]> = [
  [
    /\s*\(\s*(\d+)\s*\+\s*(\d+)\s*:\s*(\d+)\s*\)\s*$/,
    (m) => ({ sum: { ship: +m[1]!, upgrades: +m[2]!, total: +m[3]! } }),
  ],
  [/\s*\(\s*(\d+)\s*[x×]\s*(\d+)\s*\)\s*$/i, (m) => ({ times: { count: +m[1]!, each: +m[2]! } })],
  [/\s*[([]\s*(\d+)\s*(?:points?|pts?)?\s*[)\]]\s*$/i, (m) => ({ value: +m[1]! })],
];
/** A leading count: "2 x ", "2x ", "2 × ", "2\t" or a bare "2 " before the name. */
const COUNT = /^(\d+)\s*(?:[x×]\s+|\s)/i;
/** A trailing count: "x2", "× 2". */
const TRAILING_COUNT = /\s+[x×]\s*(\d+)\s*$/i;

/** Splits a unit line (already trimmed on the right; `lead` spaces before it). */
export function unitLine(raw: string, lead: number): UnitLine {
  let rest = raw;
  let col = lead + 1;
  const skip = (re: RegExp): RegExpMatchArray | null => {
    const m = rest.match(re);
    if (m) {
      col += m[0].length;
      rest = rest.slice(m[0].length);
    }
    return m;
  };
  const bullet = !!skip(BULLET);
  const flagship = !!skip(/^\[\s*flagship\s*\]\s*/i);
  const lead1 = skip(COUNT);
  let count = lead1 ? Number(lead1[1]) : 1;
  let cost: PrintedCost | undefined;
  // Cost and trailing count in either order: "X-wing (13) x2", "X-wing x2 (26)".
  for (let pass = 0; pass < 2; pass++) {
    const t = rest.match(TRAILING_COUNT);
    if (t && !lead1) {
      count = Number(t[1]);
      rest = rest.slice(0, t.index);
    }
    for (const [re, read] of cost ? [] : COST_FORMS) {
      const m = rest.match(re);
      if (m) {
        cost = read(m);
        rest = rest.slice(0, m.index);
        break;
      }
    }
  }
  if (cost?.times && !lead1 && count === 1) count = cost.times.count;
  return {
    count,
    name: rest.trim(),
    ...(cost ? { cost } : {}),
    col,
    flagship,
    indented: bullet || lead > 0,
  };
}

/** A subtotal line: "= 109 Points", "= 77 total ship cost", "= 84 total squadron cost". */
export function subtotalLine(trimmed: string): { total: number; squadrons: boolean } | undefined {
  const m = trimmed.match(/^=\s*(\d+)\b(.*)$/);
  return m ? { total: Number(m[1]), squadrons: /squadron/i.test(m[2]!) } : undefined;
}

/** A squadron block header: "Squadrons:", "Squadrons (46/60):", "Squadrons (84/134)". */
export function squadronHeader(trimmed: string): { total?: number } | undefined {
  const m = trimmed.match(/^squadrons?\s*(?:\(\s*(\d+)\s*(?:\/\s*\d+\s*)?\))?\s*:?\s*$/i);
  return m ? (m[1] !== undefined ? { total: Number(m[1]) } : {}) : undefined;
}

/** A title with the totals some builders print: "Name (400/400)" (AFB), "Name (84/400/400)" (AFD). */
export function titleLine(trimmed: string): {
  name: string;
  total?: number;
  limit?: number;
  squadrons?: number;
} {
  const m = trimmed.match(/^(.*?)\s*\(\s*(\d+)\s*\/\s*(\d+)\s*(?:\/\s*(\d+)\s*)?\)\s*$/);
  if (!m) return { name: trimmed };
  if (m[4] !== undefined) return { name: m[1]!, squadrons: +m[2]!, total: +m[3]!, limit: +m[4]! };
  return { name: m[1]!, total: +m[2]!, limit: +m[3]! };
}

/** The faction line of the Armada Fleet Builder app: "Rebels  - Author: schmitty". */
export function factionAuthorLine(trimmed: string): string | undefined {
  const m = trimmed.match(
    /^(rebels?|rebel alliance|empire|imperials?|galactic empire)\s*(?:[-–]\s*author\s*:.*)?$/i,
  );
  return m?.[1];
}
