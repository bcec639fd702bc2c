import { describe, expect, it } from 'vitest';
import { activateShip } from '../../src/games/armada/rules/activation.js';
import {
  commandUses,
  gainCommandToken,
  offerCommand,
  revealDial,
} from '../../src/games/armada/rules/commands.js';
import { commandPhase } from '../../src/games/armada/rules/phases.js';
import {
  engineeringPoints,
  repairOptions,
  resolveRepair,
} from '../../src/games/armada/rules/repair.js';
import {
  commandableSquadrons,
  resolveSquadronCommand,
} from '../../src/games/armada/rules/squadron-activation.js';
import { dealDamageCard } from '../../src/games/armada/rules/damage-deck.js';
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

describe('command dials (C1-C5, C13, G8)', () => {
  it('C13 C1 the learning scenario assigns the suggested first-round commands, top first', () => {
    const t = testGame();
    commandPhase(t.ctx, t.firstRoundDials);
    const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
    const neb = shipOf(t.ctx, 'nebulon-b-escort-frigate');
    expect(t.ctx.hidden.dials[1]![vsd.id]).toEqual(['repair', 'navigate', 'concentrate-fire']);
    expect(t.ctx.hidden.dials[0]![neb.id]).toEqual(['navigate', 'squadron']);
    expect(t.seen.filter((d) => d.kind === 'command-dial')).toHaveLength(0);
  });

  it('C1 C2 later rounds top the stack up to the command value, new dials under the old', () => {
    const t = testGame([{}, { 'command-dial': (o) => o.indexOf('squadron') }]);
    const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
    setDials(t.ctx, vsd, ['navigate', 'repair']);
    for (const s of t.ctx.state.ships)
      if (s !== vsd) setDials(t.ctx, s, Array(s.command).fill('repair'));
    commandPhase(t.ctx);
    expect(t.ctx.hidden.dials[1]![vsd.id]).toEqual(['navigate', 'repair', 'squadron']);
    expect(vsd.dialCount).toBe(3);
    expect(t.seen.filter((d) => d.kind === 'command-dial')).toHaveLength(1);
  });

  it('C3 G8 a side sees its own facedown dials only; facedown cards and the deck order are hidden', () => {
    const a = testGame([{}, {}], {}, 'seed-a');
    const b = testGame([{}, {}], {}, 'seed-b');
    for (const t of [a, b]) commandPhase(t.ctx, t.firstRoundDials);
    const vsd = shipOf(a.ctx, 'victory-ii-class-star-destroyer');
    expect(Object.keys(a.ctx.views[1]!.ownDials)).toEqual([vsd.id]);
    expect(a.ctx.views[0]!.ownDials[vsd.id]).toBeUndefined();
    expect(a.ctx.views[1]!.ownDials[vsd.id]).toEqual(['repair', 'navigate', 'concentrate-fire']);
    // Different seeds shuffle different decks, yet the open state both players see is identical.
    expect(a.ctx.hidden.deck).not.toEqual(b.ctx.hidden.deck);
    for (const t of [a, b])
      dealDamageCard(t.ctx, shipOf(t.ctx, 'victory-ii-class-star-destroyer'), false);
    expect(JSON.stringify(a.ctx.views[0]!.state)).toBe(JSON.stringify(b.ctx.views[0]!.state));
    expect(shipOf(a.ctx, 'victory-ii-class-star-destroyer').facedown).toBe(1);
  });

  it('C4 only the top dial is revealed', () => {
    const t = testGame();
    const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
    setDials(t.ctx, vsd, ['repair', 'navigate', 'squadron']);
    expect(revealDial(t.ctx, vsd)).toBe('repair');
    expect(vsd.revealed).toBe('repair');
    expect(t.ctx.hidden.dials[1]![vsd.id]).toEqual(['navigate', 'squadron']);
    expect(vsd.dialCount).toBe(2);
  });

  it('C5 a revealed dial spent for its token goes faceup on the card; an unspent dial is discarded after activation', () => {
    const t = testGame([
      {},
      { 'dial-or-token': (o) => o.indexOf('token'), 'use-command': (o) => o.indexOf('none') },
    ]);
    removeSquadrons(t.ctx);
    const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
    vsd.speed = 0;
    setDials(t.ctx, vsd, ['navigate']);
    activateShip(t.ctx, vsd);
    expect(vsd.commandTokens).toEqual(['navigate']);
    expect(vsd.spentDials).toEqual(['navigate']);
    const cr90 = shipOf(t.ctx, 'cr90-corvette-a');
    cr90.speed = 0;
    setDials(t.ctx, cr90, ['concentrate-fire']);
    activateShip(t.ctx, cr90);
    expect(cr90.commandTokens).toEqual([]);
    expect(cr90.revealed).toBeNull();
    expect(cr90.spentDials).toEqual(['concentrate-fire']);
    expect(eventsOf(t.events, 'dial-discarded').map((e) => e.reason)).toEqual(['unspent']);
  });
});

