/** Per-game counter tables of the Armada metrics (metrics.ts, metrics-scoring.ts). */
import type { MetricRow } from '../../core/metrics.js';

/** A counter table keyed by joined key columns. */
export function counter(): {
  add(key: Array<string | number>, col: number, n: number, width: number): void;
  rows(): MetricRow[];
} {
  const table = new Map<string, { key: Array<string | number>; v: number[] }>();
  return {
    add(key, col, n, width) {
      const k = key.join('\u0000');
      let row = table.get(k);
      if (!row) table.set(k, (row = { key, v: new Array<number>(width).fill(0) }));
      row.v[col]! += n;
    },
    rows: () => [...table.values()].map((r) => [...r.key, ...r.v]),
  };
}
