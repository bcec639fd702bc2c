import { it } from 'vitest';
import '../runner/helpers.js';
import { planTournament, analyseTournament, tournamentReport, tournamentText } from '../../src/balance/tournament.js';
import { ToolRunner, prepareToolFolder } from '../../src/balance/execute.js';
import { writeBalanceReport } from '../../src/report/balance-report.js';
it('x', async () => {
  const plan = await planTournament('/tmp/bt/toy-tournament.yaml');
  console.log(plan.units.map(u => [u.dir, u.config.matchups.map(m => m.name + ':' + m.sides.join('/'))]));
  const out = '/tmp/bt/out';
  prepareToolFolder(out, plan.units, { resume: false, force: true });
  const runner = new ToolRunner({ outDir: out, threads: 0, resume: false, force: true }, 120);
  for (const u of plan.units) await runner.run(u);
  await runner.close();
  const r = await analyseTournament(out, plan);
  console.log(tournamentText(r));
  await writeBalanceReport(out, tournamentReport(plan, r));
});
