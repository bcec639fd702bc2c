/**
 * Rules switches (README "Rules choices"): a config's `rules:` map is validated with
 * suggestions and reaches the game state; each switch changes the rule it names, and its
 * default reading is the one documented.
 */
import { describe, expect, it } from 'vitest';
import { loadConfigText } from '../../src/config/load-config.js';
import { ConfigError } from '../../src/config/issues.js';
import { partActions } from '../../src/games/snap-ships/ai/activation.js';
import { aiDeckController } from '../../src/games/snap-ships/ai/controller.js';
import { currentCard, drawCard } from '../../src/games/snap-ships/ai/deck.js';
import { wantsUTurn } from '../../src/games/snap-ships/ai/maneuvers.js';
import { fromAngle } from '../../src/core/geometry.js';
import { Rng } from '../../src/core/rng.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import type { SnapSetup } from '../../src/games/snap-ships/engine/setup.js';
import { moveShip, type RamSpec } from '../../src/games/snap-ships/rules/movement.js';
import {
  completeRules,
  DEFAULT_RULES,
  type RuleSwitches,
} from '../../src/games/snap-ships/rules/rule-switches.js';
import type { GameEvent } from '../../src/games/snap-ships/state/events.js';
import { stageAi } from '../ai/ai-stage.js';
import { stage } from '../helpers/stage.js';

const text = (rules: string) => `name: switches
game: snap-ships
format: duel
${rules}sides:
  - name: Forge
    ships: [{preset: sabre-xf-23-fighter, pilot: random}]
  - name: Komplex
    ships: [{preset: scarab-klaw-interceptor, pilot: random}]
`;

async function lines(rules: string): Promise<string[]> {
  try {
    await loadConfigText(text(rules), 'switches.yaml');
    return [];
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    return e.lines;
  }
}

describe('the rules: map', () => {
  it('reaches the setup and the game state, the other switches at their defaults', async () => {
    const c = await loadConfigText(
      text('rules: {riftRam: collision, preMeasure: range-only}\n'),
      'switches.yaml',
    );
    const setup = c.matchups[0]!.setup as SnapSetup;
    expect(setup.rules).toEqual({ riftRam: 'collision', preMeasure: 'range-only' });
    const st = newGame(setup, { seed: 's', swapSeats: false, roundCap: 5 }).ctx.state;
    expect(st.rules).toEqual({ ...DEFAULT_RULES, riftRam: 'collision', preMeasure: 'range-only' });
  });
  it('absent, the setup carries none and the state has the defaults', async () => {
    const setup = (await loadConfigText(text(''), 'switches.yaml')).matchups[0]!.setup as SnapSetup;
    expect('rules' in setup).toBe(false);
    expect(newGame(setup, { seed: 's', swapSeats: false, roundCap: 5 }).ctx.state.rules).toEqual(
      DEFAULT_RULES,
    );
    expect(DEFAULT_RULES).toEqual({
      riftRam: 'ram-attack',
      riftEdgeStop: 'ends-action',
      aiUTurn: 'centre-behind',
      critDamagePrevent: 'spends-action',
      preMeasure: 'allowed',
    });
  });
  it('unknown switches and readings are placed in the file with suggestions', async () => {
    const out = await lines('rules:\n  riftRamm: collision\n  aiUTurn: centre\n');
    expect(out).toEqual([
      'switches.yaml:5:3: rules.riftRamm: unknown rules switch "riftRamm" (did you mean "riftRam"?)',
      'switches.yaml:6:12: rules.aiUTurn: unknown reading "centre" (centre-behind or wholly-behind) (did you mean "centre-behind"?)',
    ]);
    expect(await lines('rules: [riftRam]\n')).toHaveLength(1);
  });
});

const withRules = <T extends { ctx: { state: { rules?: RuleSwitches } } }>(
  staged: T,
  rules: Partial<RuleSwitches>,
): T => {
  staged.ctx.state.rules = completeRules(rules);
  return staged;
};
const kinds = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'damage' ? [e.kind] : []));

describe("riftRam: a Ram slung by Tycho's Rift into a ship", () => {
  // The AI Interceptor's Short Ram move enters the Rift at (45, 42); the slingshot (Long, north) ends on the Sabre at (45, 49).
  const RAM: RamSpec = {
    part: -1,
    ability: -1,
    dice: 2,
    accuracy: 2,
    damage: 2,
    label: 'blade-wings',
  };
  function ram(rules: Partial<RuleSwitches>) {
    const staged = withRules(
      stageAi({
        terrain: [{ type: 'tychos-rift', x: 45, y: 42, rotation: 0 }],
        ships: [
          {
            preset: 'sabre-xf-23-fighter',
            side: 0,
            pose: { x: 45, y: 49, facing: -90 },
            evasion: 2,
          },
          {
            preset: 'scarab-klaw-interceptor',
            side: 1,
            pose: { x: 45, y: 20, facing: 90 },
            ai: true,
          },
        ],
        dice: Array(12).fill(8),
      }),
      rules,
    );
    moveShip(staged.ctx, staged.ship(1), 90, 11, 'blade-wings', RAM);
    return staged;
  }
  it("ram-attack (default): the slingshot's collision is the Ram's: the Ram attack, no collision dice", () => {
    const { events } = ram({});
    expect(events.some((e) => e.type === 'terrain' && e.terrain === 'tychos-rift')).toBe(true);
    expect(events.filter((e) => e.type === 'attack' && e.ram)).toHaveLength(1);
    expect(kinds(events)).not.toContain('collision');
  });
  it('collision: a normal collision, both ships roll', () => {
    const { events } = ram({ riftRam: 'collision' });
    expect(events.filter((e) => e.type === 'attack')).toHaveLength(0);
    expect(kinds(events)).toContain('collision');
  });
});

