import { describe, expect, it } from 'vitest';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import type { AttackOption, DeployOption } from '../../src/games/armada/engine/decisions.js';
import { ambushZone, shipInBox } from '../../src/games/armada/engine/deployment.js';
import { distanceToObstacle, obstacleDistance } from '../../src/games/armada/geometry/obstacles.js';
import { unitDistance } from '../../src/games/armada/geometry/range.js';
import { fireLaneController, fireLaneDice } from '../../src/games/armada/objectives/fire-lanes.js';
import { eachObjectiveHook } from '../../src/games/armada/objectives/objective-registry.js';
import { tokenShape } from '../../src/games/armada/objectives/objective-tokens.js';
import { deploymentRules } from '../../src/games/armada/objectives/setup-hook.js';
import { activateShip } from '../../src/games/armada/rules/activation.js';
import { dealDamageCard } from '../../src/games/armada/rules/damage-deck.js';
import { destroyShip } from '../../src/games/armada/rules/destroy.js';
import { checkGameEnd, finishGame, scores } from '../../src/games/armada/rules/game-end.js';
import { resolveShipObstacles } from '../../src/games/armada/rules/obstacle-effects.js';
import { eventsOf, pick, putShip, putSquadron, setDials } from './engine-helpers.js';
import { keepOnly, objectiveGame, sideShips } from './objective-helpers.js';
import { attackWith, targetOf } from './upgrade-helpers.js';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import type { ShipState } from '../../src/games/armada/state/types.js';

const content = loadArmadaContent();
const ship = (ctx: EngineCtx, id: string): ShipState => ctx.state.ships.find((s) => s.id === id)!;
const band = (ctx: EngineCtx, n: number) => ctx.table.distanceBands.values[n - 1]!;
const endOfRound = (ctx: EngineCtx) =>
  eachObjectiveHook(ctx, 'endOfRound', (h, src) => h(ctx, src));
const startOfRound = (ctx: EngineCtx, round: number) => {
  ctx.state.round = round;
  eachObjectiveHook(ctx, 'startOfRound', (h, src) => h(ctx, src));
};
const moveShipHook = (ctx: EngineCtx, s: ShipState) =>
  eachObjectiveHook(ctx, 'moveShip', (h, src) => h(ctx, s, src));
/** Attack policy: the first option from `zone` at `target`'s `targetZone`. */
const attackAt =
  (zone: string, target: string, targetZone: string) => (o: Array<AttackOption | null>) =>
    Math.max(
      0,
      o.findIndex(
        (x) => x !== null && x.zone === zone && x.target === target && x.targetZone === targetZone,
      ),
    );

describe('objective mechanism (O0, W1)', () => {
  it('O0 the objective in play carries its victory-token value; scores add tokens x value and the end bonus', () => {
    const g = objectiveGame('precision-strike');
    const o = g.ctx.state.objective!;
    expect(o.id).toBe('precision-strike');
    expect(o.victoryTokenValue).toBe(15);
    g.ctx.state.sides[0]!.victoryTokens = 2;
    o.bonus[1] = 7;
    expect(scores(g.ctx.state)).toEqual([30, 7]);
    const zero = objectiveGame('opening-salvo');
    expect(zero.ctx.state.objective!.victoryTokenValue).toBe(0);
  });
});

describe('no objective (the learning scenario, P2)', () => {
  it('O0 without an objective the state has none, hooks do nothing and no victory token is ever gained', () => {
    const g = objectiveGame('none', [{}, {}], { objective: { mode: 'none' } });
    expect(g.ctx.state.objective).toBeUndefined();
    endOfRound(g.ctx);
    finishGame(g.ctx, 'rounds');
    expect(g.ctx.state.sides.map((s) => s.victoryTokens)).toEqual([0, 0]);
    expect(scores(g.ctx.state)).toEqual([0, 0]);
    expect(eventsOf(g.events, 'victory-tokens')).toEqual([]);
  });
});

