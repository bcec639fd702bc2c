/**
 * The Armada replay trace and board picture: one base (with four hull zones) per ship, a path per
 * ship that moved, one line per attack, escaped user text, a well-formed self-contained SVG.
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import { shipGeometry } from '../../src/games/armada/geometry/ship-shape.js';
import { armada, playArmadaGame } from '../../src/games/armada/plugin.js';
import { renderArmadaReplaySvg } from '../../src/games/armada/replay-svg.js';
import { playGame } from '../../src/games/armada/rules/rounds.js';
import type { GameEvent } from '../../src/games/armada/state/events.js';
import type { ArmadaTrace } from '../../src/games/armada/trace.js';
import { learningSetup } from './engine-helpers.js';
import { countClass, pointsOf, xmlProblems } from './replay-helpers.js';

const setup = learningSetup({ obstacles: { placement: 'random' } });
const opts = (seed: string) => ({ seed, gameIndex: 0, swapSeats: false, roundCap: 6, log: true });

/** The same game played on the engine directly: its events after setup and its end context. */
function sameGame(seed: string): { events: GameEvent[]; ctx: EngineCtx } {
  const events: GameEvent[] = [];
  let on = false;
  const g = newGame(setup, {
    seed,
    swapSeats: false,
    roundCap: 6,
    onEvent: (e) => void (on && events.push(e)),
  });
  on = true;
  playGame(g.ctx, 6, g.outcome.firstRoundDials);
  return { events, ctx: g.ctx };
}

/** The first of a few seeds whose game ends with a ship destroyed. */
function gameWithLoss(): { seed: string; trace: ArmadaTrace } {
  for (let i = 0; i < 20; i++) {
    const trace = playArmadaGame(setup, opts(`loss-${i}`)).trace as ArmadaTrace;
    if (trace.ships.some((s) => s.destroyed)) return { seed: `loss-${i}`, trace };
  }
  throw new Error('no game of 20 destroyed a ship');
}

describe('Armada replay trace', () => {
  it('records each ship from deployment to its final pose, every maneuver and every attack', () => {
    const r = playArmadaGame(setup, opts('replay-1'));
    const t = r.trace as ArmadaTrace;
    const { events, ctx } = sameGame('replay-1');
    const state = ctx.state;
    expect(t.ships.map((s) => s.id)).toEqual(state.ships.map((s) => s.id));
    expect(t.squadrons.map((q) => q.id)).toEqual(state.squadrons.map((q) => q.id));
    expect(t.obstacles.map((o) => o.id)).toEqual(state.obstacles.map((o) => o.id));
    expect(t.obstacles.length).toBeGreaterThan(0);
    for (const s of t.ships) {
      const st = state.ships.find((x) => x.id === s.id)!;
      expect(s.path.at(-1)).toMatchObject(st.pose);
      expect(s.destroyed).toBe(st.destroyed);
      const moved = events.filter(
        (e) =>
          e.type === 'maneuver' &&
          e.ship === s.id &&
          (e.to.x !== e.from.x || e.to.y !== e.from.y || e.to.facing !== e.from.facing),
      );
      expect(s.path).toHaveLength(1 + moved.length);
      expect(s.base).toEqual(shipGeometry(ctx.table, st.card).base);
      expect(s.zones).toHaveLength(4);
    }
    for (const q of t.squadrons) {
      const st = state.squadrons.find((x) => x.id === q.id)!;
      expect(q.path.at(-1)).toMatchObject({ x: st.x, y: st.y });
    }
    const attacks = events.flatMap((e) => (e.type === 'attack' ? [[e.attacker, e.defender]] : []));
    expect(attacks.length).toBeGreaterThan(0);
    expect(t.attacks.map((a) => [a.attacker, a.defender])).toEqual(attacks);
    const dealt = events.reduce(
      (n, e) => n + (e.type === 'damage' && e.source === 'attack' ? e.amount : 0),
      0,
    );
    expect(t.attacks.reduce((n, a) => n + a.damage, 0)).toBe(dealt);
    expect(t.rounds).toBe(r.rounds);
    expect(t.winner).toBe(r.winner);
  });

  it('batch games carry no trace', () => {
    expect(playArmadaGame(setup, { ...opts('replay-1'), log: false }).trace).toBeUndefined();
  });
});

