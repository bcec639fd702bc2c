// The queue's messages and its --queue URLs (no Redis needed).
import { describe, expect, it } from 'vitest';
import {
  decodeResult,
  encodeResult,
  jobOf,
  taskOf,
} from '../../src/runner/queue/queue-protocol.js';
import { parseQueueUrl } from '../../src/runner/queue/redis-link.js';
import { workerLabel, workerName, workersOf } from '../../src/runner/queue/worker-list.js';
import type { BatchResult, BatchTask } from '../../src/runner/play-batch.js';

describe('--queue URLs', () => {
  it('read host, port, credentials, database and TLS', () => {
    expect(parseQueueUrl('redis://queue-host').label).toBe('queue-host:6379');
    const full = parseQueueUrl('rediss://me:s%3Acret@10.1.2.3:6400/2');
    expect(full.label).toBe('10.1.2.3:6400');
    expect(full.options).toMatchObject({
      host: '10.1.2.3',
      port: 6400,
      username: 'me',
      password: 's:cret',
      db: 2,
      tls: {},
    });
    expect(parseQueueUrl('redis://:pw@[::1]:7000').options).toMatchObject({
      host: '::1',
      port: 7000,
      password: 'pw',
    });
  });

  it('refuse what is not a Redis URL, saying what one looks like', () => {
    expect(() => parseQueueUrl('queue-host:6379')).toThrow(
      '--queue must be a Redis URL like redis://host:6379',
    );
    expect(() => parseQueueUrl('http://queue-host:6379')).toThrow('got "http://queue-host:6379"');
    expect(() => parseQueueUrl('redis://queue-host/db1')).toThrow(
      'the path must be a database number',
    );
  });
});

describe('queue messages', () => {
  it('a batch result survives its JSON form, metric frames and piece included', () => {
    const r: BatchResult = {
      results: ['{"game":0}', { error: 'boom', stack: 'at x' }],
      frames: [new Uint8Array([1, 2, 3, 250]), new Uint8Array(0)],
      piece: new Uint8Array([9, 8, 7]).subarray(1),
      tally: { matchups: [], metrics: [] },
      ms: 12.5,
    };
    const back = decodeResult(JSON.parse(JSON.stringify(encodeResult(r))));
    expect(back.results).toEqual(r.results);
    expect(back.frames!.map((f) => [...f])).toEqual([[1, 2, 3, 250], []]);
    expect([...back.piece!]).toEqual([8, 7]);
    expect(back.tally).toEqual(r.tally);
    expect(back.ms).toBe(12.5);
  });

  it('a job names its matchup instead of carrying it', () => {
    const matchup = {
      name: 'm',
      game: 'g',
      format: 'duel',
      sides: ['A', 'B'],
      games: 4,
      seed: '1',
      roundCap: 9,
      seatSwap: true,
      setup: { big: 'x'.repeat(100) },
    };
    const task: BatchTask = {
      matchup,
      games: [2, 3],
      seedScheme: 2,
      metrics: 'frames',
      blocks: [{ block: 0, games: 2 }],
    };
    const job = jobOf('run1', task);
    expect(job).toEqual({
      run: 'run1',
      matchup: 'm',
      task: { games: [2, 3], seedScheme: 2, metrics: 'frames', blocks: [{ block: 0, games: 2 }] },
    });
    expect(taskOf(job, matchup)).toEqual(task);
  });

  it('workers are read from their connection names, each once', () => {
    const name = workerName('node-7', 4242, 8);
    const clients = [
      { rawname: `sortie:YmF0Y2hlcw==:w:${name}` },
      { rawname: `sortie:YmF0Y2hlcw==:w:${name}` },
      { rawname: `sortie:YmF0Y2hlcw==:w:${workerName('b', 1, 1)}` },
      { rawname: 'other' },
    ];
    const workers = workersOf(clients);
    expect(workers).toEqual([
      { host: 'node-7', pid: 4242, threads: 8 },
      { host: 'b', pid: 1, threads: 1 },
    ]);
    expect(workerLabel(workers)).toBe('2 workers (9 threads)');
    expect(workerLabel([])).toBe('0 workers (0 threads)');
  });
});
