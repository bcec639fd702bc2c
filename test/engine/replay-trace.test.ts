/**
 * A replayed game carries a trace (paths, attacks, terrain) and draws a board picture.
 */
import { describe, expect, it } from 'vitest';
import { playSnapGame, snapShips } from '../../src/games/snap-ships/plugin.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import type { SnapTrace } from '../../src/games/snap-ships/trace.js';

describe('replay trace and board picture', () => {
  const setup = resolveSnapSetup({
    format: 'duel',
    sides: [
      { name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter' }] },
      { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor' }] },
    ],
  });

  it('the trace records every ship path and attack, and the log reads turn by turn', () => {
    const r = playSnapGame(setup, {
      seed: 'trace',
      gameIndex: 0,
      swapSeats: false,
      roundCap: 30,
      log: true,
    });
    const t = r.trace as SnapTrace;
    expect(t.ships).toHaveLength(2);
    for (const s of t.ships) expect(s.path.length).toBeGreaterThan(1);
    expect(t.terrain).toHaveLength(5);
    expect(r.log!.some((l) => l.includes('activates'))).toBe(true);
    const attacks = r.log!.filter((l) => / attack /.test(l)).length;
    expect(t.attacks.filter((a) => a.kind !== 'missile')).toHaveLength(attacks);
  });

  it('renders an SVG with the table, tiles, ships and names', () => {
    const r = playSnapGame(setup, {
      seed: 'trace',
      gameIndex: 0,
      swapSeats: false,
      roundCap: 30,
      log: true,
    });
    const svg = snapShips.renderReplay!(r)!;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Sabre XF-23 Fighter');
    expect((svg.match(/<circle/g) ?? []).length).toBe(5 + 2);
    expect(svg).toContain('<polyline');
  });

  it('batch games carry no log or trace (low allocation)', () => {
    const r = playSnapGame(setup, { seed: 'trace', gameIndex: 0, swapSeats: false, roundCap: 30 });
    expect(r.log).toBeUndefined();
    expect(r.trace).toBeUndefined();
  });
});
