/**
 * The exhaustive runner's coverage accounting on a tiny budget: targets, the effect probe,
 * ability-box credit from `action` events, missing-target reasons, failures with their
 * seed and replay command, and the script entry.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { effectHandler, type EffectHandler } from '../../src/games/snap-ships/effects/registry.js';
import { exhaustiveReport } from '../../src/games/snap-ships/exhaustive/coverage-report.js';
import { coverageTargets } from '../../src/games/snap-ships/exhaustive/coverage-targets.js';
import {
  emptyCounts,
  fullyCovered,
  missingTargets,
  reachableCovered,
} from '../../src/games/snap-ships/exhaustive/coverage.js';
import {
  installEffectProbe,
  thrownByEffect,
  withEffectListener,
} from '../../src/games/snap-ships/exhaustive/effect-probe.js';
import { exhaustiveMain } from '../../src/games/snap-ships/exhaustive/exhaustive-main.js';
import type { GameSpec } from '../../src/games/snap-ships/exhaustive/plan-game.js';
import { InvariantError, playSpec } from '../../src/games/snap-ships/exhaustive/play-spec.js';
import { replaySpec, runExhaustive } from '../../src/games/snap-ships/exhaustive/run-exhaustive.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import type { GameEvent } from '../../src/games/snap-ships/state/events.js';

const db = loadContent();

/** A hand-made plan: preset builds, fixed layout. */
function spec(a: string, b: string, index = 0): GameSpec {
  return {
    index,
    seed: `unit-${index}`,
    swapSeats: false,
    roundCap: 40,
    format: 'duel',
    layout: 1,
    prefer: [],
    sides: [
      {
        name: 'A',
        faction: db.chassis[a]!.faction,
        ships: [{ chassis: a, parts: [...db.chassis[a]!.preset] }],
      },
      {
        name: 'B',
        faction: db.chassis[b]!.faction,
        ships: [{ chassis: b, parts: [...db.chassis[b]!.preset] }],
      },
    ],
  };
}

/** Replaces one hook of a registered handler for the duration of `fn`. */
function patched<T>(
  id: string,
  hook: keyof EffectHandler,
  impl: (...args: never[]) => unknown,
  fn: () => T,
): T {
  installEffectProbe();
  const h = effectHandler(id) as unknown as Record<string, unknown>;
  const saved = h[hook];
  h[hook] = impl;
  try {
    return fn();
  } finally {
    h[hook] = saved;
  }
}

