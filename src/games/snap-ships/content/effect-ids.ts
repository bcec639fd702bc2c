/**
 * Every effect id the Snap Ships content YAML uses, with the behaviour its handler must
 * implement. An ability's `effect` covers the printed text its icons do not express; its
 * `params` carry the numbers (listed here in braces). Passive abilities apply only while the
 * part is face-up; `passive-mount` abilities apply only to the mounted part (the next part
 * card to the right in the build order). Content loading rejects ids missing from this list,
 * and the content tests fail on entries no YAML uses.
 */
export const EFFECT_IDS = {
  // ---- attack dice: rerolls and conversions (attack step 5 unless noted)
  'reroll-attack-dice':
    'Attacker rerolls up to {max} dice of own Attack action; optional {costPerDie} power per die placed on this part (the "?" cost), {targetRange: [min,max]} or {targetHasMissile: true} restrict the target.',
  'reroll-attack-vs-weapon-target':
    'When this ship or a friendly ship attacks a target that is a valid target for this weapon (its arc and range from this ship), that attacker may reroll up to {max} die.',
  'reroll-blank-aura':
    'When this ship or a friendly ship within {range} performs an Attack action, it rerolls up to {max} blank result (passive, no cost).',
  'defender-reroll-non-crit':
    "When this ship defends against an Attack action made at a range within {attackRange}, it may reroll up to {max} non-critical result (defender's turn of step 5).",
  'reroll-all-defending-dice-then-disable':
    'When defending against an Attack action or resolving missile impacts, reroll all of those dice, then disable this part.',
  'convert-8s-to-crit': 'Each die showing 8 on this attack counts as a critical hit.',
  'convert-one-hit-to-crit':
    'One hit die of this attack (or token) becomes a critical hit, if there is any non-critical hit.',
  'convert-all-hits-to-crit': 'Every hit of this attack (or missile token) becomes a critical hit.',
  // ---- hit number, range and targeting
  'reduce-hit-number':
    'Own Attack actions get hit number -{amount}; optional {targetRange: [min,max]} or {targetInArc} restrict when (passive-mount: only attacks by the mounted part).',
  'no-flank-rear-hit-bonus':
    'Attackers get no Flank/Rear hit-number bonus against this ship (the Rear +1 damage still applies).',
  'flank-counts-as-rear':
    "When attacking a target's Flank, this ship may treat the attack as from the Rear (Rear +1 damage; the Flank -1 hit number is kept).",
  'touching-counts-range-1':
    "For this ship's Attack actions, units whose bases touch it are at Range 1 (not Range 0), so Range 1 weapons can target them.",
  'extend-range':
    'Own Attack and Launch actions whose maximum range is {minRange} or more get +{amount} to that maximum, capped at {maxRange}.',
  'untargetable-at-range-3-plus':
    'Enemy Attack and Launch actions cannot target this ship at Range {minRange} or further (range as measured for that action).',
  'multi-target-attack':
    'When choosing targets, up to {maxExtraTargets} times pay {extraCost} more (on this part) to choose another legal target; make a separate attack (steps 3-8) against each.',
  'reduce-evasion-after-close-attack':
    'After this ship resolves an Attack action against a target at Range 1..{maxRange}, that target loses {amount} Evasion (minimum 0).',
  'give-evasion': 'This ship or another ship at Range {range} gains +{amount} Evasion (maximum 6).',
  // ---- damage and critical hits
  'crit-extra-damage':
    "Each critical hit result of this ship's Attack actions deals +{amount} damage.",
  'place-heat-per-hit':
    'Apply Hit Effects: for each hit, the attacker places {amount} heat cubes on one face-up part of the target that has no heat cubes (no effect if there is none).',
  'damage-equals-target-size': "This missile token's damage per hit equals the target ship's size.",
  'reduce-damage-taken':
    'Reaction: when this ship takes any amount of damage, reduce that total by {amount} (minimum 0).',
  'absorb-damage-die-for-friend':
    'When a friendly ship at Range {range} would take damage and this ship has no disabled parts, this ship may take the damage and effects of one of those dice instead.',
  'choose-crit-location-if-none-disabled':
    'Before a crit location on this ship is rolled: if it has no disabled parts, its controller chooses the part instead of rolling.',
  'bulkhead-take-crit':
    'Before a crit location on this ship is rolled, the controller may disable this (face-up) part instead of rolling.',
  'adjust-crit-location':
    'Reaction: after a crit location is rolled for an enemy ship within Range {range}, add or subtract {amount} to the result.',
  'cannot-be-disabled-by-crit':
    'A crit location landing on this part counts as "cannot be disabled": the defender chooses another part.',
  // ---- missiles
  'extra-missile-for-heat':
    'Once per Launch action costing {maxPowerCost} power or less: may add heat to that part equal to its power cost to launch {extraMissiles} more missile token.',
  'missile-relay-adjust-hit-number':
    'Reaction: when this ship or another ship at Range {range} or less resolves missile impacts, before rolling raise or lower the hit number by {amount}; one Missile Relay per resolution.',
  'missile-impact-reroll-non-crit':
    'When this ship resolves missile impacts, it may reroll {perType} non-critical result per missile type.',
  'reroll-anti-missile-dice':
    'When this ship performs an Anti-Missile action, reroll up to {max} die.',
  'heat-missile-heat':
    'Heat Missile token: for each hit, place 1 heat on one face-up part of the target that has no heat (same behaviour as place-heat-per-hit {amount: 1}).',
  // ---- collisions and rams
  'reroll-collision-die':
    'During a collision or Ram involving this ship, reroll up to {max} of its own dice.',
  'ram-collision-bonus-damage':
    'In a collision or Ram, the other ship takes +{amount} damage; {requiresDamage}: only if this ship dealt at least 1; {onlyAsMover}: only when this ship rams or causes the collision.',
  'ram-collision-convert-crit':
    'When this ship Rams or causes a collision and at least 2 of its dice deal damage to the other ship, convert 1 of those dice to a critical hit.',
  // ---- movement
  'rotate-after-move':
    'Once per activation, after resolving a {move} move icon, may rotate up to {rotate}.',
  'repeat-move-icon':
    'Once per activation, when resolving a move icon of a type in {moves}, may perform that icon twice in a row.',
  'replace-s-with-l':
    'When resolving move icons, may replace any S move icon with an L move icon (same directions).',
  'repeat-chassis-movement':
    'The chassis movement sequence may be performed up to {times} times in a row.',
  'after-u-turn-evade-vent':
    'After resolving a U-turn icon: gain {evade} Evasion and vent {ventHeat} heat from the part whose action showed the U-turn, if possible.',
  'perform-chassis-movement-then-disable':
    'Perform the chassis Movement step again (its icons, left to right), then disable this part.',
  'cost-power-equals-size': 'The "?" cost of this action is power equal to the ship\'s size.',
  'disable-this-part':
    "After the action's icons resolve, disable this part (its cubes are removed as for a disabled part).",
  // ---- venting and power
  'extra-vent-heat':
    'Chassis Vent step: may vent {amount} more heat cube(s) beyond the chassis vent value.',
  'extra-vent-power':
    'Chassis Vent step: may vent {amount} more power cube(s) beyond the chassis vent value.',
  'vent-extra-heat-for-damage':
    'Chassis Vent step: may vent any number of additional heat cubes, taking {damagePerCube} hull damage per cube.',
  'vent-to-friendly':
    'When this ship performs an action that vents, it may apply the vent icon(s) to a friendly ship within Range {range} instead.',
  'vent-only-in-chassis-vent-step':
    "Cubes on this part can only be vented during this ship's chassis Vent step (no part-action, terrain or other vents).",
  'setup-gain-hull': "Setup: the ship's starting hull +{amount}.",
  'setup-gain-hull-size': "Setup: starting hull + the ship's size.",
  'setup-gain-power': 'Setup: the chassis gets {amount} more power cube.',
  'equip-size-limit':
    'Build check: this part can only be equipped on a ship of size {maxSize} or smaller.',
  // ---- repair
  'repair-not-same-activation':
    'REPAIR action: cannot be used during the same activation in which this part was disabled.',
  'cannot-be-repaired':
    'Disabled side: this part has no REPAIR action and stays disabled for the rest of the game.',
  // ---- terrain
  'terrain-entry-evade':
    'Each time this ship enters a terrain tile, it gains +{amount} Evasion (maximum 6).',
  'deny-cover-in-shared-tile':
    'While this ship overlaps a terrain tile, enemy ships overlapping that tile get no soft or hard cover from any tile.',
  'deny-terrain-entry-in-shared-tile':
    'While this ship overlaps a terrain tile, enemy ships that enter that tile do not resolve its entry effect.',
  'reapply-terrain-before-chassis-move':
    'Before the chassis Movement step, may choose an overlapped terrain tile and apply its entry effect as if just entered.',
  'debris-cloud-entry': 'Debris Cloud entry: the ship gains +1 Evasion (maximum 6).',
  'ice-cloud-entry': 'Ice Cloud entry: the ship vents 1 power or heat cube from any of its parts.',
  'tychos-rift-entry':
    "Tycho's Rift entry (not when placed by a collision or Ram): the ship immediately makes an L move in its direction of travel, keeping its facing; then the remaining icons resolve.",
  'asteroid-field-entry':
    'Asteroid Field entry: the ship makes a free anti-missile roll (modifier 0) against every missile token assigned to it.',
  // ---- automated (AI) ships: automated chassis passives and AI card text (ai-decks.yaml, handlers in effects/ai-effects.ts)
  'ai-crit-roll-blank-without-special-damage':
    'Automated ship: while it has no special damage tokens, each critical hit location roll on its critical hit table counts as B (blank).',
  'ai-discard-first-special-damage':
    'Automated ship: once per game, the first special damage token (-1 action or critical damage) it would receive is discarded.',
  'ai-reduce-target-evasion-before-attack':
    'AI card reaction: before each Attack action of this activation, the target loses {amount} Evasion (minimum 0); with {targetInArc}, only when the target is in that arc of the AI ship.',
  'ai-reduce-damage-taken-once':
    "Automated ship (generated decks): once between its activations, when it takes any amount of damage, the total is reduced by {amount}, and it gains {heat} heat (kept with its deck), as the printed reaction's cube would block it until the vent step.",
  'ai-target-gains-heat':
    'AI row text "Target gains 1 heat": after the row\'s Attack action hits at least once, the target gains {amount} heat (an AI target keeps it with its deck; on a player ship it goes on the part the AI picks).',
} as const satisfies Record<string, string>;

/** A registered effect id. */
export type EffectId = keyof typeof EFFECT_IDS;

/** True when `id` is a registered effect id. */
export function isEffectId(id: string): id is EffectId {
  return Object.hasOwn(EFFECT_IDS, id);
}
