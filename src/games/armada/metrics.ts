/**
 * Armada metric declarations (SPEC §6): the damage curve (hull, shields and squadron hull by
 * round), the margin of victory, commands resolved by type, defense tokens spent by type, damage
 * cards dealt faceup by title, damage by hull zone and by range band, and the squadron versus
 * ship share of damage, (metrics-scoring.ts) the score by source, victory tokens and upgrade
 * cards used, and (metrics-margin.ts) the margin bands and tournament points. Each declares its
 * columns and the events it listens to; the statistics layer aggregates the per-game rows and the
 * report builds CSVs and charts from these.
 */
import type { MetricCollector, MetricDeclaration, MetricRow } from '../../core/metrics.js';
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';
import { sideTotals } from './rules/rounds.js';
import { counter } from './metric-counter.js';
import { scoreSources, upgradeUsage, victoryTokens } from './metrics-scoring.js';
import { pilotSlips } from './metrics-pilots.js';
import type { HeuristicStats } from './pilots/heuristic-pilot.js';
import {
  marginBands,
  marginOf,
  tournamentPointsBySide,
  tournamentSplit,
} from './metrics-margin.js';
import type { ArmadaSetup } from './engine/setup.js';

/** What a collector is started with: the state after setup (read ids, sides and names only later) and the setup. */
export interface MetricStart {
  state: GameState;
  /** Per side, the heuristic pilot's counters (null for other pilots): see metrics-pilots.ts. */
  pilotStats?: ReadonlyArray<HeuristicStats | null>;
  /** The matchup's resolved setup (e.g. its `tournamentPoints:` table). */
  setup?: ArmadaSetup;
}

type Decl = MetricDeclaration<GameEvent, MetricStart>;

/** Hull (hull − damage cards of ships in play), shields, squadron hull and damage dealt per side and round. */
export const damageCurve: Decl = {
  id: 'damage-curve',
  title: 'Hull, shields and damage over rounds',
  columns: [
    { name: 'side', role: 'key' },
    { name: 'round', role: 'key', carryForward: true },
    {
      name: 'hull',
      role: 'value',
      aggregate: 'quantiles',
      label: 'ship hull left',
      description: 'ship hull left (hull minus damage cards, ships in play)',
    },
    {
      name: 'shields',
      role: 'value',
      aggregate: 'mean',
      label: 'shields left',
      description: 'shields left on ships in play',
    },
    {
      name: 'squadron_hull',
      role: 'value',
      aggregate: 'mean',
      label: 'squadron hull left',
      description: 'hull points left on squadrons in play',
    },
    {
      name: 'damage_dealt',
      role: 'value',
      aggregate: 'mean',
      label: 'damage dealt so far',
      description: 'cumulative damage suffered by enemy units',
    },
    {
      name: 'alive',
      role: 'value',
      aggregate: 'mean',
      output: 'alive_fraction',
      label: 'share of games with the side alive',
      percent: true,
      description: 'side has a ship left',
    },
  ],
  events: ['damage', 'round-end'],
  start({ state }): MetricCollector<GameEvent> {
    const rows: MetricRow[] = [];
    const dealt = [0, 0];
    const snapshot = (round: number, sides: ReturnType<typeof sideTotals>): void => {
      sides.forEach((t, i) => {
        rows.push([
          state.sides[i]!.name,
          round,
          t.hull,
          t.shields,
          t.squadronHull,
          dealt[i]!,
          t.ships > 0 ? 1 : 0,
        ]);
      });
    };
    snapshot(0, sideTotals(state));
    return {
      on(e) {
        if (e.type === 'damage') dealt[1 - e.side]! += e.amount;
        else if (e.type === 'round-end') snapshot(e.round, e.sides);
      },
      finish: () => rows,
    };
  },
};

