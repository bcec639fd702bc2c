/**
 * Staging for scenario rule tests: the shared stage() (with AI ships through stageAi), the
 * scenario's state written by hand, and its rule hooks installed as a scenario game would.
 */
import type { DieFace } from '../../src/core/rng.js';
import { installAsteroidScramble } from '../../src/games/snap-ships/scenarios/asteroid-scramble.js';
import { installBeaconRush } from '../../src/games/snap-ships/scenarios/beacon-rush.js';
import { installScenarios } from '../../src/games/snap-ships/scenarios/index.js';
import type {
  AsteroidScrambleState,
  Beacon,
  BeaconRushState,
} from '../../src/games/snap-ships/scenarios/scenario-state.js';
import type { TerrainTile } from '../../src/games/snap-ships/state/types.js';
import { stageAi, type AiStagedShip } from '../ai/ai-stage.js';
import type { Script } from '../helpers/stage.js';

interface StageOpts {
  ships: AiStagedShip[];
  terrain?: TerrainTile[];
  dice?: DieFace[];
  scripts?: Record<string, Script>;
}

/** An Asteroid Scramble staged game: every asteroid tile gets `supply` resources (and `onTile` mined ones). */
export function stageScramble(
  opts: StageOpts & { supply?: number; onTile?: number; carried?: Record<string, number> },
) {
  installScenarios();
  const staged = stageAi(opts);
  const st = staged.ctx.state;
  st.format = 'asteroid-scramble';
  const sc: AsteroidScrambleState = {
    kind: 'asteroid-scramble',
    maxRounds: 6,
    roundsDone: 0,
    asteroids: st.terrain.flatMap((t, tile) =>
      t.type === 'asteroid-field'
        ? [{ tile, supply: opts.supply ?? 5, onTile: opts.onTile ?? 0 }]
        : [],
    ),
    carried: Object.fromEntries(st.ships.map((s) => [s.id, opts.carried?.[s.id] ?? 0])),
    stockpile: st.sides.map(() => 0),
    boxed: 0,
  };
  st.scenario = sc;
  installAsteroidScramble(staged.ctx);
  return { ...staged, sc };
}

/** A Beacon Rush staged game with beacons at the given places (values in order). */
export function stageRush(
  opts: StageOpts & {
    beacons: Array<{ x: number; y: number; value: number }>;
    corner?: BeaconRushState['corner'];
  },
) {
  installScenarios();
  const staged = stageAi(opts);
  const st = staged.ctx.state;
  st.format = 'beacon-rush';
  const beacons: Beacon[] = opts.beacons.map((b) => ({
    ...b,
    holder: null,
    side: null,
    known: [],
  }));
  const sc: BeaconRushState = {
    kind: 'beacon-rush',
    beacons,
    beaconRadius: 1.25,
    corner: opts.corner ?? 'south-west',
    points: st.sides.map((_, i) =>
      st.ships
        .filter((s) => s.side === i)
        .reduce((a, s) => a + staged.ctx.content.chassis[s.chassis]!.points, 0),
    ),
    impacts: [],
  };
  st.scenario = sc;
  installBeaconRush(staged.ctx);
  return { ...staged, sc };
}
