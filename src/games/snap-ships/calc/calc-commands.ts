/**
 * Snap Ships' `sortie calc attack|missiles` subcommands: exact damage distributions
 * (no sampling). Parsing only; the work is in calc-requests.ts.
 */
import type { Argv, CommandModule } from 'yargs';
import {
  calcAttack,
  calcMissiles,
  outcomeJson,
  outcomeText,
  type CalcOutcome,
} from './calc-requests.js';
import { UsageError } from '../../../core/game-tools.js';

const COVERS = ['none', 'soft', 'hard', 'both'] as const;

/** The most dice (or missile tokens) one exact calculation takes: far beyond any card, and quick to enumerate. */
export const MAX_CALC_DICE = 40;

/** Bounds of the numeric options: [name, min, max]; every value must be a whole number in range. */
const BOUNDS: Array<[string, number, number]> = [
  ['evasion', 0, 6],
  ['dice', 0, MAX_CALC_DICE],
  ['count', 0, MAX_CALC_DICE],
  ['accuracy', -20, 20],
  ['damage', 0, 20],
  ['rerolls', 0, MAX_CALC_DICE],
  ['defender-rerolls', 0, MAX_CALC_DICE],
  ['range', 0, 10],
  ['ability', 1, 10],
  ['convert-hits', 0, MAX_CALC_DICE],
  ['extra-per-crit', 0, 20],
  ['modifier', -20, 20],
  ['total-modifier', -40, 40],
];

/** yargs check: each numeric option given is a whole number within its bounds. */
function checkBounds(a: Record<string, unknown>): true {
  for (const [name, min, max] of BOUNDS) {
    const v = a[name];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      throw new Error(
        `--${name} must be a whole number from ${min} to ${max}, got ${typeof v === 'number' && Number.isNaN(v) ? 'not a number' : String(v)}`,
      );
    }
  }
  return true;
}

/** Runs a calculation; a bad request (unknown part, impossible profile) is the user's to fix. */
function asUsage<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof Error && !(e instanceof TypeError)) throw new UsageError(e.message);
    throw e;
  }
}
const POSITIONS = ['front', 'flank', 'rear'] as const;

function print(outcome: CalcOutcome, json: boolean): void {
  process.stdout.write(`${json ? JSON.stringify(outcomeJson(outcome)) : outcomeText(outcome)}\n`);
}

/** Options shared by both calculations. */
function defenderOptions<T>(y: Argv<T>) {
  return y
    .option('evasion', {
      type: 'number',
      demandOption: true,
      describe: "defender's current Evasion",
    })
    .option('cover', {
      choices: COVERS,
      default: 'none' as const,
      describe: 'terrain cover of the defender',
    })
    .option('modifier', {
      type: 'number',
      describe: 'hit-number modifier from cards (negative is easier)',
    })
    .option('defender-rerolls', {
      type: 'number',
      describe: 'hit dice the defender rerolls (non-critical first)',
    })
    .option('total-modifier', {
      type: 'number',
      describe: 'flat change to the total damage before cover (e.g. -1 armour)',
    })
    .option('json', { type: 'boolean', default: false, describe: 'print one JSON object' })
    .check(checkBounds);
}

