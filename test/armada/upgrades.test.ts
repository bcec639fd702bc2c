import { describe, expect, it } from 'vitest';
import { fleetPoints } from '../../src/games/armada/content/fleet-check.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import { engineeringValue, squadronValue } from '../../src/games/armada/effects/live-effects.js';
import { activateShip } from '../../src/games/armada/rules/activation.js';
import { armament, zoneTargets } from '../../src/games/armada/rules/attack-targets.js';
import { commandUses, spendCommand } from '../../src/games/armada/rules/commands.js';
import { dealDamageCard } from '../../src/games/armada/rules/damage-deck.js';
import { destroyShip } from '../../src/games/armada/rules/destroy.js';
import { scores } from '../../src/games/armada/rules/game-end.js';
import { executeManeuver, legalCourses } from '../../src/games/armada/rules/maneuver.js';
import { shipPhaseStart, statusPhase } from '../../src/games/armada/rules/phases.js';
import { engineeringPoints } from '../../src/games/armada/rules/repair.js';
import { resolveSquadronCommand } from '../../src/games/armada/rules/squadron-activation.js';
import type { AttackOption, Decision } from '../../src/games/armada/engine/decisions.js';
import {
  eventsOf,
  pick,
  putShip,
  putSquadron,
  setDials,
  shipOf,
  squadronsOf,
  testGame,
  type Policy,
} from './engine-helpers.js';
import {
  attackWith,
  CR90,
  NEB,
  targetOf,
  upgradeDuel,
  VSD,
  VSD1,
  withUpgrades,
} from './upgrade-helpers.js';

const content = loadArmadaContent();

describe('commanders (U5, U8)', () => {
  it('Grand Moff Tarkin: at the start of the Ship Phase every friendly ship gains the chosen command token', () => {
    const over = withUpgrades({}, { [VSD]: ['grand-moff-tarkin'] });
    over.sides![1]!.fleet.ships.push({ ship: 'victory-i-class-star-destroyer', upgrades: [] });
    const t = testGame([{}, { 'choose-command': (o) => pick(o, 'repair') }], over);
    shipPhaseStart(t.ctx);
    const imperials = t.ctx.state.ships.filter((s) => s.side === 1);
    expect(imperials).toHaveLength(2);
    for (const s of imperials) expect(s.commandTokens).toEqual(['repair']);
    for (const s of t.ctx.state.ships.filter((x) => x.side === 0))
      expect(s.commandTokens).toEqual([]);
    // upgrade-usage counts the tokens kept: one use per ship that gained one.
    expect(eventsOf(t.events, 'upgrade-used').map((e) => e.card)).toEqual([
      'grand-moff-tarkin',
      'grand-moff-tarkin',
    ]);
    // C6: a duplicate is discarded at once, so a second repair token is no use of the card.
    shipPhaseStart(t.ctx);
    expect(eventsOf(t.events, 'upgrade-used')).toHaveLength(2);
    expect(eventsOf(t.events, 'token-discarded').map((e) => e.reason)).toEqual([
      'duplicate',
      'duplicate',
    ]);
  });

  it('General Dodonna: before an enemy ship is dealt a faceup card, 4 are looked at, 1 kept on top, 3 discarded', () => {
    const t = testGame([{}, {}], withUpgrades({ [NEB]: ['general-dodonna'] }, {}));
    const deck = t.ctx.hidden.deck;
    const before = deck.length;
    const top4 = deck.slice(-4);
    t.ctx.controllers[0] = {
      choose: (_v, d) =>
        d.kind === 'keep-damage-card' ? (d.options as number[]).indexOf(top4[0]!) : 0,
    };
    const vsd = shipOf(t.ctx, VSD);
    dealDamageCard(t.ctx, vsd, true);
    // The kept card is the one dealt (a card with an immediate effect may have flipped itself facedown).
    expect([...vsd.faceup, ...t.ctx.hidden.facedown[vsd.id]!]).toEqual([top4[0]]);
    expect(eventsOf(t.events, 'damage-card')[0]!.title).toBe(t.ctx.state.damageTitles[top4[0]!]);
    expect(t.ctx.state.discard.sort()).toEqual(top4.slice(1).sort());
    expect(t.ctx.state.deckCount).toBe(before - 4);
    // Facedown cards and friendly ships are not affected.
    dealDamageCard(t.ctx, vsd, false);
    dealDamageCard(t.ctx, shipOf(t.ctx, CR90), true);
    expect(t.ctx.state.deckCount).toBe(before - 6);
  });
});

