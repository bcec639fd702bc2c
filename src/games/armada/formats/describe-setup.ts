/**
 * What `sortie validate` prints about an Armada matchup (GamePlugin.describeSetup): the play
 * area, the objective rule, and each side's fleet with its points (U7: upgrades count), its
 * squadron points against the third of the format's total (Q11) and its objectives, and the
 * tournament-point table when one is given.
 */
import { fleetPoints } from '../content/fleet-check.js';
import { loadArmadaContent } from '../content/load-content.js';
import type { ArmadaSetup } from '../engine/setup.js';
import { playArea, resolveTable } from '../geometry/table.js';
import { armadaFormat, type ObjectiveMode } from './formats.js';

function objectiveText(o: ObjectiveMode | undefined): string {
  switch (o?.mode ?? 'none') {
    case 'chosen':
      return "the first player chooses one of the second player's objectives";
    case 'random-core':
      return 'random objective: the second player draws 2 of the 12 and picks 1';
    case 'fixed':
      return `objective ${(o as { id: string }).id}`;
    default:
      return 'no objective';
  }
}

/** The lines for one resolved setup. */
export function describeArmadaSetup(setup: ArmadaSetup): string[] {
  const db = loadArmadaContent();
  const limit = armadaFormat(setup.format)?.fleet.pointLimit;
  const areaId = setup.playArea ?? armadaFormat(setup.format)?.playArea ?? 'learning';
  const area = playArea(resolveTable(setup.tableOverrides ?? undefined), areaId);
  const feet = (mm: number) => `${Math.round((mm / 304.8) * 10) / 10}'`;
  const size = `${feet(area.depth)} x ${feet(area.width)} (${areaId})`;
  const lines = [
    `play area ${size}, initiative ${setup.initiative}, ${objectiveText(setup.objective)}`,
  ];
  const tp = setup.tournamentPoints;
  if (tp) {
    const bands = tp.bands
      .map((b) => `${b.points[0]}-${b.points[1]} from margin ${b.margin}`)
      .join(', ');
    lines.push(`tournament points: ${bands}; a draw ${tp.draw} each`);
  }
  for (const side of setup.sides) {
    const p = fleetPoints(db, side.fleet);
    const of = limit !== undefined ? `/${limit}` : '';
    const cap = limit !== undefined ? ` of ${Math.ceil(limit / 3)}` : '';
    const objectives = side.fleet.objectives?.length
      ? `; objectives ${side.fleet.objectives.join(', ')}`
      : '';
    lines.push(
      `${side.name}: ${side.fleet.faction} fleet, ${p.total}${of} points (ships ${p.ships}, upgrades ${p.upgrades}, ` +
        `squadrons ${p.squadrons}${cap})${objectives}`,
    );
  }
  return lines;
}
