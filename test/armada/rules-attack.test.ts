import { describe, expect, it } from 'vitest';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import type { HullZone } from '../../src/games/armada/geometry/types.js';
import { performAttack } from '../../src/games/armada/rules/attack.js';
import { newAttack, rollAttack } from '../../src/games/armada/rules/attack-pool.js';
import { shipAttackTargets, zoneTargets } from '../../src/games/armada/rules/attack-targets.js';
import type { DeclaredTarget, Unit } from '../../src/games/armada/rules/attack-types.js';
import { activateShip } from '../../src/games/armada/rules/activation.js';
import {
  eventsOf,
  putShip,
  putSquadron,
  removeSquadrons,
  setDials,
  shipOf,
  squadronsOf,
  testGame,
  type Policy,
} from './engine-helpers.js';

/** VSD at the north facing south, CR90 facing it at `y` (close at 400, medium 300, long 200). */
function duel(policies: [Policy, Policy] = [{}, {}], y = 400) {
  const t = testGame(policies);
  removeSquadrons(t.ctx);
  const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
  const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 457, y, 90);
  putShip(shipOf(t.ctx, 'nebulon-b-escort-frigate'), 100, 100, 90);
  return { ...t, vsd, cr90 };
}

function target(
  ctx: EngineCtx,
  att: Unit,
  zone: HullZone | null,
  def: Unit,
  defZone: HullZone | null,
): DeclaredTarget {
  const list = 'faceup' in att ? zoneTargets(ctx, att, zone!) : [];
  const t = list.find((x) => x.defender === def && x.defZone === defZone);
  if (!t) {
    throw new Error(
      `no target ${def.id} ${defZone} from ${att.id} ${zone}: ${list.map((x) => `${x.defender.id}:${x.defZone}`).join(' ')}`,
    );
  }
  return t;
}

describe('declare target (K1, K2, K4, K9, K13, G5, L2)', () => {
  it('K2 K4 the defender must be in arc and at attack range; the range band is measured', () => {
    for (const [y, band] of [
      [400, 'close'],
      [300, 'medium'],
      [200, 'long'],
    ] as const) {
      const d = duel([{}, {}], y);
      expect(target(d.ctx, d.vsd, 'front', d.cr90, 'front').range).toBe(band);
    }
    const far = duel([{}, {}], 150);
    expect(zoneTargets(far.ctx, far.vsd, 'front')).toEqual([]);
    // The rear arc points away from the corvette.
    expect(zoneTargets(far.ctx, far.vsd, 'rear').some((x) => x.defender === far.cr90)).toBe(false);
  });

  it('L2 K13 no line of sight to a hull zone behind another zone of the defender', () => {
    const d = duel();
    const zones = zoneTargets(d.ctx, d.vsd, 'front')
      .filter((x) => x.defender === d.cr90)
      .map((x) => x.defZone);
    expect(zones).toEqual(['front']);
  });

  it('K4 a zone with only blue dice reaches medium range, not long (CR90 side arcs vs a ship at long)', () => {
    const d = duel([{}, {}], 200);
    // Turn the corvette broadside: its left zone (1R 1U) faces the Victory at long range.
    putShip(d.cr90, 457, 200, 0);
    const t = zoneTargets(d.ctx, d.cr90, 'left').find((x) => x.defender === d.vsd)!;
    expect(t.range).toBe('long');
    const atk = newAttack(d.ctx, t);
    rollAttack(d.ctx, atk);
    expect(atk.gathered).toEqual({ red: 1, blue: 0, black: 0 });
  });

  it('G5 K9 ships never target friendly units; squadrons are attacked with the anti-squadron armament', () => {
    const t = testGame();
    const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
    const tie = putSquadron(squadronsOf(t.ctx, 1)[0]!, 457, 470);
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 420, 430);
    const all = shipAttackTargets(t.ctx, vsd, []);
    expect(all.some((x) => x.defender === tie)).toBe(false);
    const vsX = all.find((x) => x.defender === xw)!;
    const atk = newAttack(t.ctx, vsX);
    rollAttack(t.ctx, atk);
    expect(atk.gathered).toEqual({ red: 0, blue: 1, black: 0 });
  });
});

