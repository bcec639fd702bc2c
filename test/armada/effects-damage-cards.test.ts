import { describe, expect, it } from 'vitest';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import type { ShipState } from '../../src/games/armada/state/types.js';
import { activateShip } from '../../src/games/armada/rules/activation.js';
import { performAttack } from '../../src/games/armada/rules/attack.js';
import { newAttack, rollAttack } from '../../src/games/armada/rules/attack-pool.js';
import { spendableTokens } from '../../src/games/armada/rules/defense-tokens.js';
import { zoneTargets } from '../../src/games/armada/rules/attack-targets.js';
import { gainCommandToken } from '../../src/games/armada/rules/commands.js';
import { dealDamageCard } from '../../src/games/armada/rules/damage-deck.js';
import { executeManeuver } from '../../src/games/armada/rules/maneuver.js';
import { statusPhase } from '../../src/games/armada/rules/phases.js';
import { engineeringPoints, repairOptions } from '../../src/games/armada/rules/repair.js';
import { currentYaw, setSpeed } from '../../src/games/armada/rules/speed.js';
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

/** Deals the next card of `title` faceup to the ship (moved to the top of the deck first). */
function dealTitle(ctx: EngineCtx, ship: ShipState, title: string): number {
  const deck = ctx.hidden.deck;
  const i = deck.findIndex((c) => ctx.state.damageTitles[c] === title);
  if (i < 0) throw new Error(`no ${title} left in the deck`);
  deck.push(deck.splice(i, 1)[0]!);
  return dealDamageCard(ctx, ship, true);
}

function duel(policies: [Policy, Policy] = [{}, {}], y = 400) {
  const t = testGame(policies);
  removeSquadrons(t.ctx);
  const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
  const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 457, y, 90);
  const neb = putShip(shipOf(t.ctx, 'nebulon-b-escort-frigate'), 100, 100, 90);
  const front = () =>
    zoneTargets(t.ctx, vsd, 'front').find((x) => x.defender === cr90 && x.defZone === 'front')!;
  return { ...t, vsd, cr90, neb, front };
}