describe('officers (U8)', () => {
  it('Leia Organa: a revealed command becomes the top dial of another friendly ship at distance 1-5', () => {
    const seen: Decision[] = [];
    const t = testGame(
      [{ 'choose-ship': (o) => o.findIndex((x) => x !== null) }, {}],
      withUpgrades({ [CR90]: ['leia-organa'] }, {}),
    );
    const cr90 = shipOf(t.ctx, CR90);
    const neb = shipOf(t.ctx, NEB);
    t.ctx.controllers[0] = { choose: (_v, d) => (seen.push(d), d.kind === 'choose-ship' ? 1 : 0) };
    setDials(t.ctx, cr90, ['concentrate-fire']);
    setDials(t.ctx, neb, ['navigate', 'repair']);
    activateShip(t.ctx, cr90);
    expect(t.ctx.hidden.dials[0]![neb.id]).toEqual(['concentrate-fire', 'repair']);
    expect(seen.find((d) => d.kind === 'choose-ship')!.options).toEqual([null, neb.id]);
    // Beyond distance 5 the friend cannot be chosen.
    const far = testGame([{}, {}], withUpgrades({ [CR90]: ['leia-organa'] }, {}));
    putShip(shipOf(far.ctx, NEB), 850, 850, 0);
    putShip(shipOf(far.ctx, CR90), 80, 80, 90);
    setDials(far.ctx, shipOf(far.ctx, CR90), ['navigate']);
    setDials(far.ctx, shipOf(far.ctx, NEB), ['repair']);
    activateShip(far.ctx, shipOf(far.ctx, CR90));
    expect(far.seen.some((d) => d.kind === 'choose-ship')).toBe(false);
  });

  it('Wulff Yularen: spending a token exhausts the card to regain it (no second resolution); readied in the Status Phase', () => {
    const t = testGame([{}, {}], withUpgrades({}, { [VSD]: ['wulff-yularen'] }));
    const vsd = shipOf(t.ctx, VSD);
    vsd.commandTokens = ['concentrate-fire', 'repair'];
    spendCommand(t.ctx, vsd, 'concentrate-fire', 'token');
    expect(vsd.commandTokens.sort()).toEqual(['concentrate-fire', 'repair']);
    expect(vsd.upgrades[0]!.exhausted).toBe(true);
    expect(commandUses(vsd, 'concentrate-fire')).toEqual([]);
    // Exhausted: the next token spent is not regained.
    spendCommand(t.ctx, vsd, 'repair', 'token');
    expect(vsd.commandTokens).toEqual(['concentrate-fire']);
    statusPhase(t.ctx);
    expect(vsd.upgrades[0]!.exhausted).toBe(false);
  });

  for (const [card, from, to] of [
    ['defense-liaison', 'concentrate-fire', 'repair'],
    ['weapons-liaison', 'navigate', 'squadron'],
  ] as const) {
    it(`${card}: before revealing, a command token is spent to change the dial to ${to}`, () => {
      const t = testGame(
        [{ 'choose-command': (o) => pick(o, to) }, {}],
        withUpgrades({ [NEB]: [card] }, {}),
      );
      const neb = shipOf(t.ctx, NEB);
      setDials(t.ctx, neb, [from]);
      neb.commandTokens = ['navigate'];
      const d = t.seen.length;
      activateShip(t.ctx, neb);
      const choice = t.seen.slice(d).find((x) => x.kind === 'choose-command')!;
      const allowed =
        card === 'defense-liaison' ? ['navigate', 'repair'] : ['concentrate-fire', 'squadron'];
      expect(choice.options).toEqual([null, ...allowed.filter((c) => c !== from)]);
      expect(eventsOf(t.events, 'dial-revealed').at(-1)!.command).toBe(to);
      expect(
        eventsOf(t.events, 'token-discarded').some((e) => e.ship === neb.id && e.reason === card),
      ).toBe(true);
      expect(neb.commandTokens).not.toContain('navigate');
    });
  }
});

