import { describe, expect, it } from 'vitest';
import { resolveShipObstacles } from '../../src/games/armada/rules/obstacle-effects.js';
import {
  coursesForChart,
  maneuverFinalPose,
  maneuverOffset,
} from '../../src/games/armada/geometry/maneuver.js';
import { shipOverlapsSquadron, squadronsOverlap } from '../../src/games/armada/geometry/overlap.js';
import { courseOptions } from '../../src/games/armada/rules/courses.js';
import { executeManeuver, legalCourses } from '../../src/games/armada/rules/maneuver.js';
import { squadronDestinations } from '../../src/games/armada/rules/squadron-move.js';
import { activateSquadron } from '../../src/games/armada/rules/squadron-activation.js';
import {
  eventsOf,
  putShip,
  putSquadron,
  removeSquadrons,
  shipOf,
  squadronsOf,
  testGame,
  type Policy,
} from './engine-helpers.js';

const straight = (o: Array<{ course: number[] }>) =>
  o.findIndex((c) => c.course.every((k) => k === 0));
const nearestTo = (o: Array<{ x: number; y: number }>, x: number, y: number) => {
  let best = 0;
  o.forEach((p, i) => {
    if (Math.hypot(p.x - x, p.y - y) < Math.hypot(o[best]!.x - x, o[best]!.y - y)) best = i;
  });
  return best;
};

function moving(policies: [Policy, Policy] = [{ course: straight }, { course: straight }]) {
  const t = testGame(policies);
  removeSquadrons(t.ctx);
  const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 300, 300, 90);
  const neb = putShip(shipOf(t.ctx, 'nebulon-b-escort-frigate'), 600, 300, 90);
  const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 700, 270);
  return { ...t, cr90, neb, vsd };
}

describe('ship movement (A3, V1-V9, C7)', () => {
  it('A3 V1 V4 the ship moves to the joint of its current speed with the maneuver tool', () => {
    const m = moving();
    m.cr90.speed = 2;
    const start = { ...m.cr90.pose };
    executeManeuver(m.ctx, m.cr90);
    const want = maneuverFinalPose(
      m.ctx.table,
      m.ctx.geo.geometry(m.cr90),
      start,
      [0, 0],
      'left',
      2,
    );
    expect(m.cr90.pose.x).toBeCloseTo(want.x, 9);
    expect(m.cr90.pose.y).toBeCloseTo(want.y, 9);
    const ev = eventsOf(m.events, 'maneuver')[0]!;
    expect([ev.speed, ev.executedSpeed]).toEqual([2, 2]);
    // Two tool segments of 46.13 + 22.27 mm straight ahead.
    expect(m.cr90.pose.y - start.y).toBeCloseTo(2 * (46.13 + 22.27), 6);
  });

  it('V2 every course stays within the yaw values (CR90 speed 4: 45 courses, each end pose offered once)', () => {
    const m = moving();
    m.cr90.speed = 4;
    const opts = legalCourses(m.ctx, m.cr90, -1);
    const yaw = [0, 1, 1, 2];
    for (const o of opts)
      o.course.forEach((c, j) => expect(Math.abs(c)).toBeLessThanOrEqual(yaw[j]!));
    const g = m.ctx.geo.geometry(m.cr90);
    const key = (c: number[], side: 'left' | 'right') => {
      const o = maneuverOffset(m.ctx.table, g, c, side, 4);
      return `${o.dx.toFixed(6)},${o.dy.toFixed(6)},${o.dFacing.toFixed(6)}`;
    };
    const offered = new Set(opts.map((o) => key(o.course, o.side)));
    expect(offered.size).toBe(opts.length);
    // Each of the 45 courses reaches a pose that some option offers (on a side free of the tool).
    for (const c of coursesForChart(yaw)) {
      const free = (['left', 'right'] as const).filter(
        (s) => !maneuverOffset(m.ctx.table, g, c, s, 4).toolOverlap,
      );
      expect(free.some((s) => offered.has(key(c, s)))).toBe(true);
    }
  });

  it('V5 the ship never ends overlapping the tool: a course overlapping one side is offered on the other (LTP movement example)', () => {
    const m = moving();
    const g = m.ctx.geo.geometry(m.neb);
    const opts = courseOptions(m.ctx.table, g, [0, 1, 2]);
    let switched = 0;
    for (const o of opts) {
      const here = maneuverOffset(m.ctx.table, g, o.course, o.side, 3).toolOverlap;
      const other = maneuverOffset(
        m.ctx.table,
        g,
        o.course,
        o.side === 'left' ? 'right' : 'left',
        3,
      ).toolOverlap;
      if (here) expect(other).toBe(true);
      if (!here && other) switched++;
    }
    // The LTP example: a hard turn at speed 3 overlaps the tool on one side, so the tool goes on the other.
    expect(switched).toBeGreaterThan(0);
  });

  it('C7 V7 navigate: the dial changes speed by 1 (within 0..max) and adds a click of yaw', () => {
    const m = moving([
      {
        'use-command': (o) => o.indexOf('dial'),
        'speed-change': (o) => o.indexOf(0),
        'yaw-boost': (o) => o.indexOf(0),
        course: (o) => o.findIndex((c) => c.course[0] === 1),
      },
      {},
    ]);
    m.neb.speed = 3;
    m.neb.revealed = 'navigate';
    executeManeuver(m.ctx, m.neb);
    const speedAsk = m.seen.find((d) => d.kind === 'speed-change')!;
    expect(speedAsk.options).toEqual([-1, 0]);
    expect(eventsOf(m.events, 'maneuver')[0]!.course[0]).toBe(1);
  });

  it('C7 navigate token: speed ±1 only; dial and token together: ±2', () => {
    const m = moving([
      { 'use-command': (o) => o.indexOf('both'), 'speed-change': (o) => o.indexOf(-2) },
      {},
    ]);
    m.cr90.speed = 3;
    m.cr90.revealed = 'navigate';
    m.cr90.commandTokens = ['navigate'];
    executeManeuver(m.ctx, m.cr90);
    expect(m.seen.find((d) => d.kind === 'speed-change')!.options).toEqual([-2, -1, 0, 1]);
    expect(m.cr90.speed).toBe(1);
  });

  it('V9 M3 a ship with part of its base outside the play area is destroyed', () => {
    const m = moving();
    putShip(m.cr90, 300, 860, 90);
    m.cr90.speed = 1;
    executeManeuver(m.ctx, m.cr90);
    expect(m.cr90.destroyed).toBe(true);
    expect(eventsOf(m.events, 'destroyed')[0]!.reason).toBe('left the play area');
  });

  it('A3 V1 a speed-0 maneuver leaves the ship in place but is executed', () => {
    const m = moving();
    m.vsd.speed = 0;
    executeManeuver(m.ctx, m.vsd);
    expect(eventsOf(m.events, 'maneuver')[0]!.executedSpeed).toBe(0);
    expect(m.vsd.pose).toEqual({ x: 457, y: 700, facing: 270 });
  });
});