const attackCommand: CommandModule = {
  command: 'attack',
  describe: 'exact damage distribution of one attack',
  builder: (y) =>
    defenderOptions(y)
      .option('part', { type: 'string', describe: 'part id whose attack icon to use' })
      .option('faction', {
        choices: ['forge', 'komplex'] as const,
        describe: 'faction of the part (when the id exists in both)',
      })
      .option('ability', { type: 'number', describe: "which of the part's attacks (1-based)" })
      .option('range', { type: 'number', describe: 'range to the target (for accuracy X)' })
      .option('dice', {
        type: 'number',
        describe: 'raw profile: dice (instead of --part, or overriding it)',
      })
      .option('accuracy', { type: 'number', describe: 'raw profile: accuracy' })
      .option('damage', { type: 'number', describe: 'raw profile: damage per hit' })
      .option('position', {
        choices: POSITIONS,
        default: 'front' as const,
        describe: 'attacker in front, flank or rear of the defender',
      })
      .option('rerolls', { type: 'number', describe: 'missed dice the attacker rerolls' })
      .option('extra-per-crit', {
        type: 'number',
        describe: 'extra damage per critical (e.g. Falx SC-41 Escort)',
      })
      .option('convert-8s', { type: 'boolean', describe: 'rolled 8s become criticals' })
      .option('all-crits', { type: 'boolean', describe: 'convert all hits to critical' })
      .option('convert-hits', { type: 'number', describe: 'convert N hits to critical' })
      .option('ignore-flank-bonus', {
        type: 'boolean',
        describe: 'defender cancels the flank/rear to-hit bonus',
      })
      .check((a) => {
        if (
          a.part === undefined &&
          (a.dice === undefined || a.accuracy === undefined || a.damage === undefined)
        ) {
          throw new Error('give --part <id>, or all of --dice, --accuracy and --damage');
        }
        return true;
      })
      .example(
        '$0 calc attack --part mk16-autocannon --evasion 3',
        'MK16 Autocannon against evasion 3',
      )
      .example(
        '$0 calc attack --part c-t22-he-cannon --ability 2 --evasion 2 --position rear --json',
        'second attack of a part, from the rear, as JSON',
      )
      .example(
        '$0 calc attack --dice 4 --accuracy 2 --damage 1 --evasion 3 --cover soft --rerolls 1',
        'a raw profile with one reroll',
      ),
  handler: (a) => {
    const outcome = asUsage(() =>
      calcAttack({
        part: a['part'] as string | undefined,
        faction: a['faction'] as 'forge' | 'komplex' | undefined,
        ability: a['ability'] as number | undefined,
        range: a['range'] as number | undefined,
        dice: a['dice'] as number | undefined,
        accuracy: a['accuracy'] as number | undefined,
        damage: a['damage'] as number | undefined,
        evasion: a['evasion'] as number,
        cover: a['cover'] as (typeof COVERS)[number],
        position: a['position'] as (typeof POSITIONS)[number],
        rerolls: a['rerolls'] as number | undefined,
        defenderRerolls: a['defenderRerolls'] as number | undefined,
        modifier: a['modifier'] as number | undefined,
        extraPerCrit: a['extraPerCrit'] as number | undefined,
        totalModifier: a['totalModifier'] as number | undefined,
        convert8s: a['convert8s'] as boolean | undefined,
        allCrits: a['allCrits'] as boolean | undefined,
        convertHits: a['convertHits'] as number | undefined,
        ignoreFlankBonus: a['ignoreFlankBonus'] as boolean | undefined,
      }),
    );
    print(outcome, a['json'] === true);
  },
};

const missilesCommand: CommandModule = {
  command: 'missiles',
  describe: 'exact damage distribution of one missile impact (same-type tokens)',
  builder: (y) =>
    defenderOptions(y)
      .option('missile', {
        choices: ['light', 'heavy', 'heat'] as const,
        demandOption: true,
        describe: 'missile token type',
      })
      .option('count', {
        type: 'number',
        default: 1,
        describe: 'tokens of this type assigned to the ship',
      })
      .example(
        '$0 calc missiles --missile light --count 4 --evasion 5',
        'rulebook example: 4 light missiles at evasion 5',
      )
      .example(
        '$0 calc missiles --missile heavy --count 2 --evasion 3 --cover hard --json',
        'heavy missiles into an asteroid field, as JSON',
      ),
  handler: (a) => {
    const outcome = asUsage(() =>
      calcMissiles({
        missile: a['missile'] as 'light' | 'heavy' | 'heat',
        count: a['count'] as number,
        evasion: a['evasion'] as number,
        cover: a['cover'] as (typeof COVERS)[number],
        modifier: a['modifier'] as number | undefined,
        defenderRerolls: a['defenderRerolls'] as number | undefined,
        totalModifier: a['totalModifier'] as number | undefined,
      }),
    );
    print(outcome, a['json'] === true);
  },
};

/** The subcommands Snap Ships adds to `sortie calc`. */
export const snapCalcCommands: CommandModule[] = [attackCommand, missilesCommand];
