/**
 * Weapon upgrades (U8): Enhanced Armament and H9 Turbolasers (turbolaser), Overload Pulse (ion
 * cannon), Assault Concussion Missiles (ordnance).
 */
import { decide } from '../../engine/context.js';
import { adjacentZones } from '../../geometry/types.js';
import { poolContext } from '../../rules/attack-pool.js';
import { isSquadron } from '../../rules/attack-types.js';
import { sufferShipDamage } from '../../rules/damage.js';
import type { DiceCounts } from '../../content/types.js';
import type { EffectHandler } from '../registry.js';
import { numParam, useUpgrade } from './upgrade-cards.js';

/** Enhanced Armament: the left and right battery armaments gain a red die. */
const addBatteryDice: EffectHandler = {
  id: 'add-battery-dice',
  kind: 'upgrade',
  describe: 'The battery armament of the listed hull zones gains dice',
  armament(dice, zone, vsSquadron, src) {
    const zones = (src.params.zones as string[] | undefined) ?? [];
    if (vsSquadron || zone === null || !zones.includes(zone)) return;
    const add = src.params.dice as DiceCounts | undefined;
    if (!add) return;
    dice.red += add.red;
    dice.blue += add.blue;
    dice.black += add.black;
  },
};

/** H9 Turbolasers: while attacking, change a die face with a hit or crit icon to an accuracy face. */
const changeDieToAccuracy: EffectHandler = {
  id: 'change-die-to-accuracy',
  kind: 'upgrade',
  describe: 'While attacking, change 1 die face with a hit or critical icon to an accuracy face',
  modifyDice(ctx, atk, src) {
    const me = atk.attacker;
    if (isSquadron(me) || me !== src.unit || atk.noAccuracy) return;
    const accuracyFace = (c: 'red' | 'blue' | 'black') =>
      ctx.dice[c].find((f) => f.accuracy > 0 && f.hit === 0);
    for (let k = 0; k < numParam(src.params, 'dice', 1); k++) {
      const options = [-1];
      atk.pool.forEach((d, i) => {
        // D5: a die can only be changed to a face it has (black dice have no accuracy).
        if ((d.face.hit > 0 || d.face.crit > 0) && accuracyFace(d.colour)) options.push(i);
      });
      if (options.length === 1) return;
      const i = decide(ctx, {
        kind: 'change-die',
        side: atk.attacker.side,
        unit: atk.attacker.id,
        options,
        prompt: 'H9 Turbolasers: change a die to an accuracy',
        context: { card: src.card, defender: atk.defender.id, ...poolContext(atk) },
      });
      if (i < 0) return;
      const d = atk.pool[i]!;
      atk.pool[i] = { colour: d.colour, face: accuracyFace(d.colour)! };
      useUpgrade(ctx, me, src.card);
      ctx.emit({
        type: 'dice-modified',
        attacker: me.id,
        action: 'change',
        colour: d.colour,
        source: src.card,
      });
    }
  },
};

/** Overload Pulse: critical effect — exhaust all of the defender's defense tokens. */
const critExhaustDefenderTokens: EffectHandler = {
  id: 'crit-exhaust-defender-tokens',
  kind: 'upgrade',
  describe: "Critical effect: exhaust all of the defender's defense tokens",
  resolveCritical(ctx, atk, src) {
    useUpgrade(ctx, src.unit, src.card);
    for (const t of atk.defender.defenseTokens) if (t.state === 'ready') t.state = 'exhausted';
  },
};

/**
 * Assault Concussion Missiles: critical effect — each hull zone adjacent to the defending zone
 * suffers 1 damage (RRG16: not reduced by brace; shields first, then cards, M2).
 */
const critDamageAdjacentZones: EffectHandler = {
  id: 'crit-damage-adjacent-zones',
  kind: 'upgrade',
  describe: 'Critical effect: each hull zone adjacent to the defending hull zone suffers 1 damage',
  resolveCritical(ctx, atk, src) {
    const def = atk.defender;
    if (isSquadron(def) || atk.defZone === null) return;
    useUpgrade(ctx, src.unit, src.card);
    const n = numParam(src.params, 'damage', 1);
    for (const z of adjacentZones(atk.defZone)) {
      atk.damageDone += sufferShipDamage(ctx, def, z, n, {
        source: 'attack',
        by: atk.attacker,
        range: atk.range,
      });
    }
  },
};

/** The weapon handlers. */
export const weaponEffects: EffectHandler[] = [
  addBatteryDice,
  changeDieToAccuracy,
  critExhaustDefenderTokens,
  critDamageAdjacentZones,
];