describe('riftEdgeStop: a slingshot that stops at the edge', () => {
  // A Short move north from y = 64 enters the Rift at (45, 78); the slingshot (Long) would end at
  // y = 91, off the table: the ship stops at y = 87 touching the edge.
  function edge(rules: Partial<RuleSwitches>) {
    const staged = withRules(
      stage({
        terrain: [{ type: 'tychos-rift', x: 45, y: 78, rotation: 0 }],
        ships: [
          {
            preset: 'sabre-xf-23-fighter',
            side: 0,
            pose: { x: 45, y: 64, facing: 90 },
            evasion: 3,
          },
          { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 10, y: 10, facing: 0 } },
        ],
      }),
      rules,
    );
    const outcome = moveShip(staged.ctx, staged.ship(0), 90, 11, 'test');
    return { ...staged, outcome };
  }
  it('ends-action (default): the edge stop ends the action (its remaining icons are skipped)', () => {
    const { events, ship, outcome } = edge({});
    expect(events.some((e) => e.type === 'move' && e.source === 'tychos-rift')).toBe(true);
    expect(events.filter((e) => e.type === 'edge')).toHaveLength(1);
    expect(ship(0).evasion).toBe(2);
    expect(ship(0).pose!.y).toBeCloseTo(87, 9);
    expect(outcome).toBe('stopped');
  });
  it('continues: the edge stop ends the slingshot only; the action goes on', () => {
    const { events, ship, outcome } = edge({ riftEdgeStop: 'continues' });
    expect(events.filter((e) => e.type === 'edge')).toHaveLength(1);
    expect(ship(0).evasion).toBe(2);
    expect(outcome).toBe('ok');
  });
  it('a collision in the slingshot still ends the action', () => {
    const staged = withRules(
      stage({
        terrain: [{ type: 'tychos-rift', x: 45, y: 78, rotation: 0 }],
        ships: [
          { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 64, facing: 90 } },
          { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 86, facing: 0 } },
        ],
        dice: Array(10).fill(0),
      }),
      { riftEdgeStop: 'continues' },
    );
    expect(moveShip(staged.ctx, staged.ship(0), 90, 11, 'test')).toBe('stopped');
    expect(staged.events.some((e) => e.type === 'collision')).toBe(true);
  });
});

describe('aiUTurn', () => {
  const C = { x: 45, y: 45, facing: 90 };
  // 95° left of the facing, 8 cm away: the centre is behind the side line, a part of the base in front of it.
  const straddling = {
    pose: { ...C, ...{ x: C.x + fromAngle(185, 8).x, y: C.y + fromAngle(185, 8).y } },
  };
  const behind = {
    pose: { x: C.x + fromAngle(240, 20).x, y: C.y + fromAngle(240, 20).y, facing: 0 },
  };
  const st = (rules: Partial<RuleSwitches>) =>
    withRules(stage({ ships: [{ preset: 'sabre-xf-23-fighter', side: 0, pose: null }] }), rules).ctx
      .state;
  it('centre-behind (default): a target straddling the side line with its centre behind turns the ship', () => {
    expect(wantsUTurn(st({}), C, straddling)).toBe(true);
    expect(wantsUTurn(st({}), C, behind)).toBe(true);
  });
  it('wholly-behind: only a target with no part in the front 180° arc does', () => {
    expect(wantsUTurn(st({ aiUTurn: 'wholly-behind' }), C, straddling)).toBe(false);
    expect(wantsUTurn(st({ aiUTurn: 'wholly-behind' }), C, behind)).toBe(true);
  });
});

describe('critDamagePrevent', () => {
  // The Example Turn staging (Interceptor card 2, 2 actions); the AI opponent spends the token on the laser row.
  function turn(rules: Partial<RuleSwitches>) {
    const staged = withRules(
      stageAi({
        ships: [
          {
            preset: 'sabre-xf-23-fighter',
            side: 0,
            pose: { x: 75, y: 5, facing: 135 },
            evasion: 2,
          },
          {
            preset: 'scarab-klaw-interceptor',
            side: 1,
            pose: { x: 45, y: 20, facing: 90 },
            ai: true,
            deck: [2, 1, 3, 4],
          },
        ],
        dice: [3, 6],
      }),
      rules,
    );
    staged.ctx.controllers[staged.ship(0).id] = Object.assign(aiDeckController(new Rng('opp')), {
      seen: [],
    });
    const ai = staged.ship(1);
    ai.ai!.criticalDamage = 1;
    drawCard(staged.ctx, ai);
    ai.ai!.target = staged.ship(0).id;
    // The Example Turn's chassis move (rotate 1 toward the Sabre, move Short) is left out: the laser is ready after the fins.
    partActions(staged.ctx, ai, currentCard(staged.ctx.content, ai)!);
    return staged.events.flatMap((e) => (e.type === 'action' ? [e.part] : []));
  }
  it('spends-action (default): the prevented row is one of the two actions', () => {
    expect(turn({})).toHaveLength(1);
  });
  it('keeps-action: the AI still performs two rows', () => {
    expect(turn({ critDamagePrevent: 'keeps-action' })).toHaveLength(2);
  });
});
