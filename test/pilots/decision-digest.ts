/**
 * Decision digests: a SHA-256 over every choice a pilot makes in a fixed set of seeded games
 * (the decision's kind, its number of options and the index chosen). Two builds give the same
 * digest exactly when the pilot decides the same way in all of them, so a digest guards the
 * measured strength tables cheaply: when it changes, the pilot's play changed and the tables
 * are measured again (see test/README.md).
 */
import { createHash, type Hash } from 'node:crypto';
import { Rng } from '../../src/core/rng.js';
import type { ResolvedMatchup } from '../../src/core/game-plugin.js';
import { loadConfigText } from '../../src/config/load-config.js';
import { newGame as newArmadaGame } from '../../src/games/armada/engine/game.js';
import type { ArmadaSetup } from '../../src/games/armada/engine/setup.js';
import { makeController as makeArmadaController } from '../../src/games/armada/pilots/index.js';
import { playGame as playArmadaRounds } from '../../src/games/armada/rules/rounds.js';
import type { SnapSetup } from '../../src/games/snap-ships/engine/setup.js';
import { playSnapGame } from '../../src/games/snap-ships/plugin.js';

/** The games one digest covers: a config's matchups, a number of games each, the sides whose choices count. */
export interface DigestPlan {
  /** The pilot the digest names (a failing test says which pilot changed). */
  pilot: string;
  /** A matchup config (YAML), resolved as `sortie run` resolves it. */
  config: string;
  /** Games per matchup: the config's game indices 0..n-1, seats swapped as the config says. */
  games: number;
  /** Config side indices whose decisions are digested (the pilot under test). */
  sides: number[];
}

/** The digest of a plan and the number of decisions it covers. */
export interface Digest {
  digest: string;
  decisions: number;
  games: number;
}

interface Choice {
  kind: string;
  side: number;
  options: unknown[];
}

function recorder(hash: Hash, sides: Set<number>, count: { n: number }) {
  return <V, D extends Choice>(c: { choose(view: V, d: D): number }) => ({
    choose(view: V, d: D): number {
      const k = c.choose(view, d);
      if (sides.has(d.side)) {
        hash.update(`${d.kind}/${d.options.length}/${k};`);
        count.n++;
      }
      return k;
    },
  });
}

/** Plays one game of a matchup with every controller wrapped by `wrap` (same seed scheme for both games). */
function playWrapped(m: ResolvedMatchup, g: number, wrap: ReturnType<typeof recorder>): void {
  const seed = `${m.seed}:${m.name}:${m.seatSwap ? Math.floor(g / 2) : g}`;
  const swapSeats = m.seatSwap && g % 2 === 1;
  if (m.game === 'snap-ships') {
    playSnapGame(
      m.setup as SnapSetup,
      { seed, gameIndex: g, swapSeats, roundCap: m.roundCap },
      (_id, made) => wrap(made),
    );
    return;
  }
  const setup = m.setup as ArmadaSetup;
  const root = new Rng(seed);
  const controllers = setup.sides.map((sd, i) =>
    wrap(makeArmadaController(sd.pilot, root.fork(`pilot-${i}`))),
  );
  const ng = newArmadaGame(setup, { seed, swapSeats, roundCap: m.roundCap, controllers });
  playArmadaRounds(ng.ctx, m.roundCap, ng.outcome.firstRoundDials);
}

/** Plays a plan's games and digests the chosen sides' decisions. */
export async function digestOf(plan: DigestPlan): Promise<Digest> {
  const { matchups } = await loadConfigText(plan.config, `${plan.pilot}.yaml`);
  const hash = createHash('sha256');
  const count = { n: 0 };
  const wrap = recorder(hash, new Set(plan.sides), count);
  let games = 0;
  for (const m of matchups) {
    hash.update(`[${m.name}]`);
    for (let g = 0; g < plan.games; g++, games++) playWrapped(m, g, wrap);
  }
  return { digest: hash.digest('hex').slice(0, 16), decisions: count.n, games };
}
