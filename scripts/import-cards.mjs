#!/usr/bin/env node
// One-shot importer: converts the card reference (../shared/cards/snap-ships/*.yaml,
// snake_case, one file per card group) into the project's content files
// (src/games/snap-ships/content/{chassis,parts-forge,parts-komplex}.yaml, camelCase,
// with effect ids, params and timing choices attached to every ability whose printed
// text the icons do not express).
//
// Usage: node scripts/import-cards.mjs [--ref DIR] [--force]
//   --ref    reference folder (default: <repo>/../shared/cards/snap-ships)
//   --force  overwrite existing content files. The content YAML is the project's source of
//            truth once imported; re-running overwrites hand edits made since.
//
// Effects are attached by printed text (EFFECTS below): the same printed text always maps
// to the same effect id and params. The script fails if an ability text has no mapping, so
// a new card cannot slip in without a decision. missiles.yaml, terrain.yaml and table.yaml
// are written by hand (they come from the rulebook, not from card transcriptions).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const refDir = args.includes('--ref')
  ? args[args.indexOf('--ref') + 1]
  : join(root, '..', 'shared', 'cards', 'snap-ships');
const force = args.includes('--force');
const outDir = join(root, 'src', 'games', 'snap-ships', 'content');

// ------------------------------------------------------------------ effect table
// Rulebook "Action and Effect Timing": the current player resolves their effects first, then
// the opponent; each effect applies once per situation. Timing strings record choices where
// the card wording leaves the moment open.
const T = {
  critRoll:
    'Resolve Critical Hits (attack step 8 / missile step 7 / collision crits), before the location die is rolled, once per critical hit.',
  step5:
    "Reroll & Modify Dice (attack step 5): the attacker's effects first, then the defender's (Action and Effect Timing).",
  damageTaken:
    "Deal Damage: once per damage event (one attack, one missile type's impacts, one collision roll, or the heat damage of one disabled part), after hard cover and the Rear bonus change the total.",
  setup:
    'Setup: applied once at the start of the game; disabling the part later does not undo it (Part Abilities).',
  hitNumber: 'Determine Hit Number (attack step 3), after cover and Flank modifiers.',
};

