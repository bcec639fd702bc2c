/**
 * Last Stand special rules (rulebook "Scenario: Last Stand"), one staged test per rule:
 * setup and difficulty, the wave tables (hull modifiers, rerolls, player choice), salvage,
 * ending a wave (the round finishes, new ships deploy as they activate), win and loss.
 */
import { describe, expect, it } from 'vitest';
import { BLANK, CRIT, type DieFace } from '../../src/core/rng.js';
import { ConfigIssuesError } from '../../src/core/game-plugin.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { partAbilities } from '../../src/games/snap-ships/effects/active-effects.js';
import { activateShip } from '../../src/games/snap-ships/rules/activation.js';
import { checkGameOver } from '../../src/games/snap-ships/rules/game-over.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { difficultyOf, installLastStand } from '../../src/games/snap-ships/scenarios/last-stand.js';
import { salvageShip } from '../../src/games/snap-ships/scenarios/salvage.js';
import type { LastStandState } from '../../src/games/snap-ships/scenarios/scenario-state.js';
import { rollWaveShip, spawnWave, waveColumn } from '../../src/games/snap-ships/scenarios/waves.js';
import { installScenarios } from '../../src/games/snap-ships/scenarios/index.js';
import { stageAi } from '../ai/ai-stage.js';
import type { Script } from '../helpers/stage.js';

const stand = (ships: string[], pilot = 'random', scenario?: Record<string, unknown>) => ({
  format: 'last-stand',
  ...(scenario ? { scenario } : {}),
  sides: [{ name: 'Forge', ships: ships.map((preset) => ({ preset, pilot })) }],
});

/** A staged Last Stand: the players' Sabres on side 0, no wave yet. */
function stageStand(opts: {
  players?: number;
  dice?: DieFace[];
  scripts?: Record<string, Script>;
  deck?: string[];
  aiPlayer?: boolean;
}) {
  installScenarios();
  const ships = Array.from({ length: opts.players ?? 1 }, (_, i) => ({
    preset: 'sabre-xf-23-fighter',
    side: 0,
    pose: { x: 30 + 30 * i, y: 20, facing: 90 },
    ai: opts.aiPlayer,
  }));
  const staged = stageAi({ ships, dice: opts.dice, scripts: opts.scripts });
  const st = staged.ctx.state;
  st.format = 'last-stand';
  st.sides[1]!.automated = true;
  st.sides[1]!.edge = 'north';
  const sc: LastStandState = {
    kind: 'last-stand',
    players: 0,
    komplex: 1,
    wave: 0,
    waveShips: [],
    cleared: [],
    salvaged: 0,
    difficulty: 'normal',
    salvageDeck: opts.deck ?? [
      'k2-small-deflector',
      'ram-spike',
      'cdl-shock',
      'kp-bulkhead',
      'c-8-gauss-cannon',
      'tailfin',
      'wasp-cockpit',
    ],
    starterBox: false,
    edge: 'south',
  };
  st.scenario = sc;
  installLastStand(staged.ctx);
  return { ...staged, sc };
}

describe('Last Stand setup', () => {
  it('players fly Forge ships; the Komplex waves are added as an automated side that goes second', () => {
    const setup = resolveSnapSetup(stand(['sabre-xf-23-fighter']));
    expect(setup.sides.map((s) => [s.name, s.ships.length])).toEqual([
      ['Forge', 1],
      ['Komplex', 0],
    ]);
    const { ctx } = newGame(setup, { seed: 'setup', swapSeats: true, roundCap: 10 });
    const st = ctx.state;
    expect(st.sides[1]!.automated).toBe(true);
    expect([st.initiative, st.firstSide]).toEqual([0, 0]);
    expect(st.sides[1]!.edge).not.toBe(st.sides[0]!.edge);
    const wave = st.ships.filter((s) => s.side === 1);
    expect(wave).toHaveLength(1);
    expect(wave[0]!.ai).toBeDefined();
    expect(wave[0]!.pose).toBeNull();
    let bad: string[] = [];
    try {
      resolveSnapSetup(stand(['scarab-klaw-interceptor']));
    } catch (e) {
      bad = (e as ConfigIssuesError).issues.map((i) => i.message);
    }
    expect(bad).toEqual([
      'Last Stand players build Forge ships (the Komplex waves are added by the scenario)',
    ]);
  });

  it('difficulty comes from the chassis points: 3 hard, 4 normal, 5 easy, 6+ training', () => {
    expect([2, 3, 4, 5, 6, 7].map(difficultyOf)).toEqual([
      'hard',
      'hard',
      'normal',
      'easy',
      'training',
      'training',
    ]);
    const label = (preset: string): string => {
      const { ctx } = newGame(resolveSnapSetup(stand([preset])), {
        seed: 'difficulty',
        swapSeats: false,
        roundCap: 10,
      });
      return ctx.state.scenario?.kind === 'last-stand' ? ctx.state.scenario.difficulty : '';
    };
    expect(
      ['lance-sac-30-attack-craft', 'sabre-xf-23-fighter', 'falx-sc-41-escort'].map(label),
    ).toEqual(['hard', 'normal', 'easy']);
  });
});

