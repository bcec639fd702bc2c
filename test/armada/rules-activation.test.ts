import { describe, expect, it } from 'vitest';
import { losLine } from '../../src/games/armada/geometry/line-of-sight.js';
import { activateShip } from '../../src/games/armada/rules/activation.js';
import { zoneTargets, squadronAttackTargets } from '../../src/games/armada/rules/attack-targets.js';
import { performAttack } from '../../src/games/armada/rules/attack.js';
import { drawDamageCard } from '../../src/games/armada/rules/damage-deck.js';
import { sufferShipDamage, sufferSquadronDamage } from '../../src/games/armada/rules/damage.js';
import { engagedPair } from '../../src/games/armada/rules/engagement.js';
import { executeManeuver } from '../../src/games/armada/rules/maneuver.js';
import { shipPhase } from '../../src/games/armada/rules/phases.js';
import {
  eventsOf,
  putShip,
  putSquadron,
  removeSquadrons,
  setDials,
  shipOf,
  squadronsOf,
  testGame,
} from './engine-helpers.js';

describe('ship activation (A1, A3, A4)', () => {
  it('A1 reveal the dial, then attack, then execute the maneuver; the dial ends faceup on the card', () => {
    const t = testGame([
      {},
      { attack: (o) => (o.length > 1 ? 1 : 0), 'use-command': (o) => o.indexOf('none') },
    ]);
    removeSquadrons(t.ctx);
    const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
    putShip(shipOf(t.ctx, 'cr90-corvette-a'), 457, 300, 90);
    setDials(t.ctx, vsd, ['squadron']);
    activateShip(t.ctx, vsd);
    const order = t.events
      .filter((e) =>
        ['dial-revealed', 'attack', 'maneuver', 'ship-activation-end'].includes(e.type),
      )
      .map((e) => e.type);
    expect(order[0]).toBe('dial-revealed');
    expect(order.indexOf('attack')).toBeLessThan(order.indexOf('maneuver'));
    expect(order.at(-1)).toBe('ship-activation-end');
    expect(vsd.spentDials).toEqual(['squadron']);
    expect(vsd.activated).toBe(true);
  });

  it('A4 each ship activates once per round: activated ships are not offered again', () => {
    const t = testGame();
    t.ctx.state.rules.passTokens = 'none';
    for (const s of t.ctx.state.ships) s.speed = 0;
    shipPhase(t.ctx);
    const asked = t.seen.filter((d) => d.kind === 'activate-ship').map((d) => d.options);
    // The second Rebel turn has a single option (taken without asking): the activated ship is gone.
    expect(asked).toEqual([['s0.0', 's0.1']]);
    expect(eventsOf(t.events, 'ship-activation').map((e) => e.ship)).toEqual([
      's0.0',
      's1.0',
      's0.1',
    ]);
    expect(new Set(eventsOf(t.events, 'ship-activation').map((e) => e.ship)).size).toBe(3);
  });

  it('V8 ships are lifted and placed: a ship may end beyond another ship it passed over', () => {
    const t = testGame([{ course: (o) => o.findIndex((c) => c.course.every((k) => k === 0)) }, {}]);
    removeSquadrons(t.ctx);
    const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 457, 300, 90);
    putShip(shipOf(t.ctx, 'nebulon-b-escort-frigate'), 457, 420, 0);
    cr90.speed = 4;
    executeManeuver(t.ctx, cr90);
    expect(eventsOf(t.events, 'ship-overlap')).toEqual([]);
    expect(cr90.pose.y).toBeGreaterThan(500);
  });
});