/** printed text (trimmed, final period removed) -> { effect, params?, timing? } or null (icons say it all). */
const EFFECTS = {
  // ---- chassis passives
  'Before a critical hit location on this ship is rolled: If you have no disabled parts, you choose which part is disabled':
    {
      effect: 'choose-crit-location-if-none-disabled',
      timing:
        T.critRoll +
        ' Checked per critical hit: once one part is disabled it no longer applies (Disabled Parts Example).',
    },
  'Once per Launch action: If the Launch action costs 2 power or less, you may add additional heat to that part equal to its power cost to launch 1 additional missile':
    {
      effect: 'extra-missile-for-heat',
      params: { maxPowerCost: 2, extraMissiles: 1 },
      timing:
        'Pay Cost: the extra heat is added to the launching part together with its printed cost, before the tokens are assigned.',
    },
  'Once per activation, after you resolve an L move icon: You may rotate 1': {
    effect: 'rotate-after-move',
    params: { move: 'L', rotate: 1 },
    timing:
      'Right after the L icon and any terrain entry or collision it caused, before the next icon (chassis or part actions alike).',
  },
  'Once per activation, after you resolve an S move icon: You may rotate 1': {
    effect: 'rotate-after-move',
    params: { move: 'S', rotate: 1 },
    timing:
      'Right after the S icon and any terrain entry or collision it caused, before the next icon (chassis or part actions alike).',
  },
  'After you perform an Attack action against a target at Range 1-2: Reduce its evasion by 1': {
    effect: 'reduce-evasion-after-close-attack',
    params: { maxRange: 2, amount: 1 },
    timing:
      'After attack step 8 (the attack itself uses the unreduced Evasion); range as measured for that attack; Evasion minimum 0.',
  },
  'When you perform an Attack action: Each of your critical hit results inflicts +1 damage': {
    effect: 'crit-extra-damage',
    params: { amount: 1 },
    timing:
      'Deal Damage (attack step 6): added per critical die before hard cover reduces the total.',
  },
  'When you perform an Attack action: You are considered to be at Range 1 of other units you are touching':
    {
      effect: 'touching-counts-range-1',
      timing:
        'Determine Targets (attack step 1): overrides "touching bases are Range 0" for this ship\'s Attack actions.',
    },
  'During your chassis vent step: You may vent any number of additional heat cubes, taking 1 damage for each':
    { effect: 'vent-extra-heat-for-damage', params: { damagePerCube: 1 } },
  'Once per activation, when you resolve an S or L move icon: You may perform that S or L icon twice in a row':
    {
      effect: 'repeat-move-icon',
      params: { moves: ['S', 'L'] },
      timing:
        'The repeat resolves right after the first move (and its terrain entry), before the next icon; any direction the icon shows may be chosen. A collision ends the sequence, so no repeat.',
    },
  'Once per activation, when you resolve an S move icon: You may perform that S icon twice in a row':
    {
      effect: 'repeat-move-icon',
      params: { moves: ['S'] },
      timing:
        'The repeat resolves right after the first move (and its terrain entry), before the next icon; any direction the icon shows may be chosen. A collision ends the sequence, so no repeat.',
    },
  "When you perform an Attack action against a target's Flank: You may treat that attack as attacking from the Rear instead":
    {
      effect: 'flank-counts-as-rear',
      timing:
        'Decided at Determine Hit Number (step 3); the Rear +1 damage then applies at Deal Damage (step 6).',
    },
  'When you perform an Attack action against a target that has a missile token assigned to it: You may reroll 1 die':
    { effect: 'reroll-attack-dice', params: { max: 1, targetHasMissile: true } },
  'When you perform an Attack action against target that has a missile token assigned to it: You may reroll 1 die':
    { effect: 'reroll-attack-dice', params: { max: 1, targetHasMissile: true } },
  'When you perform an action that vents: You may apply the vent effect(s) to a friendly ship within range 1 instead':
    {
      effect: 'vent-to-friendly',
      params: { range: 1 },
      timing:
        'Applies to part actions with vent icons, not to the chassis Vent step (which is not a part action).',
    },
  'While you overlap a terrain tile: Enemy ships overlapping your tile do not benefit from soft or hard cover':
    { effect: 'deny-cover-in-shared-tile' },
  'When a friendly ship at Range 1 would take damage: If you have no disabled parts, you may suffer the damage (and effects) of 1 die instead':
    {
      effect: 'absorb-damage-die-for-friend',
      params: { range: 1 },
      timing:
        "Deal Damage (step 6) of an attack or missile impact on the friendly ship, after both sides' rerolls; the drone takes one hit die (with its crit, if any) and the friend takes the rest.",
    },
  'During a collision or Ram: You may reroll one die': {
    effect: 'reroll-collision-die',
    params: { max: 1 },
    timing:
      'Collision step 3 (abilities that modify collision results) / Ram step 3 (abilities that modify Ram results).',
  },
  'When defending at Range 1: You may reroll 1 non-critical result': {
    effect: 'defender-reroll-non-crit',
    params: { max: 1, attackRange: [1, 1] },
  },
  'When this ship resolves missile impacts: For each type of token, you may reroll 1 non-critical result':
    {
      effect: 'missile-impact-reroll-non-crit',
      params: { perType: 1 },
      timing: 'Missile Impacts step 4 (Modify Dice), once per missile type.',
    },
  'You cannot be targeted by Attack or Launch actions at Range 3 or further': {
    effect: 'untargetable-at-range-3-plus',
    params: { minRange: 3 },
  },
  'When you perform an Attack action against a target at Range 1: Reduce the hit number by 1': {
    effect: 'reduce-hit-number',
    params: { amount: 1, targetRange: [1, 1] },
    timing: T.hitNumber,
  },
  'When you perform an Attack against a target in your Line arc (directly ahead): Reduce the hit number by 1':
    {
      effect: 'reduce-hit-number',
      params: { amount: 1, targetInArc: 'line' },
      timing: T.hitNumber,
    },
  'Each time you enter a terrain tile: Gain +1 Evasion': {
    effect: 'terrain-entry-evade',
    params: { amount: 1 },
    timing:
      "Resolved together with the tile's own entry effect (Entering Terrain Tiles), in the order the controller chooses.",
  },
  'When you Ram or cause a collision, if you deal at least 1 damage to the other ship: Deal +1 damage':
    {
      effect: 'ram-collision-bonus-damage',
      params: { amount: 1, requiresDamage: true, onlyAsMover: true },
      timing: 'Collision step 3 / Ram step 3 (abilities that modify results).',
    },
  'When you perform an Attack action against a target at Range 1: You may reroll 1 die': {
    effect: 'reroll-attack-dice',
    params: { max: 1, targetRange: [1, 1] },
  },
  'While you overlap a terrain tile: Enemy ships that enter your tile do not resolve the entry effect':
    { effect: 'deny-terrain-entry-in-shared-tile' },
  // ---- part abilities
  'When defending: The attacker gains no bonus to hit for being in your Flank or Rear': {
    effect: 'no-flank-rear-hit-bonus',
    timing:
      'Determine Hit Number (attack step 3). The Rear +1 damage still applies (only the bonus to hit is removed).',
  },
  'Setup: Gain +1 Hull': { effect: 'setup-gain-hull', params: { amount: 1 }, timing: T.setup },
  "Setup: Gain Hull equal to your ship's size": { effect: 'setup-gain-hull-size', timing: T.setup },
  'Setup: Gain +1 Power': { effect: 'setup-gain-power', params: { amount: 1 }, timing: T.setup },
  'Setup: This part can only be equipped to a Size 4 or smaller Ship': {
    effect: 'equip-size-limit',
    params: { maxSize: 4 },
  },
  'When you perform an Attack action: Spend 1 or 2 power on this part to reroll that many dice': {
    effect: 'reroll-attack-dice',
    params: { max: 2, costPerDie: 1 },
    timing: 'Reroll & Modify Dice (attack step 5): the power is paid then, after seeing the roll.',
  },
  'When you perform an Attack action: Reroll 1 die': {
    effect: 'reroll-attack-dice',
    params: { max: 1 },
  },
  'When you perform an Attack action against a target at Range 2 or further: Reroll 1 die': {
    effect: 'reroll-attack-dice',
    params: { max: 1, targetRange: [2, 4] },
  },
  'After you resolve a U-turn icon, gain 1 Evade and vent 1 heat from that part (if possible)': {
    effect: 'after-u-turn-evade-vent',
    params: { evade: 1, ventHeat: 1 },
    timing:
      'Right after the U-turn icon, whether the ship turned 180° or kept its facing; "that part" is the part whose action showed the U-turn.',
  },
  'Disable this part': {
    effect: 'disable-this-part',
    timing: 'After all icons of the action have resolved.',
  },
  'Before a critical hit location on this ship is rolled: You may disable this card instead': {
    effect: 'bulkhead-take-crit',
    timing: T.critRoll,
  },
  'When you resolve move icons: you may replace S move icons with L move icons': {
    effect: 'replace-s-with-l',
    timing:
      'Chosen per S icon as it is resolved (chassis and part actions); the directions stay those of the icon.',
  },
  'Your Attack and Launch actions with Range 2 or more gain +1 Range (max Range 4)': {
    effect: 'extend-range',
    params: { amount: 1, minRange: 2, maxRange: 4 },
  },
  "When you or another ship at Range 2 or less resolves missile impacts: Before rolling, increase or decrease the hit number by 2. You can only apply one Missile Relay's effect when a ship resolves missile impacts":
    {
      effect: 'missile-relay-adjust-hit-number',
      params: { amount: 2, range: 2 },
      timing:
        'Missile Impacts step 2 (Determine Hit Number), once per resolving ship (not per missile type); if both sides want a Missile Relay, the current player decides first (Action and Effect Timing).',
    },
  'When you take any amount of damage: Reduce the total damage taken by 1': {
    effect: 'reduce-damage-taken',
    params: { amount: 1 },
    timing: T.damageTaken,
  },
  'Before rolling dice for an Attack action: Reduce the hit number by 2': {
    effect: 'reduce-hit-number',
    params: { amount: 2 },
    timing: T.hitNumber,
  },
  'Perform your chassis movement step, then disable this part': {
    effect: 'perform-chassis-movement-then-disable',
  },
  'Repair this card by flipping it face-up': null,
  'Repair this card by flipping it face-up. You may not repair this part during the same activation it was disabled':
    { effect: 'repair-not-same-activation' },
  'This part cannot be repaired': { effect: 'cannot-be-repaired' },
  'During your chassis vent step: Vent 1 additional power': {
    effect: 'extra-vent-power',
    params: { amount: 1 },
  },
  'During your chassis vent step: Vent 1 additional heat': {
    effect: 'extra-vent-heat',
    params: { amount: 1 },
  },
  'X = range to target': null, // expressed by accuracy: "X" on the attack icon
  "For each hit, place 1 heat on a target's part that has no heat": {
    effect: 'place-heat-per-hit',
    params: { amount: 1 },
  },
  'Convert 8s to critical': { effect: 'convert-8s-to-crit', timing: T.step5 },
  'Convert 1 hit to critical': { effect: 'convert-one-hit-to-crit', timing: T.step5 },
  'Convert all hits to critical': { effect: 'convert-all-hits-to-crit', timing: T.step5 },
  'When you or a friendly ship performs an Attack action against a valid target for this weapon: You may reroll 1 die':
    { effect: 'reroll-attack-vs-weapon-target', params: { max: 1 } },
  'Choose yourself or another ship at Range 1. That ship gains +2 Evasion': {
    effect: 'give-evasion',
    params: { amount: 2, range: 1 },
  },
  'When you perform an Anti-Missile action: You may reroll 1 die': {
    effect: 'reroll-anti-missile-dice',
    params: { max: 1 },
  },
  'You may reroll 1 die': { effect: 'reroll-anti-missile-dice', params: { max: 1 } }, // C-8 Gauss Cannon anti-missile text
  'This part cannot be disabled by critical hits': { effect: 'cannot-be-disabled-by-crit' },
  "Costs power equal to your ship's size": { effect: 'cost-power-equals-size' },
  "Before performing your chassis movement step, choose a terrain tile you overlap: You may apply that terrain tile's effect as if you had just entered it":
    { effect: 'reapply-terrain-before-chassis-move' },
  'When defending against an Attack action or resolving Missile Impacts: Reroll all dice, then disable this part':
    {
      effect: 'reroll-all-defending-dice-then-disable',
      timing:
        "Defender's turn of Reroll & Modify Dice (attack step 5 / missile step 4), after the attacker's effects; once per missile type resolved.",
    },
  'When you perform a Ram action or cause a collision: If at least 2 of your dice will deal damage to the other ship, convert 1 of those dice to a critical hit':
    {
      effect: 'ram-collision-convert-crit',
      timing:
        'Collision step 3 / Ram step 3 (abilities that modify results), before damage is dealt.',
    },
  'When you or a friendly ship within Range 1 performs an Attack action: Reroll 1 blank': {
    effect: 'reroll-blank-aura',
    params: { range: 1, max: 1 },
  },
  'After a critical hit location is rolled for an enemy ship within Range 2: Add or subtract 1 from the result':
    {
      effect: 'adjust-crit-location',
      params: { amount: 1, range: 2 },
      timing:
        'Right after the location die is rolled, before the part is disabled; a result below 1 or above the part count is handled like a roll beyond the last part (defender chooses).',
    },
  'You can only vent this part during your chassis vent step': {
    effect: 'vent-only-in-chassis-vent-step',
  },
  'When choosing targets, you may do this up to two times: Pay an additional [1 power][1 heat] to choose an additional target. Make a separate attack against each target':
    {
      effect: 'multi-target-attack',
      params: { maxExtraTargets: 2, extraCost: { power: 1, heat: 1 } },
      timing:
        'Determine Targets / Pay Cost (steps 1-2); then steps 3-8 per target (Attacking Multiple Targets).',
    },
  'During a collision or when you perform a Ram action: The other ship suffers 1 additional damage':
    {
      effect: 'ram-collision-bonus-damage',
      params: { amount: 1, requiresDamage: false, onlyAsMover: false },
      timing: 'Collision step 3 / Ram step 3 (abilities that modify results).',
    },
};

