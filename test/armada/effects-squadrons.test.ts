import { describe, expect, it } from 'vitest';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import { performAttack } from '../../src/games/armada/rules/attack.js';
import { squadronAttackTargets } from '../../src/games/armada/rules/attack-targets.js';
import { newAttack } from '../../src/games/armada/rules/attack-pool.js';
import type { SquadronState } from '../../src/games/armada/state/types.js';
import {
  eventsOf,
  learningSetup,
  presetFleet,
  putShip,
  putSquadron,
  removeSquadrons,
  shipOf,
  squadronsOf,
  testGame,
  type Policy,
} from './engine-helpers.js';

/** Learning fleets with Luke and Howlrunner added (deployed by the standard procedure, then moved). */
function withUniques(policies: [Policy, Policy] = [{}, {}]) {
  const base = learningSetup();
  const rebels = presetFleet('learning-rebels');
  rebels.squadrons = [
    { squadron: 'x-wing-squadron', count: 3 },
    { squadron: 'luke-skywalker', count: 1 },
  ];
  const imps = presetFleet('learning-imperials');
  imps.squadrons = [
    { squadron: 'tie-fighter-squadron', count: 5 },
    { squadron: 'howlrunner', count: 1 },
  ];
  const t = testGame(policies, {
    sides: [
      { ...base.sides[0]!, fleet: rebels },
      { ...base.sides[1]!, fleet: imps },
    ],
  });
  const card = (c: string) => t.ctx.state.squadrons.filter((q) => q.card === c);
  return {
    ...t,
    luke: card('luke-skywalker')[0]!,
    howl: card('howlrunner')[0]!,
    xws: card('x-wing-squadron'),
    ties: card('tie-fighter-squadron'),
  };
}

const targetsOf = (ctx: EngineCtx, sq: SquadronState) => squadronAttackTargets(ctx, sq);

describe('squadron attacks (Q2, Q3, Q8)', () => {
  it('Q2 a squadron attacks a squadron or a hull zone at distance 1, in any direction', () => {
    const t = testGame();
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 457, 470);
    removeSquadrons(t.ctx, [xw]);
    putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
    const zones = targetsOf(t.ctx, xw).map((x) => x.defZone);
    expect(zones).toContain('front');
    expect(targetsOf(t.ctx, xw).every((x) => x.range === 'distance-1')).toBe(true);
    putSquadron(xw, 457, 300);
    expect(targetsOf(t.ctx, xw)).toEqual([]);
  });

  it('Q3 an engaged squadron must attack squadrons, not ships', () => {
    const t = testGame();
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 457, 470);
    const tie = putSquadron(squadronsOf(t.ctx, 1)[0]!, 520, 470);
    removeSquadrons(t.ctx, [xw, tie]);
    putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
    expect(targetsOf(t.ctx, xw).map((x) => x.defender.id)).toEqual([tie.id]);
  });

  it('Q8 K7 a squadron without bomber deals hits only to a ship and resolves no critical effect', () => {
    const t = testGame();
    const tie = putSquadron(squadronsOf(t.ctx, 1)[0]!, 457, 350);
    removeSquadrons(t.ctx, [tie]);
    const cr90 = putShip(shipOf(t.ctx, 'cr90-corvette-a'), 457, 280, 90);
    t.dice.push(['blue', 'critical']);
    performAttack(
      t.ctx,
      targetsOf(t.ctx, tie).find((x) => x.defender === cr90 && x.defZone === 'front')!,
    );
    expect(eventsOf(t.events, 'damage')).toEqual([]);
    expect(t.seen.some((d) => d.kind === 'critical-effect')).toBe(false);
  });
});

