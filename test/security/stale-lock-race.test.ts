// Several processes finding the same stale lock at once: exactly one takes it over.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/runner/folder-lock.js';
import { tempDir } from '../runner/helpers.js';

const dir = tempDir();
const RACERS = 4;
const TRIALS = 8;

function deadPid(): number {
  return Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout,
  );
}

async function trial(n: number, stalePid: number): Promise<string[]> {
  const folder = join(dir, `t${n}`);
  mkdirSync(folder);
  writeFileSync(
    join(folder, LOCK_FILE),
    JSON.stringify({
      pid: stalePid,
      host: hostname(),
      since: '2026-01-01T00:00:00.000Z',
      command: 'sortie run dead',
    }),
  );
  const go = join(folder, 'go');
  const racers = Array.from({ length: RACERS }, (_, i) => {
    const child = spawn(
      process.execPath,
      ['test/fixtures/lock-racer.mjs', folder, go, join(folder, `ready${i}`)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    return new Promise<string>((res) => child.on('exit', () => res(out.trim())));
  });
  while (
    !Array.from({ length: RACERS }, (_, i) => existsSync(join(folder, `ready${i}`))).every(Boolean)
  )
    await new Promise((r) => setTimeout(r, 10));
  writeFileSync(go, '');
  return Promise.all(racers);
}

describe('taking over a stale lock', () => {
  it(`${RACERS} processes racing for a dead holder's lock: exactly one holds it`, async () => {
    const stale = deadPid();
    for (let n = 0; n < TRIALS; n++) {
      const outcomes = await trial(n, stale);
      expect(
        outcomes.filter((o) => o === 'held'),
        `trial ${n}: ${outcomes.join(', ')}`,
      ).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'locked')).toHaveLength(RACERS - 1);
    }
  }, 120_000);
});
