/**
 * Vitest global setup: builds dist/ (`npm run build`) when it is missing or older
 * than src/, because the runner's piscina workers and the JS test fixtures load
 * compiled code. A lock directory keeps parallel test processes from building at
 * the same time. If tsc reports type errors elsewhere in the tree, the emitted JS
 * is still used (tsc emits anyway) and the errors are shown as a warning.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', 'runner', 'worker.js');
const lock = join(root, 'node_modules', '.sortie-build-lock');

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

function stale(): boolean {
  return !existsSync(stamp) || statSync(stamp).mtimeMs < newest(join(root, 'src'));
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Builds dist/ once if needed. */
export default function setup(): void {
  if (!stale()) return;
  const t0 = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another process is building; a lock older than 3 minutes is abandoned.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() - t0 > 240_000) throw new Error(`timed out waiting for ${lock}`);
      sleep(250);
    }
  }
  try {
    if (!stale()) return;
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) {
      // Type errors elsewhere in the tree: tsc still emitted JS; copy the content files too.
      spawnSync(process.execPath, [join(root, 'scripts', 'copy-content.mjs')], { cwd: root, encoding: 'utf8' });
      console.warn(`[global-setup] npm run build reported errors (using the emitted JS):\n${build.stdout}${build.stderr}`);
    }
    if (!existsSync(stamp)) throw new Error(`build did not produce ${stamp}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
