/**
 * O6 Fire Lanes (defense, 15 points per victory token): after obstacles the second player places 3
 * objective tokens beyond distance 4 of both players' edges, and the first player may move each up
 * to distance 2. At the end of each round each token is controlled by the player whose ships' hull
 * zones could roll more battery dice at it (in arc, at attack range, with line of sight; only the
 * dice of colours at that range, the current armament incl. Enhanced Armament — RRG16 card
 * clarification); a ship or squadron overlapping a token hands control to the opponent, both
 * players overlapping it to nobody. 1 victory token per controlled token.
 */
import { decide, type EngineCtx } from '../engine/context.js';
import type { Point } from '../engine/decisions.js';
import type { EffectHandler } from '../effects/registry.js';
import { lineOfSight } from '../geometry/line-of-sight.js';
import { measureAttack, newAttackMeasure } from '../geometry/range.js';
import { unitsOverlap } from '../geometry/overlap.js';
import { HULL_ZONES } from '../geometry/types.js';
import { armament } from '../rules/attack-targets.js';
import type { DieColour } from '../content/types.js';
import type { ObjectiveToken } from '../state/types.js';
import {
  beyondPlayerEdges,
  gainVictoryTokens,
  placeToken,
  sampleSpots,
  secondPlayer,
  tokenGap,
  tokenShape,
  tokenSpotClear,
} from './objective-tokens.js';

const M = newAttackMeasure();
const AT_RANGE: Record<string, readonly DieColour[]> = {
  close: ['red', 'blue', 'black'],
  medium: ['red', 'blue'],
  long: ['red'],
};

/** Battery dice each side's ships could roll at the token (O6). */
export function fireLaneDice(ctx: EngineCtx, t: ObjectiveToken): number[] {
  const disk = tokenShape(ctx, t.x, t.y);
  const out = [0, 0];
  for (const s of ctx.state.ships) {
    if (s.destroyed) continue;
    const shape = ctx.geo.ship(s);
    for (const z of HULL_ZONES) {
      const m = measureAttack(shape, z, disk, undefined, ctx.table, M);
      if (!m || m.band === 'beyond') continue;
      const dice = armament(ctx, s, z, false);
      const n = AT_RANGE[m.band]!.reduce((a, c) => a + dice[c], 0);
      if (n === 0) continue;
      const los = lineOfSight(
        shape,
        z,
        disk,
        undefined,
        ctx.geo.scene(),
        ctx.table,
        { squadronLos: 'centre' },
        m,
      );
      if (los !== 'blocked') out[s.side]! += n;
    }
  }
  return out;
}

/** The side controlling the token at the end of a round, or -1. */
export function fireLaneController(ctx: EngineCtx, t: ObjectiveToken): number {
  const disk = tokenShape(ctx, t.x, t.y);
  const over = [false, false];
  const eps = ctx.table.epsilon;
  for (const s of ctx.state.ships)
    if (!s.destroyed && unitsOverlap(disk, ctx.geo.ship(s), eps)) over[s.side] = true;
  for (const q of ctx.state.squadrons) {
    if (!q.destroyed && unitsOverlap(disk, ctx.geo.squadron(q), eps)) over[q.side] = true;
  }
  if (over[0] && over[1]) return -1;
  if (over[0] || over[1]) return over[0] ? 1 : 0;
  const d = fireLaneDice(ctx, t);
  return d[0] === d[1] ? -1 : d[0]! > d[1]! ? 0 : 1;
}

const placeFireLaneTokens: EffectHandler = {
  id: 'place-fire-lane-tokens',
  kind: 'objective',
  describe:
    'The second player places tokens beyond distance 4 of both edges; the first player may move each',
  objective: {
    setup(ctx, stage, src) {
      if (stage !== 'before-deployment') return;
      const o = src.objective;
      const n = typeof src.params.tokens === 'number' ? src.params.tokens : 3;
      const legal = (p: Point, skip?: ObjectiveToken) => {
        const d = tokenShape(ctx, p.x, p.y);
        return (
          beyondPlayerEdges(ctx, d, 4) &&
          tokenSpotClear(
            ctx,
            d,
            o.tokens.filter((t) => t !== skip),
          )
        );
      };
      for (let k = 0; k < n; k++)
        placeToken(ctx, secondPlayer(ctx), (p) => legal(p), 'Fire Lanes: place a token');
      // The first player may move each token up to distance 2 (staying legal).
      const lim = ctx.table.distanceBands.values[1]!;
      for (const t of o.tokens) {
        const moves = sampleSpots(ctx, 12, (p) => tokenGap(ctx, p, t) <= lim && legal(p, t));
        const p = decide(ctx, {
          kind: 'place-token',
          side: ctx.state.firstPlayer,
          unit: null,
          options: [{ x: t.x, y: t.y }, ...moves],
          prompt: 'Fire Lanes: move a token (or leave it)',
        });
        if (p.x !== t.x || p.y !== t.y) {
          t.x = p.x;
          t.y = p.y;
          ctx.emit({ type: 'objective-token', token: t.id, action: 'moved', x: t.x, y: t.y });
        }
      }
    },
  },
};

const fireLaneControl: EffectHandler = {
  id: 'fire-lane-control',
  kind: 'objective',
  describe: 'End of round: 1 victory token per token controlled by battery dice',
  objective: {
    endOfRound(ctx, src) {
      for (const t of src.objective.tokens) {
        const side = fireLaneController(ctx, t);
        if (side >= 0) gainVictoryTokens(ctx, side, 1, src.objective.id);
      }
    },
  },
};

/** O6's handlers. */
export const fireLanesEffects: EffectHandler[] = [placeFireLaneTokens, fireLaneControl];