describe('command tokens (C6, C11)', () => {
  it('C6 a duplicate token is discarded at once', () => {
    const t = testGame();
    const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
    gainCommandToken(t.ctx, vsd, 'repair');
    gainCommandToken(t.ctx, vsd, 'repair');
    expect(vsd.commandTokens).toEqual(['repair']);
    expect(eventsOf(t.events, 'token-discarded').map((e) => e.reason)).toEqual(['duplicate']);
  });

  it('C6 beyond the command value the owner discards one (the new one included)', () => {
    const t = testGame([{ 'discard-command-token': (o) => o.indexOf('repair') }, {}]);
    const cr90 = shipOf(t.ctx, 'cr90-corvette-a');
    gainCommandToken(t.ctx, cr90, 'repair');
    gainCommandToken(t.ctx, cr90, 'navigate');
    expect(cr90.commandTokens).toEqual(['navigate']);
    const seen = t.seen.find((d) => d.kind === 'discard-command-token')!;
    expect(seen.options).toEqual(['repair', 'navigate']);
  });

  it('C11 dial and token together are one resolution; a command resolves once per round', () => {
    const t = testGame();
    const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
    vsd.revealed = 'repair';
    vsd.commandTokens = ['repair'];
    expect(commandUses(vsd, 'repair')).toEqual(['dial', 'token', 'both', 'none']);
    t.ctx.controllers[1] = {
      choose: (_v, d) =>
        d.kind === 'use-command' ? d.options.indexOf('both') : d.options.length - 1,
    };
    expect(offerCommand(t.ctx, vsd, 'repair')).toBe('both');
    expect(vsd.commandTokens).toEqual([]);
    expect(vsd.revealed).toBeNull();
    expect(vsd.resolved).toEqual(['repair']);
    vsd.commandTokens = ['repair'];
    expect(commandUses(vsd, 'repair')).toEqual([]);
    expect(eventsOf(t.events, 'command-resolved')).toEqual([
      { type: 'command-resolved', ship: vsd.id, command: 'repair', via: 'both' },
    ]);
  });
});

