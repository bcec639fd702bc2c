/**
 * Armada's `sortie calc armada --dice 3R3U [--target ship|squadron] [--tokens brace]
 * [--range R] [--json]` (DESIGN.md "Exact Armada dice"): the exact damage distribution
 * of one attack by enumeration. Parsing only; the work is in armada-calc.ts, loaded when the
 * command runs (its content and schemas are not loaded by the other games' calculations).
 */
import type { CommandModule } from 'yargs';
import { UsageError } from '../../../core/game-tools.js';
import { ArmadaCalcError, CALC_RANGES } from './calc-request.js';

/** The `calc armada` subcommand. */
export const armadaCalcCommand: CommandModule = {
  command: 'armada',
  describe:
    'Star Wars: Armada: exact damage distribution of one attack (dice, target, defense tokens)',
  builder: (y) =>
    y
      .option('dice', {
        type: 'string',
        demandOption: true,
        describe: 'the pool: counts and colours, R red, U blue, B black (e.g. 3R3U, 2R1U1B)',
      })
      .option('target', {
        choices: ['ship', 'squadron'] as const,
        default: 'ship' as const,
        describe: 'what is attacked (a crit is damage only ship against ship)',
      })
      .option('attacker', {
        choices: ['ship', 'squadron'] as const,
        default: 'ship' as const,
        describe: 'what attacks',
      })
      .option('bomber', {
        type: 'boolean',
        default: false,
        describe: 'the attacking squadron has Bomber (its crits count against ships)',
      })
      .option('tokens', {
        type: 'string',
        describe:
          'defense tokens the defender holds: brace, evade, scatter, redirect:N (N shields next door), comma-separated',
      })
      .option('range', { choices: CALC_RANGES, describe: 'attack range (needed with evade)' })
      .option('evade-vs-larger', {
        type: 'boolean',
        default: false,
        describe: 'the defender is smaller than the attacker (evade takes one more die)',
      })
      .option('json', {
        type: 'boolean',
        default: false,
        describe: 'print one JSON object (the DESIGN.md contract)',
      })
      .example('$0 calc armada --dice 3R3U --json', 'three red and three blue dice against a ship')
      .example(
        '$0 calc armada --dice 2R1U --tokens brace',
        'the defender braces unless an accuracy locks it',
      )
      .example(
        '$0 calc armada --dice 4B --target squadron',
        'against a squadron (crits are no damage)',
      ),
  handler: async (a) => {
    const { armadaCalc, armadaCalcJson, armadaCalcText } = await import('./armada-calc.js');
    try {
      const result = armadaCalc({
        dice: a['dice'] as string,
        target: a['target'] as string,
        attacker: a['attacker'] as string,
        bomber: a['bomber'] as boolean,
        ...(a['tokens'] !== undefined ? { tokens: a['tokens'] as string } : {}),
        ...(a['range'] !== undefined ? { range: a['range'] as string } : {}),
        evadeVsLarger: a['evadeVsLarger'] as boolean,
      });
      process.stdout.write(
        `${a['json'] ? JSON.stringify(armadaCalcJson(result)) : armadaCalcText(result)}\n`,
      );
    } catch (e) {
      // A bad request is the user's mistake: one line, no stack trace.
      if (e instanceof ArmadaCalcError) throw new UsageError(e.message);
      throw e;
    }
  },
};