describe('persistent damage cards (M5)', () => {
  it('Blinded Gunners: the attacker cannot spend accuracies', () => {
    const d = duel();
    dealTitle(d.ctx, d.vsd, 'blinded-gunners');
    d.dice.push(
      ['red', 'accuracy'],
      ['red', 'blank'],
      ['red', 'blank'],
      ['blue', 'accuracy'],
      ['blue', 'accuracy'],
      ['blue', 'accuracy'],
    );
    performAttack(d.ctx, d.front());
    expect(d.seen.some((x) => x.kind === 'spend-accuracy')).toBe(false);
  });

  it('Capacitor Failure: an empty zone cannot recover or receive shields, nor redirect while defending', () => {
    const d = duel();
    dealTitle(d.ctx, d.cr90, 'capacitor-failure');
    d.cr90.shields.front = 0;
    expect(
      repairOptions(d.ctx, d.cr90, 3).some(
        (o) =>
          (o.effect === 'recover-shield' && o.zone === 'front') ||
          (o.effect === 'move-shield' && o.to === 'front'),
      ),
    ).toBe(false);
    const atk = newAttack(d.ctx, d.front());
    expect(atk.noRedirect).toBe(true);
    expect(spendableTokens(atk).map((i) => d.cr90.defenseTokens[i]!.type)).toEqual([
      'evade',
      'evade',
    ]);
  });

  it('Compartment Fire: defense tokens are not readied in the Status Phase', () => {
    const d = duel();
    dealTitle(d.ctx, d.cr90, 'compartment-fire');
    d.cr90.defenseTokens[0]!.state = 'exhausted';
    statusPhase(d.ctx);
    expect(d.cr90.defenseTokens[0]!.state).toBe('exhausted');
  });

  it('Coolant Discharge: only one attack each round may target a ship', () => {
    const d = duel();
    putShip(d.cr90, 457, 300, 90);
    dealTitle(d.ctx, d.vsd, 'coolant-discharge');
    expect(zoneTargets(d.ctx, d.vsd, 'front').length).toBeGreaterThan(0);
    d.vsd.shipAttacksThisRound = 1;
    expect(
      zoneTargets(d.ctx, d.vsd, 'front').filter((x) => !x.defender.id.startsWith('q')),
    ).toEqual([]);
  });

  it('Crew Panic: before revealing, discard the dial (no dial revealed) or suffer 1 damage', () => {
    const d = duel([
      {},
      { 'crew-panic': (o) => o.indexOf('discard'), 'use-command': (o) => o.indexOf('none') },
    ]);
    dealTitle(d.ctx, d.vsd, 'crew-panic');
    d.vsd.speed = 0;
    setDials(d.ctx, d.vsd, ['repair']);
    activateShip(d.ctx, d.vsd);
    expect(eventsOf(d.events, 'dial-revealed')).toEqual([]);
    expect(d.vsd.spentDials).toEqual(['repair']);
    const e = duel([
      {},
      {
        'crew-panic': (o) => o.indexOf('damage'),
        'hull-zone': (o) => o.indexOf('rear'),
        'use-command': (o) => o.indexOf('none'),
      },
    ]);
    dealTitle(e.ctx, e.vsd, 'crew-panic');
    e.vsd.speed = 0;
    setDials(e.ctx, e.vsd, ['repair']);
    activateShip(e.ctx, e.vsd);
    expect(e.vsd.shields.rear).toBe(0);
    expect(eventsOf(e.events, 'dial-revealed')).toHaveLength(1);
  });

  it('Damaged Controls: overlapping a ship deals one more facedown card', () => {
    const d = duel([{}, { course: (o) => o.findIndex((c) => c.course.every((k) => k === 0)) }]);
    dealTitle(d.ctx, d.vsd, 'damaged-controls');
    putShip(d.cr90, 457, 430, 90);
    d.vsd.speed = 2;
    executeManeuver(d.ctx, d.vsd);
    expect(eventsOf(d.events, 'ship-overlap')).toHaveLength(1);
    expect([d.vsd.facedown, d.cr90.facedown]).toEqual([2, 1]);
  });

  it('Damaged Munitions / Point-Defense Failure: remove a die before rolling against that kind of target', () => {
    const d = duel();
    dealTitle(d.ctx, d.vsd, 'damaged-munitions');
    const atk = newAttack(d.ctx, d.front());
    rollAttack(d.ctx, atk);
    expect(atk.pool).toHaveLength(5);
    const t = testGame();
    const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 420, 430);
    dealTitle(t.ctx, vsd, 'point-defense-failure');
    const a2 = newAttack(
      t.ctx,
      zoneTargets(t.ctx, vsd, 'front').find((x) => x.defender === xw)!,
    );
    rollAttack(t.ctx, a2);
    expect(a2.cancelled).toBe(true);
  });

  it('Depowered Armament: no attacks at long range', () => {
    const d = duel([{}, {}], 200);
    expect(zoneTargets(d.ctx, d.vsd, 'front')).toHaveLength(1);
    dealTitle(d.ctx, d.vsd, 'depowered-armament');
    expect(zoneTargets(d.ctx, d.vsd, 'front')).toHaveLength(0);
  });

  it('Disengaged Fire Control: obstructed targets cannot be declared', () => {
    const d = duel([{}, {}], 300);
    putShip(d.neb, 457, 430, 0);
    expect(zoneTargets(d.ctx, d.vsd, 'front').some((x) => x.defender === d.cr90)).toBe(true);
    dealTitle(d.ctx, d.vsd, 'disengaged-fire-control');
    expect(zoneTargets(d.ctx, d.vsd, 'front').some((x) => x.defender === d.cr90)).toBe(false);
  });

  it('Faulty Countermeasures: exhausted defense tokens cannot be spent', () => {
    const d = duel();
    dealTitle(d.ctx, d.cr90, 'faulty-countermeasures');
    d.cr90.defenseTokens[0]!.state = 'exhausted';
    expect(spendableTokens(newAttack(d.ctx, d.front()))).toEqual([1, 2]);
  });

  it('Life Support Failure: command tokens are discarded and cannot be gained', () => {
    const d = duel();
    gainCommandToken(d.ctx, d.vsd, 'repair');
    dealTitle(d.ctx, d.vsd, 'life-support-failure');
    expect(d.vsd.commandTokens).toEqual([]);
    gainCommandToken(d.ctx, d.vsd, 'navigate');
    expect(d.vsd.commandTokens).toEqual([]);
  });

  it('Power Failure: engineering halved rounding down, two copies one after the other', () => {
    const d = duel();
    expect(engineeringPoints(d.ctx, d.vsd, 'dial')).toBe(4);
    dealTitle(d.ctx, d.vsd, 'power-failure');
    expect(engineeringPoints(d.ctx, d.vsd, 'dial')).toBe(2);
    dealTitle(d.ctx, d.vsd, 'power-failure');
    expect(engineeringPoints(d.ctx, d.vsd, 'dial')).toBe(1);
    expect(engineeringPoints(d.ctx, d.vsd, 'token')).toBe(1);
  });

  it('Ruptured Engine: after a maneuver above speed 1, suffer 1 damage', () => {
    const d = duel([{}, { 'hull-zone': (o) => o.indexOf('rear') }]);
    putShip(d.vsd, 457, 700, 270);
    dealTitle(d.ctx, d.vsd, 'ruptured-engine');
    d.vsd.speed = 1;
    executeManeuver(d.ctx, d.vsd);
    expect(d.vsd.shields.rear).toBe(1);
    d.vsd.speed = 2;
    executeManeuver(d.ctx, d.vsd);
    expect(d.vsd.shields.rear).toBe(0);
  });

  it('Targeter Disruption: the attacker cannot resolve critical effects', () => {
    const d = duel();
    dealTitle(d.ctx, d.vsd, 'targeter-disruption');
    d.dice.push(
      ['red', 'critical'],
      ['red', 'critical'],
      ['red', 'critical'],
      ['blue', 'critical'],
      ['blue', 'critical'],
      ['blue', 'critical'],
    );
    performAttack(d.ctx, d.front());
    expect(d.seen.some((x) => x.kind === 'critical-effect')).toBe(false);
  });

  it('Thrust-Control Malfunction: the last adjustable joint at the current speed loses a click', () => {
    const d = duel();
    d.cr90.speed = 4;
    expect(currentYaw(d.ctx, d.cr90)).toEqual([0, 1, 1, 2]);
    dealTitle(d.ctx, d.cr90, 'thrust-control-malfunction');
    expect(currentYaw(d.ctx, d.cr90)).toEqual([0, 1, 1, 1]);
    d.vsd.speed = 2;
    dealTitle(d.ctx, d.vsd, 'thrust-control-malfunction');
    expect(currentYaw(d.ctx, d.vsd)).toEqual([0, 0]);
  });

  it('Thruster Fissure: changing speed deals 1 damage', () => {
    const d = duel([{}, { 'hull-zone': (o) => o.indexOf('rear') }]);
    dealTitle(d.ctx, d.vsd, 'thruster-fissure');
    setSpeed(d.ctx, d.vsd, 1);
    expect(d.vsd.shields.rear).toBe(0);
  });
});