/** The winner's score minus the loser's (0 for a draw), and the scores. */
export const marginOfVictory: Decl = {
  id: 'margin',
  title: 'Margin of victory',
  columns: [
    {
      name: 'margin',
      role: 'value',
      aggregate: 'quantiles',
      label: 'margin of victory',
      description: "winner's score minus loser's score",
    },
    {
      name: 'first_player_won',
      role: 'value',
      aggregate: 'mean',
      label: 'first player won',
      percent: true,
      description: 'the first player won',
    },
  ],
  events: ['game-end'],
  start({ state }): MetricCollector<GameEvent> {
    let row: MetricRow = [0, 0];
    return {
      on(e) {
        if (e.type !== 'game-end') return;
        row = [marginOf(e), e.winner === state.firstPlayer ? 1 : 0];
      },
      finish: () => [row],
    };
  },
};

/** Commands resolved per side, command and component (C11). */
export const commandsResolved: Decl = {
  id: 'commands',
  title: 'Commands resolved',
  columns: [
    { name: 'side', role: 'key' },
    { name: 'command', role: 'key' },
    {
      name: 'resolved',
      role: 'value',
      aggregate: 'mean-per-game',
      share: { within: ['side'], output: 'resolved_share' },
    },
    { name: 'with_dial', role: 'value', aggregate: 'mean-per-game' },
    { name: 'with_token', role: 'value', aggregate: 'mean-per-game' },
  ],
  chart: {
    kind: 'bar',
    x: 'command',
    y: 'resolved_per_game',
    colour: 'side',
    title: 'commands resolved per game',
    yTitle: 'commands resolved per game',
  },
  events: ['command-resolved'],
  start({ state }): MetricCollector<GameEvent> {
    const c = counter();
    const sideOf = Object.fromEntries(state.ships.map((s) => [s.id, state.sides[s.side]!.name]));
    return {
      on(e) {
        if (e.type !== 'command-resolved') return;
        const key = [sideOf[e.ship]!, e.command];
        c.add(key, 0, 1, 3);
        if (e.via !== 'token') c.add(key, 1, 1, 3);
        if (e.via !== 'dial') c.add(key, 2, 1, 3);
      },
      finish: () => c.rows(),
    };
  },
};

/** Defense tokens spent per side and type (T1–T6), and how many were discarded. */
export const defenseTokensSpent: Decl = {
  id: 'defense-tokens',
  title: 'Defense tokens spent',
  columns: [
    { name: 'side', role: 'key' },
    { name: 'token', role: 'key' },
    { name: 'spent', role: 'value', aggregate: 'mean-per-game' },
    {
      name: 'discarded',
      role: 'value',
      aggregate: 'mean-per-game',
      description: 'tokens discarded (spent exhausted, evade vs larger ship, Injured Crew)',
    },
  ],
  chart: {
    kind: 'bar',
    x: 'token',
    y: 'spent_per_game',
    colour: 'side',
    title: 'defense tokens spent per game',
    xTitle: 'defense token',
    yTitle: 'tokens spent per game',
  },
  events: ['defense-token', 'defense-token-discarded'],
  start({ state }): MetricCollector<GameEvent> {
    const c = counter();
    const sideOf: Record<string, string> = {};
    for (const u of [...state.ships, ...state.squadrons]) sideOf[u.id] = state.sides[u.side]!.name;
    return {
      on(e) {
        if (e.type === 'defense-token') {
          c.add([sideOf[e.unit]!, e.token], 0, 1, 2);
          if (e.discarded) c.add([sideOf[e.unit]!, e.token], 1, 1, 2);
        } else if (e.type === 'defense-token-discarded') c.add([sideOf[e.unit]!, e.token], 1, 1, 2);
      },
      finish: () => c.rows(),
    };
  },
};

/** Damage cards dealt faceup per title (M5, M8). */
export const faceupDamageCards: Decl = {
  id: 'damage-cards',
  title: 'Damage cards dealt faceup',
  columns: [
    { name: 'title', role: 'key' },
    {
      name: 'faceup',
      role: 'value',
      aggregate: 'mean-per-game',
      share: { within: [], output: 'faceup_share' },
    },
  ],
  events: ['damage-card'],
  start(): MetricCollector<GameEvent> {
    const c = counter();
    return {
      on(e) {
        if (e.type === 'damage-card' && e.faceup) c.add([e.title], 0, 1, 1);
      },
      finish: () => c.rows(),
    };
  },
};

