/**
 * The formats (rulebook "Formats", "Playing Games with Multiple Ships"): play area,
 * terrain tile count and point budget per side.
 */

/** One format's defaults. */
export interface FormatSpec {
  id: string;
  title: string;
  width: number;
  height: number;
  tiles: number;
  /** Allowed point totals per side (null: any, sides must be equal). */
  budgets: number[] | null;
  /** Both sides must spend equal points (duel). */
  equalPoints: boolean;
  /** Ships per side limits. */
  sides: number;
}

/** Formats by id. Scenario formats are added by their modules. */
export const FORMATS: Record<string, FormatSpec> = {
  duel: { id: 'duel', title: 'Duel', width: 90, height: 90, tiles: 5, budgets: null, equalPoints: true, sides: 2 },
  'dogfight-small': { id: 'dogfight-small', title: 'Small Dogfight', width: 90, height: 90, tiles: 5, budgets: [8, 12], equalPoints: false, sides: 2 },
  'dogfight-large': { id: 'dogfight-large', title: 'Large Dogfight', width: 120, height: 120, tiles: 9, budgets: [16], equalPoints: false, sides: 2 },
};
