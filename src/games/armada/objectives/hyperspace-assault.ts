/**
 * O8 Hyperspace Assault (defense) with RRG16 "Set Aside Ships and Squadrons": before deployment
 * the second player sets aside 1 small or medium ship and up to 3 squadrons, then places 3
 * objective tokens beyond distance 3 of both players' edges. Set-aside units are not in play: they
 * leave `ships`/`squadrons` for `objective.setAside` (no rule, ability or upgrade sees them). At the
 * start of a round after the first the second player may deploy them at distance 1 of one token
 * (ships with a speed from their chart; squadrons unactivated, the initiative colour) and the
 * tokens are removed; otherwise the tokens may each move up to distance 1 (not at the start of
 * round 1). Set-aside units left at the end of the game (or when the player has no ships in play)
 * are destroyed. Sortie's choices where the rules are silent: a player with a single ship sets none
 * aside (it would lose at once), and placements are sampled legal spots that overlap nothing, drawn
 * in the disc around the token they must be at distance 1 of.
 */
import { decide, type EngineCtx } from '../engine/context.js';
import type { DeployOption, Point } from '../engine/decisions.js';
import type { EffectHandler } from '../effects/registry.js';
import { maxSpeed } from '../content/lookup.js';
import { insidePlayArea, placementClear } from '../geometry/overlap.js';
import { distanceBandBetween } from '../geometry/range.js';
import { shipShape, squadronShape } from '../geometry/ship-shape.js';
import type { ShipShape, SquadronShape } from '../geometry/types.js';
import { destroyShip, destroySquadron } from '../rules/destroy.js';
import type { ObjectiveToken } from '../state/types.js';
import {
  beyondPlayerEdges,
  placeToken,
  removeToken,
  sampleDisc,
  secondPlayer,
  tokenGap,
  tokenShape,
  tokenSpotClear,
} from './objective-tokens.js';

/** Sets a unit aside (RRG16 "Set Aside"). */
function setAside(ctx: EngineCtx, id: string): void {
  const st = ctx.state;
  const aside = st.objective!.setAside;
  ctx.emit({ type: 'set-aside', unit: id, action: 'set-aside' });
  const si = st.ships.findIndex((s) => s.id === id);
  if (si >= 0) aside.ships.push(...st.ships.splice(si, 1));
  const qi = st.squadrons.findIndex((q) => q.id === id);
  if (qi >= 0) aside.squadrons.push(...st.squadrons.splice(qi, 1));
  ctx.geo.shipRemoved();
}

const setAsideHyperspaceForce: EffectHandler = {
  id: 'set-aside-hyperspace-force',
  kind: 'objective',
  describe:
    'The second player sets aside a small or medium ship and up to 3 squadrons, then places tokens',
  objective: {
    setup(ctx, stage, src) {
      if (stage !== 'before-deployment') return;
      const p = src.params as {
        ships?: number;
        sizes?: string[];
        squadrons?: number;
        tokens?: number;
      };
      const side = secondPlayer(ctx);
      const mine = ctx.state.ships.filter((s) => s.side === side);
      const sizes = p.sizes ?? ['small', 'medium'];
      for (let k = 0; k < (p.ships ?? 1) && mine.length - k > 1; k++) {
        const options = ctx.state.ships
          .filter((s) => s.side === side && sizes.includes(s.size))
          .map((s) => s.id);
        if (options.length === 0) break;
        const id = decide(ctx, {
          kind: 'choose-ship',
          side,
          unit: null,
          options,
          prompt: 'Hyperspace Assault: set aside a ship',
          context: { purpose: 'set-aside' },
        });
        if (id !== null) setAside(ctx, id);
      }
      for (let k = 0; k < (p.squadrons ?? 3); k++) {
        const ids = ctx.state.squadrons.filter((q) => q.side === side).map((q) => q.id);
        if (ids.length === 0) break;
        const id = decide(ctx, {
          kind: 'choose-squadron',
          side,
          unit: null,
          options: [null, ...ids],
          prompt: 'Hyperspace Assault: set aside a squadron (or stop)',
          context: { purpose: 'set-aside' },
        });
        if (id === null) break;
        setAside(ctx, id);
      }
      const o = src.objective;
      for (let k = 0; k < (p.tokens ?? 3); k++) {
        placeToken(
          ctx,
          side,
          (pt) => {
            const d = tokenShape(ctx, pt.x, pt.y);
            return beyondPlayerEdges(ctx, d, 3) && tokenSpotClear(ctx, d, o.tokens);
          },
          'Hyperspace Assault: place a token',
        );
      }
    },
  },
};

/** Shapes of the units in play (placement clearance). */
function inPlay(ctx: EngineCtx): { ships: ShipShape[]; squadrons: SquadronShape[] } {
  return {
    ships: ctx.state.ships.filter((s) => !s.destroyed).map((s) => ctx.geo.ship(s)),
    squadrons: ctx.state.squadrons.filter((q) => !q.destroyed).map((q) => ctx.geo.squadron(q)),
  };
}

