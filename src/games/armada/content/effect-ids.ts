/**
 * Every effect id the Armada content YAML uses, grouped by the kind of card that carries it,
 * with the behaviour its handler must implement (`{name}` = a `params` entry). The engine
 * registers one handler per id; content loading rejects ids missing here (or listed under
 * another kind), and the content tests fail on ids no card uses.
 */
export const ARMADA_EFFECT_IDS = {
  'damage-card': {
    'cannot-spend-accuracy': 'While attacking, you cannot spend accuracy icons (Blinded Gunners).',
    'empty-zone-shields-locked':
      'A hull zone with no shields cannot recover or gain moved shields; while it defends you cannot spend redirect.',
    'opponent-slows-or-changes-dial':
      'Immediate: the opponent reduces your speed by 1 or changes the command of your top dial; then flip facedown.',
    'cannot-ready-defense-tokens': 'You cannot ready your defense tokens (Status Phase).',
    'one-ship-attack-per-round': 'Only one of your attacks each round may target a ship.',
    'damage-or-discard-dial':
      'Before revealing a command dial, suffer {damage} damage or discard that dial (reveal none).',
    'extra-card-on-overlap':
      'When you overlap a ship or obstacle (Move Ship step), you are dealt {cards} more facedown card.',
    'remove-die-before-roll':
      'While attacking a {defender}, before rolling, remove {dice} die of your choice.',
    'cannot-attack-at-range': 'You cannot attack at {range} range.',
    'cannot-declare-obstructed':
      'When declaring a target, you cannot choose one for which the attack is obstructed.',
    'cannot-spend-exhausted-tokens': 'You cannot spend exhausted defense tokens.',
    'discard-own-defense-token':
      'Immediate: choose and discard {tokens} of your defense tokens; then flip facedown.',
    'no-command-tokens': 'Discard all your command tokens; you cannot have command tokens.',
    'halve-engineering':
      'Your engineering value is halved, rounded down; copies apply one after the other.',
    'strongest-zone-loses-shields':
      'Immediate: the hull zone with the most shields (you choose among ties) loses all its shields; then flip ' +
      'facedown.',
    'damage-after-fast-maneuver':
      'After executing a maneuver, if your speed is above {speedAbove}, suffer {damage} damage.',
    'opponent-removes-shields':
      'Immediate: the opponent chooses up to {zones} hull zones; each loses {shields} shield; then flip facedown.',
    'deal-extra-facedown-card':
      'Immediate: you are dealt {cards} facedown damage card; then flip this card facedown.',
    'cannot-resolve-critical-effects': 'While attacking, you cannot resolve critical effects.',
    'reduce-last-adjustable-yaw':
      'The printed yaw of the last I/II joint at your current speed is {amount} lower; navigate may still raise it.',
    'damage-on-speed-change': 'When your speed changes by 1 or more, suffer {damage} damage.',
  },
  upgrade: {
    'fleet-command-tokens':
      'Start of each Ship Phase: choose a command; each friendly ship gains that command token.',
    'choose-enemy-faceup-card':
      'Before an enemy ship is dealt a faceup card: look at the top {look} cards, put 1 back on top, discard the rest.',
    'copy-command-to-friend':
      'When you reveal a command, change the top dial of another friendly ship at distance {distance} to it.',
    'regain-command-token':
      'When you spend a command token, exhaust this card to gain a token of that type (it cannot resolve that ' +
      'command again this round).',
    'change-command-before-reveal':
      'Before you reveal a command, spend {tokens} command token to change it to one of {commands}.',
    'crit-cancel-for-faceup-card':
      'Critical effect: cancel all attack dice to deal {cards} faceup damage card to the defender.',
    'spend-shields-add-dice':
      'While attacking at {ranges} range, spend up to {max} shields (any of your zones, one zone allowed) to add as ' +
      'many {colour} dice.',
    'add-battery-dice': 'The battery armament of each of {zones} gains {dice}.',
    'change-die-to-accuracy':
      'While attacking, change {dice} die face with a hit or critical icon to an accuracy face.',
    'crit-exhaust-defender-tokens':
      "Critical effect: exhaust all of the defender's defense tokens.",
    'crit-damage-adjacent-zones':
      'Critical effect: each hull zone adjacent to the defending zone suffers {damage} damage (brace cannot reduce ' +
      'it).',
    'spend-locked-defense-token':
      'While defending, exhaust this card to spend 1 defense token locked by an accuracy (not at speed 0, not a ' +
      'spent type, not twice).',
    'increase-squadron-value': 'Your squadron value is increased by {amount}.',
    'extra-engineering-points': 'Repair command: gain {amount} additional engineering point.',
    'navigate-token-speed-or-yaw':
      'Your navigate tokens may change your speed or increase 1 yaw value by 1.',
    'attack-same-zone-twice':
      'You may attack from the same hull zone more than once per activation; it cannot target the same ship or ' +
      'squadron twice then.',
  },
  objective: {
    'choose-objective-ships':
      'After deployment: {chooser} chooses {own} own ship and {enemy} enemy ship(s) as objective ships ' +
      '({firstPlayerFirst}).',
    'objective-ship-double-attacks':
      "Objective ships may attack twice from the same hull zone; the first player's not at the same target twice per " +
      'round.',
    'double-objective-ship-cost':
      'End of game: a destroyed objective ship scores double its fleet cost (without upgrades).',
    'add-die-vs-objective-ship':
      'While attacking an objective ship, the attacker may add 1 die of a colour already in the pool.',
    'objective-token-each-ship': 'After deployment, assign 1 objective token to each ship.',
    'opening-salvo-dice':
      "A ship's first attack against a ship discards its token: the first player's adds {firstPlayer}, the second " +
      "player's {secondPlayer} (after rolling).",
    'score-half-damaged-ships':
      'End of game: each player adds half (rounded up) the fleet cost, with upgrades, of each enemy ship in play ' +
      'with a damage card.',
    'second-player-command-token':
      'After deployment, each second-player ship gains a {command} command token.',
    'spend-hit-flip-faceup':
      'Ship or bomber attacker may spend 1 die with a hit icon to flip a random facedown card faceup; then 1 victory ' +
      'token per card dealt or flipped faceup.',
    'place-contested-station':
      'Place obstacles except the station; the second player places it beyond distance 1 of obstacles and beyond ' +
      'distance 5 of both edges.',
    'inert-station': 'The station does not obstruct and has no repair effect.',
    'station-command-control':
      'End of round: the higher sum of command values at distance 1 of the station gains 1 victory token.',
    'place-fire-lane-tokens':
      'After obstacles, the second player places {tokens} tokens beyond distance 4 of both edges; the first player ' +
      'may move each within distance 1–2.',
    'fire-lane-control':
      'End of round: each token goes to the player whose hull zones could roll more battery dice at it; overlap ' +
      'hands it to the opponent; 1 victory token each.',
    'ambush-deployment':
      'Ambush zone beyond distance 5 of every setup-area edge; ships deploy before squadrons; first-player odd ship ' +
      'turns inside it.',
    'set-aside-hyperspace-force':
      'The second player sets aside {ships} small or medium ship and up to {squadrons} squadrons and places {tokens} ' +
      'tokens beyond distance 3 of both edges.',
    'hyperspace-arrival':
      'Start of a round after the first: deploy the set-aside units at distance 1 of a token, else move each token ' +
      'up to distance 1; undeployed units are destroyed at game end.',
    'place-obstacles-with-tokens':
      'Obstacles go beyond distance 5 of both edges; 1 objective token on each obstacle.',
    'claim-obstacle-token':
      'A ship overlapping an obstacle may remove its token for 1 victory token; second-player ships ignore asteroid ' +
      'and debris effects.',
    'place-intel-tokens':
      'Players alternately place {tokens} tokens (second player first) beyond distance 5 of both edges and distance ' +
      '3 of each other.',
    'claim-token-on-reveal':
      'When an objective ship reveals a dial, remove 1 token at distance 1 for 1 victory token.',
    'bonus-for-more-victory-tokens':
      'End of game: the player with more victory tokens adds {points} to their score.',
    'place-minefield':
      'The second player places all obstacles (beyond distance 5 of each other) and {tokens} tokens, each at ' +
      'distance 1 of an obstacle.',
    'mine-detonation':
      'A ship ending its move at distance 1 of a token removes it and rolls {dice}: 1 facedown card per hit or ' +
      'critical, the first faceup if any critical.',
    'first-player-deploys-first':
      'The first player deploys all ships and squadrons before the second player.',
    'rear-attack-victory-token':
      'After an attack on a rear hull zone that dealt at least 1 damage, the attacker gains 1 victory token.',
  },
  'squadron-ability': {
    'ignore-defender-shields':
      'While attacking a ship, treat the defender as having no shields (not for damage-card effects).',
    'swarm-ally-add-die':
      'While another friendly squadron with {keyword} at distance 1 attacks a squadron (counter attacks too), it may ' +
      'add {dice}.',
  },
} as const satisfies Record<string, Record<string, string>>;