describe('Repair (C9, H3)', () => {
  it('C9 engineering points: dial = value, token = half rounded up, both = the sum', () => {
    const t = testGame();
    const neb = shipOf(t.ctx, 'nebulon-b-escort-frigate');
    expect([
      engineeringPoints(t.ctx, neb, 'dial'),
      engineeringPoints(t.ctx, neb, 'token'),
      engineeringPoints(t.ctx, neb, 'both'),
    ]).toEqual([3, 2, 5]);
  });

  it('C9 H3 move (1), recover (2) and repair hull (3) within the points, never above the maximum', () => {
    const t = testGame();
    const neb = shipOf(t.ctx, 'nebulon-b-escort-frigate');
    neb.shields.front = 1;
    const two = repairOptions(t.ctx, neb, 2);
    expect(two.some((o) => o.effect === 'recover-shield' && o.zone === 'front')).toBe(true);
    expect(two.some((o) => o.effect === 'recover-shield' && o.zone === 'left')).toBe(false);
    expect(two.some((o) => o.effect === 'repair-hull')).toBe(false);
    expect(
      two
        .filter((o) => o.effect === 'move-shield')
        .every((o) => o.effect === 'move-shield' && o.to === 'front'),
    ).toBe(true);
    dealDamageCard(t.ctx, neb, false);
    expect(
      repairOptions(t.ctx, neb, 3).some((o) => o.effect === 'repair-hull' && o.card === -1),
    ).toBe(true);
  });

  it('C9 effects resolve one after another until the points run out; leftovers are lost', () => {
    const t = testGame([
      {
        repair: (o) => {
          const i = o.findIndex((x) => x.effect === 'recover-shield');
          return i >= 0 ? i : o.length - 1;
        },
      },
      {},
    ]);
    const neb = shipOf(t.ctx, 'nebulon-b-escort-frigate');
    neb.shields.front = 0;
    resolveRepair(t.ctx, neb, 5);
    // 5 points: two recovers (4), the last point can only move a shield, and the policy only recovers.
    expect(neb.shields.front).toBe(2);
    expect(eventsOf(t.events, 'shields').length).toBe(2);
  });
});

describe('Repair and Squadron, both "after revealing" (RRG "Commands", "Effect Use and Timing")', () => {
  it('a ship that may resolve both resolves them in the order its owner chooses', () => {
    const order = (first: 'repair' | 'squadron') => {
      const t = testGame([{ 'command-order': (o) => o.indexOf(first) }, {}]);
      const neb = shipOf(t.ctx, 'nebulon-b-escort-frigate');
      setDials(t.ctx, neb, ['squadron']);
      gainCommandToken(t.ctx, neb, 'repair');
      neb.shields.front = 1;
      activateShip(t.ctx, neb);
      expect(t.seen.filter((d) => d.kind === 'command-order').map((d) => d.options)).toEqual([
        ['repair', 'squadron'],
      ]);
      return eventsOf(t.events, 'command-resolved').map((e) => e.command);
    };
    expect(order('squadron')).toEqual(['squadron', 'repair']);
    expect(order('repair')).toEqual(['repair', 'squadron']);
  });
});

describe('Squadron command (C8, Q10)', () => {
  it('C8 the dial activates up to the squadron value of friendly squadrons at close-medium range', () => {
    const t = testGame([{ 'command-squadron': (o) => (o.length > 1 ? 1 : 0) }, {}]);
    const neb = shipOf(t.ctx, 'nebulon-b-escort-frigate');
    putShip(neb, 300, 300, 90);
    const [a, b, c, d] = squadronsOf(t.ctx, 0);
    putSquadron(a!, 380, 300);
    putSquadron(b!, 300, 420);
    putSquadron(c!, 300, 180);
    putSquadron(d!, 700, 700);
    expect(commandableSquadrons(t.ctx, neb).map((q) => q.id)).toEqual([a!.id, b!.id, c!.id]);
    resolveSquadronCommand(t.ctx, neb, 'dial');
    expect(eventsOf(t.events, 'squadron-activation').map((e) => [e.squadron, e.via])).toEqual([
      [a!.id, 'command'],
      [b!.id, 'command'],
    ]);
  });

  it('C8 the token activates one squadron', () => {
    const t = testGame([{ 'command-squadron': (o) => (o.length > 1 ? 1 : 0) }, {}]);
    const neb = shipOf(t.ctx, 'nebulon-b-escort-frigate');
    resolveSquadronCommand(t.ctx, neb, 'token');
    expect(eventsOf(t.events, 'squadron-activation')).toHaveLength(1);
  });
});