describe('assault objectives (O1-O4)', () => {
  it('Advanced Gunnery: each player (first player first) picks an objective ship after deployment', () => {
    const g = objectiveGame('advanced-gunnery', [
      { 'choose-ship': (o) => pick(o, 's0.0') },
      { 'choose-ship': (o) => pick(o, 's1.1') },
    ]);
    expect(g.ctx.state.objective!.objectiveShips).toEqual(['s0.0', 's1.1']);
    expect(g.seen.filter((d) => d.kind === 'choose-ship').map((d) => d.side)).toEqual([0, 1]);
  });

  it("Advanced Gunnery: the second player's objective ship attacks twice from one zone, even the same target; the first player's not the same zone twice", () => {
    const g = objectiveGame('advanced-gunnery', [
      { 'choose-ship': (o) => pick(o, 's0.0'), attack: attackAt('front', 's1.1', 'front') },
      { 'choose-ship': (o) => pick(o, 's1.1'), attack: attackAt('front', 's0.0', 'front') },
    ]);
    const vsd = ship(g.ctx, 's1.1');
    const cr90 = ship(g.ctx, 's0.0');
    keepOnly(g.ctx, [vsd, cr90]);
    putShip(vsd, 457, 560, 270);
    putShip(cr90, 457, 420, 90);
    vsd.speed = 0;
    cr90.speed = 0;
    setDials(g.ctx, vsd, ['repair']);
    setDials(g.ctx, cr90, ['repair']);
    for (let k = 0; k < 40; k++) g.dice.push(['red', 'blank']);
    const mark = g.seen.length;
    activateShip(g.ctx, vsd);
    const vsdAttacks = g.seen.slice(mark).filter((d) => d.kind === 'attack');
    expect(vsdAttacks).toHaveLength(2);
    expect(vsdAttacks[1]!.options).toContainEqual({
      zone: 'front',
      target: 's0.0',
      targetZone: 'front',
    });
    expect(cr90.destroyed).toBe(false);
    const mark2 = g.seen.length;
    activateShip(g.ctx, cr90);
    const cr90Attacks = g.seen.slice(mark2).filter((d) => d.kind === 'attack');
    expect(cr90Attacks[0]!.options).toContainEqual({
      zone: 'front',
      target: 's1.1',
      targetZone: 'front',
    });
    for (const d of cr90Attacks.slice(1))
      expect(d.options).not.toContainEqual({ zone: 'front', target: 's1.1', targetZone: 'front' });
  });

  it("Advanced Gunnery / Most Wanted: a destroyed objective ship scores its own cost twice, not its upgrades'", () => {
    for (const id of ['advanced-gunnery', 'most-wanted']) {
      const g = objectiveGame(id);
      const target = ship(
        g.ctx,
        g.ctx.state.objective!.objectiveShips.find((x) => x.startsWith('s1'))!,
      );
      destroyShip(g.ctx, target, 'test');
      finishGame(g.ctx, 'rounds');
      const card = content.ships[target.card]!.points;
      expect(target.points).toBeGreaterThan(card);
      expect(g.ctx.state.objective!.bonus).toEqual([card, 0]);
      expect(scores(g.ctx.state)[0]).toBe(target.points + card);
    }
  });

  it('Most Wanted: the second player chooses one own and one enemy objective ship; attacks on them add a die', () => {
    const g = objectiveGame('most-wanted', [{}, { 'add-die': (o) => pick(o, 'red') }]);
    const o = g.ctx.state.objective!;
    expect(o.objectiveShips).toEqual(['s1.0', 's0.0']);
    expect(g.seen.filter((d) => d.kind === 'choose-ship').every((d) => d.side === 1)).toBe(true);
    const vsd = ship(g.ctx, 's1.1');
    keepOnly(g.ctx, [vsd, ship(g.ctx, 's0.0'), ship(g.ctx, 's0.1')]);
    putShip(vsd, 457, 560, 270);
    putShip(ship(g.ctx, 's0.0'), 457, 330, 90);
    attackWith(g.ctx, g.dice, targetOf(g.ctx, vsd, 'front', ship(g.ctx, 's0.0'), 'front'), {
      red: 'blank',
      blue: 'blank',
    });
    const added = eventsOf(g.events, 'dice-modified').filter((e) => e.source === 'most-wanted');
    expect(added.map((e) => e.colour)).toEqual(['red']);
    // Not against a ship that is not an objective ship.
    putShip(ship(g.ctx, 's0.0'), 100, 100, 90);
    putShip(ship(g.ctx, 's0.1'), 457, 330, 90);
    attackWith(g.ctx, g.dice, targetOf(g.ctx, vsd, 'front', ship(g.ctx, 's0.1'), 'front'), {
      red: 'blank',
      blue: 'blank',
    });
    expect(
      eventsOf(g.events, 'dice-modified').filter((e) => e.source === 'most-wanted'),
    ).toHaveLength(1);
  });

  it("Opening Salvo: every ship's token; a first-player ship's first ship attack adds 2 red, the second player's 2 of any colour, once", () => {
    const g = objectiveGame('opening-salvo', [{}, { 'add-die': (o) => pick(o, 'black') }]);
    const o = g.ctx.state.objective!;
    expect(o.tokens.map((t) => t.ship).sort()).toEqual(g.ctx.state.ships.map((s) => s.id).sort());
    const vsd = ship(g.ctx, 's1.1');
    const cr90 = ship(g.ctx, 's0.0');
    keepOnly(g.ctx, [vsd, cr90]);
    putShip(vsd, 457, 560, 270);
    putShip(cr90, 457, 200, 90);
    // Long range: the second player's added dice may be black regardless of range (RRG16).
    attackWith(g.ctx, g.dice, targetOf(g.ctx, vsd, 'front', cr90, 'front'), { red: 'blank' });
    const salvo = () =>
      eventsOf(g.events, 'dice-modified')
        .filter((e) => e.source === 'opening-salvo')
        .map((e) => e.colour);
    expect(salvo()).toEqual(['black', 'black']);
    expect(g.seen.find((d) => d.kind === 'add-die')!.options).toEqual(['red', 'blue', 'black']);
    attackWith(g.ctx, g.dice, targetOf(g.ctx, cr90, 'front', vsd, 'front'), {
      red: 'blank',
      blue: 'blank',
    });
    expect(salvo()).toEqual(['black', 'black', 'red', 'red']);
    attackWith(g.ctx, g.dice, targetOf(g.ctx, cr90, 'front', vsd, 'front'), {
      red: 'blank',
      blue: 'blank',
    });
    expect(salvo()).toHaveLength(4);
    expect(o.tokens.some((t) => t.ship === vsd.id || t.ship === cr90.id)).toBe(false);
  });

  it('Opening Salvo: at the end each player adds half (rounded up) the cost of each damaged enemy ship in play', () => {
    const g = objectiveGame('opening-salvo');
    const cr90b = ship(g.ctx, 's0.1');
    const vsd = ship(g.ctx, 's1.0');
    dealDamageCard(g.ctx, cr90b, false);
    dealDamageCard(g.ctx, vsd, false);
    finishGame(g.ctx, 'rounds');
    expect(g.ctx.state.objective!.bonus).toEqual([
      Math.ceil(vsd.points / 2),
      Math.ceil(cr90b.points / 2),
    ]);
  });

  it('Precision Strike: second-player ships start with a concentrate fire token; a spent hit die turns a facedown card faceup for a victory token', () => {
    const g = objectiveGame('precision-strike', [{ 'use-effect': (o) => pick(o, true) }, {}]);
    for (const s of sideShips(g.ctx, 1)) expect(s.commandTokens).toContain('concentrate-fire');
    for (const s of sideShips(g.ctx, 0)) expect(s.commandTokens).not.toContain('concentrate-fire');
    const vsd = ship(g.ctx, 's1.0');
    const cr90 = ship(g.ctx, 's0.0');
    keepOnly(g.ctx, [vsd, cr90]);
    putShip(vsd, 457, 560, 270);
    putShip(cr90, 457, 400, 90);
    dealDamageCard(g.ctx, vsd, false);
    const before = scores(g.ctx.state)[0]!;
    attackWith(g.ctx, g.dice, targetOf(g.ctx, cr90, 'front', vsd, 'front'), {
      red: 'hit',
      blue: 'hit',
    });
    expect(
      eventsOf(g.events, 'dice-modified').some(
        (e) => e.source === 'precision-strike' && e.action === 'cancel',
      ),
    ).toBe(true);
    expect(
      eventsOf(g.events, 'card-flipped').filter((e) => e.ship === vsd.id && e.faceup),
    ).toHaveLength(1);
    expect(g.ctx.state.sides[0]!.victoryTokens).toBe(1);
    expect(scores(g.ctx.state)[0]! - before).toBe(15);
  });
});