describe('titles (U4, U8)', () => {
  it("Dodonna's Pride: blue critical effect cancels all dice to deal 1 faceup card instead", () => {
    const d = upgradeDuel({ [CR90]: ['dodonnas-pride'] }, {}, [
      { 'critical-effect': (o) => pick(o, 'dodonnas-pride') },
      {},
    ]);
    const shields = { ...d.vsd.shields };
    attackWith(d.ctx, d.dice, targetOf(d.ctx, d.cr90, 'front', d.vsd, 'front'), {
      red: 'critical',
      blue: 'critical',
    });
    expect(d.vsd.shields).toEqual(shields);
    expect(d.vsd.faceup).toHaveLength(1);
    expect(d.vsd.facedown).toBe(0);
    expect(eventsOf(d.events, 'critical').map((e) => e.effect)).toEqual(['dodonnas-pride']);
  });

  it("Dodonna's Pride is offered only with a blue critical icon in the pool", () => {
    const d = upgradeDuel({ [CR90]: ['dodonnas-pride'] }, {});
    attackWith(d.ctx, d.dice, targetOf(d.ctx, d.cr90, 'front', d.vsd, 'front'), {
      red: 'critical',
      blue: 'hit',
    });
    const crit = d.seen.find((x) => x.kind === 'critical-effect')!;
    expect(crit.options).toEqual(['standard', null]);
  });

  it('Dominator: at close-medium range up to 2 shields (one zone may pay both) add as many blue dice', () => {
    const d = upgradeDuel({}, { [VSD]: ['dominator'] }, [
      {},
      { 'spend-shields': (o) => pick(o, ['front', 'front']) },
    ]);
    const t = targetOf(d.ctx, d.vsd, 'front', d.cr90, 'front');
    const gathered = armament(d.ctx, d.vsd, 'front', false);
    attackWith(d.ctx, d.dice, t, {});
    expect(d.vsd.shields.front).toBe(d.vsd.maxShields.front - 2);
    const added = eventsOf(d.events, 'dice-modified').filter((e) => e.source === 'dominator');
    expect(added.map((e) => `${e.action}:${e.colour}`)).toEqual(['add:blue', 'add:blue']);
    const attack = eventsOf(d.events, 'attack')[0]!;
    expect(attack.faces).toHaveLength(gathered.red + gathered.blue + gathered.black);
    // At long range it is not offered.
    const far = upgradeDuel({}, { [VSD]: ['dominator'] }, [{}, {}], 200);
    attackWith(far.ctx, far.dice, targetOf(far.ctx, far.vsd, 'front', far.cr90, 'front'), {});
    expect(far.seen.some((x) => x.kind === 'spend-shields')).toBe(false);
  });
});

