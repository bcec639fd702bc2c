/**
 * Snap Ships metric declarations. Each declares its columns and the events it
 * listens to; the statistics layer aggregates the per-game rows and the report builds
 * CSVs and charts from these declarations.
 */
import type { MetricCollector, MetricDeclaration, MetricRow } from '../../core/metrics.js';
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';
import { scenarioMetrics } from './scenarios/scenario-metrics.js';

/**
 * What a metric collector is started with: the game's state at setup. Collectors copy
 * the values they need when they start; afterwards they may read only fields that
 * never change (ids, sides, names), since the engine keeps mutating the state.
 */
export interface MetricStart {
  state: GameState;
}

type Decl = MetricDeclaration<GameEvent, MetricStart>;

/** Hull left on a side by the collector's own record of each ship's hull. */
function sideHull(st: GameState, side: number, hull: Record<string, number>): number {
  let total = 0;
  for (const s of st.ships) if (s.side === side) total += hull[s.id] ?? 0;
  return total;
}

/** Hull, cumulative damage and survival per side at the end of every round (round 0 = start). */
export const damageCurve: Decl = {
  id: 'damage-curve',
  title: 'Hull and damage over rounds',
  columns: [
    { name: 'side', role: 'key' },
    { name: 'round', role: 'key', carryForward: true },
    {
      name: 'hull',
      role: 'value',
      aggregate: 'quantiles',
      label: 'hull left',
      description: 'hull left on the side (all ships)',
    },
    {
      name: 'damage_dealt',
      role: 'value',
      aggregate: 'mean',
      label: 'damage dealt so far',
      description: 'cumulative damage dealt by the side',
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
    const sideOf: Record<string, number> = {};
    const hull: Record<string, number> = {};
    for (const s of state.ships) {
      sideOf[s.id] = s.side;
      hull[s.id] = s.hull;
    }
    const dealt = state.sides.map(() => 0);
    const rows: MetricRow[] = [];
    const snapshot = (round: number): void => {
      for (let i = 0; i < state.sides.length; i++) {
        const h = sideHull(state, i, hull);
        rows.push([state.sides[i]!.name, round, h, dealt[i]!, h > 0 ? 1 : 0]);
      }
    };
    snapshot(0);
    return {
      on(e) {
        if (e.type === 'damage') {
          if (e.by !== null && sideOf[e.by] !== undefined && sideOf[e.by] !== sideOf[e.ship])
            dealt[sideOf[e.by]!]! += e.amount;
        } else if (e.type === 'round-end') {
          for (const h of e.hull) hull[h.ship] = h.hull;
          snapshot(e.round);
        }
      },
      finish: () => rows,
    };
  },
};

/** Per ship and part: uses, damage, hits, crits, disabled, repaired, heat, missiles. */
export const partUsage: Decl = {
  id: 'part-usage',
  title: 'Part usage',
  columns: [
    { name: 'side', role: 'key' },
    { name: 'ship', role: 'key' },
    { name: 'part', role: 'key' },
    { name: 'uses', role: 'value', aggregate: 'mean-per-game' },
    {
      name: 'damage',
      role: 'value',
      aggregate: 'mean-per-game',
      share: { within: ['side', 'ship'], output: 'damage_share' },
    },
    { name: 'hits', role: 'value', aggregate: 'mean-per-game', output: 'hits' },
    { name: 'crits', role: 'value', aggregate: 'mean-per-game', output: 'crits' },
    { name: 'disabled', role: 'value', aggregate: 'mean-per-game', label: 'times disabled' },
    { name: 'repaired', role: 'value', aggregate: 'mean-per-game', label: 'times repaired' },
    { name: 'heat', role: 'value', aggregate: 'mean-per-game', label: 'heat gained' },
    {
      name: 'missiles_launched',
      role: 'value',
      aggregate: 'mean-per-game',
      output: 'missiles_launched',
    },
    {
      name: 'missiles_shot_down',
      role: 'value',
      aggregate: 'mean-per-game',
      output: 'missiles_shot_down',
    },
  ],
  // A part's uses add up over a side's ships that carry it (two Sabres: one bar a side).
  chart: {
    kind: 'bar',
    x: 'part',
    y: 'uses_per_game',
    colour: 'side',
    title: 'part uses per game',
    yTitle: 'uses per game',
  },
  events: [
    'action',
    'attack',
    'damage',
    'disabled',
    'repaired',
    'heat-gained',
    'missile-launched',
    'missile-destroyed',
  ],
  start({ state }): MetricCollector<GameEvent> {
    // Rows in the order their (ship, part) was first seen, found by ship then part id.
    const entries: Array<{ ship: string; part: string; v: number[] }> = [];
    const byShip = new Map<string, Map<string, number[]>>();
    const insert = (ship: string, part: string): number[] => {
      const v = [0, 0, 0, 0, 0, 0, 0, 0, 0];
      entries.push({ ship, part, v });
      let parts = byShip.get(ship);
      if (!parts) byShip.set(ship, (parts = new Map()));
      parts.set(part, v);
      return v;
    };
    for (const s of state.ships)
      for (const p of s.parts) if (!byShip.get(s.id)?.has(p.id)) insert(s.id, p.id);
    // Ships that join mid-game (Last Stand waves) and parts added later (salvage) get rows when first seen.
    const shipOf = (id: string) => state.ships.find((s) => s.id === id);
    const add = (ship: string | null, part: string | null, col: number, n: number): void => {
      if (!ship || !part) return;
      let row = byShip.get(ship)?.get(part);
      if (!row) {
        if (!shipOf(ship)) return;
        row = insert(ship, part);
      }
      row[col]! += n;
    };
    return {
      on(e) {
        switch (e.type) {
          case 'action':
            add(e.ship, e.part, 0, 1);
            break;
          case 'damage':
            if (e.by !== e.ship) add(e.by, e.part, 1, e.amount);
            break;
          case 'attack':
            add(e.ship, e.part, 2, e.hits);
            add(e.ship, e.part, 3, e.crits);
            break;
          case 'disabled':
            add(e.ship, e.part, 4, 1);
            break;
          case 'repaired':
            add(e.ship, e.part, 5, 1);
            break;
          case 'heat-gained':
            add(e.ship, e.part, 6, e.amount);
            break;
          case 'missile-launched':
            add(e.ship, e.part, 7, e.count);
            break;
          case 'missile-destroyed':
            add(e.by, e.part, 8, 1);
            break;
        }
      },
      finish() {
        const rows: MetricRow[] = [];
        for (const { ship, part, v } of entries) {
          const s = shipOf(ship)!;
          rows.push([state.sides[s.side]!.name, s.name, part, ...v]);
        }
        return rows;
      },
    };
  },
};

/** Game health: lead changes (by hull fraction) and whether the side ahead at mid-game won. */
export const gameHealth: Decl = {
  id: 'game-health',
  title: 'Game health',
  columns: [
    {
      name: 'lead_changes',
      role: 'value',
      aggregate: 'mean',
      label: 'lead changes',
      description: 'times the side ahead on hull fraction changed',
    },
    {
      name: 'mid_leader',
      role: 'value',
      aggregate: 'matches-winner',
      output: 'mid_leader_wins',
      label: 'side ahead at mid-game wins',
      description: 'side ahead on hull fraction at the middle round ("" when level)',
    },
  ],
  events: ['damage', 'round-end', 'game-end'],
  start({ state }): MetricCollector<GameEvent> {
    const maxHull = state.sides.map((_, i) =>
      state.ships.filter((s) => s.side === i).reduce((a, s) => a + s.maxHull, 0),
    );
    const hull: Record<string, number> = Object.fromEntries(state.ships.map((s) => [s.id, s.hull]));
    const leaders: number[] = [];
    let row: MetricRow = [0, ''];
    // The side ahead on hull fraction, or -1 when several share the lead.
    const leader = (): number => {
      let best = -Infinity;
      let at = -1;
      let ties = 0;
      for (let i = 0; i < state.sides.length; i++) {
        const f = sideHull(state, i, hull) / Math.max(1, maxHull[i]!);
        if (f > best) {
          best = f;
          at = i;
          ties = 1;
        } else if (f === best) ties++;
      }
      return ties === 1 ? at : -1;
    };
    return {
      on(e) {
        if (e.type === 'damage') hull[e.ship] = (hull[e.ship] ?? 0) - e.amount;
        else if (e.type === 'round-end') leaders.push(leader());
        else if (e.type === 'game-end') {
          let changes = 0;
          let last = -1;
          for (const l of leaders) {
            if (l >= 0 && last >= 0 && l !== last) changes++;
            if (l >= 0) last = l;
          }
          const mid = leaders.length > 0 ? leaders[Math.floor((leaders.length - 1) / 2)]! : -1;
          row = [changes, mid >= 0 ? state.sides[mid]!.name : ''];
        }
      },
      finish: () => [row],
    };
  },
};

/** All Snap Ships metrics (the scenario ones emit rows in scenario games only). */
export const snapMetrics: Decl[] = [damageCurve, partUsage, gameHealth, ...scenarioMetrics];