describe('defense objectives (O5-O8)', () => {
  it('Contested Outpost: the second player places the station beyond distance 5 of both edges and 1 of obstacles; it is inert', () => {
    const g = objectiveGame('contested-outpost');
    const st = g.ctx.state;
    const i = st.obstacles.findIndex((o) => o.type === 'station');
    expect(st.obstacles[i]!.inert).toBe(true);
    const shapes = g.ctx.geo.obstacles();
    const s = shapes[i]!;
    expect(s.bbox[1]!).toBeGreaterThan(band(g.ctx, 5));
    expect(s.bbox[3]!).toBeLessThan(st.area.depth - band(g.ctx, 5));
    for (const o of shapes)
      if (o !== s) expect(obstacleDistance(o, s)).toBeGreaterThan(band(g.ctx, 1));
    expect(g.seen.filter((d) => d.kind === 'place-obstacle').at(-1)!.side).toBe(1);
    expect(g.ctx.geo.scene().obstacles).toHaveLength(shapes.length - 1);
    // No repair on the station.
    const neb = ship(g.ctx, 's0.2');
    keepOnly(g.ctx, [neb, ...sideShips(g.ctx, 1)]);
    dealDamageCard(g.ctx, neb, false);
    putShip(neb, st.obstacles[i]!.pose.x, st.obstacles[i]!.pose.y, 0);
    const before = g.seen.length;
    resolveShipObstacles(g.ctx, neb);
    expect(g.seen.slice(before).some((d) => d.kind === 'discard-damage')).toBe(false);
    expect(neb.facedown).toBe(1);
  });

  it('Contested Outpost: at the end of each round the higher command total at distance 1 of the station gains a token', () => {
    const g = objectiveGame('contested-outpost');
    const st = g.ctx.state;
    const station = st.obstacles.find((o) => o.inert)!;
    const vsd = ship(g.ctx, 's1.0');
    const neb = ship(g.ctx, 's0.2');
    const cr90 = ship(g.ctx, 's0.0');
    putShip(vsd, station.pose.x, station.pose.y, 0);
    const shape = g.ctx.geo.obstacles()[st.obstacles.indexOf(station)]!;
    for (const s of st.ships) {
      if (s === vsd || distanceToObstacle(g.ctx.geo.ship(s), shape) > band(g.ctx, 1) + 1) continue;
      putShip(s, s.side === 0 ? 100 : 800, s.side === 0 ? 80 : 830, 90);
    }
    endOfRound(g.ctx);
    expect(st.sides.map((s) => s.victoryTokens)).toEqual([0, 1]);
    // A tie (Neb-B 2 + CR90 1 = 3 against the Victory's 3) gains nothing.
    putShip(neb, station.pose.x, station.pose.y, 0);
    putShip(cr90, station.pose.x, station.pose.y, 0);
    endOfRound(g.ctx);
    expect(st.sides.map((s) => s.victoryTokens)).toEqual([0, 1]);
    expect(scores(st)[1]).toBe(20);
  });

  it('Fire Lanes: 3 tokens beyond distance 4 of both edges; control by battery dice, overlapped tokens go to the opponent', () => {
    const g = objectiveGame('fire-lanes');
    const st = g.ctx.state;
    const o = st.objective!;
    expect(o.tokens).toHaveLength(3);
    const r = g.ctx.table.objectiveToken.diameter / 2;
    for (const t of o.tokens) {
      expect(t.y - r).toBeGreaterThan(band(g.ctx, 4));
      expect(st.area.depth - t.y - r).toBeGreaterThan(band(g.ctx, 4));
    }
    const vsd = ship(g.ctx, 's1.0');
    keepOnly(g.ctx, [vsd]);
    putShip(vsd, 457, 560, 270);
    o.tokens = [{ id: 't1', x: 457, y: 330 }];
    const t = o.tokens[0]!;
    // VSD-II front 3 red 3 blue at medium range: 6 dice.
    expect(fireLaneDice(g.ctx, t)).toEqual([0, 6]);
    expect(fireLaneController(g.ctx, t)).toBe(1);
    const tie = st.squadrons.find((q) => q.side === 1)!;
    tie.destroyed = false;
    tie.hull = tie.maxHull;
    putSquadron(tie, t.x, t.y);
    expect(fireLaneController(g.ctx, t)).toBe(0);
    const xw = st.squadrons.find((q) => q.side === 0)!;
    xw.destroyed = false;
    xw.hull = xw.maxHull;
    putSquadron(xw, t.x + 20, t.y);
    expect(fireLaneController(g.ctx, t)).toBe(-1);
    tie.destroyed = true;
    xw.destroyed = true;
    endOfRound(g.ctx);
    expect(st.sides.map((s) => s.victoryTokens)).toEqual([0, 1]);
  });

  it("Fleet Ambush: ships before squadrons, the first player's first ship inside the ambush zone", () => {
    expect(deploymentRules(content, 'fleet-ambush')).toEqual({
      order: 'alternate',
      shipsBeforeSquadrons: true,
      ambushBeyond: 5,
    });
    const placed: DeployOption[][] = [[], []];
    const g = objectiveGame('fleet-ambush', [
      { deploy: (o) => (placed[0]!.push(o[0]!), 0) },
      { deploy: (o) => (placed[1]!.push(o[0]!), 0) },
    ]);
    // Ships come first, one per turn: the first player's turns 1 and 3 are its ships 1 and 3.
    const zone = ambushZone(g.ctx, 5);
    const shipsInOrder = placed[0]!.filter((p) => p.speed > 0).map((p) => ship(g.ctx, p.unit));
    expect(shipsInOrder).toHaveLength(3);
    for (const k of [0, 2])
      expect(shipInBox(g.ctx.geo.ship(shipsInOrder[k]!), zone, g.ctx.table.epsilon)).toBe(true);
    expect(shipInBox(g.ctx.geo.ship(shipsInOrder[1]!), zone, g.ctx.table.epsilon)).toBe(false);
    for (const side of [0, 1]) {
      const kinds = placed[side]!.map((p) => (p.speed > 0 ? 'ship' : 'squadron'));
      expect(kinds.indexOf('squadron')).toBeGreaterThan(kinds.lastIndexOf('ship'));
    }
  });

  it('Hyperspace Assault: the second player sets aside a small/medium ship and up to 3 squadrons (not in play) and places 3 tokens', () => {
    const g = objectiveGame('hyperspace-assault', [
      {},
      {
        'choose-ship': (o) => pick(o, 's1.1'),
        'choose-squadron': (o) => o.findIndex((x) => x !== null),
      },
    ]);
    const st = g.ctx.state;
    const o = st.objective!;
    expect(o.setAside.ships.map((s) => s.id)).toEqual(['s1.1']);
    expect(o.setAside.squadrons).toHaveLength(3);
    expect(st.ships.some((s) => s.id === 's1.1')).toBe(false);
    expect(o.tokens).toHaveLength(3);
    const r = g.ctx.table.objectiveToken.diameter / 2;
    for (const t of o.tokens)
      expect(Math.min(t.y - r, st.area.depth - t.y - r)).toBeGreaterThan(band(g.ctx, 3));
    // Round 1: nothing happens (tokens cannot move, units cannot arrive).
    const mark = g.seen.length;
    startOfRound(g.ctx, 1);
    expect(g.seen.length).toBe(mark);
  });

  it('Hyperspace Assault: from round 2 the set-aside units arrive at distance 1 of a token; the tokens are removed', () => {
    const g = objectiveGame('hyperspace-assault', [
      {},
      {
        'choose-ship': (o) => pick(o, 's1.1'),
        'choose-squadron': (o) => o.findIndex((x) => x !== null),
        'hyperspace-token': (o) => pick(o, 0),
      },
    ]);
    const st = g.ctx.state;
    const t = { ...st.objective!.tokens[0]! };
    startOfRound(g.ctx, 2);
    const vsd = ship(g.ctx, 's1.1');
    expect(vsd).toBeDefined();
    const disk = tokenShape(g.ctx, t.x, t.y);
    expect(unitDistance(g.ctx.geo.ship(vsd), disk)).toBeLessThanOrEqual(band(g.ctx, 1) + 1e-6);
    expect(st.objective!.tokens).toHaveLength(0);
    expect(st.objective!.setAside.squadrons.length + st.objective!.setAside.ships.length).toBe(0);
    expect(eventsOf(g.events, 'set-aside').filter((e) => e.action === 'deployed')).toHaveLength(4);
  });

  it('Hyperspace Assault: waiting moves tokens up to distance 1; units still set aside at the end are destroyed and scored', () => {
    const g = objectiveGame('hyperspace-assault', [
      {},
      {
        'choose-ship': (o) => pick(o, 's1.1'),
        'choose-squadron': (o) => o.findIndex((x) => x !== null),
        'hyperspace-token': (o) => pick(o, -1),
        'place-token': (o, d) => (d.prompt?.includes('move') ? o.length - 1 : 0),
      },
    ]);
    const st = g.ctx.state;
    const before = st.objective!.tokens.map((t) => ({ ...t }));
    startOfRound(g.ctx, 2);
    const after = st.objective!.tokens;
    expect(after).toHaveLength(3);
    for (let k = 0; k < 3; k++) {
      const gap =
        Math.hypot(after[k]!.x - before[k]!.x, after[k]!.y - before[k]!.y) -
        g.ctx.table.objectiveToken.diameter;
      expect(gap).toBeLessThanOrEqual(band(g.ctx, 1) + 1e-6);
    }
    const aside = [...st.objective!.setAside.ships, ...st.objective!.setAside.squadrons];
    const pts = aside.reduce((a, u) => a + u.points, 0);
    finishGame(g.ctx, 'rounds');
    const destroyed = eventsOf(g.events, 'destroyed').filter((e) =>
      e.reason.startsWith('set aside'),
    );
    expect(destroyed.map((e) => e.unit).sort()).toEqual(aside.map((u) => u.id).sort());
    expect(scores(st)[0]).toBe(pts);
  });

  it('Hyperspace Assault: a player with ships only set aside loses at once (RRG16 Set Aside)', () => {
    const g = objectiveGame('hyperspace-assault', [{}, { 'choose-ship': (o) => pick(o, 's1.1') }]);
    const vsd = ship(g.ctx, 's1.0');
    g.ctx.state.phase = 'ship';
    let ended = false;
    destroyShip(g.ctx, vsd, 'test');
    try {
      checkGameEnd(g.ctx);
    } catch {
      ended = true;
    }
    expect(ended).toBe(true);
    expect(g.ctx.state.over!.winner).toBe(0);
    expect(eventsOf(g.events, 'destroyed').some((e) => e.unit === 's1.1')).toBe(true);
  });
});