describe('coverage targets', () => {
  const t = coverageTargets(db);

  it('lists every chassis, every ability box of both sides of every part, formats and layouts', () => {
    expect(t.chassis).toHaveLength(26);
    const boxes = Object.values(db.parts).reduce(
      (n, p) => n + p.abilities.length + p.disabled.abilities.length,
      0,
    );
    expect(t.abilities).toHaveLength(boxes);
    expect(
      t.abilities.filter((a) => a.side === 'disabled' && a.header === 'REPAIR').length,
    ).toBeGreaterThan(80);
    expect(t.formats).toEqual(expect.arrayContaining(['duel', 'dogfight-small', 'dogfight-large']));
    expect(t.layouts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('requires every effect the part, chassis, missile and terrain cards name', () => {
    expect(t.handlers).toEqual(
      expect.arrayContaining([
        'reroll-attack-dice',
        'heat-missile-heat',
        'debris-cloud-entry',
        'choose-crit-location-if-none-disabled',
        'place-heat-per-hit',
      ]),
    );
    for (const id of t.aiOnlyHandlers) expect(t.handlers).not.toContain(id);
  });

  it('does not exempt the disabled side of a part that critical hits cannot disable, since Beacon Rush disables parts without critical hits', () => {
    // Non-Lethal Weapons disable parts by a location roll that is not a critical hit (scenarios/non-lethal.ts).
    expect(t.formats).toContain('beacon-rush');
    expect(t.exempt['ability:komplex/armored-thruster:disabled:0']).toBeUndefined();
    expect(t.exempt['ability:komplex/armored-thruster:front:0']).toBeUndefined();
  });
});

describe('effect probe', () => {
  const setup = resolveSnapSetup({
    format: 'duel',
    sides: [
      { ships: [{ preset: 'lance-sv-51-scout', pilot: 'random' }] },
      { ships: [{ preset: 'locust-klaw-stealth-craft', pilot: 'random' }] },
    ],
  });

  it('credits a Setup passive that changed the state, with its ability box', () => {
    const calls: Array<[string, string, string | null, boolean]> = [];
    const t = coverageTargets(db);
    withEffectListener(
      (id, hook, ability, took) =>
        calls.push([id, hook, ability ? (t.abilityOf.get(ability) ?? null) : null, took]),
      () => newGame(setup, { seed: 'probe', swapSeats: false, roundCap: 5 }),
    );
    // SC-19 Cockpit: "Setup: Gain +1 Hull".
    expect(calls).toContainEqual(['setup-gain-hull', 'setup', 'forge/sc-19-cockpit:front:1', true]);
  });

  it('does not credit a hook that changed nothing, and is silent without a listener', () => {
    const calls: boolean[] = [];
    patched(
      'setup-gain-hull',
      'setup',
      () => undefined,
      () => {
        withEffectListener(
          (id, _h, _a, took) => id === 'setup-gain-hull' && calls.push(took),
          () => newGame(setup, { seed: 'probe', swapSeats: false, roundCap: 5 }),
        );
      },
    );
    expect(calls).toEqual([false]); // a replaced hook is wrapped too; this one changed nothing
    const seen: boolean[] = [];
    withEffectListener(
      (id, _h, _a, took) => id === 'setup-gain-hull' && seen.push(took),
      () => {
        const h = effectHandler('setup-gain-hull');
        const game = newGame(setup, { seed: 'probe', swapSeats: false, roundCap: 5 });
        // Called again on a ship without the part's ability params: +0 hull changes nothing.
        h.setup!(game.ctx, {
          ship: game.ctx.state.ships[1]!,
          part: -1,
          ability: { kind: 'setup', header: 'PASSIVE' },
          params: { amount: 0 },
        });
      },
    );
    expect(seen).toEqual([true, false]);
  });

  it('names the handler whose hook threw', () => {
    const game = newGame(setup, { seed: 'probe', swapSeats: false, roundCap: 5 });
    let caught: unknown = null;
    patched(
      'setup-gain-hull',
      'setup',
      () => {
        throw new Error('setup broke');
      },
      () =>
        withEffectListener(
          () => {},
          () => {
            try {
              effectHandler('setup-gain-hull').setup!(game.ctx, {
                ship: game.ctx.state.ships[0]!,
                part: 0,
                ability: { kind: 'setup', header: 'PASSIVE' },
                params: {},
              });
            } catch (e) {
              caught = e;
            }
          },
        ),
    );
    expect(thrownByEffect(caught)).toBe('setup-gain-hull');
    expect(thrownByEffect(new Error('no effect handler registered for "made-up"'))).toBe('made-up');
    expect(thrownByEffect(new Error('something else'))).toBeNull();
  });
});

describe('coverage accounting of one game', () => {
  it('credits one ability-box use per action event, on the side the part shows', () => {
    const t = coverageTargets(db);
    const counts = emptyCounts(t);
    const actions: Array<Extract<GameEvent, { type: 'action' }>> = [];
    playSpec(db, t, spec('sabre-xf-23-fighter', 'scarab-klaw-interceptor'), counts, {
      onEvent: (e) => e.type === 'action' && actions.push(e),
    });
    expect(actions.length).toBeGreaterThan(5);
    const actionBoxes = t.abilities.filter((a) => a.kind === 'action' || a.kind === 'mount');
    const credited = actionBoxes.reduce((n, a) => n + (counts.abilities[a.key] ?? 0), 0);
    expect(credited).toBe(actions.length);
    const repairs = actions.filter((e) => e.header === 'REPAIR').length;
    const repairCredit = actionBoxes
      .filter((a) => a.side === 'disabled')
      .reduce((n, a) => n + (counts.abilities[a.key] ?? 0), 0);
    expect(repairCredit).toBe(repairs);
    expect(counts.games).toBe(1);
    expect(counts.formats.duel).toBe(1);
    expect(counts.layouts['1']).toBe(1);
    expect(counts.chassis['sabre-xf-23-fighter']).toBeGreaterThan(0);
    expect(counts.chassis['scarab-klaw-interceptor']).toBeGreaterThan(0);
    expect(counts.chassis['lance-sv-51-scout']).toBe(0);
  });

  it('reports what is missing with the reason', () => {
    const t = coverageTargets(db);
    const counts = emptyCounts(t);
    counts.games = 7;
    const all = missingTargets(t, counts);
    expect(all.find((m) => m.id === 'sabre-xf-23-fighter')).toMatchObject({
      kind: 'chassis',
      reason: 'never exercised in 7 games',
      blocked: false,
      exempt: false,
    });
    expect(all.find((m) => m.id === 'komplex/armored-thruster:disabled:0')).toMatchObject({
      exempt: false,
    });
    const h = all.find((m) => m.id === 'reroll-attack-dice')!;
    expect(h.reason).toMatch(
      /never exercised in 7 games: its hooks? \(.*modifyDice.*\) (was|were) never called/,
    );
    // Cover everything but one box: only that box is missing, and the run is not complete.
    for (const k of Object.keys(counts.chassis)) counts.chassis[k] = 1;
    for (const k of Object.keys(counts.abilities)) counts.abilities[k] = 1;
    for (const k of Object.keys(counts.handlers)) counts.handlers[k] = 1;
    for (const k of Object.keys(counts.formats)) counts.formats[k] = 1;
    for (const k of Object.keys(counts.layouts)) counts.layouts[k] = 1;
    expect(fullyCovered(missingTargets(t, counts))).toBe(true);
    counts.abilities['forge/xf-25-cockpit:disabled:0'] = 0;
    const left = missingTargets(t, counts);
    expect(left.map((m) => m.label)).toEqual(['ability forge/xf-25-cockpit disabled #1 REPAIR']);
    expect(reachableCovered(t, counts)).toBe(false);
    expect(fullyCovered(left)).toBe(false);
  });
});

describe('runExhaustive on a tiny budget', () => {
  it('plays round robin over the formats, counts every game, and fails naming what was not exercised', () => {
    // One game of each format: the three destruction formats and the three scenarios.
    const r = runExhaustive({ games: 6, seed: 'tiny', failureDir: null, maxFailures: 3 });
    expect(r.failures.map((f) => f.message)).toEqual([]);
    expect(r.counts.games).toBe(6);
    expect(Object.values(r.counts.formats)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(Object.values(r.counts.layouts).reduce((a, b) => a + b, 0)).toBe(6);
    expect(r.ok).toBe(false);
    expect(r.missing.length).toBeGreaterThan(0);
    const text = exhaustiveReport(r);
    expect(text[0]).toMatch(/^exhaustive run: seed tiny, 6 games \(budget 6\)/);
    expect(text.join('\n')).toMatch(
      /coverage: chassis \d+\/26, ability boxes \d+\/\d+, handlers \d+\/\d+, formats 6\/6/,
    );
    expect(text).toContain('NOT EXERCISED (' + r.missing.filter((m) => !m.exempt).length + '):');
    expect(text.some((l) => / {4}ability .*: never exercised in 6 games$/.test(l))).toBe(true);
  });

  it('is reproducible from its seed', () => {
    const a = runExhaustive({ games: 2, seed: 'same', failureDir: null });
    const b = runExhaustive({ games: 2, seed: 'same', failureDir: null });
    expect(b.counts).toEqual(a.counts);
  });

  it('a broken invariant fails the run with the seed and a replay command', () => {
    const r = patched(
      'debris-cloud-entry',
      'terrainEntry',
      (ctx: { state: { ships: Array<{ hull: number }> } }) => {
        ctx.state.ships[0]!.hull = -3;
        return true;
      },
      () => runExhaustive({ games: 40, seed: 'broken', failureDir: null }),
    );
    expect(r.ok).toBe(false);
    expect(r.failures).toHaveLength(1);
    const f = r.failures[0]!;
    expect(f.message).toMatch(
      /^invariant broken after \S+: s1a hull -3 outside 0\.\.\d+ \(game \d+, seed [0-9a-f]{64}, /,
    );
    expect(f.message).toContain(`seed ${f.spec.seed}`);
    expect(f.replay).toBe(
      `npm run build && node scripts/exhaustive.mjs --replay '${JSON.stringify(f.spec)}'`,
    );
    expect(exhaustiveReport(r).join('\n')).toContain(`FAILED: ${f.message}`);
    // The plan replays the same failure on its own (with the same broken handler).
    const again = patched(
      'debris-cloud-entry',
      'terrainEntry',
      (ctx: { state: { ships: Array<{ hull: number }> } }) => {
        ctx.state.ships[0]!.hull = -3;
        return true;
      },
      () => replaySpec(f.spec),
    );
    expect(again.error).toMatch(/^invariant broken after/);
    expect(again.log.length).toBeGreaterThan(0);
  });

  it('a handler that throws is named; with more failures allowed the run goes on without it', () => {
    const r = patched(
      'reroll-collision-die',
      'collision',
      () => {
        throw new Error('collision handler broke');
      },
      () => runExhaustive({ games: 60, seed: 'throws', failureDir: null, maxFailures: 5 }),
    );
    expect(r.failures.length).toBeGreaterThanOrEqual(1);
    expect(r.failures[0]!.message).toMatch(
      /^the engine threw in effect reroll-collision-die: collision handler broke \(game \d+/,
    );
    expect(r.targets.blocked['handler:reroll-collision-die']).toMatch(
      /its handler threw in game \d+/,
    );
    // Later builds leave out the cards naming it: the run keeps going.
    expect(r.counts.games).toBeGreaterThan(r.failures[0]!.spec.index);
  });
});

describe('replaySpec and the script entry', () => {
  it('replays a plan with its readable log', () => {
    const r = replaySpec(spec('lance-sv-51-scout', 'locust-klaw-stealth-craft'));
    expect(r.error).toBeNull();
    expect(r.log.some((l) => l.includes('activates'))).toBe(true);
    expect(r.log.at(-1)).toMatch(/^game over: /);
    expect(() =>
      playSpec(db, coverageTargets(db), {
        ...spec('lance-sv-51-scout', 'locust-klaw-stealth-craft'),
        format: 'nope',
      }),
    ).toThrow(/unknown format/);
    expect(InvariantError.name).toBe('InvariantError');
  });

  it('exhaustiveMain: help, bad arguments, a tiny run that fails, and --replay', () => {
    const out: string[] = [];
    expect(exhaustiveMain(['--help'], (l) => out.push(l))).toBe(0);
    expect(out.join('\n')).toContain('usage: node scripts/exhaustive.mjs');
    expect(exhaustiveMain(['--games', '0'], (l) => out.push(l))).toBe(2);
    const run: string[] = [];
    expect(exhaustiveMain(['--games', '1', '--seed', 'cli', '--quiet'], (l) => run.push(l))).toBe(
      1,
    );
    expect(run[0]).toMatch(/^exhaustive run: seed cli, 1 games/);
    expect(run.some((l) => l.startsWith('NOT EXERCISED'))).toBe(true);
    const replay: string[] = [];
    expect(
      exhaustiveMain(
        ['--replay', JSON.stringify(spec('sabre-xf-23-fighter', 'scarab-klaw-jammer'))],
        (l) => replay.push(l),
      ),
    ).toBe(0);
    expect(replay.at(-1)).toBe('the game kept every invariant');
  });
});
