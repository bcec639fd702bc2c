/**
 * Armada metrics of scoring and cards: each side's score by source
 * (destroyed ships, destroyed squadrons, victory tokens, the objective's other points),
 * victory tokens by objective, and upgrade cards used. Declared like the others in
 * metrics.ts, so the CSVs, tables and report sections follow from the declarations.
 */
import type { MetricCollector, MetricDeclaration, MetricRow } from '../../core/metrics.js';
import { counter } from './metric-counter.js';
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
    {
      name: 'ships',
      role: 'value',
      aggregate: 'mean',
      label: 'points for destroyed ships',
      description: 'fleet cost (with upgrades) of enemy ships destroyed',
    },
    {
      name: 'squadrons',
      role: 'value',
      aggregate: 'mean',
      label: 'points for destroyed squadrons',
      description: 'fleet cost of enemy squadrons destroyed',
    },
    {
      name: 'victory_tokens',
      role: 'value',
      aggregate: 'mean',
      label: 'points from victory tokens',
      description: "victory tokens times the objective's value",
    },
    {
      name: 'objective_other',
      role: 'value',
      aggregate: 'mean',
      label: "the objective's other points",
      description: 'end-of-game bonuses and cost changes of the objective',
    },
    {
      name: 'score',
      role: 'value',
      aggregate: 'mean',
      label: 'score',
      description: 'the final score',
    },
  ],
  chart: {
    kind: 'stacked-bar',
    x: 'side',
    y: ['ships_mean', 'squadrons_mean', 'victory_tokens_mean', 'objective_other_mean'],
    title: 'score by source',
    yTitle: 'mean score (points)',
    unit: 'points',
  },
  events: ['destroyed', 'victory-tokens', 'game-end'],
  start({ state }): MetricCollector<GameEvent> {
    const value = state.objective?.victoryTokenValue ?? 0;
    const ships = [0, 0];
    const squadrons = [0, 0];
    const tokens = [0, 0];
    let rows: MetricRow[] = [];
    return {
      on(e) {
        if (e.type === 'destroyed')
          (e.kind === 'ship' ? ships : squadrons)[1 - e.side]! += e.points;
        else if (e.type === 'victory-tokens') tokens[e.side]! += e.amount * value;
        else if (e.type === 'game-end') {
          rows = state.sides.map((sd, i) => {
            const score = e.scores[i]!;
            return [
              sd.name,
              ships[i]!,
              squadrons[i]!,
              tokens[i]!,
              score - ships[i]! - squadrons[i]! - tokens[i]!,
              score,
            ];
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
    const c = counter();
    return {
      on(e) {
        if (e.type === 'victory-tokens')
          c.add([state.sides[e.side]!.name, e.objective], 0, e.amount, 1);
      },
      finish: () => c.rows(),
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
    const c = counter();
    return {
      on(e) {
        if (e.type !== 'upgrade-used') return;
        const key = [sideOf[e.ship] ?? '?', e.card];
        c.add(key, 0, 1, 2);
        if (e.exhausted) c.add(key, 1, 1, 2);
      },
      finish: () => c.rows(),
    };
  },
};