/** Torpedo token effects, by printed effect line. */
const TOKEN_EFFECTS = {
  'Convert all hits to critical': { effect: 'convert-all-hits-to-crit' },
  "For each hit, place 2 heat on 1 target's part that has no heat": {
    effect: 'place-heat-per-hit',
    params: { amount: 2 },
  },
  "This torpedo's damage rating is equal to the target's size": {
    effect: 'damage-equals-target-size',
  },
};

/** Chassis-action texts (drones). */
const CHASSIS_ACTION_EFFECTS = {
  'You may perform this sequence twice': {
    effect: 'repeat-chassis-movement',
    params: { times: 2 },
  },
};

/** Icons the reference writes in words: the HACK icon, structured here. */
const TEXT_ICONS = {
  'Hack: arc 360 (solid black circle), range 1 (only the bottom band solid), yellow hack icon (card with a lightning bolt) x1':
    { hack: { arc: '360', range: [1, 1], count: 1 } },
  'Hack: arc front-90 (black 90-degree wedge at the top), range 1-2 (bottom two bands solid), yellow hack icon (card with a lightning bolt) x1':
    { hack: { arc: 'front-90', range: [1, 2], count: 1 } },
};

const norm = (s) => s.trim().replace(/\.$/, '');
const used = new Set();
function lookup(table, text, where) {
  const key = norm(text);
  if (!(key in table))
    throw new Error(`${where}: no effect mapping for printed text ${JSON.stringify(text)}`);
  used.add(key);
  return table[key];
}