describe('Armada board picture', () => {
  it('draws one base with four hull zones per ship, a path per ship that moved and a line per attack', () => {
    const r = playArmadaGame(setup, opts('replay-1'));
    const t = r.trace as ArmadaTrace;
    const svg = armada.renderReplay!(r)!;
    expect(xmlProblems(svg)).toEqual([]);
    expect(countClass(svg, 'ship-base')).toBe(t.ships.length);
    expect(countClass(svg, 'hull-zone')).toBe(4 * t.ships.length);
    const moved = t.ships.filter((s) => s.path.length > 1);
    expect(moved.length).toBeGreaterThan(0);
    expect(countClass(svg, 'ship-path')).toBe(moved.length);
    expect(countClass(svg, 'attack')).toBe(t.attacks.length);
    expect(countClass(svg, 'squadron')).toBe(t.squadrons.length);
    expect(countClass(svg, 'obstacle')).toBe(t.obstacles.length);
    // Each path ends at the centre of the ship's base (the base is drawn at the final pose).
    const paths = pointsOf(svg, 'ship-path');
    const bases = pointsOf(svg, 'ship-base');
    moved.forEach((s, i) => {
      const end = paths[i]!.at(-1)!;
      const base = bases[t.ships.indexOf(s)]!;
      expect(base).toHaveLength(4);
      expect(base.reduce((a, p) => a + p[0]!, 0) / 4).toBeCloseTo(end[0]!, 0);
      expect(base.reduce((a, p) => a + p[1]!, 0) / 4).toBeCloseTo(end[1]!, 0);
    });
    const winner = r.winner === null ? 'draw' : `winner ${t.sides[r.winner]}`;
    expect(svg).toContain(`${r.rounds} rounds · ${winner}`);
    // Self-contained: no links, images, external fonts or stylesheets.
    expect(svg).not.toMatch(/href|<image|@import|url\(|@font-face/);
  });

  it('draws destroyed ships faded at their last pose', () => {
    const { trace } = gameWithLoss();
    const svg = renderArmadaReplaySvg(trace);
    const lost = trace.ships.filter((s) => s.destroyed);
    expect((svg.match(/<g class="ship" opacity="0.4">/g) ?? []).length).toBe(lost.length);
    expect((svg.match(/<g class="ship">/g) ?? []).length).toBe(trace.ships.length - lost.length);
    for (const s of lost) expect(svg).toContain(`${s.name} (destroyed)`);
  });

  it('escapes side names and stays well-formed; resvg renders it', () => {
    const named = learningSetup({ obstacles: { placement: 'random' } });
    named.sides[0]!.name = '<Rebels & Co>';
    named.sides[1]!.name = 'Imperials "1st" \'fleet\'';
    const svg = armada.renderReplay!(playArmadaGame(named, opts('replay-2')))!;
    expect(svg).toContain('&lt;Rebels &amp; Co&gt;');
    expect(svg).not.toContain('<Rebels');
    expect(svg).toContain('Imperials &quot;1st&quot; &apos;fleet&apos;');
    expect(xmlProblems(svg)).toEqual([]);
    const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
    expect(png.width).toBeGreaterThan(900);
    expect(xmlProblems(svg.replace('</g>', ''))).not.toEqual([]);
  });

  it('keeps the legend inside the picture', () => {
    const svg = renderArmadaReplaySvg(gameWithLoss().trace);
    const height = Number(/<svg [^>]*height="(\d+)"/.exec(svg)![1]);
    const width = Number(/<svg [^>]*width="(\d+)"/.exec(svg)![1]);
    const ys = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(ys.length).toBeGreaterThan(7);
    for (const [x, y] of ys) {
      expect(y).toBeLessThanOrEqual(height - 4);
      expect(x).toBeLessThan(width);
    }
    expect(svg).toContain('attack: hull zone → defender');
  });
});