describe('weapons (U8)', () => {
  it('Enhanced Armament: left and right battery armaments gain 1 red die; front and anti-squadron unchanged', () => {
    const t = testGame([{}, {}], withUpgrades({}, { [VSD]: ['enhanced-armament'] }));
    const vsd = shipOf(t.ctx, VSD);
    const card = content.ships[VSD]!;
    for (const z of ['left', 'right'] as const) {
      expect(armament(t.ctx, vsd, z, false)).toEqual({
        ...card.battery[z],
        red: card.battery[z].red + 1,
      });
    }
    expect(armament(t.ctx, vsd, 'front', false)).toEqual(card.battery.front);
    expect(armament(t.ctx, vsd, 'left', true)).toEqual(card.antiSquadron);
  });

  it('H9 Turbolasers: a hit or crit die (red/blue, never black) becomes an accuracy, then locks a token', () => {
    const d = upgradeDuel(
      {},
      { [VSD1]: ['h9-turbolasers'] },
      [
        {},
        {
          'change-die': (o) => o.findIndex((i) => i >= 0),
          'spend-accuracy': (o) => o.findIndex((i) => i >= 0),
        },
      ],
      400,
      VSD1,
    );
    attackWith(d.ctx, d.dice, targetOf(d.ctx, d.vsd, 'front', d.cr90, 'front'), {
      red: 'hit',
      blue: 'critical',
      black: 'hit-critical',
    });
    const change = d.seen.find((x) => x.kind === 'change-die')!;
    const pool = change.context!.pool as string[];
    const offered = (change.options as number[])
      .filter((x) => x >= 0)
      .map((i) => pool[i]!.split(':')[0]);
    expect(offered).toEqual(['red', 'red', 'red']);
    expect(pool.filter((p) => p.startsWith('black'))).toHaveLength(3);
    expect(
      eventsOf(d.events, 'dice-modified').some(
        (e) => e.action === 'change' && e.source === 'h9-turbolasers',
      ),
    ).toBe(true);
    expect(eventsOf(d.events, 'accuracy')).toHaveLength(1);
  });

  it("Overload Pulse: blue critical effect exhausts all of the defender's defense tokens", () => {
    const d = upgradeDuel({}, { [VSD]: ['overload-pulse'] }, [
      {},
      { 'critical-effect': (o) => pick(o, 'overload-pulse') },
    ]);
    const t = targetOf(d.ctx, d.vsd, 'front', d.cr90, 'front');
    attackWith(d.ctx, d.dice, t, { red: 'blank', blue: ['critical', 'accuracy', 'accuracy'] });
    expect(d.cr90.destroyed).toBe(false);
    expect(d.cr90.defenseTokens.map((t) => t.state)).toEqual([
      'exhausted',
      'exhausted',
      'exhausted',
    ]);
  });

  it('Assault Concussion Missiles: black critical effect deals 1 damage to each zone adjacent to the defending zone', () => {
    const acm = 'assault-concussion-missiles';
    const d = upgradeDuel(
      {},
      { [VSD1]: [acm] },
      [{}, { 'critical-effect': (o) => pick(o, acm) }],
      400,
      VSD1,
    );
    const t = targetOf(d.ctx, d.vsd, 'front', d.cr90, 'front');
    attackWith(d.ctx, d.dice, t, { red: 'blank', black: ['hit-critical', 'blank', 'blank'] });
    expect(d.cr90.shields.left).toBe(d.cr90.maxShields.left - 1);
    expect(d.cr90.shields.right).toBe(d.cr90.maxShields.right - 1);
    expect(d.cr90.shields.rear).toBe(d.cr90.maxShields.rear);
    expect(eventsOf(d.events, 'critical').map((e) => e.effect)).toEqual([
      'assault-concussion-missiles',
    ]);
  });
});