describe('Waves', () => {
  it('reads the wave column: hull modifiers, rerolls on rows 6-8 before wave 3', () => {
    const { ctx, ship } = stageStand({ dice: [6, 8, 2, 4, 7] });
    expect(rollWaveShip(ctx, 1, false, ship(0))).toEqual({
      chassis: 'scarab-klaw-attack-striker',
      hullModifier: -4,
    });
    expect(rollWaveShip(ctx, 2, false, ship(0))).toEqual({
      chassis: 'locust-klaw-stealth-craft',
      hullModifier: 3,
    });
    expect(rollWaveShip(ctx, 3, false, ship(0))).toEqual({
      chassis: 'wasp-klaw-deep-recon',
      hullModifier: 0,
    });
  });

  it("a blank or critical is the player's choice from the column; a starter box rerolls rows 4-8", () => {
    const { ctx, ship, controllers } = stageStand({
      dice: [BLANK, CRIT, 5, 4, 3],
      scripts: { s1a: (d) => (d.kind === 'wave-ship' ? d.options.length - 1 : undefined) },
    });
    expect(rollWaveShip(ctx, 1, false, ship(0))).toEqual({
      chassis: 'locust-klaw-close-support-fighter',
      hullModifier: 0,
    });
    expect(controllers.s1a!.seen[0]!.options).toEqual(waveColumn(1, false));
    expect(rollWaveShip(ctx, 3, true, ship(0))).toEqual({
      chassis: 'scarab-klaw-light-fighter',
      hullModifier: 4,
    });
    expect(rollWaveShip(ctx, 1, true, ship(0))).toEqual({
      chassis: 'scarab-klaw-light-fighter',
      hullModifier: -4,
    });
    expect(waveColumn(3, false)).toHaveLength(8);
    expect(waveColumn(1, false)).toHaveLength(5);
  });

  it('one automated ship per player, its deck hull altered, undeployed, with an AI-deck controller', () => {
    const { ctx, sc } = stageStand({ players: 2, dice: [1, 5] });
    const ships = spawnWave(ctx, sc, 1, false);
    expect(ships.map((s) => [s.id, s.chassis, s.hull, s.maxHull, s.side, s.pose])).toEqual([
      ['s2a', 'scarab-klaw-interceptor', 9, 9, 1, null],
      ['s2b', 'locust-klaw-close-support-fighter', 9, 9, 1, null],
    ]);
    expect(ships.every((s) => s.ai && ctx.controllers[s.id])).toBe(true);
    expect(sc.waveShips).toEqual(['s2a', 's2b']);
  });
});

describe('Salvaging Destroyed Komplex Ships', () => {
  it('+6 hull past the starting hull, +1 power or vent, one of five Komplex parts (the rest to the bottom)', () => {
    const { ctx, ship, sc, controllers } = stageStand({
      scripts: {
        s1a: (d) =>
          d.kind === 'salvage-stat'
            ? { value: 'vent' }
            : d.kind === 'salvage-part'
              ? { value: 'cdl-shock' }
              : undefined,
      },
    });
    const s = ship(0);
    salvageShip(ctx, sc, s);
    expect([s.hull, s.maxHull, s.vent, s.power, s.totalPower]).toEqual([21, 21, 6, 7, 7]);
    expect(controllers.s1a!.seen.find((d) => d.kind === 'salvage-part')?.options).toEqual([
      'k2-small-deflector',
      'ram-spike',
      'cdl-shock',
      'kp-bulkhead',
      'c-8-gauss-cannon',
    ]);
    expect(sc.salvageDeck).toEqual([
      'tailfin',
      'wasp-cockpit',
      'k2-small-deflector',
      'ram-spike',
      'kp-bulkhead',
      'c-8-gauss-cannon',
    ]);
    const added = s.parts[s.parts.length - 1]!;
    expect(added).toMatchObject({ id: 'cdl-shock', faction: 'komplex', disabled: false });
    // The Komplex card is read from its own faction: its abilities are live on the Forge ship.
    expect(partAbilities(ctx, s, s.parts.length - 1).length).toBeGreaterThan(0);
  });

  it('+1 power adds a cube to the chassis; an AI-flown player ship takes the hull only', () => {
    const { ctx, ship, sc } = stageStand({
      scripts: { s1a: (d) => (d.kind === 'salvage-stat' ? { value: 'power' } : undefined) },
    });
    salvageShip(ctx, sc, ship(0));
    expect([ship(0).power, ship(0).totalPower, ship(0).parts.length]).toEqual([8, 8, 7]);
    const ai = stageStand({ aiPlayer: true });
    const before = ai.ship(0).hull;
    salvageShip(ai.ctx, ai.sc, ai.ship(0));
    expect(ai.ship(0).hull).toBe(before + 6);
    expect(ai.sc.salvageDeck).toHaveLength(7);
    expect(ai.controllers.s1a!.seen).toEqual([]);
  });
});

