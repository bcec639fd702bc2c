#!/usr/bin/env node
// Memory check for long runs: plays many games with `sortie run` under a small V8
// heap cap and samples the process's resident memory once a second. A runner that
// held games in memory would die with "heap out of memory" or show steady growth.
//
//   node scripts/bench-memory.mjs [config] [--games N] [--threads T] [--heap MB]
//
// Default: configs/default.yaml, 20000 games, all cores, 64 MB old-space cap.
// Linux only (reads /proc/<pid>/status). Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : dflt;
};
const games = flag('games', '20000');
const threads = flag('threads', String(availableParallelism()));
const heap = flag('heap', '64');
const config = args[0] ?? join(root, 'configs', 'default.yaml');
const out = mkdtempSync(join(tmpdir(), 'sortie-memory-'));

const child = spawn(
  process.execPath,
  [
    `--max-old-space-size=${heap}`,
    join(root, 'dist', 'cli', 'main.js'),
    'run',
    config,
    '--games',
    games,
    '--threads',
    threads,
    '--out',
    out,
    '--force',
    '--no-report',
    '--quiet',
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
const samples = [];
const timer = setInterval(() => {
  try {
    const kb = Number(
      /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1],
    );
    if (kb) samples.push(Math.round(kb / 1024));
  } catch {
    // the process has ended
  }
}, 1000);
child.on('exit', (code) => {
  clearInterval(timer);
  rmSync(out, { recursive: true, force: true });
  const half = Math.floor(samples.length / 2);
  const peak = (xs) => (xs.length ? Math.max(...xs) : 0);
  console.log(`sortie run exited with ${code}; RSS samples (MB, 1/s): ${samples.join(' ')}`);
  console.log(
    `peak RSS first half ${peak(samples.slice(0, half))} MB, second half ${peak(samples.slice(half))} MB (heap cap ${heap} MB)`,
  );
  process.exitCode = code ?? 1;
});
