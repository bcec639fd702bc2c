import { it } from 'vitest';
import { runExhaustive } from '../../src/games/snap-ships/exhaustive/run-exhaustive.js';
import { exhaustiveReport } from '../../src/games/snap-ships/exhaustive/coverage-report.js';
it('explore', () => {
  const r = runExhaustive({ games: 3000, seed: 'x', failureDir: null, maxFailures: 30 });
  require('fs').writeFileSync('/tmp/exh.txt', exhaustiveReport(r).join('\n'));
}, 600000);