describe('Ending a Wave', () => {
  it('salvage at the end of the activation that destroyed the wave; the next wave after the round; new ships deploy when they activate', () => {
    const { ctx, ship, sc, events } = stageStand({ dice: [1, 2] });
    spawnWave(ctx, sc, 1, false);
    const first = ctx.state.ships.find((s) => s.id === 's2a')!;
    Object.assign(first, { hull: 0, destroyed: true });
    ctx.scenarioRules!.activationEnd!(ctx, ship(0));
    expect(sc.cleared).toEqual([0]);
    expect(ship(0).hull).toBe(21);
    expect(sc.wave).toBe(1);
    expect(checkGameOver(ctx)).toBe(false);
    ctx.state.round = 3;
    ctx.scenarioRules!.roundEnd!(ctx);
    expect(sc.wave).toBe(2);
    const next = ctx.state.ships.find((s) => s.id === 's2b')!;
    expect([next.chassis, next.hull, next.pose]).toEqual(['scarab-klaw-attack-striker', 17, null]);
    expect(
      events
        .filter((e) => e.type === 'wave')
        .map((e) => e.type === 'wave' && [e.wave, e.action, e.round]),
    ).toEqual([
      [1, 'start', 0],
      [1, 'cleared', 0],
      [2, 'start', 3],
    ]);
    activateShip(ctx, next);
    // Deployed by the AI deployment roll on the Komplex (north) edge, then it flew its activation.
    expect(events.find((e) => e.type === 'deploy' && e.ship === 's2b')).toMatchObject({
      pose: { y: 87 },
    });
    expect(next.pose).not.toBeNull();
  });
});

describe('Objective', () => {
  it('the players lose when one of their ships is destroyed and win when wave 3 is destroyed', () => {
    const lose = stageStand({ players: 2, dice: [1, 1] });
    spawnWave(lose.ctx, lose.sc, 1, false);
    Object.assign(lose.ship(1), { hull: 0, destroyed: true });
    expect(checkGameOver(lose.ctx)).toBe(true);
    expect(lose.ctx.state.over).toEqual({ winner: 1, reason: 'player-destroyed' });
    const win = stageStand({ dice: [6] });
    spawnWave(win.ctx, win.sc, 3, false);
    for (const s of win.ctx.state.ships)
      if (s.side === 1) Object.assign(s, { hull: 0, destroyed: true });
    expect(checkGameOver(win.ctx)).toBe(true);
    expect(win.ctx.state.over).toEqual({ winner: 0, reason: 'waves-cleared' });
  });

  it('whole games end by the scenario, never by the round cap, and score the waves destroyed', () => {
    const setup = resolveSnapSetup(stand(['falx-sc-41-escort'], 'ai-deck'));
    const reasons = new Set<string>();
    for (let g = 0; g < 40; g++) {
      const { ctx } = newGame(setup, { seed: `ls-${g}`, swapSeats: false, roundCap: 100 });
      playGame(ctx, 100);
      reasons.add(ctx.state.over!.reason);
      const sc = ctx.state.scenario!;
      if (sc.kind !== 'last-stand') throw new Error('not last stand');
      expect(sc.result!.scores[0]).toBe(sc.cleared.length);
      expect(sc.cleared.length === 3).toBe(ctx.state.over!.reason === 'waves-cleared');
    }
    expect([...reasons].sort()).toEqual(['player-destroyed', 'waves-cleared']);
  });
});
