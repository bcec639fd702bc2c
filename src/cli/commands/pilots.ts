/**
 * `sortie pilots audit <config|results-dir>`: grades the decisions of a run's pilots against a
 * reference pilot by seeded rollouts (runner/pilot-audit.ts): regret by decision kind with
 * intervals, the worst decisions with their replay command, and an overall accuracy.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { writeFileAtomicSync } from '../../core/atomic-write.js';
import { suggest } from '../../config/issues.js';
import type { ResolvedMatchup } from '../../core/game-plugin.js';
import { SEED_SCHEME, type SeedScheme } from '../../core/rng.js';
import { folderLayout, readManifest } from '../../runner/manifest.js';
import { AuditError, auditPilots, type AuditReport } from '../../runner/pilot-audit.js';
import { fileErrorText } from '../../runner/writable-folder.js';
import { AUDIT_FILE } from '../../report/audit-section.js';
import { ACCURATE_REGRET } from '../../stats/regret.js';
import { plural } from '../../report/plural.js';
import { eprint, loadConfigOrReport, ReportedError } from '../common.js';

/** Arguments of `sortie pilots audit`. */
export interface AuditArgs {
  source: string;
  decisions: number;
  rollouts: number;
  maxOptions: number;
  reference: string;
  seed: string;
  matchup?: string;
  kind?: string[];
  noted: boolean;
  json: boolean;
}

function fail(message: string): never {
  eprint(`error: ${message}`);
  throw new ReportedError(1);
}

/** The matchups, seed scheme and results folder of a config or a results folder. */
async function sourceOf(
  path: string,
): Promise<{ matchups: ResolvedMatchup[]; scheme: SeedScheme; dir: string; isRun: boolean }> {
  if (!existsSync(path)) fail(`${path} does not exist (give a config file or a results folder)`);
  if (statSync(path).isDirectory()) {
    const manifest = readManifest(path);
    if (!manifest) fail(`${path} has no manifest.json: not a results folder`);
    return {
      matchups: manifest.config.resolved,
      scheme: folderLayout(manifest, path).seedScheme,
      dir: path,
      isRun: true,
    };
  }
  const config = await loadConfigOrReport(path);
  // The games a `sortie run` of this config would play, in its default folder.
  return {
    matchups: config.matchups,
    scheme: SEED_SCHEME,
    dir: join('results', config.name),
    isRun: false,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(0)}%`;
const num = (x: number): string => x.toFixed(3);

/** The audit in words. */
export function auditText(r: AuditReport): string[] {
  const lines = [
    `pilot audit: ${r.pilot} graded against the ${r.reference} pilot's rollouts (${r.rollouts} per option), ${plural(r.decisions, 'decision')} from ${plural(r.games, 'game')}`,
    `accuracy ${pct(r.accuracy)} (95% interval ${pct(r.accuracyLow)}–${pct(r.accuracyHigh)}): share of decisions whose choice costs under ${ACCURATE_REGRET} win probability`,
    '',
    `${'kind'.padEnd(20)} ${'decisions'.padStart(9)}  ${'mean regret'.padStart(11)}  ${'95% interval'.padStart(13)}  accurate`,
  ];
  for (const k of r.byKind) {
    lines.push(
      `${k.kind.padEnd(20)} ${String(k.decisions).padStart(9)}  ${num(k.meanRegret).padStart(11)}  ${`${num(k.ciLow)}–${num(k.ciHigh)}`.padStart(13)}  ${pct(k.accuracy).padStart(8)}`,
    );
  }
  if (r.worst.length) {
    lines.push('', 'costliest decisions (regret in win probability, those of 0.01 or more):');
    for (const w of r.worst) {
      lines.push(
        `  ${num(w.regret)}  ${w.kind}, round ${w.round}, ${w.unit} (${w.pilot}): chose ${w.chose} (wins ${pct(w.chosenValue)}), best ${w.best} (wins ${pct(w.bestValue)})${w.after ? ` [${w.after.join(', ')}]` : ''}`,
      );
      lines.push(`         decision ${w.decision} of: ${w.replay}`);
    }
  }
  lines.push('', ...r.notes.map((n) => `note: ${n}`));
  return lines;
}

function positiveInt(name: string, v: number, min: number): true | string {
  return Number.isInteger(v) && v >= min
    ? true
    : `--${name} must be a whole number ≥ ${min}, got ${Number.isNaN(v) ? 'not a number' : v}`;
}