// ------------------------------------------------------------------ conversion
function convIcon(icon, where) {
  if ('text' in icon) {
    const structured = TEXT_ICONS[icon.text];
    if (!structured)
      throw new Error(`${where}: no structured form for text icon ${JSON.stringify(icon.text)}`);
    return structured;
  }
  if ('launch' in icon && icon.launch.token) {
    const { damage_variable, effects, ...rest } = icon.launch.token;
    const token = { ...rest };
    if (damage_variable) token.damageVariable = true;
    if (effects?.length) {
      if (effects.length !== 1) throw new Error(`${where}: expected one token effect line`);
      Object.assign(token, lookup(TOKEN_EFFECTS, effects[0], where));
      token.effects = effects;
    }
    return { launch: { ...icon.launch, token } };
  }
  return icon;
}

function convAbility(a, where) {
  const out = { kind: a.kind, header: a.header };
  if (a.cost) out.cost = { ...a.cost };
  if (a.icons) out.icons = a.icons.map((i) => convIcon(i, where));
  if (a.text !== undefined) out.text = a.text;
  if (a.header === 'REPAIR') out.repair = true;
  if (a.text !== undefined) {
    const fx = lookup(EFFECTS, a.text, where);
    if (fx) Object.assign(out, structuredClone(fx));
  }
  return out;
}

