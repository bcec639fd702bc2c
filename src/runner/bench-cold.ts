/**
 * What users wait for: `sortie run` processes spawned cold (a fresh Node, the CLI, the
 * config, the workers, the play and the report), timed end to end at several sizes and
 * thread counts, with their start-up phases, peak memory and the bytes a game costs on
 * disk; the engine floor under them (bench-floor.ts); and `sortie calc attack`'s process
 * time. Each spawned process is probed by bench-probe.ts (loaded with `node --import`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProbeReport } from './bench-probe.js';
import { builtFile } from './paths.js';

/** One spawned run. */
export interface ColdRun {
  games: number;
  threads: number;
  /** Wall seconds of the whole process, measured by the parent (spawn to exit). */
  seconds: number;
  /** CPU seconds of the process, all threads. */
  cpuSeconds: number;
  peakRssMB: number;
  /** Seconds from process start: CLI loaded, config resolved, first game finished, play done, report done. */
  phases: Record<string, number>;
  /** Bytes a game costs on disk. */
  bytesPerGame: { ndjson: number; metrics: number; csv: number };
}

/** Options of {@link coldRun}. */
export interface ColdRunOptions {
  config: string;
  games: number;
  threads: number;
  /** Extra `sortie run` arguments. */
  args?: string[];
}

const CLI = builtFile('cli/main.js');
const FLOOR = builtFile('runner/bench-floor.js');
const PROBE = pathToFileURL(builtFile('runner/bench-probe.js')).href;

/** Spawns a process of the built CLI (or another built `script`) with the probe; resolves with its probe report and wall time. */
export function probed(
  args: string[],
  script = CLI,
): Promise<{ seconds: number; probe: ProbeReport; code: number | null; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'sortie-probe-'));
  const file = join(dir, 'probe.json');
  if (!existsSync(script)) throw new Error(`bench: ${script} is missing (run "npm run build")`);
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--import', PROBE, script, ...args], {
      env: { ...process.env, SORTIE_BENCH_PROBE: file },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      try {
        const probe = JSON.parse(readFileSync(file, 'utf8')) as ProbeReport;
        resolve({ seconds, probe, code, stderr });
      } catch (e) {
        reject(
          new Error(
            `bench: the spawned process left no probe report (exit ${code}): ${stderr.trim() || (e as Error).message}`,
          ),
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** Plays one cold `sortie run` of `games` games on `threads` threads into a temporary folder. */
export async function coldRun(o: ColdRunOptions): Promise<ColdRun> {
  const out = mkdtempSync(join(tmpdir(), 'sortie-cold-'));
  try {
    const r = await probed([
      'run',
      o.config,
      '--games',
      String(o.games),
      '--threads',
      String(o.threads),
      '--out',
      out,
      '--quiet',
      ...(o.args ?? []),
    ]);
    if (r.code !== 0)
      throw new Error(`bench: sortie run exited with ${r.code}: ${r.stderr.trim()}`);
    const size = (f: string) =>
      existsSync(join(out, f)) ? statSync(join(out, f)).size / o.games : 0;
    return {
      games: o.games,
      threads: o.threads,
      seconds: round(r.seconds),
      cpuSeconds: r.probe.cpuSeconds,
      peakRssMB: r.probe.peakRssMB,
      phases: r.probe.marks,
      bytesPerGame: {
        ndjson: round1(size('games.ndjson')),
        metrics: round1(size('metrics.bin')),
        csv: round1(size('games.csv')),
      },
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** A cold process playing games bare: see bench-floor.ts. */
export interface FloorRun {
  games: number;
  /** Wall seconds of the whole process, measured by the parent (spawn to exit). */
  seconds: number;
  cpuSeconds: number;
  /** Seconds from process start to the config and game loaded, and to the games played. */
  loadedSeconds: number;
  playedSeconds: number;
}

/** The engine floor of a cold run of the first `games` games of `config`'s first matchup. */
export async function floorRun(config: string, games: number): Promise<FloorRun> {
  const r = await probed([config, String(games)], FLOOR);
  const { loaded, played } = r.probe.marks;
  if (r.code !== 0 || loaded === undefined || played === undefined) {
    throw new Error(`bench: the engine floor process exited with ${r.code}: ${r.stderr.trim()}`);
  }
  return {
    games,
    seconds: round(r.seconds),
    cpuSeconds: r.probe.cpuSeconds,
    loadedSeconds: loaded,
    playedSeconds: played,
  };
}

/** Process time (CPU seconds) and wall time of one `sortie calc attack`. */
export async function calcTime(): Promise<{ seconds: number; cpuSeconds: number }> {
  const r = await probed([
    'calc',
    'attack',
    '--part',
    'mk16-autocannon',
    '--evasion',
    '3',
    '--json',
  ]);
  if (r.code !== 0) throw new Error(`bench: sortie calc exited with ${r.code}: ${r.stderr.trim()}`);
  return { seconds: round(r.seconds), cpuSeconds: r.probe.cpuSeconds };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
