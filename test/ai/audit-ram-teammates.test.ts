/**
 * AI collisions with teammates (rulebook "AI Ship Collisions": "If an AI ship collides with an
 * opposing ship, roll for damage as usual. AI ships do not roll for damage when colliding with
 * other AI ships on their team."): a Ram row whose move overlaps an AI teammate places the ship
 * as any AI collision does and rolls nothing, neither the Ram attack nor collision dice. Rams on
 * opposing ships, and a player's Ram on its own teammate (rulebook "Collisions": ships collide
 * "even if the ships are on the same team"), still make the Ram attack.
 */
import { describe, expect, it } from 'vitest';
import { moveShip, type RamSpec } from '../../src/games/snap-ships/rules/movement.js';
import { stageAi } from './ai-stage.js';

const RAM: RamSpec = {
  part: -1,
  ability: -1,
  dice: 2,
  accuracy: 2,
  damage: 2,
  label: 'blade-wings',
};
const SHORT = 11;

function ramInto(opts: { moverAi: boolean; otherAi: boolean; otherSide: number }) {
  const mover = {
    preset: 'scarab-klaw-interceptor',
    side: 1,
    pose: { x: 45, y: 30, facing: 90 },
    ai: opts.moverAi,
  };
  const other = {
    preset: opts.otherSide === 1 ? 'scarab-klaw-light-fighter' : 'sabre-xf-23-fighter',
    side: opts.otherSide,
    pose: { x: 45, y: 30 + SHORT, facing: 0 },
    ai: opts.otherAi,
  };
  const ships = opts.otherSide === 0 ? [other, mover] : [mover, other];
  // Enough dice that every possible roll hits: a Ram attack or collision dice would deal damage.
  const staged = stageAi({ ships, dice: [8, 8, 8, 8, 8, 8, 8, 8] });
  const m = staged.ship(ships.indexOf(mover));
  const o = staged.ship(ships.indexOf(other));
  const hull = { mover: m.hull, other: o.hull };
  const outcome = moveShip(staged.ctx, m, 90, SHORT, 'blade-wings', RAM);
  return { ...staged, m, o, hull, outcome };
}

describe('an AI Ram row colliding with an AI teammate', () => {
  it('makes no Ram attack and rolls no collision dice', () => {
    const { events, m, o, hull, outcome, rng } = ramInto({
      moverAi: true,
      otherAi: true,
      otherSide: 1,
    });
    expect(outcome).toBe('stopped');
    expect(events.filter((e) => e.type === 'collision')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'attack')).toHaveLength(0);
    expect(events.filter((e) => e.type === 'damage')).toHaveLength(0);
    expect([m.hull, o.hull]).toEqual([hull.mover, hull.other]);
    expect(rng.faces).toHaveLength(8);
  });
  it('is still placed on the far side of the teammate, straight along its travel', () => {
    const { m, o } = ramInto({ moverAi: true, otherAi: true, otherSide: 1 });
    expect(m.pose!.x).toBeCloseTo(45, 9);
    expect(m.pose!.y).toBeCloseTo(o.pose!.y + 6, 9);
  });
});

describe('Rams that still attack', () => {
  it('an AI Ram on an opposing ship', () => {
    const { events, o, hull } = ramInto({ moverAi: true, otherAi: false, otherSide: 0 });
    const ram = events.filter((e) => e.type === 'attack' && e.ram);
    expect(ram).toHaveLength(1);
    expect(o.hull).toBeLessThan(hull.other);
  });
  it("a player ship's Ram on its own teammate", () => {
    const { events } = ramInto({ moverAi: false, otherAi: false, otherSide: 1 });
    expect(events.filter((e) => e.type === 'attack' && e.ram)).toHaveLength(1);
  });
});
