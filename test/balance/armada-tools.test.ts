/**
 * The balance tools on Star Wars: Armada fleets (in-process, real games at small counts): a build
 * is a whole side (a preset `fleet:` or the explicit form, with `pilot:`), tournament and price play
 * fleets against each other, ablate swaps or removes a fleet's upgrades and squadrons, a sweep
 * sets `objective:`, compare runs its SPRT, `--pilots` flies every fleet by each pilot, and
 * problems inside a build are positioned in the tool config (or the fleet list file).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planAblate } from '../../src/balance/ablate.js';
import { planSweep } from '../../src/balance/sweep.js';
import { fleetErrors, FLEET_FORMATS } from '../../src/games/armada/content/fleet-check.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import type { ArmadaSetup } from '../../src/games/armada/engine/setup.js';
import { cli, ndjson, workspace } from './balance-helpers.js';

const ws = workspace();
const json = (out: string) => JSON.parse(out) as Record<string, any>;
const db = loadArmadaContent();
// One objective for every game: the tools' plumbing is the subject here, and a chosen objective
// would pay for the heuristic's rollouts per fleet pair (tested in test/armada/objective-choice).
const HEAD =
  'game: armada\nformat: core-180\nseed: 5\nobjective: contested-outpost\nobstacles: {placement: random}\n';
const ECM = `  - name: Rebels + ECM
    pilot: heuristic
    faction: rebel
    ships:
      - {ship: nebulon-b-escort-frigate, upgrades: [general-dodonna]}
      - {ship: cr90-corvette-a, upgrades: [dodonnas-pride, electronic-countermeasures]}
    squadrons:
      - {squadron: luke-skywalker, count: 1}
      - {squadron: x-wing-squadron, count: 2}
`;
const CUP = `name: fleet-cup\n${HEAD}games: 4\nbuilds:\n  - {name: Rebels, fleet: core-rebels-173, pilot: heuristic}\n  - {fleet: core-imperials-175, pilot: heuristic}\n${ECM}`;
/** Line and column (1-based) of the first occurrence of `needle` in `text`. */
function at(text: string, needle: string, nth = 1): string {
  let i = -1;
  for (let k = 0; k < nth; k++) i = text.indexOf(needle, i + 1);
  const before = text.slice(0, i).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

describe('sortie tournament on fleets', () => {
  it("plays a seat-swapped round robin of preset and explicit fleets, with the first side's record per pairing", async () => {
    const file = ws.file('cup.yaml', CUP);
    const out = join(ws.dir, 'cup');
    const r = await cli(
      'tournament',
      file,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = json(r.out);
    // A preset without name: is named by its fleet id.
    expect(j.ratings.map((x: any) => x.build).sort()).toEqual([
      'Rebels',
      'Rebels + ECM',
      'core-imperials-175',
    ]);
    expect(j.matrix).toHaveLength(6);
    for (const m of j.matrix) expect(m.games).toBe(4);
    expect(j.initiative.map((x: any) => [x.a, x.b, x.firstSideGames])).toEqual([
      ['Rebels', 'core-imperials-175', 4],
      ['Rebels', 'Rebels + ECM', 4],
      ['core-imperials-175', 'Rebels + ECM', 4],
    ]);
    const lines = ndjson(join(out, 'runs', 'as-configured', 'games.ndjson')) as Array<
      Record<string, any>
    >;
    expect(lines).toHaveLength(12);
    // Seats swap: each build plays first in half of a pairing's games.
    for (const pairing of ['Rebels vs core-imperials-175']) {
      const games = lines.filter((l) => l.matchup === pairing);
      expect(games.map((g) => g.sides[g.firstSide].name).sort()).toEqual([
        'Rebels',
        'Rebels',
        'core-imperials-175',
        'core-imperials-175',
      ]);
      const wins = games.filter((g) => g.winner === g.firstSide).length;
      expect(j.initiative[0].firstSideWins).toBe(wins);
    }
    expect(readFileSync(join(out, 'initiative.csv'), 'utf8').split('\n')[0]).toBe(
      'a,b,games,first_side_wins,first_side_win_rate,ci_low,ci_high',
    );
  });

  it('with tournamentPoints: ranks by mean tournament points (intervals), says so, and flags a fleet far under the limit', async () => {
    const bands = [
      [0, 6, 5],
      [60, 7, 4],
      [140, 8, 3],
      [220, 9, 2],
      [300, 10, 1],
    ] as const;
    const table = bands.map(([m, w, l]) => `  - {margin: ${m}, points: [${w}, ${l}]}`).join('\n');
    const lone =
      '  - name: Lone Nebulon-B\n    pilot: heuristic\n    faction: rebel\n    ships:\n      - {ship: nebulon-b-escort-frigate, upgrades: [general-dodonna, leia-organa, nav-team]}\n';
    const file = ws.file(
      'tp-cup.yaml',
      `name: tp-cup\n${HEAD}games: 4\ntournamentPoints:\n${table}\nbuilds:\n  - {name: Rebels, fleet: core-rebels-173, pilot: heuristic}\n  - {name: Imperials, fleet: core-imperials-175, pilot: heuristic}\n${lone}`,
    );
    const out = join(ws.dir, 'tp-cup');
    const r = await cli(
      'tournament',
      file,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.err).toBe('');
    const j = json(r.out);
    expect(j.rankedBy).toBe('points');
    // Each build's mean equals its tournament points recomputed from the games' scores and the table.
    const lines = ndjson(join(out, 'runs', 'as-configured', 'games.ndjson')) as Array<
      Record<string, any>
    >;
    const pts = new Map<string, number[]>();
    for (const g of lines) {
      const [a, b] = g.sides.map((s: any) => s.score as number);
      const band = [...bands].reverse().find(([m]) => Math.abs(a - b) >= m)!;
      g.sides.forEach((s: any, i: number) => {
        const p = g.winner === null ? 5.5 : g.winner === i ? band[1] : band[2];
        pts.set(s.name, [...(pts.get(s.name) ?? []), p]);
      });
    }
    for (const x of j.ratings) {
      const own = pts.get(x.build)!;
      expect(x.meanPoints).toBeCloseTo(own.reduce((s, v) => s + v, 0) / own.length, 9);
      expect(x.pointsCiLow).toBeLessThanOrEqual(x.meanPoints);
      expect(x.pointsCiHigh).toBeGreaterThanOrEqual(x.meanPoints);
    }
    const means = j.ratings.map((x: any) => x.meanPoints);
    expect([...means].sort((p: number, q: number) => q - p)).toEqual(means);
    expect(
      j.flags.some((f: string) =>
        f.startsWith("Lone Nebulon-B costs 84 of the format's 180 points"),
      ),
    ).toBe(true);
    expect(j.flags.some((f: string) => f.startsWith('Rebels costs'))).toBe(false);
    expect(readFileSync(join(out, 'ratings.csv'), 'utf8').split('\n')[0]).toBe(
      'build,rating,ci_low,ci_high,se,games,score,mean_points,points_ci_low,points_ci_high',
    );
  });

  it('runs under each --pilots pilot, every fleet flown by it', async () => {
    const file = ws.file('cup-pilots.yaml', CUP.replace('games: 4', 'games: 2'));
    const out = join(ws.dir, 'cup-pilots');
    const r = await cli(
      'tournament',
      file,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
      '--pilots',
      'random,heuristic',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.pilots.map((p: any) => p.pilot)).toEqual(['random', 'heuristic']);
    expect(j.flags).toEqual([]);
    const random = ndjson(join(out, 'runs', 'random', 'games.ndjson'));
    expect(random).toHaveLength(6);
  });

  it('a misspelt pilot of pilots: is refused at that entry, not at the fleets', async () => {
    const text = `${CUP}pilots: [heuristic, heuristc]\n`;
    const file = ws.file('bad-pilot.yaml', text);
    const r = await cli('validate', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${file}:${at(text, 'heuristc')}: pilots[1]: unknown pilot "heuristc" (did you mean "heuristic"?)`,
    );
  });

  it('flags pairings of unlike pilots (pilotMismatch) and says how to fly them alike', async () => {
    const file = ws.file(
      'mixed.yaml',
      `name: mixed\n${HEAD}games: 2\nbuilds:\n  - {fleet: core-rebels-173, pilot: random}\n  - {fleet: core-imperials-175, pilot: heuristic}\n`,
    );
    const r = await cli(
      'tournament',
      file,
      '--out',
      join(ws.dir, 'mixed'),
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.matrix[0].pilotMismatch).toBe('random vs heuristic');
    expect(j.flags.join()).toContain('pilots: [heuristic]');
  });
});

/** A Rebel core fleet with these Nebulon-B, CR90 upgrades and squadrons (explicit form). */
function rebels(name: string, o: { neb?: string; cr90?: string; squadrons?: string } = {}): string {
  const squadrons =
    o.squadrons ?? '{squadron: luke-skywalker, count: 1}, {squadron: x-wing-squadron, count: 2}';
  return (
    `  - {name: ${name}, pilot: heuristic, faction: rebel, ships: [{ship: ${o.neb ?? 'nebulon-b-escort-frigate'}, upgrades: [general-dodonna]}, ` +
    `{ship: cr90-corvette-a, upgrades: [${o.cr90 ?? 'dodonnas-pride'}]}], squadrons: [${squadrons}]}\n`
  );
}

describe('sortie price on fleets', () => {
  it('reads printed costs as fleet points and values an upgrade or a squadron from fleets that differ in it', async () => {
    // The refit differs in its ship only (the point scale); the others in one upgrade or squadron.
    const text =
      `name: fleet-price\n${HEAD}games: 8\nbuilds:\n  - {name: Rebels, fleet: core-rebels-173, pilot: heuristic}\n` +
      rebels('Refit', { neb: 'nebulon-b-support-refit' }) +
      rebels('ECM', { cr90: 'dodonnas-pride, electronic-countermeasures' }) +
      rebels('No Luke', { squadrons: '{squadron: x-wing-squadron, count: 2}' }) +
      rebels('X-wing for Luke', { squadrons: '{squadron: x-wing-squadron, count: 3}' });
    const r = await cli(
      'price',
      ws.file('price.yaml', text),
      '--out',
      join(ws.dir, 'price'),
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.builds.map((b: any) => [b.build, b.printedPoints])).toEqual([
      ['Rebels', 173],
      ['Refit', 167],
      ['ECM', 180],
      ['No Luke', 153],
      ['X-wing for Luke', 166],
    ]);
    const part = (id: string, slot: string) =>
      j.parts.find((p: any) => p.part === id && p.slot === slot);
    // An empty slot counts as "none": the ECM is valued against no defensive retrofit, Luke against no squadron and an X-wing.
    // (X-wings are in every fleet: no contrast, not listed.)
    expect(j.parts.map((p: any) => `${p.slot}/${p.part}:${p.builds}`).sort()).toEqual([
      'defensive-retrofit/electronic-countermeasures:1',
      'defensive-retrofit/none:4',
      'squadron/luke-skywalker:3',
      'squadron/none:1',
    ]);
    for (const [id, slot] of [
      ['electronic-countermeasures', 'defensive-retrofit'],
      ['luke-skywalker', 'squadron'],
    ] as const) {
      const v = part(id, slot);
      expect(v.identifiable).toBe(true);
      expect(typeof v.elo).toBe('number');
      expect(v.eloCiLow).toBeLessThan(v.eloCiHigh);
      // In points only where the part model's own point scale rises with cost (not at every sample size).
      if (v.points !== null) expect(v.pointsCiLow).toBeLessThan(v.pointsCiHigh);
      // The value is beyond the part's printed cost, and says so; the older keys stay for readers of earlier JSON.
      expect([
        v.eloBeyondCost,
        v.eloBeyondCostCiLow,
        v.pointsBeyondCost,
        v.pointsBeyondCostCiHigh,
      ]).toEqual([v.elo, v.eloCiLow, v.points, v.pointsCiHigh]);
    }
    expect(readFileSync(join(ws.dir, 'price', 'part-values.csv'), 'utf8').split('\n')[0]).toBe(
      'part,slot,builds,identifiable,elo_beyond_cost,elo_beyond_cost_ci_low,elo_beyond_cost_ci_high,points_beyond_cost,points_beyond_cost_ci_low,points_beyond_cost_ci_high',
    );
    expect(typeof j.eloPerPoint.value).toBe('number');
  });
});

describe('sortie ablate on a fleet', () => {
  const text = `name: fleet-ablate\n${HEAD}games: 8\nbuild: {name: Rebels, fleet: core-rebels-173, pilot: heuristic}\nopponents:\n  - {name: Imperials, fleet: core-imperials-175, pilot: heuristic}\n`;

  it('swaps each upgrade and squadron for each legal alternative or removes it; every variant is a legal fleet', async () => {
    const file = ws.file('ablate.yaml', text);
    const plan = await planAblate(file);
    expect(plan.variants.map((v) => `${v.index + 1}:${v.part}->${v.alternative}`)).toEqual([
      '2:dodonnas-pride->none',
      '3:luke-skywalker->x-wing-squadron',
      '3:luke-skywalker->none',
      '4:x-wing-squadron->none',
    ]);
    const fleets = plan.units.map(
      (u) => (u.config.matchups[0]!.setup as ArmadaSetup).sides[0]!.fleet,
    );
    for (const f of fleets) expect(fleetErrors(db, f, FLEET_FORMATS['core-180']!)).toEqual([]);
    expect(fleets[1]!.ships[1]!.upgrades).toEqual([]);
    expect(fleets[4]!.squadrons).toEqual([{ squadron: 'luke-skywalker', count: 1 }]);
    const r = await cli(
      'ablate',
      file,
      '--out',
      join(ws.dir, 'ablate'),
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.variants).toHaveLength(4);
    for (const v of j.variants) expect(v.games).toBe(8);
    expect(j.parts.map((p: any) => [p.part, p.slot, p.alternatives])).toEqual([
      ['general-dodonna', 'commander', 0],
      ['dodonnas-pride', 'title', 1],
      ['luke-skywalker', 'squadron', 2],
      ['x-wing-squadron', 'squadron', 1],
    ]);
    // Upgrade use comes from the game's own table (upgrade-usage): General Dodonna's ability resolves in these games.
    expect(j.parts[0].usesPerGame).toBeGreaterThan(0);
    // Every variant plays the base's seeds.
    const seeds = (dir: string) =>
      ndjson(join(ws.dir, 'ablate', 'runs', 'as-configured', dir, 'games.ndjson')).map(
        (l: any) => l.seed,
      );
    expect(seeds('p3-none')).toEqual(seeds('base'));
  });

  it('a fleet list file has no parts to swap: refused at the build', async () => {
    ws.file(
      'ablate-list.txt',
      'Faction: Rebel Alliance\nNebulon-B Escort Frigate (57)\n  • General Dodonna (20)\n',
    );
    const bad = text.replace('fleet: core-rebels-173', 'fleet: {list: ablate-list.txt}');
    const file = ws.file('ablate-list.yaml', bad);
    const r = await cli('validate', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${file}:${at(bad, '{name: Rebels')}: build: the build's parts cannot be read: give the side in its explicit form`,
    );
  });

  it('a listed alternative that makes the fleet illegal is refused at that alternative', async () => {
    const bad = `${text}ablate:\n  alternatives: {dodonnas-pride: [dominator]}\n`;
    const file = ws.file('ablate-bad.yaml', bad);
    const r = await cli('validate', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${file}:${at(bad, 'dominator]')}: ablate.alternatives.dodonnas-pride[0]: Dominator is imperial, the fleet is rebel (U2)`,
    );
  });
});

describe('problems inside a fleet build', () => {
  it('are positioned at the build entry, with "did you mean"', async () => {
    const text = CUP.replace('dodonnas-pride, electronic', 'dodonas-pride, electronic');
    const file = ws.file('bad-upgrade.yaml', text);
    const r = await cli(
      'tournament',
      file,
      '--out',
      join(ws.dir, 'bad'),
      '--threads',
      '0',
      '--quiet',
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${file}:${at(text, 'dodonas-pride')}: builds[2].ships[1].upgrades[0]: unknown upgrade "dodonas-pride" (did you mean "dodonnas-pride"?)`,
    );
  });

  it("a fleet over the format's points is refused at its entry; a preset's problem at its fleet:", async () => {
    const over = CUP.replace(
      '{squadron: x-wing-squadron, count: 2}',
      '{squadron: x-wing-squadron, count: 3}',
    );
    const file = ws.file('over.yaml', over);
    const r = await cli('validate', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${file}:${at(over, 'name: Rebels + ECM')}: builds[2]: the fleet costs 193 points, the limit is 180 (F1)`,
    );
    const learning = CUP.replace('format: core-180', 'format: standard-300').replace(
      'objective: contested-outpost\n',
      '',
    );
    const f2 = ws.file('preset.yaml', learning);
    const r2 = await cli('validate', f2);
    expect(r2.code).toBe(1);
    expect(r2.err).toContain(
      `${f2}:${at(learning, 'core-rebels-173')}: builds[0].fleet: a fleet brings 3 objectives`,
    );
  });

  it('a fleet list build plays, and its problems are positioned in the list file', async () => {
    const list = ws.file(
      'rebels.txt',
      'Faction: Rebel Alliance\nNebulon-B Escort Frigate (57)\n  • General Dodonna (20)\n',
    );
    const text = `name: list-cup\n${HEAD}games: 2\nbuilds:\n  - {name: Listed, fleet: {list: rebels.txt}, pilot: heuristic}\n  - {fleet: core-imperials-175, pilot: heuristic}\n`;
    const file = ws.file('list-cup.yaml', text);
    const ok = await cli(
      'tournament',
      file,
      '--out',
      join(ws.dir, 'list-cup'),
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(ok.code).toBe(0);
    expect(json(ok.out).matrix[0]).toMatchObject({ a: 'Listed', games: 2 });
    writeFileSync(
      list,
      'Faction: Rebel Alliance\nNebulon-B Escort Frigat (57)\n  • General Dodonna (20)\n',
    );
    const r = await cli('validate', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${list}:2:1: builds[0].fleet.list: unknown ship or squadron "Nebulon-B Escort Frigat"`,
    );
  });
});

describe('sortie sweep and compare on fleets', () => {
  const duel = `${HEAD.replace('objective: contested-outpost\n', '')}sides:\n  - {name: Rebels, fleet: core-rebels-support-refit, pilot: heuristic}\n  - {name: Imperials, fleet: core-imperials-victory-i, pilot: heuristic}\n`;

  it("sweeps objective: each cell plays that objective on the same seeds, with the first side's record", async () => {
    const text = `name: objectives\n${duel}games: 4\nside: Rebels\nsweep:\n  - {path: objective, values: [opening-salvo, most-wanted]}\n`;
    const file = ws.file('objectives.yaml', text);
    const plan = await planSweep(file);
    expect(plan.units.map((u) => (u.config.matchups[0]!.setup as ArmadaSetup).objective)).toEqual([
      { mode: 'fixed', id: 'opening-salvo' },
      { mode: 'fixed', id: 'most-wanted' },
    ]);
    const out = join(ws.dir, 'objectives');
    const r = await cli(
      'sweep',
      file,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.cells.map((c: any) => [c.labels[0], c.side, c.games, c.firstSideGames])).toEqual([
      ['opening-salvo', 'Rebels', 4, 4],
      ['most-wanted', 'Rebels', 4, 4],
    ]);
    const seeds = (c: any) =>
      ndjson(join(out, 'runs', c.dir, 'games.ndjson')).map((l: any) => l.seed);
    expect(seeds(j.cells[1])).toEqual(seeds(j.cells[0]));
    expect(readFileSync(join(out, 'sweep-first-side.csv'), 'utf8').split('\n')[0]).toBe(
      'cell,objective,games,first_side_wins,first_side_win_rate,ci_low,ci_high',
    );
  });

  it('sweeps a rules switch and a table constant: each cell resolves with its values', async () => {
    const text = `name: grid\n${duel}games: 2\nsweep:\n  - {path: rules.squadronLos, values: [centre, closestPoint]}\n  - {path: table.overlapShape, values: [base, envelope]}\n`;
    const plan = await planSweep(ws.file('grid.yaml', text));
    const setups = plan.units.map((u) => u.config.matchups[0]!.setup as ArmadaSetup);
    expect(setups.map((s) => [s.rules.squadronLos, s.tableOverrides?.overlapShape])).toEqual([
      ['centre', 'base'],
      ['centre', 'envelope'],
      ['closestPoint', 'base'],
      ['closestPoint', 'envelope'],
    ]);
  });

  it('an unknown objective in a sweep is refused at its value', async () => {
    const text = `name: objectives\n${duel}games: 4\nsweep:\n  - {path: objective, values: [opening-salvo, most-wantd]}\n`;
    const file = ws.file('objectives-bad.yaml', text);
    const r = await cli('validate', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${file}:${at(text, 'most-wantd')}: sweep[0].values[1]: objective must be chosen, random-core, none or an objective id (did you mean "most-wanted"?)`,
    );
  });

  it("compare runs the SPRT on two fleets and reports the first side's record", async () => {
    const file = ws.file(
      'compare.yaml',
      `name: fleet-compare\n${duel}games: 8\npilots: [heuristic]\n`,
    );
    const r = await cli(
      'compare',
      file,
      '--sprt',
      '0,50',
      '--max-games',
      '8',
      '--batch',
      '2',
      '--out',
      join(ws.dir, 'compare'),
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(['H0', 'H1', 'inconclusive']).toContain(j.decision);
    expect(j.sides).toEqual(['Rebels', 'Imperials']);
    expect(j.firstSideGames).toBe(j.games);
    expect(j.points).toBeUndefined();
  });

  it("compare with tournamentPoints: reports each side's mean tournament points and the paired difference", async () => {
    const table =
      'tournamentPoints:\n  - {margin: 0, points: [6, 5]}\n  - {margin: 60, points: [7, 4]}\n';
    const file = ws.file(
      'compare-tp.yaml',
      `name: fleet-compare-tp\n${duel}games: 8\n${table}pilots: [heuristic]\n`,
    );
    const r = await cli(
      'compare',
      file,
      '--sprt',
      '0,50',
      '--max-games',
      '8',
      '--batch',
      '2',
      '--out',
      join(ws.dir, 'compare-tp'),
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.err).toBe('');
    const j = json(r.out);
    expect(j.points.label).toBe('tournament points');
    expect(j.points.difference.mean).toBeCloseTo(j.points.a.mean - j.points.b.mean, 9);
    // Each game hands out 11 points between the two sides (6-5 or 7-4).
    expect(j.points.a.mean + j.points.b.mean).toBeCloseTo(11, 9);
    expect(j.points.a.n).toBe(j.observations);
  });
});
