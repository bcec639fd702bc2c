/**
 * Unique squadron abilities of the core set (Q7; content/squadrons.yaml): Luke Skywalker treats a
 * defending ship as having no shields; "Howlrunner" lets another friendly squadron with swarm at
 * distance 1 add a die while it attacks a squadron (counter attacks too, RRG16 FAQ).
 */
import type { DiceCounts } from '../content/types.js';
import { decide } from '../engine/context.js';
import { unitDistance } from '../geometry/range.js';
import { DIE_COLOURS } from '../rules/dice.js';
import { addDie } from '../rules/attack-pool.js';
import { isSquadron } from '../rules/attack-types.js';
import { hasKeyword } from '../rules/engagement.js';
import type { EffectHandler } from './registry.js';

/** The squadron-ability handlers. */
export const squadronAbilities: EffectHandler[] = [
  {
    id: 'ignore-defender-shields',
    kind: 'squadron-ability',
    describe: 'treats a defending ship as having no shields',
    attackerRules: (atk) => {
      if (!isSquadron(atk.defender)) atk.ignoreShields = true;
    },
  },
  {
    id: 'swarm-ally-add-die',
    kind: 'squadron-ability',
    describe: 'a friendly swarm squadron at distance 1 attacking a squadron may add dice',
    allyModifyDice: (ctx, atk, src) => {
      const me = src.unit;
      const att = atk.attacker;
      if (!isSquadron(me) || !isSquadron(att) || !isSquadron(atk.defender) || att === me) return;
      if (!hasKeyword(ctx, att, src.params.keyword as string)) return;
      const d1 = ctx.table.distanceBands.values[0] + ctx.table.epsilon;
      if (unitDistance(ctx.geo.squadron(me), ctx.geo.squadron(att)) > d1) return;
      const use = decide(ctx, {
        kind: 'use-effect',
        side: att.side,
        unit: att.id,
        options: [true, false],
        prompt: `${me.name}: add dice`,
      });
      if (!use) return;
      const dice = src.params.dice as DiceCounts;
      for (const c of DIE_COLOURS) for (let i = 0; i < dice[c]; i++) addDie(ctx, atk, c, me.name);
    },
  },
];