describe('immediate damage cards (M5: resolve, then flip facedown)', () => {
  it('Comm Noise: the opponent slows the ship or changes its top dial', () => {
    const d = duel([
      {
        'comm-noise': (o) => o.findIndex((x) => x.effect === 'change' && x.command === 'squadron'),
      },
      {},
    ]);
    setDials(d.ctx, d.vsd, ['repair', 'navigate']);
    d.vsd.speed = 2;
    const card = dealTitle(d.ctx, d.vsd, 'comm-noise');
    expect(d.ctx.hidden.dials[1]![d.vsd.id]).toEqual(['squadron', 'navigate']);
    expect(d.vsd.faceup).toEqual([]);
    expect(d.ctx.hidden.facedown[d.vsd.id]).toEqual([card]);
    const s = duel([{ 'comm-noise': (o) => o.findIndex((x) => x.effect === 'slow') }, {}]);
    s.vsd.speed = 2;
    dealTitle(s.ctx, s.vsd, 'comm-noise');
    expect(s.vsd.speed).toBe(1);
  });

  it('Comm Noise: the opponent "may" slow the ship or change its dial, and may decline both', () => {
    const d = duel([{ 'comm-noise': (o) => o.findIndex((x) => x.effect === 'none') }, {}]);
    setDials(d.ctx, d.vsd, ['repair', 'navigate']);
    d.vsd.speed = 2;
    dealTitle(d.ctx, d.vsd, 'comm-noise');
    expect(d.vsd.speed).toBe(2);
    expect(d.ctx.hidden.dials[1]![d.vsd.id]).toEqual(['repair', 'navigate']);
    expect(d.vsd.faceup).toEqual([]);
  });

  it('Injured Crew: the owner discards a defense token', () => {
    const d = duel([{ 'discard-token': (o) => o.indexOf(2) }, {}]);
    dealTitle(d.ctx, d.cr90, 'injured-crew');
    expect(d.cr90.defenseTokens.map((t) => t.state)).toEqual(['ready', 'ready', 'discarded']);
    expect(d.cr90.facedown).toBe(1);
  });

  it('Projector Misaligned: the zone with the most shields loses them all (owner breaks ties)', () => {
    const d = duel([{}, { 'hull-zone': (o) => o.indexOf('left') }]);
    dealTitle(d.ctx, d.vsd, 'projector-misaligned');
    expect(d.seen.find((x) => x.kind === 'hull-zone')!.options).toEqual(['front', 'left', 'right']);
    expect(d.vsd.shields).toEqual({ front: 3, left: 0, right: 3, rear: 1 });
  });

  it('Shield Failure: the opponent picks up to two zones, each loses a shield', () => {
    const d = duel([
      { 'shield-zone': (o) => (o.includes('front') ? o.indexOf('front') : o.indexOf('rear')) },
      {},
    ]);
    dealTitle(d.ctx, d.vsd, 'shield-failure');
    expect(d.vsd.shields).toEqual({ front: 2, left: 3, right: 3, rear: 0 });
  });

  it('Structural Damage: one more facedown card, then this card flips facedown', () => {
    const d = duel();
    dealTitle(d.ctx, d.vsd, 'structural-damage');
    expect(d.vsd.faceup).toEqual([]);
    expect(d.vsd.facedown).toBe(2);
  });
});
