// The Armada content commands and calculator through the game-agnostic CLI
// (DESIGN.md: `sortie list --game armada ...`, `sortie show --game armada <id>`,
// `sortie calc armada --dice 3R3U --json`); Snap Ships stays the default game.
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation(
    (s: string | Uint8Array) => ((out += String(s)), true),
  );
  vi.spyOn(process.stderr, 'write').mockImplementation(
    (s: string | Uint8Array) => ((err += String(s)), true),
  );
  try {
    return { code: await runCli(args), out, err };
  } finally {
    vi.restoreAllMocks();
  }
}

describe('sortie list/show/content/calc --game armada', () => {
  it('lists ships, squadrons, upgrades, objectives and fleets, with filters', async () => {
    const ships = await cli('list', 'ships', '--game', 'armada', '--json');
    expect(ships.code).toBe(0);
    expect(JSON.parse(ships.out).map((r: { id: string }) => r.id)).toHaveLength(6);
    const commanders = await cli(
      'list',
      'upgrades',
      '--game',
      'armada',
      '--type',
      'commander',
      '--json',
    );
    expect(
      JSON.parse(commanders.out)
        .map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual(['general-dodonna', 'grand-moff-tarkin']);
    for (const kind of ['squadrons', 'objectives', 'fleets'])
      expect((await cli('list', kind, '--game', 'armada')).code).toBe(0);
    const bad = await cli('list', 'ships', '--game', 'armada', '--faction', 'rebels');
    expect(bad.err).toBe(
      'error: --faction "rebels" is not one of rebel, imperial (did you mean "rebel"?)\n',
    );
    expect((await cli('list', 'ships', '--slot', 'wing', '--game', 'armada')).err).toBe(
      'error: --slot does not apply to armada\n',
    );
  });

  it('shows a card, and suggests the near id', async () => {
    const r = await cli('show', 'victory-ii-class-star-destroyer', '--game', 'armada');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Victory II/);
    const miss = await cli('show', 'dominater', '--game', 'armada');
    expect(miss.code).toBe(1);
    expect(miss.err).toContain('did you mean "dominator"?');
  });

  it('calc armada prints the contract JSON, and a bad pool is one line', async () => {
    const r = await cli('calc', 'armada', '--dice', '3R3U', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ dice: '3R3U', expectedDamage: 4.5 });
    expect(
      j.distribution.reduce((s: number, d: { probability: number }) => s + d.probability, 0),
    ).toBeCloseTo(1, 9);
    const bad = await cli('calc', 'armada', '--dice', '3X');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^error: bad dice pool "3X": unknown die colour "X"/);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
  });

  it('content check lists the uncertain Armada readings with file:line', async () => {
    const r = await cli('content', 'check', '--game', 'armada');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/src\/games\/armada\/content\/\S+\.yaml:\d+/);
  });
});
