/**
 * Armada metrics of scoring and cards (issue 16's report): each side's score by source
 * (destroyed ships, destroyed squadrons, victory tokens, the objective's other points),
 * victory tokens by objective, and upgrade cards used. Declared like the others in
 * metrics.ts, so the CSVs, tables and report sections follow from the declarations.
 */
import type { MetricCollector, MetricDeclaration, MetricRow } from '../../core/metrics.js';
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';

type Decl = MetricDeclaration<GameEvent, { state: GameState }>;

/** Side names of ships by id, set-aside ships (Hyperspace Assault) included. */
function shipSides(state: GameState): Record<string, string> {
  const ships = [...state.ships, ...(state.objective?.setAside.ships ?? [])];
  return Object.fromEntries(ships.map((s) => [s.id, state.sides[s.side]!.name]));
}

/** W1, W4: each side's score split by where its points came from. */
export const scoreSources: Decl = {
  id: 'score-sources',
  title: 'Score by source',
  columns: [
    { name: 'side', role: 'key' },
    { name: 'ships', role: 'value', aggregate: 'mean', label: 'points for destroyed ships', description: 'fleet cost (with upgrades) of enemy ships destroyed' },
    { name: 'squadrons', role: 'value', aggregate: 'mean', label: 'points for destroyed squadrons', description: 'fleet cost of enemy squadrons destroyed' },
    { name: 'victory_tokens', role: 'value', aggregate: 'mean', label: 'points from victory tokens', description: "victory tokens times the objective's value" },
    { name: 'objective_other', role: 'value', aggregate: 'mean', label: "the objective's other points", description: "end-of-game bonuses and cost changes of the objective" },
    { name: 'score', role: 'value', aggregate: 'mean', label: 'score', description: 'the final score' },
  ],
  events: ['destroyed', 'victory-tokens', 'game-end'],
  start({ state }): MetricCollector<GameEvent> {
    const value = state.objective?.victoryTokenValue ?? 0;
    const ships = [0, 0];
    const squadrons = [0, 0];
    const tokens = [0, 0];
    let rows: MetricRow[] = [];
    return {
      on(e) {
        if (e.type === 'destroyed') (e.kind === 'ship' ? ships : squadrons)[1 - e.side]! += e.points;
        else if (e.type === 'victory-tokens') tokens[e.side]! += e.amount * value;
        else if (e.type === 'game-end') {
          rows = state.sides.map((sd, i) => {
            const score = e.scores[i]!;
            return [sd.name, ships[i]!, squadrons[i]!, tokens[i]!, score - ships[i]! - squadrons[i]! - tokens[i]!, score];
          });
        }
      },
      finish: () => rows,
    };
  },
};

/** O0: victory tokens gained per side and objective (only objectives give them). */
export const victoryTokens: Decl = {
  id: 'victory-tokens',
  title: 'Victory tokens',
  columns: [
    { name: 'side', role: 'key' },
    { name: 'objective', role: 'key' },
    { name: 'tokens', role: 'value', aggregate: 'mean-per-game', label: 'victory tokens per game' },
  ],
  events: ['victory-tokens'],
  start({ state }): MetricCollector<GameEvent> {
    const byKey = new Map<string, MetricRow>();
    return {
      on(e) {
        if (e.type !== 'victory-tokens') return;
        const side = state.sides[e.side]!.name;
        const k = `${side}\u0000${e.objective}`;
        const row = byKey.get(k) ?? [side, e.objective, 0];
        row[2] = (row[2] as number) + e.amount;
        byKey.set(k, row);
      },
      finish: () => [...byKey.values()],
    };
  },
};

/** U-rows: upgrade cards used (an action or effect of the card resolved), per side and card. */
export const upgradeUsage: Decl = {
  id: 'upgrade-usage',
  title: 'Upgrade cards used',
  columns: [
    { name: 'side', role: 'key' },
    { name: 'card', role: 'key' },
    { name: 'uses', role: 'value', aggregate: 'mean-per-game', label: 'uses per game' },
    { name: 'exhausted', role: 'value', aggregate: 'mean-per-game', label: 'exhausted per game' },
  ],
  events: ['upgrade-used'],
  start({ state }): MetricCollector<GameEvent> {
    const sideOf = shipSides(state);
    const byKey = new Map<string, MetricRow>();
    return {
      on(e) {
        if (e.type !== 'upgrade-used') return;
        const side = sideOf[e.ship] ?? '?';
        const k = `${side}\u0000${e.card}`;
        const row = byKey.get(k) ?? [side, e.card, 0, 0];
        row[2] = (row[2] as number) + 1;
        if (e.exhausted) row[3] = (row[3] as number) + 1;
        byKey.set(k, row);
      },
      finish: () => [...byKey.values()],
    };
  },
};
