/**
 * Vitest global setup: builds dist/ (`npm run build`) when it is missing or older
 * than src/, because the runner's piscina workers and the JS test fixtures load
 * compiled code. A lock directory keeps parallel test processes from building at
 * the same time. If tsc reports type errors elsewhere in the tree, the emitted JS
 * is still used (tsc emits anyway) and the errors are shown as a warning.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/**
 * Servers a test starts (redis-server) leave their pid in this folder while they run. Forks
 * that share modules across files, or that the runner ends with a signal, may skip a file's
 * own cleanup, so the teardown kills whatever is still listed: no suite leaves a server behind.
 */
function serverPidFolder(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'sortie-test-servers-'));
  process.env.SORTIE_TEST_SERVER_PIDS = dir;
  return () => {
    for (const name of readdirSync(dir)) {
      const pid = Number(name);
      if (!Number.isInteger(pid) || pid <= 0) continue;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Builds dist/ once if needed; returns the teardown that stops stray test servers. */
export default function setup(): () => void {
  const teardown = serverPidFolder();
  buildIfStale();
  return teardown;
}

function buildIfStale(): void {
  if (!stale()) return;
  const t0 = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another process is building; a lock older than 3 minutes is abandoned.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() - t0 > 240_000) throw new Error(`timed out waiting for ${lock}`);
      sleep(250);
    }
  }
  try {
    if (!stale()) return;
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) {
      // Type errors elsewhere in the tree: tsc still emitted JS; copy the content files too.
      spawnSync(process.execPath, [join(root, 'scripts', 'copy-content.mjs')], {
        cwd: root,
        encoding: 'utf8',
      });
      console.warn(
        `[global-setup] npm run build reported errors (using the emitted JS):\n${build.stdout}${build.stderr}`,
      );
    }
    if (!existsSync(stamp)) throw new Error(`build did not produce ${stamp}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