describe('squadron keywords (Q6)', () => {
  it('Q6 bomber: crits add damage against ships and may resolve the standard critical effect', () => {
    const t = testGame();
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 457, 470);
    removeSquadrons(t.ctx, [xw]);
    const vsd = putShip(shipOf(t.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
    vsd.shields.front = 0;
    t.dice.push(['red', 'critical']);
    performAttack(
      t.ctx,
      targetsOf(t.ctx, xw).find((x) => x.defZone === 'front')!,
    );
    expect(eventsOf(t.events, 'critical')).toHaveLength(1);
    expect(eventsOf(t.events, 'damage-card').map((e) => e.faceup)).toEqual([true]);
  });

  it('Q6 swarm: attacking a squadron engaged with another squadron, reroll one die', () => {
    const t = testGame([{}, { 'choose-die': (o) => o.indexOf(0) }]);
    const [t1, t2] = squadronsOf(t.ctx, 1);
    const xw = putSquadron(squadronsOf(t.ctx, 0)[0]!, 457, 470);
    putSquadron(t1!, 457, 530);
    putSquadron(t2!, 400, 470);
    removeSquadrons(t.ctx, [xw, t1!, t2!]);
    t.dice.push(['blue', 'accuracy'], ['blue', 'accuracy'], ['blue', 'accuracy'], ['blue', 'hit']);
    performAttack(
      t.ctx,
      targetsOf(t.ctx, t1!).find((x) => x.defender === xw)!,
    );
    expect(eventsOf(t.events, 'dice-modified').map((e) => e.source)).toEqual(['swarm']);
  });

  it('Q6 escort: squadrons engaged with an escort may attack only squadrons with escort', () => {
    const u = withUniques();
    const xw = u.xws[0]!;
    const tie = u.ties[0]!;
    removeSquadrons(u.ctx, [xw, tie, u.howl]);
    putSquadron(xw, 457, 470);
    putSquadron(tie, 457, 530);
    putSquadron(u.howl, 400, 470);
    // Core TIEs lack escort: the X-wing may attack either enemy.
    expect(
      targetsOf(u.ctx, xw)
        .map((x) => x.defender.id)
        .sort(),
    ).toEqual([tie.id, u.howl.id].sort());
    // Give the TIE card escort: engaged with that TIE, the X-wing may no longer attack Howlrunner (no escort).
    const tieCard = u.ctx.content.squadrons['tie-fighter-squadron']!;
    const ctx: EngineCtx = {
      ...u.ctx,
      content: {
        ...u.ctx.content,
        squadrons: {
          ...u.ctx.content.squadrons,
          'tie-fighter-squadron': { ...tieCard, keywords: ['swarm', 'escort'] },
        },
      },
    };
    expect(targetsOf(ctx, xw).map((x) => x.defender.id)).toEqual([tie.id]);
  });
});

describe('unique squadrons (Q7, T1, T5)', () => {
  it('Q7 Luke Skywalker treats a defending ship as having no shields', () => {
    const u = withUniques();
    removeSquadrons(u.ctx, [u.luke]);
    const vsd = putShip(shipOf(u.ctx, 'victory-ii-class-star-destroyer'), 457, 560, 270);
    putSquadron(u.luke, 457, 470);
    u.dice.push(['black', 'hit-critical']);
    performAttack(
      u.ctx,
      targetsOf(u.ctx, u.luke).find((x) => x.defZone === 'front')!,
    );
    expect(vsd.shields.front).toBe(3);
    expect(vsd.faceup.length + vsd.facedown).toBe(2);
  });

  it('Q7 Howlrunner: another friendly swarm squadron at distance 1 attacking a squadron may add a blue die', () => {
    const u = withUniques([{}, { 'use-effect': (o) => o.indexOf(true) }]);
    const tie = u.ties[0]!;
    const xw = u.xws[0]!;
    removeSquadrons(u.ctx, [tie, xw, u.howl]);
    putSquadron(tie, 457, 470);
    putSquadron(u.howl, 400, 470);
    putSquadron(xw, 457, 530);
    const atk = newAttack(
      u.ctx,
      targetsOf(u.ctx, tie).find((x) => x.defender === xw)!,
    );
    expect(atk.pool).toEqual([]);
    u.dice.push(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit']);
    performAttack(
      u.ctx,
      targetsOf(u.ctx, tie).find((x) => x.defender === xw)!,
    );
    expect(
      eventsOf(u.events, 'dice-modified').map((e) => `${e.action}:${e.colour}:${e.source}`),
    ).toEqual(['add:blue:"Howlrunner"']);
    expect(xw.hull).toBe(1);
  });

  it('T1 T5 a unique squadron spends its defense tokens: scatter cancels every die', () => {
    const u = withUniques([
      {},
      {
        'defense-token': (o, d) => {
          const i = (d.options as number[]).findIndex((k) => k === 1);
          return i >= 0 ? i : 0;
        },
      },
    ]);
    const xw = u.xws[0]!;
    removeSquadrons(u.ctx, [xw, u.howl]);
    putSquadron(xw, 457, 470);
    putSquadron(u.howl, 457, 530);
    u.dice.push(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit']);
    performAttack(
      u.ctx,
      targetsOf(u.ctx, xw).find((x) => x.defender === u.howl)!,
    );
    expect(u.howl.defenseTokens.map((t) => t.state)).toEqual(['ready', 'exhausted']);
    expect(u.howl.hull).toBe(3);
  });
});