describe('overlapping (X2-X5)', () => {
  it('X2 a ship ending on another ship moves at reduced speed; both get a facedown card', () => {
    const m = moving();
    putShip(m.cr90, 457, 560, 90);
    m.vsd.speed = 2;
    executeManeuver(m.ctx, m.vsd);
    const ev = eventsOf(m.events, 'maneuver')[0]!;
    expect(ev.executedSpeed).toBeLessThan(2);
    expect(eventsOf(m.events, 'ship-overlap')).toEqual([
      { type: 'ship-overlap', ship: m.vsd.id, other: m.cr90.id },
    ]);
    expect([m.vsd.facedown, m.cr90.facedown]).toEqual([1, 1]);
  });

  it('X3 X5 squadrons under the final position are placed by the other player touching the ship', () => {
    const t = testGame([{ course: straight }, { course: straight }]);
    const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 700, 270);
    vsd.speed = 2;
    const end = maneuverFinalPose(
      t.ctx.table,
      t.ctx.geo.geometry(vsd),
      vsd.pose,
      [0, 0],
      'left',
      2,
    );
    const [a, b] = squadronsOf(t.ctx, 0);
    const [c] = squadronsOf(t.ctx, 1);
    removeSquadrons(t.ctx, [a!, b!, c!]);
    putSquadron(a!, end.x, end.y);
    putSquadron(b!, end.x + 15, end.y + 20);
    putSquadron(c!, end.x - 10, end.y - 25);
    executeManeuver(t.ctx, vsd);
    const placed = eventsOf(t.events, 'squadron-placed');
    expect(placed.map((p) => p.squadron).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    expect(placed.every((p) => p.by === 0)).toBe(true);
    const ship = t.ctx.geo.ship(vsd);
    const r = t.ctx.table.squadronBase.diameter / 2;
    for (const q of [a!, b!, c!]) {
      const shape = t.ctx.geo.squadron(q);
      expect(shipOverlapsSquadron(ship, shape, t.ctx.table.epsilon)).toBe(false);
      // Touching: the base is within a hair of the ship's outline.
      const grown = { ...shape, r: r + 0.01 };
      expect(shipOverlapsSquadron(ship, grown, t.ctx.table.epsilon)).toBe(true);
    }
    expect(
      squadronsOverlap(t.ctx.geo.squadron(a!), t.ctx.geo.squadron(b!), t.ctx.table.epsilon),
    ).toBe(false);
  });
});