describe('roll attack dice and obstruction (K3, D2, D4)', () => {
  it('K3 D2 only the dice of the range are gathered (3R3U at long: 3 red)', () => {
    const d = duel([{}, {}], 200);
    const atk = newAttack(d.ctx, target(d.ctx, d.vsd, 'front', d.cr90, 'front'));
    d.dice.push(['red', 'hit'], ['red', 'hit'], ['red', 'hit']);
    rollAttack(d.ctx, atk);
    expect(atk.gathered).toEqual({ red: 3, blue: 0, black: 0 });
    expect(atk.pool).toHaveLength(3);
  });

  it('D4 K3 an obstructed attack removes one die before rolling; without dice it is cancelled', () => {
    const d = duel([{}, {}], 300);
    // A ship between them obstructs: the Nebulon-B, broadside, halfway.
    putShip(shipOf(d.ctx, 'nebulon-b-escort-frigate'), 457, 430, 0);
    const t = target(d.ctx, d.vsd, 'front', d.cr90, 'front');
    expect(t.obstructed).toBe(true);
    const atk = newAttack(d.ctx, t);
    rollAttack(d.ctx, atk);
    expect(atk.gathered.red + atk.gathered.blue).toBe(5);
    expect(eventsOf(d.events, 'dice-modified').map((e) => e.source)).toEqual(['obstructed']);
    const one = newAttack(d.ctx, {
      ...t,
      attacker: d.cr90,
      zone: 'rear',
      defender: d.vsd,
      defZone: 'front',
      range: 'long',
    });
    rollAttack(d.ctx, one);
    expect(one.cancelled).toBe(true);
    expect(eventsOf(d.events, 'attack-cancelled')).toHaveLength(1);
  });
});