/** Deploys the set-aside units at distance 1 of the token (sampled legal placements). */
function arrive(ctx: EngineCtx, token: ObjectiveToken): void {
  const st = ctx.state;
  const o = st.objective!;
  const disk = tokenShape(ctx, token.x, token.y);
  const reach = ctx.table.distanceBands.values[0]!;
  const eps = ctx.table.epsilon;
  for (const ship of o.setAside.ships.splice(0)) {
    const g = ctx.geo.geometry(ship);
    const top = maxSpeed(ctx.content.ships[ship.card]!);
    const options: DeployOption[] = [];
    const here = inPlay(ctx);
    for (let k = 0; k < 24; k++) {
      const a = ctx.rng.setup.next() * 2 * Math.PI;
      const r = ctx.rng.setup.next() * (reach + g.baseLength / 2);
      const pose = {
        x: token.x + Math.cos(a) * r,
        y: token.y + Math.sin(a) * r,
        facing: ctx.rng.setup.int(8) * 45,
      };
      const shape = shipShape(g, pose);
      if (
        !insidePlayArea(shape, st.area, eps) ||
        !placementClear(shape, here.ships, here.squadrons, eps)
      )
        continue;
      if (distanceBandBetween(shape, disk, ctx.table) > 1) continue;
      for (let speed = 1; speed <= top; speed++) options.push({ unit: ship.id, ...pose, speed });
    }
    if (options.length === 0) {
      // No room at the token: the ship stays set aside (destroyed at the end of the game).
      o.setAside.ships.push(ship);
      continue;
    }
    const prompt = 'Hyperspace Assault: deploy the ship';
    const d = decide(ctx, { kind: 'deploy', side: ship.side, unit: ship.id, options, prompt });
    ship.pose = { x: d.x, y: d.y, facing: d.facing };
    ship.speed = d.speed;
    st.ships.push(ship);
    ctx.geo.shipRemoved();
    ctx.emit({ type: 'set-aside', unit: ship.id, action: 'deployed' });
  }
  for (const q of o.setAside.squadrons.splice(0)) {
    const here = inPlay(ctx);
    // At distance 1 of the token: the squadron's centre within distance 1 of both bases' edges.
    const radius =
      reach + ctx.table.squadronBase.diameter / 2 + ctx.table.objectiveToken.diameter / 2;
    const spots = sampleDisc(ctx, 16, token, radius, (p) => {
      const s = squadronShape(ctx.table, p.x, p.y);
      return (
        insidePlayArea(s, st.area, eps) &&
        placementClear(s, here.ships, here.squadrons, eps) &&
        distanceBandBetween(s, disk, ctx.table) <= 1
      );
    }).map((p): DeployOption => ({ unit: q.id, x: p.x, y: p.y, facing: 0, speed: 0 }));
    if (spots.length === 0) {
      o.setAside.squadrons.push(q);
      continue;
    }
    const prompt = 'Hyperspace Assault: deploy a squadron';
    const d = decide(ctx, { kind: 'deploy', side: q.side, unit: q.id, options: spots, prompt });
    q.x = d.x;
    q.y = d.y;
    // RRG16: its activation slider shows the initiative token's colour (not activated this round).
    q.activated = false;
    st.squadrons.push(q);
    ctx.emit({ type: 'set-aside', unit: q.id, action: 'deployed' });
  }
  for (const t of o.tokens.slice()) removeToken(ctx, t);
}

const hyperspaceArrival: EffectHandler = {
  id: 'hyperspace-arrival',
  kind: 'objective',
  describe:
    'Start of a round after the first: deploy the set-aside units at a token, else move the tokens',
  objective: {
    startOfRound(ctx, src) {
      const o = src.objective;
      const side = secondPlayer(ctx);
      // RRG16 card clarification: the tokens cannot move at the start of round 1.
      if (ctx.state.round < 2 || o.tokens.length === 0) return;
      if (o.setAside.ships.length + o.setAside.squadrons.length > 0) {
        const i = decide(ctx, {
          kind: 'hyperspace-token',
          side,
          unit: null,
          options: [-1, ...o.tokens.map((_, k) => k)],
          prompt: 'Hyperspace Assault: arrive at a token (or wait)',
        });
        if (i >= 0) return arrive(ctx, o.tokens[i]!);
      }
      const lim = ctx.table.distanceBands.values[0]!;
      for (const t of o.tokens) {
        const others = o.tokens.filter((x) => x !== t);
        const legal = (p: Point) =>
          tokenGap(ctx, p, t) <= lim && tokenSpotClear(ctx, tokenShape(ctx, p.x, p.y), others);
        const moves = sampleDisc(ctx, 8, t, lim + ctx.table.objectiveToken.diameter, legal);
        const p: Point = decide(ctx, {
          kind: 'place-token',
          side,
          unit: null,
          options: [{ x: t.x, y: t.y }, ...moves],
          prompt: 'Hyperspace Assault: move a token (or leave it)',
        });
        if (p.x !== t.x || p.y !== t.y) {
          t.x = p.x;
          t.y = p.y;
          ctx.emit({ type: 'objective-token', token: t.id, action: 'moved', x: t.x, y: t.y });
        }
      }
    },
    endOfGame(ctx, src) {
      // RRG16 "Set Aside": units still set aside when the game ends are destroyed (they score).
      const o = src.objective;
      for (const s of o.setAside.ships.splice(0)) {
        ctx.state.ships.push(s);
        destroyShip(ctx, s, 'set aside at the end of the game');
      }
      for (const q of o.setAside.squadrons.splice(0)) {
        ctx.state.squadrons.push(q);
        destroySquadron(ctx, q, 'set aside at the end of the game');
      }
    },
  },
};

/** O8's handlers. */
export const hyperspaceAssaultEffects: EffectHandler[] = [
  setAsideHyperspaceForce,
  hyperspaceArrival,
];