function convPart(p) {
  const where = `${p.faction}/${p.id}`;
  const out = {
    id: p.id,
    name: p.name,
    faction: p.faction,
    slot: p.slot,
    subtype: p.subtype,
    repairCost: p.repair_cost,
    set: p.set,
    abilities: p.abilities.map((a, i) => convAbility(a, `${where} ability ${i}`)),
    disabled: {
      abilities: p.disabled.abilities.map((a, i) => convAbility(a, `${where} disabled ${i}`)),
    },
  };
  if (p.uncertain?.length) out.uncertain = p.uncertain;
  return out;
}

function convChassis(c) {
  const where = c.id;
  const { text, ...action } = c.chassis_action;
  const chassisAction = { ...action, movement: action.movement.map((i) => convIcon(i, where)) };
  if (text)
    Object.assign(
      chassisAction,
      { text },
      structuredClone(lookup(CHASSIS_ACTION_EFFECTS, text, where)),
    );
  const out = {
    id: c.id,
    name: c.name,
    faction: c.faction,
    type: c.type,
    size: c.size,
    hull: c.hull,
    power: c.power,
    points: c.points,
    set: c.set,
    chassisAction,
    slots: c.slots,
    abilities: c.abilities.map((a, i) => convAbility(a, `${where} ability ${i}`)),
    preset: c.preset,
  };
  if (c.uncertain?.length) out.uncertain = c.uncertain;
  return out;
}