describe('attack effects, tokens and damage (K5-K8, C10, T1-T9, M2, M8)', () => {
  it('K7 M2 ship vs ship: hits and crits are damage; shields of the zone first, then facedown cards', () => {
    const d = duel([{ 'defense-token': () => 0 }, { 'critical-effect': (o) => o.indexOf(null) }]);
    d.dice.push(
      ['red', 'hit-hit'],
      ['red', 'critical'],
      ['red', 'blank'],
      ['blue', 'hit'],
      ['blue', 'hit'],
      ['blue', 'hit'],
    );
    performAttack(d.ctx, target(d.ctx, d.vsd, 'front', d.cr90, 'front'));
    // 2 + 1 + 0 + 1 + 1 + 1 = 6 damage: 2 shields, then 4 facedown cards = destroyed (hull 4).
    expect(d.cr90.destroyed).toBe(true);
  });

  it('K7 against a squadron only hits count; crits are not damage', () => {
    const t = testGame();
    const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 420, 430);
    t.dice.push(['blue', 'critical']);
    performAttack(
      t.ctx,
      zoneTargets(t.ctx, vsd, 'front').find((x) => x.defender === xw)!,
    );
    expect(xw.hull).toBe(5);
    t.dice.push(['blue', 'hit']);
    performAttack(
      t.ctx,
      zoneTargets(t.ctx, vsd, 'front').find((x) => x.defender === xw)!,
    );
    expect(xw.hull).toBe(4);
  });

  it('M8 the standard critical effect deals the first damage card faceup', () => {
    const d = duel();
    d.cr90.shields.front = 0;
    d.dice.push(
      ['red', 'critical'],
      ['red', 'blank'],
      ['red', 'blank'],
      ['blue', 'hit'],
      ['blue', 'accuracy'],
      ['blue', 'accuracy'],
    );
    performAttack(d.ctx, target(d.ctx, d.vsd, 'front', d.cr90, 'front'));
    expect(eventsOf(d.events, 'critical')).toHaveLength(1);
    expect(
      eventsOf(d.events, 'damage-card')
        .map((e) => e.faceup)
        .slice(0, 2),
    ).toEqual([true, false]);
  });

  it('T7 K5 accuracies lock chosen tokens: a locked token cannot be spent', () => {
    const seenTokens: number[][] = [];
    const d = duel([
      {
        'defense-token': (o) => {
          seenTokens.push(o as number[]);
          return 0;
        },
      },
      { 'spend-accuracy': (o) => (o.includes(0) ? o.indexOf(0) : 0) },
    ]);
    d.dice.push(
      ['red', 'hit'],
      ['red', 'blank'],
      ['red', 'blank'],
      ['blue', 'accuracy'],
      ['blue', 'hit'],
      ['blue', 'hit'],
    );
    performAttack(d.ctx, target(d.ctx, d.vsd, 'front', d.cr90, 'front'));
    expect(eventsOf(d.events, 'accuracy').map((e) => e.token)).toEqual(['evade']);
    // Token 0 (evade) is locked; the other evade and the redirect remain.
    expect(seenTokens[0]).toEqual([-1, 1, 2]);
  });

  it('T3 evade at long range cancels a die; vs a larger ship one more die, discarding the token', () => {
    const d = duel(
      [
        {
          'defense-token': (o) => (o.includes(0) ? o.indexOf(0) : 0),
          'choose-die': (o) => (o.includes(0) ? o.indexOf(0) : 0),
        },
        {},
      ],
      200,
    );
    d.dice.push(['red', 'hit-hit'], ['red', 'hit-hit'], ['red', 'blank']);
    performAttack(d.ctx, target(d.ctx, d.vsd, 'front', d.cr90, 'front'));
    expect(eventsOf(d.events, 'dice-modified').map((e) => `${e.action}:${e.source}`)).toEqual([
      'cancel:evade',
      'cancel:evade',
    ]);
    expect(d.cr90.defenseTokens[0]!.state).toBe('discarded');
    // One red blank left: no damage.
    expect(eventsOf(d.events, 'damage')).toEqual([]);
  });

  it('T3 evade at close/medium range rerolls one die (rules.evadeClose: none = no effect at close)', () => {
    const d = duel(
      [
        {
          'defense-token': (o) => (o.includes(0) ? o.indexOf(0) : 0),
          'choose-die': (o) => (o.includes(0) ? o.indexOf(0) : 0),
        },
        {},
      ],
      300,
    );
    d.dice.push(
      ['red', 'hit-hit'],
      ['red', 'blank'],
      ['red', 'blank'],
      ['blue', 'accuracy'],
      ['blue', 'accuracy'],
    );
    d.dice.push(['red', 'blank'], ['red', 'blank']);
    performAttack(d.ctx, target(d.ctx, d.vsd, 'front', d.cr90, 'front'));
    expect(eventsOf(d.events, 'dice-modified').map((e) => `${e.action}:${e.source}`)).toEqual([
      'reroll:evade',
      'reroll:evade',
    ]);
    const c = duel([{ 'defense-token': (o) => (o.includes(0) ? o.indexOf(0) : 0) }, {}], 400);
    c.ctx.state.rules.evadeClose = 'none';
    c.dice.push(
      ['red', 'blank'],
      ['red', 'blank'],
      ['red', 'blank'],
      ['blue', 'accuracy'],
      ['blue', 'accuracy'],
      ['blue', 'accuracy'],
    );
    performAttack(c.ctx, target(c.ctx, c.vsd, 'front', c.cr90, 'front'));
    expect(eventsOf(c.events, 'defense-token')).toHaveLength(1);
    expect(eventsOf(c.events, 'dice-modified')).toEqual([]);
  });

  it('T4 brace halves the total rounding up; T6 one token of each type per attack, exhausted then discarded', () => {
    const d = duel([{}, { 'defense-token': (o) => (o.length > 1 ? 1 : 0) }]);
    // The corvette attacks the Victory (front: 2 red, 1 blue): 5 damage braced -> 3.
    d.dice.push(['red', 'hit-hit'], ['red', 'hit-hit'], ['blue', 'critical']);
    const t = zoneTargets(d.ctx, d.cr90, 'front').find(
      (x) => x.defender === d.vsd && x.defZone === 'front',
    )!;
    performAttack(d.ctx, t);
    const dmg = eventsOf(d.events, 'damage').reduce((a, e) => a + e.amount, 0);
    expect(dmg).toBe(3);
    expect(d.vsd.defenseTokens[0]).toEqual({ type: 'brace', state: 'exhausted' });
    // One redirect was spent although two were ready: one token of each type per attack.
    expect(eventsOf(d.events, 'defense-token').map((e) => e.token)).toEqual(['brace', 'redirect']);
    expect(d.dice.pending).toBe(0);
    d.dice.push(['red', 'hit'], ['red', 'hit'], ['blue', 'hit']);
    performAttack(d.ctx, t);
    expect(d.vsd.defenseTokens[0]).toEqual({ type: 'brace', state: 'discarded' });
  });

  it("T2 redirect puts damage on the adjacent zone's shields first; T9 a zone without shields may be chosen", () => {
    const d = duel([
      {},
      {
        'defense-token': (o, dd) => {
          const toks = (dd.options as number[]).filter((i) => i >= 0);
          return toks.includes(1) ? o.indexOf(1) : 0;
        },
        'redirect-zone': (o) => o.indexOf('left'),
        'redirect-amount': (o) => o.length - 1,
      },
    ]);
    // 4 damage: 3 on the left zone's shields (all it has), 1 on the front.
    d.dice.push(['red', 'hit-hit'], ['red', 'hit'], ['blue', 'hit']);
    const t = zoneTargets(d.ctx, d.cr90, 'front').find(
      (x) => x.defender === d.vsd && x.defZone === 'front',
    )!;
    performAttack(d.ctx, t);
    expect(d.vsd.shields).toEqual({ front: 2, left: 0, right: 3, rear: 1 });
    // Now left has no shields: redirect may still be spent (T9), nothing is moved there.
    d.dice.push(['red', 'hit'], ['red', 'hit'], ['blue', 'accuracy']);
    performAttack(d.ctx, t);
    expect(eventsOf(d.events, 'defense-token').map((e) => e.token)).toEqual([
      'redirect',
      'redirect',
    ]);
    expect(d.seen.filter((x) => x.kind === 'redirect-amount')).toHaveLength(1);
    expect(d.vsd.shields.front).toBe(0);
  });

  it('T6 a defender at speed 0 cannot spend defense tokens', () => {
    const d = duel();
    d.cr90.speed = 0;
    d.dice.push(
      ['red', 'hit'],
      ['red', 'hit'],
      ['red', 'hit'],
      ['blue', 'hit'],
      ['blue', 'hit'],
      ['blue', 'hit'],
    );
    performAttack(d.ctx, target(d.ctx, d.vsd, 'front', d.cr90, 'front'));
    expect(d.seen.some((x) => x.kind === 'defense-token')).toBe(false);
  });

  it('C10 Concentrate Fire: the dial adds a die of a colour in the pool; the token rerolls a die', () => {
    const d = duel([
      {},
      {
        'use-command': (o) => o.indexOf('both'),
        'add-die': (o) => o.indexOf('blue'),
        'choose-die': (o) => o.indexOf(0),
      },
    ]);
    d.vsd.revealed = 'concentrate-fire';
    d.vsd.commandTokens = ['concentrate-fire'];
    d.dice.push(
      ['red', 'blank'],
      ['red', 'hit'],
      ['red', 'hit'],
      ['blue', 'hit'],
      ['blue', 'hit'],
      ['blue', 'hit'],
      ['blue', 'critical'],
      ['red', 'hit-hit'],
    );
    performAttack(d.ctx, target(d.ctx, d.vsd, 'front', d.cr90, 'front'));
    expect(eventsOf(d.events, 'dice-modified').map((e) => `${e.action}:${e.colour}`)).toEqual([
      'add:blue',
      'reroll:red',
    ]);
    expect(d.vsd.resolved).toEqual(['concentrate-fire']);
  });

  it('K8 K10 a ship attacking squadrons may add squadrons in the same arc and range, each once', () => {
    const t = testGame([{}, { 'additional-squadron': (o) => (o.length > 1 ? 1 : 0) }]);
    const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
    const [a, b] = squadronsOf(t.ctx, 0);
    putSquadron(a!, 420, 430);
    putSquadron(b!, 500, 430);
    // An engaged squadron can be attacked (K10).
    putSquadron(squadronsOf(t.ctx, 1)[0]!, 420, 380);
    for (let k = 0; k < 3; k++) t.dice.push(['blue', 'hit']);
    performAttack(
      t.ctx,
      zoneTargets(t.ctx, vsd, 'front').find((x) => x.defender === a)!,
    );
    expect(eventsOf(t.events, 'attack').map((e) => e.defender)).toEqual([a!.id, b!.id]);
  });

  it('RRG "Attack": an attack cancelled after Declare Target ends, with no additional squadron target', () => {
    const t = testGame([{ 'additional-squadron': (o) => (o.length > 1 ? 1 : 0) }, {}]);
    const [far, near] = squadronsOf(t.ctx, 1);
    removeSquadrons(t.ctx, [far!, near!]);
    putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 100, 100, 90);
    const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 457, 300, 90);
    // The Nebulon-B obstructs the far squadron: the CR90's one blue anti-squadron die is removed (D4, K3).
    putShip(shipOf(t.ctx, 'nebulon-b-escort-frigate'), 457, 430, 0);
    putSquadron(far!, 457, 520);
    putSquadron(near!, 420, 370);
    const first = zoneTargets(t.ctx, cr90, 'front').find((x) => x.defender === far)!;
    expect(first.obstructed).toBe(true);
    expect(zoneTargets(t.ctx, cr90, 'front').some((x) => x.defender === near)).toBe(true);
    performAttack(t.ctx, first);
    expect(eventsOf(t.events, 'attack-cancelled')).toHaveLength(1);
    expect(eventsOf(t.events, 'attack')).toHaveLength(0);
    expect(t.seen.filter((d) => d.kind === 'additional-squadron')).toHaveLength(0);
  });

  it('A2 up to two attacks per activation, each from a different hull zone', () => {
    const d = duel([
      {},
      { attack: (o) => (o.length > 1 ? 1 : 0), 'use-command': (o) => o.indexOf('none') },
    ]);
    putShip(d.cr90, 457, 300, 90);
    putShip(shipOf(d.ctx, 'nebulon-b-escort-frigate'), 700, 560, 90);
    d.vsd.speed = 0;
    setDials(d.ctx, d.vsd, ['repair']);
    activateShip(d.ctx, d.vsd);
    const zones = eventsOf(d.events, 'attack').map((e) => e.attackerZone);
    expect(zones).toHaveLength(2);
    expect(new Set(zones).size).toBe(2);
  });
});
