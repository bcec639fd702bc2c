/**
 * P8: the learning game as the Learn to Play's text has it (`rules: {learningRules: ltp}`): no line
 * of sight or obstruction, engagement at distance 1 alone, no critical effects; the default (`full`)
 * plays every core rule.
 */
import { describe, expect, it } from 'vitest';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import { armada } from '../../src/games/armada/plugin.js';
import { performAttack } from '../../src/games/armada/rules/attack.js';
import { zoneTargets } from '../../src/games/armada/rules/attack-targets.js';
import { engagedPair } from '../../src/games/armada/rules/engagement.js';
import { DEFAULT_RULES } from '../../src/games/armada/state/types.js';
import {
  checkedGame,
  eventsOf,
  setupIssues,
  learningSetup,
  putShip,
  putSquadron,
  removeSquadrons,
  shipOf,
  squadronsOf,
  testGame,
} from './engine-helpers.js';

const ltp = (ctx: EngineCtx) => {
  ctx.state.rules.learningRules = 'ltp';
};

/** VSD at the north facing south, CR90 facing it at close range. */
function duel() {
  const t = testGame();
  removeSquadrons(t.ctx);
  const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
  const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 457, 400, 90);
  putShip(shipOf(t.ctx, 'nebulon-b-escort-frigate'), 100, 100, 90);
  return { ...t, vsd, cr90 };
}

const issues = setupIssues;

const sides = (a: string, b: string) => [
  { name: 'A', fleet: a, pilot: 'random' },
  { name: 'B', fleet: b, pilot: 'random' },
];

describe('P8 learningRules: ltp (the Learn to Play without the Expanded Rules)', () => {
  it('every hull zone in arc and range may be targeted: no line of sight through other zones', () => {
    const full = duel();
    const zones = (d: ReturnType<typeof duel>) =>
      zoneTargets(d.ctx, d.vsd, 'front')
        .filter((x) => x.defender === d.cr90)
        .map((x) => x.defZone)
        .sort();
    expect(zones(full)).toEqual(['front']);
    const basic = duel();
    ltp(basic.ctx);
    // The corvette's side zones are in the Victory's front arc once LOS does not block them.
    expect(zones(basic).length).toBeGreaterThan(1);
    expect(zones(basic)).toContain('front');
  });

  it('no attack is obstructed', () => {
    const setUp = () => {
      const d = duel();
      putShip(shipOf(d.ctx, 'nebulon-b-escort-frigate'), 457, 480, 0);
      return d;
    };
    const find = (d: ReturnType<typeof duel>) =>
      zoneTargets(d.ctx, d.vsd, 'front').find(
        (x) => x.defender === d.cr90 && x.defZone === 'front',
      )!;
    expect(find(setUp()).obstructed).toBe(true);
    const basic = setUp();
    ltp(basic.ctx);
    expect(find(basic).obstructed).toBe(false);
  });

  it('squadrons at distance 1 are engaged even with a ship between them', () => {
    const t = testGame();
    removeSquadrons(t.ctx, [squadronsOf(t.ctx, 0)[0]!, squadronsOf(t.ctx, 1)[0]!]);
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 300, 300);
    const tie = putSquadron(squadronsOf(t.ctx, 1)[0]!, 410, 300);
    for (const s of t.ctx.state.ships) putShip(s, 100 + 300 * s.side, 100, 90);
    putShip(shipOf(t.ctx, 'cr90-corvette-a'), 355, 300, 90);
    expect(engagedPair(t.ctx, xw, tie)).toBe(false);
    ltp(t.ctx);
    expect(engagedPair(t.ctx, xw, tie)).toBe(true);
  });

  it('no critical effect is offered: every damage card is dealt facedown', () => {
    const d = duel();
    ltp(d.ctx);
    d.cr90.shields.front = 0;
    d.dice.push(
      ['red', 'critical'],
      ['red', 'blank'],
      ['red', 'blank'],
      ['blue', 'hit'],
      ['blue', 'accuracy'],
      ['blue', 'accuracy'],
    );
    const t = zoneTargets(d.ctx, d.vsd, 'front').find(
      (x) => x.defender === d.cr90 && x.defZone === 'front',
    )!;
    performAttack(d.ctx, t);
    expect(d.seen.some((x) => x.kind === 'critical-effect')).toBe(false);
    expect(eventsOf(d.events, 'critical')).toHaveLength(0);
    const cards = eventsOf(d.events, 'damage-card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((e) => !e.faceup)).toBe(true);
  });

  it('is a learning-scenario switch: refused in other formats, left out of the setup when not given', () => {
    const learning = {
      name: 'l',
      game: 'armada',
      format: 'learning',
      sides: sides('learning-rebels', 'learning-imperials'),
    };
    expect(armada.resolveSetup(learning).rules).not.toHaveProperty('learningRules');
    expect(
      armada.resolveSetup({ ...learning, rules: { learningRules: 'ltp' } }).rules.learningRules,
    ).toBe('ltp');
    const bad = issues({ ...learning, rules: { learningRules: 'lpt' } });
    expect(bad[0]!.path).toEqual(['rules', 'learningRules']);
    expect(bad[0]!.suggestions).toContain('ltp');
    const core = issues({
      name: 'c',
      game: 'armada',
      format: 'core-180',
      rules: { learningRules: 'ltp' },
      sides: sides('core-rebels-173', 'core-imperials-175'),
    });
    expect(core.map((i) => i.path.join('.'))).toContain('rules.learningRules');
  });

  it('whole learning games play under it with every invariant holding after every event', () => {
    const setup = learningSetup(
      { rules: { ...DEFAULT_RULES, learningRules: 'ltp' } },
      { type: 'heuristic' },
    );
    let attacks = 0;
    for (let g = 0; g < 6; g++) {
      const r = checkedGame(setup, `ltp-${g}`, g % 2 === 1);
      expect(r.broken).toBeNull();
      expect(r.events.some((e) => e.type === 'critical')).toBe(false);
      attacks += r.events.filter((e) => e.type === 'attack').length;
    }
    expect(attacks).toBeGreaterThan(0);
  });
});