// ------------------------------------------------------------------ output
const FLOW_KEYS = new Set([
  'cost',
  'params',
  'slots',
  'range',
  'directions',
  'extraCost',
  'moves',
  'attackRange',
  'targetRange',
]);
function toDoc(items, header, groupOf) {
  const doc = new YAML.Document(items);
  doc.commentBefore = header;
  YAML.visit(doc, {
    Pair(_, pair) {
      if (FLOW_KEYS.has(pair.key?.value) && YAML.isCollection(pair.value)) pair.value.flow = true;
      if (pair.key?.value === 'icons' || pair.key?.value === 'movement') {
        for (const icon of pair.value.items)
          if (!JSON.stringify(icon.toJSON()).includes('"token"')) icon.flow = true;
      }
    },
  });
  let last;
  doc.contents.items.forEach((node, i) => {
    const group = groupOf(items[i]);
    node.spaceBefore = i > 0;
    if (group !== last) node.commentBefore = ` ${'-'.repeat(64)} ${group}`;
    last = group;
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

function write(name, text) {
  const path = join(outDir, name);
  if (existsSync(path) && !force)
    throw new Error(`${path} exists; pass --force to overwrite (hand edits are lost)`);
  writeFileSync(path, text);
  console.log(`wrote ${path}`);
}

const readRef = (name) => YAML.parse(readFileSync(join(refDir, name), 'utf8'));
const chassisRef = readRef('chassis.yaml');
const partsRef = {
  forge: [...readRef('parts-forge-a.yaml'), ...readRef('parts-forge-b.yaml')],
  komplex: [...readRef('parts-komplex-a.yaml'), ...readRef('parts-komplex-b.yaml')],
};

const SOURCE =
  ' Generated by scripts/import-cards.mjs from the card reference (shared/cards/snap-ships),\n then reviewed. Printed text is verbatim; `effect` names the handler for text the icons do\n not express (see effect-ids.ts); `timing` records a choice where the wording leaves it open;\n `uncertain` notes are copied from the reference and listed by `sortie content check`.';

const chassisHeader = ` Snap Ships Tactics chassis cards (26: 13 Forge, 13 Komplex, 4 drones each).\n${SOURCE}\n
 preset: the card-back build in CRITICAL-HIT LOCATION ORDER, 1 = the part card next to the
 chassis card. The rulebook counts part cards "to the right of the defender's Chassis card"
 (Resolve Critical Hits) but the card back prints a grid; the reference lists it column by
 column (left column top to bottom, then the middle, then the right), which gives cockpit,
 thruster, wing, then systems. That order is kept: the Disabled Parts Example rolls a 6 on
 the Sabre XF-23 and hits the XR70 Missile Pod (6th here) and a 7 is beyond the last part,
 the Gameplay Example's layout is cockpit, thruster, wing, systems, and each Falx preset
 puts the Falx Wings passive mount directly before (left of) its TDP-8 Plasma Cannon
 (Mount: "place the mount to the left of the Part card that is mounted on it").
 Drone backs are one column (top to bottom).
 chassisAction.text/effect: the drones' bracket "You may perform this sequence twice".`;

write(
  'chassis.yaml',
  toDoc(chassisRef.map(convChassis), chassisHeader, (c) => `${c.faction} ${c.type}s`),
);
const category = (p) => p.image.split('-')[0];
for (const faction of ['forge', 'komplex']) {
  const refs = partsRef[faction];
  const parts = refs.map(convPart);
  const header = ` Snap Ships Tactics ${faction} part cards (${parts.length}), front and disabled side.\n${SOURCE}\n Parts are identified by faction + id; a build's parts share its chassis's faction.`;
  write(
    `parts-${faction}.yaml`,
    toDoc(parts, header, (p) => category(refs[parts.indexOf(p)])),
  );
}
const unused = [
  ...Object.keys(EFFECTS),
  ...Object.keys(TOKEN_EFFECTS),
  ...Object.keys(CHASSIS_ACTION_EFFECTS),
].filter((k) => !used.has(k));
if (unused.length) console.warn(`unused effect mappings:\n  ${unused.join('\n  ')}`);