describe('retrofits and teams (U6, U8)', () => {
  it('Electronic Countermeasures: exhaust to spend one token locked by an accuracy; exhausted, it cannot', () => {
    const locking = { 'spend-accuracy': (o: number[]) => o.indexOf(0) };
    const spendLocked = { 'defense-token': (o: number[]) => Math.max(0, o.indexOf(0)) };
    const d = upgradeDuel({ [CR90]: ['electronic-countermeasures'] }, {}, [spendLocked, locking]);
    const t = targetOf(d.ctx, d.vsd, 'front', d.cr90, 'front');
    attackWith(d.ctx, d.dice, t, { red: 'accuracy', blue: 'hit', black: 'hit' });
    const tokenDecision = d.seen.find((x) => x.kind === 'defense-token')!;
    expect(tokenDecision.options).toContain(0);
    expect(d.cr90.defenseTokens[0]!.state).toBe('exhausted');
    expect(d.cr90.upgrades[0]!.exhausted).toBe(true);
    // Second attack: the card is exhausted, the locked token is not offered.
    d.cr90.defenseTokens[0]!.state = 'ready';
    const from = d.seen.length;
    attackWith(d.ctx, d.dice, targetOf(d.ctx, d.vsd, 'front', d.cr90, 'front'), {
      red: 'accuracy',
      blue: 'hit',
      black: 'hit',
    });
    const again = d.seen.slice(from).find((x) => x.kind === 'defense-token');
    expect(again).toBeDefined();
    expect(again!.options).not.toContain(0);
  });

  it('Expanded Hangar Bay: squadron value + 1, so a Squadron dial activates one more squadron', () => {
    const commandAll = {
      'command-squadron': (o: Array<string | null>) => o.findIndex((x) => x !== null),
    };
    const t = testGame([{}, commandAll], withUpgrades({}, { [VSD]: ['expanded-hangar-bay'] }));
    const vsd = shipOf(t.ctx, VSD);
    expect(squadronValue(t.ctx, vsd)).toBe(content.ships[VSD]!.squadron + 1);
    squadronsOf(t.ctx, 1).forEach((q, i) =>
      putSquadron(q, vsd.pose.x - 150 + i * 50, vsd.pose.y - 120),
    );
    vsd.revealed = 'squadron';
    resolveSquadronCommand(t.ctx, vsd, 'dial');
    expect(
      eventsOf(t.events, 'squadron-activation').filter((e) => e.via === 'command'),
    ).toHaveLength(4);
    expect(eventsOf(t.events, 'upgrade-used').map((e) => e.card)).toEqual(['expanded-hangar-bay']);
  });

  it('Engineering Team: a Repair command (dial or token) gains 1 engineering point', () => {
    const t = testGame([{}, {}], withUpgrades({ [NEB]: ['engineering-team'] }, {}));
    const neb = shipOf(t.ctx, NEB);
    const v = engineeringValue(t.ctx, neb);
    expect(engineeringPoints(t.ctx, neb, 'dial')).toBe(v + 1);
    expect(engineeringPoints(t.ctx, neb, 'token')).toBe(Math.ceil(v / 2) + 1);
    expect(engineeringPoints(t.ctx, neb, 'both')).toBe(v + Math.ceil(v / 2) + 1);
    expect(engineeringPoints(t.ctx, neb, 'none')).toBe(0);
    expect(
      eventsOf(t.events, 'upgrade-used').filter((e) => e.card === 'engineering-team'),
    ).toHaveLength(3);
  });

  it('Nav Team: a navigate token may raise 1 yaw value by 1 instead of changing speed', () => {
    const policy: Policy = {
      'use-command': (o) => pick(o, 'token'),
      'use-effect': (o) => pick(o, true),
      'yaw-boost': (o) => pick(o, 0),
    };
    const t = testGame([policy, {}], withUpgrades({ [CR90]: ['nav-team'] }, {}));
    const cr90 = shipOf(t.ctx, CR90);
    cr90.speed = 2;
    cr90.commandTokens = ['navigate'];
    const from = t.seen.length;
    executeManeuver(t.ctx, cr90);
    const seen = t.seen.slice(from);
    expect(seen.some((d) => d.kind === 'speed-change')).toBe(false);
    expect(seen.find((d) => d.kind === 'yaw-boost')!.prompt).toMatch(/Nav Team/);
    expect(cr90.speed).toBe(2);
    const course = seen.find((d) => d.kind === 'course')!;
    // The joint-0 yaw went from I to II: more courses than without the boost.
    expect(course.options.length).toBeGreaterThan(legalCourses(t.ctx, cr90, []).length);
    // Without Nav Team the token only changes speed.
    const plain = testGame([{ 'use-command': (o) => pick(o, 'token') }, {}]);
    const c2 = shipOf(plain.ctx, CR90);
    c2.speed = 2;
    c2.commandTokens = ['navigate'];
    executeManeuver(plain.ctx, c2);
    expect(plain.seen.some((d) => d.kind === 'yaw-boost')).toBe(false);
    expect(plain.seen.some((d) => d.kind === 'speed-change')).toBe(true);
  });

  it('Gunnery Team: a hull zone may attack again, never the same ship or squadron that activation', () => {
    const run = (upgrades: string[]) => {
      const d = upgradeDuel({}, { [VSD]: upgrades }, [
        {},
        {
          attack: (o) => {
            const i = o.findIndex(
              (x) => x !== null && x.zone === 'front' && x.target.startsWith('s0.0'),
            );
            return i >= 0 ? i : 0;
          },
        },
      ]);
      putShip(d.neb, 560, 420, 90);
      setDials(d.ctx, d.vsd, ['repair']);
      d.vsd.speed = 0;
      activateShip(d.ctx, d.vsd);
      const attacks = d.seen.filter((x) => x.kind === 'attack');
      return { d, second: (attacks[1]?.options ?? []) as Array<AttackOption | null> };
    };
    const gt = run(['gunnery-team']);
    expect(zoneTargets(gt.d.ctx, gt.d.vsd, 'front').some((x) => x.defender === gt.d.neb)).toBe(
      true,
    );
    const front = gt.second.filter((o) => o !== null && o.zone === 'front');
    expect(front.length).toBeGreaterThan(0);
    expect(front.every((o) => o!.target !== gt.d.cr90.id)).toBe(true);
    const repeated = gt.d.seen.filter((x) => x.kind === 'attack').length === 2;
    expect(repeated).toBe(true);
    const plain = run([]);
    expect(plain.second.some((o) => o !== null && o.zone === 'front')).toBe(false);
  });
});

