import { afterEach, describe, expect, it, vi } from 'vitest';
import yargs from 'yargs';
import { calcCommand } from '../../src/cli/commands/calc.js';

/** Runs `sortie <argv>` with only the calc command registered; returns what it printed. */
async function run(argv: string[]): Promise<string> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    await yargs(argv)
      .scriptName('sortie')
      .command(calcCommand)
      .strict()
      .demandCommand(1)
      .exitProcess(false)
      .fail((msg, err) => {
        throw err ?? new Error(msg);
      })
      .parseAsync();
  } finally {
    spy.mockRestore();
  }
  return out;
}

afterEach(() => vi.restoreAllMocks());

describe('sortie calc', () => {
  it('attack --part mk16-autocannon --evasion 3 --json prints one contract object', async () => {
    const out = await run([
      'calc',
      'attack',
      '--part',
      'mk16-autocannon',
      '--evasion',
      '3',
      '--json',
    ]);
    expect(out.trim().split('\n')).toHaveLength(1);
    const j = JSON.parse(out) as Record<string, unknown> & {
      distribution: Array<{ damage: number; probability: number }>;
    };
    expect(j['hitNumber']).toBe(5);
    expect(j['dice']).toBe(4);
    expect(j['expectedDamage']).toBeCloseTo(2, 12);
    expect(j['pAtLeastOneCrit']).toBeCloseTo(0.3439, 12);
    expect(j.distribution.map((e) => e.damage)).toEqual([0, 1, 2, 3, 4]);
    expect(j.distribution[0]!.probability).toBeCloseTo(0.0625, 12);
    expect(Math.abs(j.distribution.reduce((s, e) => s + e.probability, 0) - 1)).toBeLessThan(1e-9);
  });

  it('part effects switch flags: MX Massdriver converts 8s (P(crit) per die 2/10)', async () => {
    const j = JSON.parse(
      await run(['calc', 'attack', '--part', 'mx-massdriver-shotgun', '--evasion', '3', '--json']),
    );
    expect(j.hitNumber).toBe(5);
    expect(j.pAtLeastOneCrit).toBeCloseTo(1 - 0.8 ** 4, 12);
  });

  it('position, cover and rerolls reach the calculator', async () => {
    const j = JSON.parse(
      await run([
        'calc',
        'attack',
        '--dice',
        '2',
        '--accuracy',
        '2',
        '--damage',
        '1',
        '--evasion',
        '3',
        '--position',
        'rear',
        '--cover',
        'soft',
        '--rerolls',
        '9',
        '--json',
      ]),
    );
    // Rear −1, soft +2: hit number 6, p = .4, with rerolls p′ = .4 + .6·.4 = .64; rear +1 when ≥ 1 damage.
    expect(j.hitNumber).toBe(6);
    const p = 0.64;
    expect(j.distribution).toHaveLength(3);
    expect(j.distribution[0]).toEqual({ damage: 0, probability: expect.closeTo((1 - p) ** 2, 12) });
    expect(j.distribution[1]).toEqual({
      damage: 2,
      probability: expect.closeTo(2 * p * (1 - p), 12),
    });
    expect(j.distribution[2]).toEqual({ damage: 3, probability: expect.closeTo(p * p, 12) });
  });

  it('prints a readable table without --json', async () => {
    const out = await run(['calc', 'attack', '--part', 'mk16-autocannon', '--evasion', '3']);
    expect(out).toContain('MK16 Autocannon');
    expect(out).toContain('P(= k)');
    expect(out).toMatch(/\n\s+2 {3}0\.3750 {3}0\.6875\n/);
  });

  it('missiles --missile light --count 4 --evasion 5 --json', async () => {
    const j = JSON.parse(
      await run([
        'calc',
        'missiles',
        '--missile',
        'light',
        '--count',
        '4',
        '--evasion',
        '5',
        '--json',
      ]),
    );
    expect(j.hitNumber).toBe(5);
    expect(j.dice).toBe(4);
    expect(j.expectedDamage).toBeCloseTo(4, 12);
    expect(j.distribution.map((e: { damage: number }) => e.damage)).toEqual([0, 2, 4, 6, 8]);
  });

  it('rejects a missing profile, an unknown part and a bad choice', async () => {
    await expect(run(['calc', 'attack', '--evasion', '3'])).rejects.toThrow(/--part/);
    await expect(
      run(['calc', 'attack', '--part', 'mk16-autocanon', '--evasion', '3']),
    ).rejects.toThrow(/did you mean "mk16-autocannon"/);
    await expect(
      run(['calc', 'missiles', '--missile', 'plasma', '--evasion', '3']),
    ).rejects.toThrow(/Invalid values/);
    await expect(run(['calc'])).rejects.toThrow(/calc attack \| calc missiles/);
  });
});
