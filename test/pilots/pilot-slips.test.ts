/**
 * The heuristic pilot's known slips, each on a hand-set position: a Ram into a teammate
 * (rulebook "Ram Actions": the Ram attack replaces the collision, whoever is hit), a paid
 * rotation that turns 0°, a deployment whose first movement leaves the table (rulebook
 * "Deployment", "Leaving the Play Area"), the Last Stand salvage taken blind.
 */
import { describe, expect, it } from 'vitest';
import type { Pose } from '../../src/core/geometry.js';
import type { EngineCtx } from '../../src/games/snap-ships/engine/context.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import type { GameEvent } from '../../src/games/snap-ships/state/events.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { actionValues } from '../../src/games/snap-ships/pilots/action-values.js';
import { simulateMove } from '../../src/games/snap-ships/pilots/move-planner.js';
import { listActions } from '../../src/games/snap-ships/rules/actions.js';
import { HeuristicPilot } from '../../src/games/snap-ships/pilots/heuristic-pilot.js';
import { persona } from '../../src/games/snap-ships/pilots/personas.js';
import { buildScene, currentPlan } from '../../src/games/snap-ships/pilots/scene.js';

type Ship = { preset: string } | { chassis: string; parts: string[] };

/** Ships placed by hand on an empty table (side A's first ship active in round 1). */
function table(
  a: Array<{ ship: Ship; pose: Pose }>,
  b: Array<{ ship: Ship; pose: Pose }>,
): EngineCtx {
  const side = (name: string, list: typeof a) => ({
    name,
    ships: list.map((x) => ({ ...x.ship, pilot: 'heuristic' })),
  });
  const setup = resolveSnapSetup({
    format: 'dogfight-large',
    budget: 'off',
    terrain: { tiles: [] },
    sides: [side('A', a), side('B', b)],
  });
  const { ctx } = newGame(setup, { seed: 'slips', swapSeats: false, roundCap: 30 });
  const poses = [...a, ...b].map((x) => x.pose);
  ctx.state.ships.forEach((s, i) => (s.pose = { ...poses[i]! }));
  ctx.state.round = 1;
  ctx.state.activationCount = 1;
  ctx.state.active = ctx.state.ships[0]!.id;
  ctx.state.ships[0]!.activated = true;
  return ctx;
}

describe('rams and collisions with teammates', () => {
  const striker = { preset: 'scarab-klaw-attack-striker' };
  const ctx = table(
    [
      { ship: striker, pose: { x: 40, y: 40, facing: 0 } },
      // A teammate right where the Blade Wings' front S move ends.
      { ship: { preset: 'scarab-klaw-interceptor' }, pose: { x: 55, y: 40, facing: 0 } },
    ],
    [{ ship: { preset: 'sabre-xf-23-fighter' }, pose: { x: 100, y: 100, facing: 180 } }],
  );
  const me = ctx.state.ships[0]!;
  const wings = me.parts.findIndex((p) => p.id === 'blade-wings');
  const ram = { part: wings, ability: 0, dice: 2, accuracy: 2, damage: 2 };

  it('a Ram into a teammate costs what its attack deals the teammate', () => {
    const sc = buildScene(ctx.state, me.id, persona('balanced'));
    const out = simulateMove(sc, currentPlan(sc), 'S', 'front', ram);
    expect(out.stopped).toBe(true);
    for (const s of out.states) expect(s.bonus).toBeLessThan(-0.5);
  });
});

