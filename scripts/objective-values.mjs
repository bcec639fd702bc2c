#!/usr/bin/env node
// Writes src/games/armada/pilots/objective-values.json: the Armada heuristic's objective values
// (pilots/objective-value.ts, OBJECTIVE_ROLLOUTS games per card) for every matchup of the shipped
// Armada configs whose objective is `chosen` or `random-core`, for both first players, so runs of
// those configs look the values up instead of playing the rollouts. A matchup config (`sides:`)
// gives its matchups; a balance-tool config gives the matchups its tool plays (the CLI's planning;
// `optimize` is skipped: its candidates are random). Per choice it values every card that can be
// offered: all the objective cards for `random-core`, the second player's three for `chosen`. The
// shipped table is not read here: every value is played afresh. Entries of other matchups already
// in the file are kept unless --fresh. Re-run it (and commit the file) in the same change as
// anything that changes the heuristic's decisions or the rollouts: test/armada/objective-value-table.test.ts
// fails on a stale table. Uses the compiled dist/ (run `npm run build` first; the build copies the
// file to dist/).
//
//   node scripts/objective-values.mjs [--threads 2] [--fresh] [config.yaml ...]
//   (default configs: every configs/*.yaml with `game: armada`)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const load = (p) => import(pathToFileURL(join(dist, p)).href);
const OUT = join(root, 'src', 'games', 'armada', 'pilots', 'objective-values.json');

/** The view at the objective choice of `setup` with seats swapped or not (setup stops there). */
async function choiceOf(setup, swapSeats) {
  const { newGame } = await load('games/armada/engine/game.js');
  const { heuristicPilot } = await load('games/armada/pilots/heuristic-pilot.js');
  const { Rng } = await load('core/rng.js');
  const stop = new Error('objective chosen');
  let seen = null;
  const ctl = (i) => {
    const h = heuristicPilot(new Rng(`objective-values-${i}`));
    return {
      choose(view, d) {
        if (d.kind !== 'choose-objective') return h.choose(view, d);
        seen = { view: JSON.parse(JSON.stringify({ ...view, ownDials: {} })), d };
        throw stop;
      },
    };
  };
  try {
    newGame(setup, {
      seed: 'objective-values',
      swapSeats,
      roundCap: 6,
      controllers: [ctl(0), ctl(1)],
    });
  } catch (e) {
    if (e !== stop) throw e;
  }
  return seen;
}

if (!isMainThread) {
  const { tasks } = workerData;
  const { objectiveValues, computedObjectiveValues } = await load(
    'games/armada/pilots/objective-value.js',
  );
  const { useShippedObjectiveValues } = await load('games/armada/pilots/objective-value-table.js');
  useShippedObjectiveValues(false);
  for (const t of tasks) {
    const c = await choiceOf(t.setup, t.swapSeats);
    if (c) objectiveValues(c.view, c.view.side, t.allCards ? t.cards : c.d.options);
    parentPort.postMessage({ done: 1 });
  }
  parentPort.postMessage({ values: computedObjectiveValues() });
} else {
  const args = process.argv.slice(2);
  const flag = (name, dflt) => {
    const i = args.indexOf(`--${name}`);
    if (i < 0) return dflt;
    const v = args[i + 1];
    args.splice(i, 2);
    return v;
  };
  const threads = Math.max(1, Number(flag('threads', 2)));
  const fresh = args.includes('--fresh');
  const files = args.filter((a) => !a.startsWith('--'));
  const configs = files.length
    ? files
    : readdirSync(join(root, 'configs'))
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => join('configs', f))
        .filter((f) => parse(readFileSync(join(root, f), 'utf8'))?.game === 'armada');

  const { toolsFor, planTool } = await load('balance/tool-plans.js');
  const { readToolSource } = await load('balance/tool-config.js');
  const { loadConfig } = await load('config/load-config.js');
  const { loadArmadaContent } = await load('games/armada/content/load-content.js');
  const cards = Object.keys(loadArmadaContent().objectives).sort();

  // Every distinct (setup, first player) of the configs whose objective is chosen by the pilot.
  const tasks = new Map();
  for (const file of configs) {
    const src = readToolSource(join(root, file));
    const tools = toolsFor(src.root);
    if (tools.includes('optimize')) continue;
    const loaded = tools.length
      ? (await Promise.all(tools.map((t) => planTool(t, src, {})))).flat().map((u) => u.config)
      : [await loadConfig(join(root, file))];
    let n = 0;
    for (const cfg of loaded)
      for (const m of cfg.matchups) {
        const mode = m.setup.objective?.mode;
        if (mode !== 'chosen' && mode !== 'random-core') continue;
        const { sides, ...rest } = m.setup;
        const fleets = sides.map((s) => s.fleet);
        for (const swapSeats of [false, true]) {
          const key = JSON.stringify([rest, fleets, swapSeats]);
          if (tasks.has(key)) continue;
          tasks.set(key, { setup: m.setup, swapSeats, allCards: mode === 'random-core', cards });
          n++;
        }
      }
    console.error(`${file}: ${n} new choices`);
  }

  const list = [...tasks.values()];
  const started = Date.now();
  let done = 0;
  const parts = await Promise.all(
    Array.from({ length: Math.min(threads, list.length) }, (_, w) => {
      const mine = list.filter((_, i) => i % threads === w);
      return new Promise((resolve, reject) => {
        const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { tasks: mine } });
        worker.on('message', (msg) => {
          if (msg.values) resolve(msg.values);
          else if (++done % 10 === 0 || done === list.length)
            console.error(
              `${done}/${list.length} choices valued, ${((Date.now() - started) / 1000).toFixed(0)} s`,
            );
        });
        worker.on('error', reject);
      });
    }),
  );

  let old = {};
  if (!fresh) {
    try {
      old = JSON.parse(readFileSync(OUT, 'utf8')).values ?? {};
    } catch {
      old = {};
    }
  }
  const { OBJECTIVE_ROLLOUTS } = await load('games/armada/pilots/objective-value.js');
  const merged = Object.assign({}, old, ...parts);
  const values = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  );
  writeFileSync(OUT, `${JSON.stringify({ rollouts: OBJECTIVE_ROLLOUTS, values }, null, 1)}\n`);
  const added = Object.keys(values).length - Object.keys(old).length;
  console.log(
    `${OUT.slice(root.length + 1)}: ${Object.keys(values).length} values (${added} new), ` +
      `${list.length} choices in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
