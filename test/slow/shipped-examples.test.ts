// The shipped balance-tool examples teach what they say. The sweep, ablate
// and price configs fly the heuristic pilot; the sweep's games end by destruction, not at
// the round cap (and the report warns when more than 5% of a run's games do, as under
// the random pilot); the price example really values a part (the wings its builds vary).
// The compiled CLI runs each example as a real process, with fewer games.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';

const CLI = resolve('dist', 'cli', 'main.js');
const work = mkdtempSync(join(tmpdir(), 'sortie-examples-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function sortie(args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: work,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (r.status !== 0)
    throw new Error(`sortie ${args.join(' ')} exited ${r.status}:\n${r.stderr.slice(-2000)}`);
  return r;
}

/** Every pilot named anywhere in a config (`pilot:` and `pilots:`). */
function pilotsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(pilotsOf);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    if (k === 'pilot') return [typeof v === 'string' ? v : String((v as { type?: unknown }).type)];
    if (k === 'pilots')
      return (v as unknown[]).map((p) =>
        typeof p === 'string' ? p : String((p as { type?: unknown }).type),
      );
    return pilotsOf(v);
  });
}

const ROUND_CAP = /warning: .*more than 5% of the games reached the round cap/;

describe('shipped balance-tool examples', () => {
  test.each(['sweep-range-and-gun', 'ablate-sabre', 'price-mixed-costs'])(
    '%s flies the heuristic pilot',
    (name) => {
      const config = parse(readFileSync(resolve('configs', `${name}.yaml`), 'utf8'));
      const pilots = pilotsOf(config);
      expect(pilots.length).toBeGreaterThan(0);
      expect(new Set(pilots)).toEqual(new Set(['heuristic']));
    },
  );

  test('the sweep ends its games by destruction; under the random pilot the report warns', () => {
    const config = resolve('configs', 'sweep-range-and-gun.yaml');
    const r = sortie(['sweep', config, '--games', '40', '--out', 'sweep', '-q']);
    expect(r.stderr).not.toMatch(ROUND_CAP);
    const cells = readdirSync(join(work, 'sweep', 'runs', 'heuristic'));
    expect(cells).toHaveLength(6);
    for (const c of cells) {
      const s = JSON.parse(
        readFileSync(join(work, 'sweep', 'runs', 'heuristic', c, 'summary.json'), 'utf8'),
      ) as { matchups: Array<{ games: number; timeouts: number }> };
      expect(s.matchups[0]!.games).toBe(40);
      expect(s.matchups[0]!.timeouts / s.matchups[0]!.games, c).toBeLessThanOrEqual(0.05);
    }
    const random = sortie([
      'sweep',
      config,
      '--games',
      '40',
      '--pilots',
      'random',
      '--out',
      'sweep-random',
      '-q',
    ]);
    expect(random.stderr).toMatch(ROUND_CAP);
    expect(readFileSync(join(work, 'sweep-random', 'report.html'), 'utf8')).toMatch(
      /of 6 runs: more than 5% of the games reached the round cap/,
    );
  });

  test('the price example values the part its builds vary (the wings), in Elo with an interval', () => {
    const r = sortie([
      'price',
      resolve('configs', 'price-mixed-costs.yaml'),
      '--games',
      '40',
      '--out',
      'price',
      '-q',
      '--json',
    ]);
    const result = JSON.parse(r.stdout) as {
      parts: Array<{
        part: string;
        identifiable: boolean;
        elo: number | null;
        eloCiLow: number | null;
        eloCiHigh: number | null;
      }>;
    };
    const valued = result.parts.filter((p) => p.identifiable);
    expect(valued.map((p) => p.part).sort()).toEqual(['sc-19-wings', 'xj-7-wings']);
    for (const p of valued) {
      expect(p.elo).not.toBeNull();
      expect(p.eloCiLow!).toBeLessThan(p.elo!);
      expect(p.eloCiHigh!).toBeGreaterThan(p.elo!);
    }
    expect(r.stderr).not.toMatch(ROUND_CAP);
  });

  test('the ablate example plays its variants without round-cap warnings', () => {
    const r = sortie([
      'ablate',
      resolve('configs', 'ablate-sabre.yaml'),
      '--games',
      '20',
      '--out',
      'ablate',
      '-q',
    ]);
    expect(r.stderr).not.toMatch(ROUND_CAP);
    expect(readFileSync(join(work, 'ablate', 'report.html'), 'utf8')).not.toMatch(/round cap/);
  });
});