async function handler(argv: ArgumentsCamelCase<AuditArgs>): Promise<void> {
  const src = await sourceOf(argv.source);
  let matchups = src.matchups;
  if (argv.matchup !== undefined) {
    matchups = matchups.filter((m) => m.name === argv.matchup);
    if (!matchups.length) {
      const s = suggest(
        argv.matchup,
        src.matchups.map((m) => m.name),
      );
      fail(
        `no matchup "${argv.matchup}" in ${argv.source}${s.length ? ` (did you mean "${s[0]}"?)` : ''}`,
      );
    }
  }
  const tty = process.stderr.isTTY;
  const started = Date.now();
  let report: AuditReport;
  try {
    report = await auditPilots({
      matchups,
      seedScheme: src.scheme,
      replayDir: src.dir,
      decisions: argv.decisions,
      rollouts: argv.rollouts,
      maxOptions: argv.maxOptions,
      reference: argv.reference,
      seed: String(argv.seed),
      kinds: argv.kind,
      noted: argv.noted,
      onProgress: tty
        ? (done, total) => process.stderr.write(`\r\x1b[Kgraded ${done}/${total} decisions`)
        : undefined,
    });
  } catch (e) {
    if (e instanceof AuditError) fail(e.message);
    fail(`the audit failed: ${(e as Error).message ?? e}`);
  }
  if (tty) process.stderr.write('\r\x1b[K');
  eprint(
    `audited ${plural(report.decisions, 'decision')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (src.isRun) {
    try {
      writeFileAtomicSync(join(src.dir, AUDIT_FILE), `${JSON.stringify(report, null, 2)}\n`);
      eprint(
        `grades written to ${join(src.dir, AUDIT_FILE)}: \`sortie report ${src.dir}\` shows them in report.html`,
      );
    } catch (e) {
      eprint(
        `warning: could not write ${join(src.dir, AUDIT_FILE)}: ${fileErrorText(e) ?? (e as Error).message}`,
      );
    }
  }
  process.stdout.write(
    argv.json ? `${JSON.stringify(report)}\n` : `${auditText(report).join('\n')}\n`,
  );
}

const auditCommand: CommandModule<object, AuditArgs> = {
  command: 'audit <source>',
  describe: "grade a run's pilot decisions against a reference pilot by seeded rollouts",
  builder: (y: Argv) =>
    y
      .positional('source', {
        type: 'string',
        demandOption: true,
        describe: 'config file or results folder',
      })
      .options({
        decisions: {
          type: 'number',
          default: 100,
          describe: 'decisions to grade (two per sampled game)',
        },
        rollouts: {
          type: 'number',
          default: 16,
          describe: 'rollouts per valued option (≥ 2: half pick the best option, half measure it)',
        },
        'max-options': {
          type: 'number',
          default: 8,
          describe: 'options valued per decision at most (the chosen one and others spread evenly)',
        },
        reference: {
          type: 'string',
          default: 'heuristic',
          describe: 'pilot flying the deciding side in the rollouts (heuristic, search)',
        },
        seed: {
          type: 'string',
          default: '1',
          describe: "the audit's seed (which games and decisions, the rollouts' dice)",
        },
        matchup: { type: 'string', describe: 'audit one matchup only' },
        kind: {
          type: 'string',
          array: true,
          describe: 'grade only decisions of these kinds (e.g. rotate, course)',
        },
        noted: {
          type: 'boolean',
          default: false,
          describe:
            'grade only the decisions the game notes a slip after (rams into teammates, 0° turns, courses leaving the play area)',
        },
        json: { type: 'boolean', default: false, describe: 'print the audit as JSON' },
      })
      .check((a) => {
        const bad = [
          positiveInt('decisions', a.decisions as number, 1),
          positiveInt('rollouts', a.rollouts as number, 2),
          positiveInt('max-options', a['max-options'] as number, 2),
        ].find((x) => x !== true);
        return bad ?? true;
      })
      .example('$0 pilots audit results/starter-duels', 'grade the pilots of a run')
      .example(
        '$0 pilots audit configs/armada-core-180.yaml --decisions 40 --json',
        'grade the games a run of this config would play',
      ) as unknown as Argv<AuditArgs>,
  handler,
};

/** `sortie pilots <audit>` (yargs subcommands). */
export const pilotsCommand: CommandModule = {
  command: 'pilots',
  describe:
    "grades of a run's pilots (pilots audit: regret of each decision against a reference, by rollouts)",
  builder: (y) =>
    y.command(auditCommand as unknown as CommandModule).demandCommand(1, 'choose: pilots audit'),
  handler: () => {
    // Unreachable: demandCommand makes yargs fail unless `audit` ran.
  },
};