/** The kinds of card that carry effect ids. */
export type ArmadaEffectKind = keyof typeof ARMADA_EFFECT_IDS;

/** A registered effect id of any kind. */
export type ArmadaEffectId = {
  [K in ArmadaEffectKind]: keyof (typeof ARMADA_EFFECT_IDS)[K] & string;
}[ArmadaEffectKind];

/** The kinds, in registry order. */
export const ARMADA_EFFECT_KINDS = Object.keys(ARMADA_EFFECT_IDS) as ArmadaEffectKind[];

/** Every registered id with its kind. */
export function allArmadaEffectIds(): Array<{ kind: ArmadaEffectKind; id: ArmadaEffectId }> {
  return ARMADA_EFFECT_KINDS.flatMap((kind) =>
    Object.keys(ARMADA_EFFECT_IDS[kind]).map((id) => ({ kind, id: id as ArmadaEffectId })),
  );
}

/** The kind under which `id` is registered, or undefined. */
export function armadaEffectKind(id: string): ArmadaEffectKind | undefined {
  return ARMADA_EFFECT_KINDS.find((kind) => Object.hasOwn(ARMADA_EFFECT_IDS[kind], id));
}

/** True when `id` is registered (under `kind`, when given). */
export function isArmadaEffectId(id: string, kind?: ArmadaEffectKind): id is ArmadaEffectId {
  const found = armadaEffectKind(id);
  return found !== undefined && (kind === undefined || found === kind);
}
