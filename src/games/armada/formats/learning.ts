/**
 * The learning scenario's data (formats/learning.yaml; LTP "Learning Scenario Setup", P1–P7,
 * C13): play area, initiative, preset fleets, start positions and the suggested first-round
 * commands, validated once, plus the transform from a player's own frame to the play area.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Pose } from '../../../core/geometry.js';
import type { PlayArea } from '../geometry/types.js';

const pose = z.strictObject({ x: z.number(), y: z.number(), facing: z.number() });
const factionPositions = z.strictObject({
  ships: z.array(pose.extend({ ship: z.string() })),
  squadrons: z.array(z.strictObject({ squadron: z.string(), x: z.number(), y: z.number() })),
});
const command = z.enum(['navigate', 'squadron', 'repair', 'concentrate-fire']);
const learningSchema = z.strictObject({
  playArea: z.string(),
  initiativeFaction: z.enum(['rebel', 'imperial']),
  fleets: z.strictObject({ rebel: z.string(), imperial: z.string() }),
  edges: z.strictObject({ rebel: z.enum(['near', 'far']), imperial: z.enum(['near', 'far']) }),
  speed: z.number().int().min(1),
  positions: z.strictObject({ rebel: factionPositions, imperial: factionPositions }),
  firstRoundCommands: z.record(z.string(), z.array(command)),
});

/** The learning scenario data. */
export type LearningScenario = z.output<typeof learningSchema>;

/** The data file (next to this module, copied to dist/ by the build). */
export const LEARNING_FILE = join(dirname(fileURLToPath(import.meta.url)), 'learning.yaml');

let cached: LearningScenario | undefined;

/** The learning scenario, validated once. Throws with the file's problems. */
export function learningScenario(): LearningScenario {
  if (!cached) {
    const res = learningSchema.safeParse(parse(readFileSync(LEARNING_FILE, 'utf8')));
    if (!res.success) {
      throw new Error(
        `${LEARNING_FILE}: ${res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
    cached = Object.freeze(res.data);
  }
  return cached;
}

/**
 * A pose in a player's own frame (x along the edge, y away from it, facing 90 = towards the
 * opponent) in play-area coordinates: the far player's frame is turned 180° about the centre.
 */
export function toPlayArea(
  p: { x: number; y: number; facing?: number },
  edge: 'near' | 'far',
  area: PlayArea,
): Pose {
  const facing = p.facing ?? 90;
  if (edge === 'near') return { x: p.x, y: p.y, facing };
  return { x: area.width - p.x, y: area.depth - p.y, facing: (facing + 180) % 360 };
}
