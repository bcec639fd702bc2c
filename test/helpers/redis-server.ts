/**
 * A real Redis for the queue tests: Debian's `redis-server` started on a free port of
 * 127.0.0.1, without persistence, stopped after the test file. No test depends on a
 * system service; a machine without redis-server fails the tests saying so.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A redis-server of a test. */
export interface TestRedis {
  port: number;
  url: string;
  /** Kills the server (SIGKILL: Redis gone without a word). */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty). */
  restart(): Promise<void>;
}

// Every server still running is killed after the test file that started it, whether it was
// started in a hook or in a test, and if the process exits. Files share this module when
// vitest does not isolate them, so the file-level hook lives in a setup file, which vitest
// runs again for every file (test/helpers/file-cleanup.ts). Each pid is also listed in the
// folder the global setup names, whose teardown kills what is left (a fork ended by a signal
// runs no hook).
const servers = new Set<ChildProcess>();
/** Kills every redis-server this process started and has not stopped. */
export function stopTestServers(): void {
  for (const p of servers) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  servers.clear();
}
process.on('exit', stopTestServers);

function pidFile(pid: number | undefined): string | null {
  const dir = process.env.SORTIE_TEST_SERVER_PIDS;
  return dir && pid ? join(dir, String(pid)) : null;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Resolves when the server on `port` answers PING. */
function pong(port: number, timeoutMs = 10_000): Promise<void> {
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const sock = createConnection({ host: '127.0.0.1', port });
      let buf = '';
      const retry = () => {
        sock.destroy();
        if (Date.now() - t0 > timeoutMs)
          reject(
            new Error(`redis-server on port ${port} did not answer PING within ${timeoutMs} ms`),
          );
        else setTimeout(attempt, 50);
      };
      sock.on('connect', () => sock.write('PING\r\n'));
      sock.on('data', (d) => {
        buf += d.toString();
        // A server with a password answers NOAUTH: it is up all the same.
        if (buf.includes('+PONG') || buf.includes('-NOAUTH')) {
          sock.end();
          resolve();
        }
      });
      sock.on('error', retry);
    };
    attempt();
  });
}

/** Starts a redis-server for the current test file (killed after it), with `extra` arguments. */
export async function startRedis(extra: string[] = []): Promise<TestRedis> {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'redis-server is not installed: the queue tests need it (Debian/Ubuntu: apt-get install redis-server)',
    );
  }
  const port = await freePort();
  let proc: ChildProcess | null = null;
  const start = async () => {
    const p = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extra],
      { stdio: 'ignore' },
    );
    proc = p;
    servers.add(p);
    const listed = pidFile(p.pid);
    if (listed) writeFileSync(listed, '');
    p.once('exit', () => {
      servers.delete(p);
      if (listed) rmSync(listed, { force: true });
    });
    await pong(port);
  };
  const kill = async () => {
    const p = proc;
    proc = null;
    // A server that already ended (by exit or by signal) emits no second 'exit'.
    if (!p || p.exitCode !== null || p.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGKILL');
    });
  };
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, kill, restart: start };
}