describe('rotations that turn 0°', () => {
  it('a rotate-only action is not worth paying for when no turn beats the facing the ship has', () => {
    // Facing the enemy head-on in range: every turn is no better than none (the guns fire anyway).
    const ctx = table(
      [{ ship: { preset: 'sabre-xf-23-fighter' }, pose: { x: 30, y: 60, facing: 0 } }],
      [{ ship: { preset: 'sabre-xf-23-fighter' }, pose: { x: 60, y: 60, facing: 180 } }],
    );
    const me = ctx.state.ships[0]!;
    const options = [...listActions(ctx, me), null];
    const fins = options.filter((c) => c && me.parts[c.part]!.id === 'maneuvering-fins');
    expect(fins.length).toBeGreaterThan(0);
    const sc = buildScene(ctx.state, me.id, persona('balanced'));
    const values = actionValues(sc, options);
    const end = values[options.length - 1]!;
    options.forEach((c, i) => {
      if (c && fins.includes(c))
        expect(values[i]!, `maneuvering-fins ability ${c.ability}`).toBeLessThan(end);
    });
  });
});

describe('deployment', () => {
  it('no heuristic ship meets the table edge in its first activation (ten large dogfights)', () => {
    const ships = (list: string[]) => list.map((preset) => ({ preset, pilot: 'heuristic' }));
    const raw = {
      format: 'dogfight-large',
      terrain: { tiles: [] },
      sides: [
        {
          name: 'Forge',
          ships: ships([
            'sabre-xf-23-fighter',
            'sabre-xb-04-light-bomber',
            'sabre-xr-01-fast-recon',
            'sabre-xg-07-gunship',
          ]),
        },
        {
          name: 'Komplex',
          ships: ships([
            'scarab-klaw-interceptor',
            'scarab-klaw-attack-striker',
            'locust-klaw-stealth-craft',
            'wasp-klaw-heavy-fighter',
          ]),
        },
      ],
    };
    let first = 0;
    const edges: string[] = [];
    for (let g = 0; g < 10; g++) {
      const stage = new Map<string, number>();
      const onEvent = (e: GameEvent): void => {
        if (e.type === 'deploy') {
          stage.set(e.ship, 1);
          first++;
        } else if (e.type === 'activation-end') stage.set(e.ship, 2);
        else if (e.type === 'edge' && stage.get(e.ship) === 1) edges.push(`game ${g} ${e.ship}`);
      };
      const { ctx } = newGame(resolveSnapSetup(raw), {
        seed: `deploy-${g}`,
        swapSeats: g % 2 === 1,
        roundCap: 40,
        onEvent,
      });
      playGame(ctx, 40);
    }
    expect(first).toBe(80);
    expect(edges).toEqual([]);
  });
});

describe('Last Stand salvage', () => {
  const ctx = table(
    [{ ship: { preset: 'sabre-xf-23-fighter' }, pose: { x: 30, y: 60, facing: 0 } }],
    [{ ship: { preset: 'scarab-klaw-interceptor' }, pose: { x: 90, y: 60, facing: 180 } }],
  );
  const me = ctx.state.ships[0]!;
  const pilot = new HeuristicPilot(persona('balanced'));
  const view = { state: ctx.state, side: 0 };

  it('takes the drawn part worth most, wherever it lies among the five', () => {
    const options = ['small-exhaust', 'tailfin', 'c-8-gauss-cannon', 'ecm-fin', 'medium-exhaust'];
    const d = {
      kind: 'salvage-part' as const,
      ship: me.id,
      side: 0,
      options,
      prompt: 'salvage: take a Komplex part',
    };
    expect(options[pilot.choose(view, d)]).toBe('c-8-gauss-cannon');
    const reordered = [
      'tailfin',
      'c-8-gauss-cannon',
      'small-exhaust',
      'ecm-fin',
      'medium-exhaust',
    ].reverse();
    expect(reordered[pilot.choose(view, { ...d, options: reordered })]).toBe('c-8-gauss-cannon');
  });

  it('takes +1 vent when its parts hold more cubes than its vent step clears, else +1 power', () => {
    const d = {
      kind: 'salvage-stat' as const,
      ship: me.id,
      side: 0,
      options: ['power', 'vent'] as Array<'power' | 'vent'>,
    };
    expect(d.options[pilot.choose(view, d)]).toBe('power');
    for (const p of me.parts.slice(0, me.vent + 1)) p.heat = 1;
    expect(d.options[pilot.choose(view, d)]).toBe('vent');
  });
});
