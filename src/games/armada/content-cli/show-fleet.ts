/**
 * `sortie show-fleet`: a fleet as list text in Ryan Kingston's builder layout (full names), which
 * the fleet list reader takes back to the same fleet. The fleet comes from a preset id, from a list
 * in any layout the reader takes (so a list is rewritten in one layout), or from the sides of a
 * resolved matchup setup.
 */
import type { ContentShow } from '../../../core/game-tools.js';
import { suggest } from '../../../config/issues.js';
import type { ArmadaSetup } from '../engine/setup.js';
import { FLEET_FORMATS } from '../content/fleet-check.js';
import { parseFleetList } from '../content/fleet-list-text.js';
import { fleetListText } from '../content/fleet-list-write.js';
import { loadArmadaContent } from '../content/load-content.js';
import { presetAsFleet } from '../content/lookup.js';

/** What `show-fleet` prints: a preset, a list file's text, or the sides of a matchup setup. */
export interface ShowFleetRequest {
  id?: string;
  list?: { file: string; text: string };
  setup?: unknown;
  /** 1-based side of the setup (default: every side, one list each). */
  side?: number;
}

/** The fleet(s) of `r` as Kingston-layout list text, or why not. */
export function showArmadaFleet(r: ShowFleetRequest): ContentShow {
  const db = loadArmadaContent();
  if (r.list) {
    const p = parseFleetList(r.list.text, db);
    if (p.issues.length || !p.fleet) {
      const lines = p.issues.map(
        (i) =>
          `${r.list!.file}:${i.line}:${i.col}: ${i.message}${i.suggestions ? ` (did you mean "${i.suggestions[0]}"?)` : ''}`,
      );
      return { found: false, message: lines.join('\n') || `${r.list.file}: no fleet in the list` };
    }
    return {
      found: true,
      lines: fleetListText(db, p.fleet, { ...(p.name ? { name: p.name } : {}) })
        .trimEnd()
        .split('\n'),
    };
  }
  if (r.setup) {
    const setup = r.setup as ArmadaSetup;
    const limit = FLEET_FORMATS[setup.format]?.pointLimit;
    const sides = r.side ? [setup.sides[r.side - 1]] : setup.sides;
    if (sides.some((s) => !s))
      return {
        found: false,
        message: `side ${r.side}: the matchup has ${setup.sides.length} sides`,
      };
    const texts = sides.map((s) =>
      fleetListText(db, s!.fleet, {
        name: s!.name,
        ...(limit !== undefined ? { limit } : {}),
      }).trimEnd(),
    );
    return { found: true, lines: texts.join('\n\n\n').split('\n') };
  }
  const preset = r.id ? db.fleets[r.id] : undefined;
  if (!preset) {
    const near = suggest(r.id ?? '', Object.keys(db.fleets));
    return {
      found: false,
      message: `unknown fleet "${r.id}"${near.length ? ` (did you mean "${near[0]}"?)` : ''}: give a preset id, a fleet list file or a matchup config`,
    };
  }
  const limit = FLEET_FORMATS[preset.format]?.pointLimit;
  const fleet = presetAsFleet(preset, preset.objectives);
  return {
    found: true,
    lines: fleetListText(db, fleet, {
      name: preset.name,
      ...(limit !== undefined ? { limit } : {}),
    })
      .trimEnd()
      .split('\n'),
  };
}
