// The work queue's overhead per game: the same config played locally with --threads 2 and
// through Redis by 2 workers × 1 thread (`sortie run --queue`), alternately, on this
// machine. Starts its own redis-server on a free port. Prints the seconds of each
// session (the runner's own "played ... in S s", without process start-up), the
// queue/local ratio of the medians and the overhead per game, as JSON on stdout.
//
//   npm run build && node scripts/queue-bench.mjs [--games N] [--reps R] [--warm]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cliFile = join(root, 'dist', 'cli', 'main.js');
const config = join(root, 'test', 'fixtures', 'queue-duels.yaml');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const games = arg('games', 1500);
const reps = arg('reps', 2);
// --warm: the same two workers serve every queue session (as long-lived workers do), the
// first session (cold workers) left out of the figures.
const warm = process.argv.includes('--warm');

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
if (spawnSync('redis-server', ['--version']).error)
  throw new Error('redis-server is not installed (apt-get install redis-server)');
const redis = spawn(
  'redis-server',
  ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  { stdio: 'ignore' },
);
const url = `redis://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'sortie-queue-bench-'));

/** Runs the CLI; resolves with its stderr (rejects on a non-zero exit). */
function sortie(args) {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [cliFile, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('exit', (code) =>
      code === 0
        ? resolve(err)
        : reject(new Error(`sortie ${args.join(' ')} exited ${code}:\n${err}`)),
    );
  });
}
const seconds = (stderr) => Number(/played \d+ games in ([\d.]+) s/.exec(stderr)[1]);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const h = Math.floor(s.length / 2);
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
};

// Fresh workers for each queue session, like the fresh threads of a local run (both load
// the game and warm up inside the timed session; workers connect before it starts).
const workers = [];
const startWorkers = async () => {
  for (let i = 0; i < 2; i++) {
    const w = spawn(process.execPath, [cliFile, 'worker', '--queue', url, '--threads', '1'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    w.err = '';
    w.stderr.on('data', (d) => (w.err += d));
    w.ready = new Promise((r) =>
      w.stderr.on('data', () => w.err.includes('taking batches') && r()),
    );
    workers.push(w);
  }
  await Promise.all(workers.map((w) => w.ready));
};
// Each worker's share of thread time spent playing, as it reports when it stops (%).
const busy = [];
const stopWorkers = async () => {
  const stopping = workers.splice(0);
  await Promise.all(stopping.map((w) => new Promise((r) => (w.on('exit', r), w.kill('SIGTERM')))));
  for (const w of stopping) {
    const m = /its threads played ([\d.]+)% of the time/.exec(w.err);
    if (m) busy.push(Number(m[1]));
  }
};
try {
  const local = [];
  const queue = [];
  for (let r = 0; r < reps; r++) {
    const l = join(work, `local-${r}`);
    const q = join(work, `queue-${r}`);
    local.push(
      seconds(
        await sortie([
          'run',
          config,
          '--games',
          String(games),
          '--threads',
          '2',
          '--out',
          l,
          '--no-report',
        ]),
      ),
    );
    if (!workers.length) await startWorkers();
    if (warm && r === 0)
      await sortie([
        'run',
        config,
        '--games',
        String(games),
        '--threads',
        '2',
        '--queue',
        url,
        '--out',
        `${q}-cold`,
        '--no-report',
      ]);
    queue.push(
      seconds(
        await sortie([
          'run',
          config,
          '--games',
          String(games),
          '--threads',
          '2',
          '--queue',
          url,
          '--out',
          q,
          '--no-report',
        ]),
      ),
    );
    if (!warm) await stopWorkers();
    if (
      readFileSync(join(l, 'games.ndjson'), 'utf8') !==
      readFileSync(join(q, 'games.ndjson'), 'utf8')
    )
      throw new Error('games.ndjson differs');
  }
  await stopWorkers();
  const total = games * 2;
  const [lm, qm] = [median(local), median(queue)];
  console.log(
    JSON.stringify(
      {
        games: total,
        reps,
        workers: warm ? 'warm' : 'fresh',
        localSeconds: local,
        queueSeconds: queue,
        ratio: Math.round((qm / lm) * 1000) / 1000,
        overheadMsPerGame: Math.round(((qm - lm) / total) * 1e5) / 100,
        localMsPerGame: Math.round((lm / total) * 1e5) / 100,
        workerBusyPercent: busy,
      },
      null,
      2,
    ),
  );
} finally {
  await stopWorkers();
  redis.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