describe('obstacles (B1-B4, X6)', () => {
  const onObstacle = (
    id: string,
    policies: [Policy, Policy] = [{ course: straight }, { course: straight }],
  ) => {
    const t = testGame(policies, {
      obstacles: {
        placement: 'fixed',
        obstacles: [
          { id, type: id.replace(/-\d$/, '') as 'asteroid', pose: { x: 300, y: 440, facing: 0 } },
        ],
      },
    });
    removeSquadrons(t.ctx);
    const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 300, 300, 90);
    putShip(shipOf(t.ctx, 'nebulon-b-escort-frigate'), 700, 100, 90);
    cr90.speed = 2;
    return { ...t, cr90 };
  };

  it('B1 B4 ending on an asteroid field deals one faceup damage card (moving through is free)', () => {
    const o = onObstacle('asteroid-1');
    executeManeuver(o.ctx, o.cr90);
    expect(eventsOf(o.events, 'obstacle').map((e) => e.effect)).toEqual(['asteroid']);
    expect(eventsOf(o.events, 'damage-card')[0]!.faceup).toBe(true);
  });

  it('B2 M4 a debris field deals two damage on one hull zone the owner chooses', () => {
    const o = onObstacle('debris-1', [
      { course: straight, 'hull-zone': (z) => z.indexOf('rear') },
      {},
    ]);
    executeManeuver(o.ctx, o.cr90);
    expect(o.cr90.shields.rear).toBe(0);
    expect(o.cr90.facedown).toBe(1);
  });

  it('B3 a station lets the ship discard a damage card', () => {
    const o = onObstacle('station', [
      { course: straight, 'discard-damage': (c) => c.indexOf(-1) },
      {},
    ]);
    o.cr90.facedown = 1;
    o.ctx.hidden.facedown[o.cr90.id] = [o.ctx.hidden.deck.pop()!];
    o.ctx.state.deckCount--;
    executeManeuver(o.ctx, o.cr90);
    expect(o.cr90.facedown).toBe(0);
    expect(o.ctx.state.discard).toHaveLength(1);
  });
});

describe('a ship on two obstacles (RRG "Overlapping", "Effect Use and Timing")', () => {
  it('resolves them in the order its owner chooses', () => {
    const fixed = [
      { id: 'asteroid-1', type: 'asteroid' as const, pose: { x: 290, y: 440, facing: 0 } },
      { id: 'station', type: 'station' as const, pose: { x: 310, y: 440, facing: 0 } },
    ];
    for (const first of ['station', 'asteroid-1']) {
      const t = testGame([{ 'obstacle-order': (o) => o.indexOf(first) }, {}], {
        obstacles: { placement: 'fixed', obstacles: fixed },
      });
      const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 300, 440, 90);
      resolveShipObstacles(t.ctx, cr90);
      expect(eventsOf(t.events, 'obstacle').map((e) => e.obstacle)).toEqual(
        first === 'station' ? ['station', 'asteroid-1'] : ['asteroid-1', 'station'],
      );
      expect(t.seen.filter((d) => d.kind === 'obstacle-order').map((d) => d.options)).toEqual([
        ['asteroid-1', 'station'],
      ]);
    }
  });
});

describe('squadron movement and engagement (V10, V11, Q1, Q3)', () => {
  it('V10 LTP X-wing example: the squadron moves up to the end of distance 3 in any direction', () => {
    const t = testGame();
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 450, 450);
    removeSquadrons(t.ctx, [xw]);
    const far = Math.max(
      ...squadronDestinations(t.ctx, xw).map((p) => Math.hypot(p.x - 450, p.y - 450)),
    );
    expect(far).toBeCloseTo(t.ctx.table.distanceBands.values[2], 9);
  });

  it('X5 destinations never overlap ships or squadrons', () => {
    const t = testGame();
    const xw = squadronsOf(t.ctx, 0)[0]!;
    for (const p of squadronDestinations(t.ctx, xw).slice(1)) {
      const shape = {
        kind: 'squadron' as const,
        x: p.x,
        y: p.y,
        r: t.ctx.table.squadronBase.diameter / 2,
      };
      for (const s of t.ctx.state.ships)
        expect(shipOverlapsSquadron(t.ctx.geo.ship(s), shape, 1e-6)).toBe(false);
      for (const q of t.ctx.state.squadrons)
        if (q !== xw) expect(squadronsOverlap(t.ctx.geo.squadron(q), shape, 1e-6)).toBe(false);
    }
  });

  it('Q1 Q3 V11 an engaged squadron cannot move in the Squadron Phase; it may attack the engager', () => {
    const t = testGame();
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 450, 450);
    const tie = putSquadron(squadronsOf(t.ctx, 1)[0]!, 450, 500);
    removeSquadrons(t.ctx, [xw, tie]);
    activateSquadron(t.ctx, xw, 'phase', null);
    expect(t.seen.find((d) => d.kind === 'squadron-action')!.options).toEqual([
      'nothing',
      'attack',
    ]);
  });

  it('Q1 a squadron activated by a Squadron command may move and attack', () => {
    const t = testGame([
      {
        'squadron-order': (o) => o.indexOf('move-first'),
        'squadron-destination': (o) => nearestTo(o, 450, 650),
        attack: (o) => (o.length > 1 ? 1 : 0),
      },
      {},
    ]);
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 450, 400);
    const tie = putSquadron(squadronsOf(t.ctx, 1)[0]!, 450, 650);
    removeSquadrons(t.ctx, [xw, tie]);
    t.dice.push(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit']);
    activateSquadron(t.ctx, xw, 'command', shipOf(t.ctx, 'nebulon-b-escort-frigate'));
    expect(eventsOf(t.events, 'squadron-move')).toHaveLength(1);
    expect(eventsOf(t.events, 'attack')).toHaveLength(1);
    expect(tie.destroyed).toBe(true);
  });
});
