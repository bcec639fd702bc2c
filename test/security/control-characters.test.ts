// Control characters in names (sides, builds, ships, matchups) are refused at validate
// and run with file:line:col, and nothing a results folder names reaches the terminal raw.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminalText } from '../../src/cli/terminal-guard.js';
import { tempDir } from '../runner/helpers.js';

const dir = tempDir();
const TOY = 'test/fixtures/toy-cli.mjs';
const MAIN = 'dist/cli/main.js';
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const EVIL = 'Forge\u001b]0;TITLE\u0007';

function sortie(cli: string, ...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
}

function config(name: string, text: string): string {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, text);
  return file;
}

const toy = (side: string, extra = '') => `name: cc
game: toy-dice
format: duel
games: 4
sides:
  - name: ${JSON.stringify(side)}
    ships: [{parts: [blaster]}]
  - name: Blues
    ships: [{parts: [cannon]}]
${extra}`;

describe('names with control characters are refused', () => {
  const cases: Array<[string, string, string]> = [
    ['a side name', toy(EVIL), ':6:11: sides[0].name: holds a control character (\\u001b)'],
    [
      'a carriage return',
      toy('Reds\rBlues'),
      ':6:11: sides[0].name: holds a control character (\\u000d)',
    ],
    [
      'a C1 control',
      toy('Reds\u009b31m'),
      ':6:11: sides[0].name: holds a control character (\\u009b)',
    ],
    [
      'a matchup name',
      `${toy('Reds')}matchups:\n  - name: "a\\u001b[2Jb"\n`,
      ':11:11: matchups[0].name: holds a control character (\\u001b)',
    ],
  ];
  for (const [what, text, where] of cases) {
    it(`${what}, at validate and run, with file:line:col`, () => {
      const file = config(what.replaceAll(' ', '-'), text);
      for (const args of [
        ['validate', file],
        ['run', file, '--out', join(dir, 'never'), '--threads', '0'],
      ]) {
        const r = sortie(TOY, ...args);
        expect(r.status).toBe(1);
        expect(r.stderr).toContain(`${file}${where}`);
        expect(r.stderr).not.toMatch(RAW);
        expect(r.stdout).not.toMatch(RAW);
      }
    });
  }

  it('a Snap Ships side name, and an Armada side named by its fleet list', () => {
    const evilSnap = config(
      'snap-evil',
      readFileSync('configs/starter-duels.yaml', 'utf8').replace(
        '  - name: Forge\n',
        '  - name: "Forge\\e]0;x\\a"\n',
      ),
    );
    const r = sortie(MAIN, 'validate', evilSnap);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `${evilSnap}:10:11: sides[0].name: holds a control character (\\u001b)`,
    );
    expect(r.stderr).not.toMatch(RAW);
    writeFileSync(
      join(dir, 'rebels.txt'),
      `Name: ${EVIL}\nFaction: Rebel Alliance\nNebulon-B Escort Frigate (57)\n  • General Dodonna (20)\n`,
    );
    const armada = config(
      'armada',
      'game: armada\nformat: core-180\ngames: 2\nsides:\n  - fleet: {list: rebels.txt}\n  - fleet: core-imperials-175\n',
    );
    const a = sortie(MAIN, 'validate', armada);
    expect(a.status).toBe(1);
    expect(a.stderr).toContain(
      `${armada}:5:5: sides[0]: the side's name holds a control character (\\u001b)`,
    );
    expect(a.stderr).not.toMatch(RAW);
  });
});

describe('the terminal never receives a raw control character', () => {
  it('escapes everything but line feed, tab, CR and the progress line clear', () => {
    expect(terminalText(`a${EVIL}\tb\n`)).toBe('aForge\\u001b]0;TITLE\\u0007\tb\n');
    expect(terminalText('\r\u001b[K12% done')).toBe('\r\u001b[K12% done');
    expect(terminalText('x\u009b2J')).toBe('x\\u009b2J');
  });

  it('replay of a folder whose manifest was given a control character prints it escaped', () => {
    const out = join(dir, 'tampered');
    mkdirSync(out, { recursive: true });
    expect(
      sortie(
        MAIN,
        'run',
        '--default',
        '--games',
        '4',
        '--out',
        out,
        '--threads',
        '0',
        '--quiet',
        '--no-report',
      ).status,
    ).toBe(0);
    const file = join(out, 'manifest.json');
    const text = readFileSync(file, 'utf8');
    const m = JSON.parse(text);
    m.config.resolved[0].sides[0] = EVIL;
    m.config.resolved[0].name = `x${EVIL}`;
    m.matchups[0].name = `x${EVIL}`;
    writeFileSync(file, JSON.stringify(m));
    const r = sortie(MAIN, 'replay', out, '--game', '1', '--no-write');
    expect(r.stdout + r.stderr).toContain('Forge\\u001b]0;TITLE\\u0007');
    expect(r.stdout).not.toMatch(RAW);
    expect(r.stderr).not.toMatch(RAW);
  });
});
