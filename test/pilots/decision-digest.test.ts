/**
 * Every pilot's decisions over a few hundred seeded games, digested and compared with
 * test/pilots/decision-digests.json. The README's strength tables (pilot strength, generated
 * against printed decks, the Armada ladders and figures) are measurements of these pilots:
 * a digest that changes means the pilot now plays differently, so the change is deliberate
 * and the tables are measured again in the same change (test/README.md says how). Then
 * `SORTIE_UPDATE_DIGESTS=1 npx vitest run test/pilots/decision-digest.test.ts` records the new
 * digests.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { digestOf, type Digest, type DigestPlan } from './decision-digest.js';
import { PRINTED_DECKS } from '../helpers/printed-decks.js';

const FILE = fileURLToPath(new URL('./decision-digests.json', import.meta.url));
const UPDATE = process.env.SORTIE_UPDATE_DIGESTS === '1';

const DECKS: readonly string[] = PRINTED_DECKS;

/** A Snap Ships duel config: one matchup per deck, each preset flown by pilot `a` against itself flown by `b`. */
function duels(name: string, terrain: string, a: string, b: string, decks = DECKS): string {
  const matchups = decks.map(
    (d) =>
      `  - name: ${d}\n    sides:\n      - {name: A, ships: [{preset: ${d}, pilot: ${a}}]}\n      - {name: B, ships: [{preset: ${d}, pilot: ${b}}]}`,
  );
  return `name: ${name}\ngame: snap-ships\nformat: duel\nseed: digest\nterrain: ${terrain}\nmatchups:\n${matchups.join('\n')}\n`;
}

const EMPTY = '{tiles: []}';
const RANDOM = '{layout: random}';

const DOGFIGHT = `name: digest-dogfight
game: snap-ships
format: dogfight-large
seed: digest
terrain: {layout: random}
sides:
  - name: Forge
    ships:
      - {preset: sabre-xf-23-fighter, pilot: heuristic}
      - {preset: sabre-xb-04-light-bomber, pilot: {type: heuristic, persona: rammer}}
      - {preset: sabre-xr-01-fast-recon, pilot: {type: heuristic, persona: kiting}}
      - {preset: sabre-xg-07-gunship, pilot: {type: heuristic, persona: missile-boat}}
  - name: Komplex
    ships:
      - {preset: scarab-klaw-interceptor, pilot: {type: heuristic, persona: aggressive}}
      - {preset: scarab-klaw-attack-striker, pilot: heuristic}
      - {preset: locust-klaw-stealth-craft, pilot: heuristic}
      - {preset: wasp-klaw-heavy-fighter, pilot: heuristic}
`;

const GENERATED = `name: digest-generated
game: snap-ships
format: duel
seed: digest
terrain: {layout: random}
sides:
  - name: Forge
    ships: [{preset: sabre-xf-23-fighter, pilot: {type: ai-deck, deck: generated}}]
  - name: Komplex
    ships:
      - chassis: scarab-klaw-interceptor
        parts: [scarab-cockpit, fb3-tri-thruster, blade-wings, maneuvering-fins, zm2-heavy-missile, c6-3-gatling-gun]
        pilot: {type: ai-deck, deck: generated}
matchups:
  - name: custom-scarab-vs-sabre
  - name: gunship-vs-jammer
    sides:
      - name: Forge
        ships: [{preset: sabre-xg-07-gunship, pilot: ai-deck}]
      - name: Komplex
        ships: [{preset: scarab-klaw-jammer, pilot: ai-deck}]
`;

function armada(name: string, format: string, extra: string, a: string, b: string): string {
  const fleets =
    format === 'learning'
      ? ['learning-rebels', 'learning-imperials']
      : ['core-rebels-173', 'core-imperials-175'];
  return `name: ${name}\ngame: armada\nformat: ${format}\nseed: digest\n${extra}sides:\n  - {name: Rebels, fleet: ${fleets[0]}, pilot: ${a}}\n  - {name: Imperials, fleet: ${fleets[1]}, pilot: ${b}}\n`;
}

const CORE = 'objective: random-core\nobstacles: {placement: random}\n';

/** One entry per pilot: its games, and the sides whose decisions the digest covers. */
const PLANS: DigestPlan[] = [
  {
    pilot: 'snap-ships heuristic vs printed decks',
    config: duels('h', EMPTY, 'heuristic', 'ai-deck'),
    games: 12,
    sides: [0],
  },
  {
    pilot: 'snap-ships heuristic personas in a large dogfight',
    config: DOGFIGHT,
    games: 6,
    sides: [0, 1],
  },
  {
    pilot: 'snap-ships printed AI decks',
    config: duels('ai', RANDOM, 'ai-deck', 'ai-deck'),
    games: 12,
    sides: [0, 1],
  },
  { pilot: 'snap-ships generated AI decks', config: GENERATED, games: 60, sides: [0, 1] },
  {
    pilot: 'snap-ships search (default budget)',
    config: duels('s', EMPTY, '{type: search}', 'heuristic', DECKS.slice(0, 2)),
    games: 2,
    sides: [0],
  },
  {
    pilot: 'snap-ships random',
    config: duels('r', RANDOM, 'random', 'random', DECKS.slice(0, 4)),
    games: 25,
    sides: [0, 1],
  },
  {
    pilot: 'armada heuristic, learning scenario',
    config: armada('al', 'learning', '', 'heuristic', 'heuristic'),
    games: 60,
    sides: [0, 1],
  },
  {
    pilot: 'armada heuristic, core-180',
    config: armada('ac', 'core-180', CORE, 'heuristic', 'heuristic'),
    games: 12,
    sides: [0, 1],
  },
  {
    pilot: 'armada search (fast budget)',
    config: armada('as', 'learning', '', '{type: search, budget: fast}', 'heuristic'),
    games: 2,
    sides: [0],
  },
  {
    pilot: 'armada random',
    config: armada('ar', 'core-180', CORE, 'random', 'random'),
    games: 12,
    sides: [0, 1],
  },
];

const recorded = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Digest>;
const measured: Record<string, Digest> = {};

afterAll(() => {
  if (!UPDATE) return;
  const next = Object.fromEntries(
    PLANS.map((p) => [p.pilot, measured[p.pilot] ?? recorded[p.pilot]]).filter(([, d]) => d),
  );
  writeFileSync(FILE, JSON.stringify(next, null, 2) + '\n');
});

describe('pilot decision digests (a change of play is deliberate: re-measure the tables, then update)', () => {
  for (const plan of PLANS) {
    it(plan.pilot, async () => {
      const d = await digestOf(plan);
      measured[plan.pilot] = d;
      expect(d.decisions, 'the plan puts decisions to the pilot').toBeGreaterThan(d.games);
      if (UPDATE) return;
      const before = recorded[plan.pilot];
      expect(
        d,
        `${plan.pilot}: its decisions changed (${before?.digest ?? 'none recorded'} -> ${d.digest}). Re-measure the tables ` +
          'this pilot feeds (test/README.md), then SORTIE_UPDATE_DIGESTS=1 npx vitest run test/pilots/decision-digest.test.ts',
      ).toEqual(before);
    });
  }
});