/** Attack damage suffered per defending side and hull zone (squadrons: zone "squadron"). */
export const damageByZone: Decl = {
  id: 'damage-by-zone',
  title: 'Damage by hull zone',
  columns: [
    { name: 'side', role: 'key', description: 'the defending side' },
    { name: 'zone', role: 'key' },
    {
      name: 'damage',
      role: 'value',
      aggregate: 'mean-per-game',
      share: { within: ['side'], output: 'damage_share' },
    },
  ],
  chart: {
    kind: 'heatmap',
    x: 'zone',
    y: 'side',
    value: 'damage_per_game',
    title: 'attack damage suffered by hull zone',
    xTitle: 'hull zone hit ("squadron": squadrons hit)',
    yTitle: 'defending side',
    unit: 'damage per game',
    xOrder: ['front', 'left', 'right', 'rear', 'squadron'],
  },
  events: ['damage'],
  start({ state }): MetricCollector<GameEvent> {
    const c = counter();
    return {
      on(e) {
        if (e.type === 'damage' && e.source === 'attack') {
          c.add([state.sides[e.side]!.name, e.zone ?? 'squadron'], 0, e.amount, 1);
        }
      },
      finish: () => c.rows(),
    };
  },
};

/** Attack damage per attacking side and range band (squadron attacks: distance-1). */
export const damageByRange: Decl = {
  id: 'damage-by-range',
  title: 'Damage by range band',
  columns: [
    { name: 'side', role: 'key', description: 'the attacking side' },
    { name: 'range', role: 'key' },
    {
      name: 'damage',
      role: 'value',
      aggregate: 'mean-per-game',
      share: { within: ['side'], output: 'damage_share' },
    },
  ],
  chart: {
    kind: 'bar',
    x: 'range',
    y: 'damage_per_game',
    colour: 'side',
    title: 'attack damage dealt by range band',
    xTitle: 'range band ("distance-1": squadron attacks)',
    yTitle: 'damage dealt per game',
    xOrder: ['close', 'medium', 'long', 'distance-1'],
  },
  events: ['damage'],
  start({ state }): MetricCollector<GameEvent> {
    const c = counter();
    return {
      on(e) {
        if (e.type === 'damage' && e.source === 'attack' && e.range) {
          c.add([state.sides[1 - e.side]!.name, e.range], 0, e.amount, 1);
        }
      },
      finish: () => c.rows(),
    };
  },
};

/** Attack damage per attacking side, attacker kind and target kind (squadron vs ship share). */
export const damageShare: Decl = {
  id: 'damage-share',
  title: 'Squadron and ship damage share',
  columns: [
    { name: 'side', role: 'key', description: 'the attacking side' },
    { name: 'attacker', role: 'key', description: 'ship or squadron' },
    { name: 'target', role: 'key', description: 'ship or squadron' },
    {
      name: 'damage',
      role: 'value',
      aggregate: 'mean-per-game',
      share: { within: ['side'], output: 'damage_share' },
    },
  ],
  events: ['damage'],
  start({ state }): MetricCollector<GameEvent> {
    const c = counter();
    return {
      on(e) {
        if (e.type !== 'damage' || e.source !== 'attack' || !e.byKind) return;
        c.add(
          [state.sides[1 - e.side]!.name, e.byKind, e.unit.startsWith('q') ? 'squadron' : 'ship'],
          0,
          e.amount,
          1,
        );
      },
      finish: () => c.rows(),
    };
  },
};

/** All Armada metrics. */
export const armadaMetrics: Decl[] = [
  damageCurve,
  marginOfVictory,
  marginBands,
  tournamentPointsBySide,
  tournamentSplit,
  commandsResolved,
  defenseTokensSpent,
  faceupDamageCards,
  damageByZone,
  damageByRange,
  damageShare,
  scoreSources,
  victoryTokens,
  upgradeUsage,
  pilotSlips,
];