describe('navigation objectives (O9-O12)', () => {
  it('Dangerous Territory: obstacles beyond distance 5 of both edges, one token on each', () => {
    const g = objectiveGame('dangerous-territory', [{}, {}], {
      playArea: 'standard',
      format: 'standard-400',
    });
    const st = g.ctx.state;
    const shapes = g.ctx.geo.obstacles();
    expect(shapes).toHaveLength(6);
    for (const s of shapes) {
      expect(s.bbox[1]!).toBeGreaterThan(band(g.ctx, 5));
      expect(s.bbox[3]!).toBeLessThan(st.area.depth - band(g.ctx, 5));
    }
    expect(st.objective!.tokens.map((t) => t.obstacle).sort()).toEqual(
      st.obstacles.map((o) => o.id).sort(),
    );
  });

  it("Dangerous Territory: a ship overlapping an obstacle takes its token for a victory token; the second player's ships ignore asteroids", () => {
    const g = objectiveGame('dangerous-territory');
    const st = g.ctx.state;
    const asteroid = st.obstacles.find((o) => o.type === 'asteroid')!;
    const cr90 = ship(g.ctx, 's0.0');
    putShip(cr90, asteroid.pose.x, asteroid.pose.y, 0);
    moveShipHook(g.ctx, cr90);
    expect(st.sides[0]!.victoryTokens).toBe(1);
    expect(st.objective!.tokens.some((t) => t.obstacle === asteroid.id)).toBe(false);
    resolveShipObstacles(g.ctx, cr90);
    expect(cr90.faceup.length + cr90.facedown).toBe(1);
    const vsd = ship(g.ctx, 's1.0');
    putShip(cr90, 100, 100, 90);
    putShip(vsd, asteroid.pose.x, asteroid.pose.y, 0);
    resolveShipObstacles(g.ctx, vsd);
    expect(vsd.faceup.length + vsd.facedown).toBe(0);
    expect(scores(st)[0]).toBe(15);
  });

  it('Intel Sweep: tokens beyond distance 5 of the edges and 3 of each other; objective ships first player first', () => {
    const g = objectiveGame('intel-sweep');
    const st = g.ctx.state;
    const o = st.objective!;
    expect(o.tokens.length).toBeGreaterThan(0);
    expect(o.tokens.length).toBeLessThanOrEqual(5);
    const r = g.ctx.table.objectiveToken.diameter / 2;
    for (const t of o.tokens)
      expect(Math.min(t.y - r, st.area.depth - t.y - r)).toBeGreaterThan(band(g.ctx, 5));
    for (const a of o.tokens)
      for (const b of o.tokens) {
        if (a !== b)
          expect(Math.hypot(a.x - b.x, a.y - b.y) - 2 * r).toBeGreaterThan(band(g.ctx, 3));
      }
    const places = g.seen.filter((d) => d.kind === 'place-token').map((d) => d.side);
    expect(places.slice(0, 2)).toEqual([1, 0]);
    expect(o.objectiveShips.map((id) => id.slice(0, 2))).toEqual(['s0', 's1']);
  });

  it('Intel Sweep: an objective ship revealing a dial takes a token at distance 1; more victory tokens add 75', () => {
    const g = objectiveGame('intel-sweep');
    const st = g.ctx.state;
    const o = st.objective!;
    const mine = ship(g.ctx, o.objectiveShips[0]!);
    const t = o.tokens[0]!;
    keepOnly(g.ctx, [mine, ship(g.ctx, o.objectiveShips[1]!)]);
    putShip(mine, t.x, t.y, 90);
    mine.speed = 0;
    setDials(g.ctx, mine, ['repair']);
    activateShip(g.ctx, mine);
    expect(st.sides[0]!.victoryTokens).toBe(1);
    expect(o.tokens.some((x) => x.id === t.id)).toBe(false);
    finishGame(g.ctx, 'rounds');
    expect(o.bonus).toEqual([75, 0]);
  });

  it('Minefields: the second player places every obstacle and 6 mines, each at distance 1 of an obstacle', () => {
    const g = objectiveGame('minefields');
    const st = g.ctx.state;
    // (A decision with a single option is taken without asking: not every placement is seen.)
    const places = g.seen.filter((d) => d.kind === 'place-obstacle');
    expect(st.obstacles).toHaveLength(6);
    expect(places.length).toBeGreaterThan(2);
    expect(places.every((d) => d.side === 1)).toBe(true);
    const o = st.objective!;
    expect(o.tokens.length).toBe(6);
    for (const t of o.tokens) {
      const d = tokenShape(g.ctx, t.x, t.y);
      expect(
        g.ctx.geo.obstacles().some((ob) => distanceToObstacle(d, ob) <= band(g.ctx, 1) + 1e-6),
      ).toBe(true);
    }
  });

  it('Minefields: a ship ending at distance 1 of a mine removes it and rolls 2 blue: a card per hit/crit, the first faceup on a crit', () => {
    const g = objectiveGame('minefields');
    const st = g.ctx.state;
    const t = st.objective!.tokens[0]!;
    const vsd = ship(g.ctx, 's1.0');
    for (const s of st.ships) if (s !== vsd) putShip(s, 50 + 100 * st.ships.indexOf(s), 20, 90);
    st.objective!.tokens = [t];
    putShip(vsd, t.x, t.y + 60, 90);
    g.dice.push(['blue', 'hit'], ['blue', 'critical']);
    moveShipHook(g.ctx, vsd);
    expect(st.objective!.tokens).toHaveLength(0);
    expect(vsd.faceup).toHaveLength(1);
    expect(vsd.facedown).toBe(1);
  });

  it('Superior Positions: the first player deploys everything first; an attack damaging a rear zone gains a victory token', () => {
    expect(deploymentRules(content, 'superior-positions').order).toBe('first-player-all-first');
    const g = objectiveGame('superior-positions');
    const sides = g.seen.filter((d) => d.kind === 'deploy').map((d) => d.side);
    expect(sides.lastIndexOf(0)).toBeLessThan(sides.indexOf(1));
    const vsd = ship(g.ctx, 's1.0');
    const cr90 = ship(g.ctx, 's0.0');
    keepOnly(g.ctx, [vsd, cr90]);
    putShip(vsd, 457, 560, 90);
    putShip(cr90, 457, 400, 90);
    attackWith(g.ctx, g.dice, targetOf(g.ctx, cr90, 'front', vsd, 'rear'), {
      red: 'hit',
      blue: 'hit',
    });
    expect(g.ctx.state.sides[0]!.victoryTokens).toBe(1);
    putShip(vsd, 457, 560, 270);
    attackWith(g.ctx, g.dice, targetOf(g.ctx, cr90, 'front', vsd, 'front'), {
      red: 'hit',
      blue: 'hit',
    });
    expect(g.ctx.state.sides[0]!.victoryTokens).toBe(1);
  });
});