describe('damage and the damage deck (M1-M3, M6, M10, H2, H4)', () => {
  it('M1 a squadron loses hull points; at zero it is destroyed and removed', () => {
    const t = testGame();
    const xw = squadronsOf(t.ctx, 0)[0]!;
    expect(sufferSquadronDamage(t.ctx, xw, 3, { source: 'effect', by: null, range: null })).toBe(3);
    expect(xw.hull).toBe(2);
    expect(sufferSquadronDamage(t.ctx, xw, 5, { source: 'effect', by: null, range: null })).toBe(2);
    expect(xw.destroyed).toBe(true);
  });

  it('M2 M3 M10 shields first, then a card per point; at hull the ship is destroyed and its cards discarded', () => {
    const t = testGame();
    const cr90 = shipOf(t.ctx, 'cr90-corvette-a');
    sufferShipDamage(t.ctx, cr90, 'rear', 3, { source: 'effect', by: null, range: null });
    expect(cr90.shields.rear).toBe(0);
    expect(cr90.facedown).toBe(2);
    expect(cr90.destroyed).toBe(false);
    sufferShipDamage(t.ctx, cr90, 'rear', 5, { source: 'effect', by: null, range: null });
    expect(cr90.destroyed).toBe(true);
    expect(t.ctx.state.discard).toHaveLength(4);
    expect(cr90.facedown + cr90.faceup.length).toBe(0);
    expect(cr90.commandTokens).toEqual([]);
  });

  it('M6 an empty deck is rebuilt by shuffling the discard pile', () => {
    const t = testGame();
    const st = t.ctx.state;
    st.discard = t.ctx.hidden.deck.splice(0, 50);
    st.deckCount = 2;
    drawDamageCard(t.ctx);
    drawDamageCard(t.ctx);
    const c = drawDamageCard(t.ctx);
    expect(eventsOf(t.events, 'deck-shuffled')).toEqual([{ type: 'deck-shuffled', cards: 50 }]);
    expect(st.discard).toEqual([]);
    expect(t.ctx.hidden.deck).toHaveLength(49);
    expect(c).toBeGreaterThanOrEqual(0);
  });

  it('H4 T2 redirect offers only the zones adjacent to the defending zone', () => {
    const t = testGame([
      {},
      {
        'defense-token': (o, d) => {
          const i = (d.options as number[]).indexOf(1);
          return i >= 0 ? i : 0;
        },
      },
    ]);
    removeSquadrons(t.ctx);
    const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
    const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 457, 400, 90);
    t.dice.push(['red', 'hit'], ['red', 'hit'], ['blue', 'hit']);
    performAttack(
      t.ctx,
      zoneTargets(t.ctx, cr90, 'front').find((x) => x.defender === vsd && x.defZone === 'front')!,
    );
    expect(t.seen.find((d) => d.kind === 'redirect-zone')!.options).toEqual(['left', 'right']);
  });
});

describe('line of sight and obstruction (B5, L3, L5, Q9, Q12)', () => {
  it('B5 L3 an obstacle across the line obstructs the attack', () => {
    const t = testGame([{}, {}], {
      obstacles: {
        placement: 'fixed',
        obstacles: [
          {
            id: 'asteroid-1',
            type: 'asteroid',
            pose: { x: 457, y: 440, facing: 0 },
          },
        ],
      },
    });
    removeSquadrons(t.ctx);
    const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 600, 270);
    const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 457, 300, 90);
    putShip(shipOf(t.ctx, 'nebulon-b-escort-frigate'), 100, 100, 90);
    expect(zoneTargets(t.ctx, vsd, 'front').find((x) => x.defender === cr90)!.obstructed).toBe(
      true,
    );
  });

  it("Q12 L5 squadrons never obstruct; the attacker's own zones never block its line of sight", () => {
    const t = testGame();
    const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 600, 270);
    const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 457, 360, 90);
    putShip(shipOf(t.ctx, 'nebulon-b-escort-frigate'), 100, 100, 90);
    const [tie] = squadronsOf(t.ctx, 1);
    removeSquadrons(t.ctx, [tie!]);
    putSquadron(tie!, 457, 470);
    const front = zoneTargets(t.ctx, vsd, 'front').find((x) => x.defender === cr90)!;
    expect(front.obstructed).toBe(false);
    // From its side zone the Victory traces out of its own token: still a clear line.
    putShip(cr90, 600, 600, 90);
    const side = zoneTargets(t.ctx, vsd, 'left')
      .concat(zoneTargets(t.ctx, vsd, 'right'))
      .find((x) => x.defender === cr90);
    expect(side?.obstructed).toBe(false);
  });

  it('Q9 rules.squadronLos traces from the centre (RRG16) or the closest point (EXP) of the base', () => {
    const t = testGame();
    const [xw] = squadronsOf(t.ctx, 0);
    const [tie] = squadronsOf(t.ctx, 1);
    removeSquadrons(t.ctx, [xw!, tie!]);
    putSquadron(xw!, 400, 400);
    putSquadron(tie!, 460, 400);
    expect(engagedPair(t.ctx, xw!, tie!)).toBe(true);
    squadronAttackTargets(t.ctx, xw!);
    expect(losLine.x0).toBeCloseTo(400, 9);
    t.ctx.state.rules.squadronLos = 'closestPoint';
    squadronAttackTargets(t.ctx, xw!);
    expect(losLine.x0).toBeCloseTo(400 + t.ctx.table.squadronBase.diameter / 2, 9);
    expect(engagedPair(t.ctx, xw!, tie!)).toBe(true);
  });
});
