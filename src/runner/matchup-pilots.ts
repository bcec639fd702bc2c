/**
 * Who flies each ship of a config's matchups (GamePlugin.describePilots): printed by
 * `sortie validate`, stored in manifest.json (`pilots`, by matchup name) and shown in
 * report.html. Games that do not describe their pilots are left out.
 */
import type { ResolvedMatchup, SidePilots } from '../core/game-plugin.js';
import { pluginFor } from '../games/registry.js';

/** The pilots of every matchup whose game describes them, by matchup name. */
export async function matchupPilots(
  matchups: readonly ResolvedMatchup[],
): Promise<Record<string, SidePilots[]>> {
  const out: Record<string, SidePilots[]> = {};
  for (const m of matchups) {
    const plugin = await pluginFor(m);
    if (plugin.describePilots) out[m.name] = plugin.describePilots(m.setup);
  }
  return out;
}

/** The pilots of one matchup as indented text lines ("side: ship — pilot (notes)"). */
export function pilotLines(sides: readonly SidePilots[], indent = '    '): string[] {
  const notes = (n: readonly string[]) => (n.length ? ` (${n.join('; ')})` : '');
  return sides.flatMap((s) =>
    s.ships.map((ship) => `${indent}${s.side}: ${ship.label} — ${ship.pilot}${notes(ship.notes)}`),
  );
}
