/**
 * A fleet written as list text in Ryan Kingston's builder layout (full card names), the layout
 * `sortie show-fleet` prints; parseFleetList reads it back to the same fleet:
 *
 *     Name: Core Imperials
 *     Faction: Galactic Empire
 *     Points: 175/180
 *     Commander: Grand Moff Tarkin
 *
 *     Assault: Most Wanted
 *
 *     [ flagship ] Victory II-class Star Destroyer (85)
 *     •  Grand Moff Tarkin (38)
 *     = 123 Points
 *
 *     Squadrons:
 *     •  3 x TIE Fighter Squadron (24)
 *     = 24 Points
 *
 *     Total Points: 175
 */
import type { FleetCatalog } from './fleet-check.js';
import type { Fleet } from './types.js';

const FACTION_NAMES = { rebel: 'Rebel Alliance', imperial: 'Galactic Empire' } as const;
const CATEGORY_LABELS: Record<string, string> = {
  assault: 'Assault',
  defense: 'Defense',
  navigation: 'Navigation',
};

/** `fleet` as Kingston-layout list text; `limit` adds it to the `Points:` line. Unknown ids throw. */
export function fleetListText(
  catalog: FleetCatalog,
  fleet: Fleet,
  opts: { name?: string; limit?: number } = {},
): string {
  const card = <T>(map: Readonly<Record<string, T>>, id: string, what: string): T => {
    const c = map[id];
    if (!c) throw new Error(`unknown ${what} "${id}"`);
    return c;
  };
  const lines: string[] = [];
  let total = 0;
  const shipBlocks: string[][] = fleet.ships.map((s) => {
    const ship = card(catalog.ships, s.ship, 'ship');
    const ups = s.upgrades.map((u) => card(catalog.upgrades, u, 'upgrade'));
    const flagship = ups.some((u) => u.type === 'commander');
    const sum = ship.points + ups.reduce((n, u) => n + u.points, 0);
    total += sum;
    return [
      `${flagship ? '[ flagship ] ' : ''}${ship.name} (${ship.points})`,
      ...ups.map((u) => `•  ${u.name} (${u.points})`),
      `= ${sum} Points`,
    ];
  });
  let squadronPoints = 0;
  const squadronLines = fleet.squadrons.map((q) => {
    const sq = card(catalog.squadrons, q.squadron, 'squadron');
    squadronPoints += sq.points * q.count;
    return `•  ${q.count > 1 ? `${q.count} x ` : ''}${sq.name} (${sq.points * q.count})`;
  });
  total += squadronPoints;
  const commander = fleet.ships
    .flatMap((s) => s.upgrades)
    .map((u) => catalog.upgrades[u]!)
    .find((u) => u.type === 'commander');

  if (opts.name) lines.push(`Name: ${opts.name}`);
  lines.push(`Faction: ${FACTION_NAMES[fleet.faction]}`);
  lines.push(`Points: ${total}${opts.limit !== undefined ? `/${opts.limit}` : ''}`);
  lines.push(`Commander: ${commander?.name ?? ''}`.trimEnd());
  if (fleet.objectives?.length) {
    lines.push('');
    for (const id of fleet.objectives) {
      const o = card(catalog.objectives, id, 'objective');
      lines.push(`${CATEGORY_LABELS[o.category] ?? o.category}: ${o.name}`);
    }
  }
  for (const block of shipBlocks) lines.push('', ...block);
  if (squadronLines.length)
    lines.push('', 'Squadrons:', ...squadronLines, `= ${squadronPoints} Points`);
  lines.push('', `Total Points: ${total}`);
  return `${lines.join('\n')}\n`;
}