describe('upgrade costs and the core set (U7, SPEC 3.2 #18)', () => {
  it('U7 a ship costs its card plus its upgrades; destroyed, it scores all of it for the opponent once', () => {
    const t = testGame([{}, {}], withUpgrades({}, { [VSD]: ['grand-moff-tarkin', 'dominator'] }));
    const vsd = shipOf(t.ctx, VSD);
    const expected =
      content.ships[VSD]!.points +
      content.upgrades['grand-moff-tarkin']!.points +
      content.upgrades.dominator!.points;
    expect(vsd.points).toBe(expected);
    destroyShip(t.ctx, vsd, 'test');
    destroyShip(t.ctx, vsd, 'test again');
    expect(scores(t.ctx.state)).toEqual([expected, 0]);
    expect(eventsOf(t.events, 'destroyed').filter((e) => e.unit === vsd.id)).toHaveLength(1);
  });

  it('U7 fleet points count every upgrade (fleet-check)', () => {
    const fleet = withUpgrades({}, { [VSD]: ['grand-moff-tarkin', 'dominator'] }).sides![1]!.fleet;
    const pts = fleetPoints(content, fleet);
    expect(pts.upgrades).toBe(
      content.upgrades['grand-moff-tarkin']!.points + content.upgrades.dominator!.points,
    );
    expect(pts.total).toBe(pts.ships + pts.upgrades + pts.squadrons);
  });

  it('U8 the 17 identified cards are data with handlers; the 18th slot stays an uncertain unidentified entry', () => {
    expect(Object.keys(content.upgrades)).toHaveLength(17);
    expect(content.upgradeSet.coreSetCount).toBe(18);
    expect(content.upgradeSet.unidentified).toHaveLength(1);
    expect(content.upgradeSet.unidentified[0]!.uncertain.join(' ')).toMatch(/not identified/);
    expect(content.upgrades['overload-pulse']!.membership).toBe('probable');
  });
});
