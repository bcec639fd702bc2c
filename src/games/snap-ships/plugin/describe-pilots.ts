/**
 * Who flies each ship of a resolved setup, in words (`sortie validate`, manifest.json,
 * report.html): the pilot, and for an `ai-deck` pilot the deck it flies — the printed
 * deck, or a generated one and why (no printed deck for the chassis, parts that differ
 * from the preset, `deck: generated`). Also each ship's pilot class, the string the
 * balance tools compare to catch verdicts that pit unlike pilots against each other.
 */
import type { SidePilots } from '../../../core/game-plugin.js';
import { chooseDeck } from '../ai/generated-choice.js';
import { droppedIcons } from '../ai/generated-kit.js';
import type { ContentDb } from '../content/load-content.js';
import { loadContent } from '../content/load-content.js';
import type { PilotSpec, ShipBuild, SnapSetup } from '../engine/setup.js';
import { persona } from '../pilots/personas.js';

/** The heuristic or search pilot's persona by its canonical name (the default one's name when none is given). */
function personaName(name: string | undefined): string {
  try {
    return persona(name).name;
  } catch {
    return name ?? 'default';
  }
}

/**
 * The pilot class of a ship: `ai-deck:printed`, `ai-deck:generated`, `heuristic:<persona>`,
 * `search:<persona>:<budget>` or `random`. Two verdicts are like for like only when their
 * ships' classes match (a printed deck is a designer's automaton, a generated one a rule's).
 */
export function pilotClass(
  content: ContentDb,
  build: Pick<ShipBuild, 'chassis' | 'parts' | 'pilot'>,
): string {
  const p = build.pilot;
  if (p.type === 'ai-deck') {
    const deck = chooseDeck(content, { chassis: build.chassis, parts: build.parts, pilot: p });
    return `ai-deck:${deck.printed ? 'printed' : 'generated'}`;
  }
  if (p.type === 'heuristic') return `heuristic:${personaName(p.persona)}`;
  if (p.type === 'search') return `search:${personaName(p.persona)}:${p.budget ?? 'default'}`;
  return p.type;
}

/** The pilot class of a ship as a config writes it (`preset` or `chassis` + `parts`, `pilot`), or null when it is not a valid ship. */
export function rawPilotClass(content: ContentDb, ship: Record<string, unknown>): string | null {
  const id = ship.preset ?? ship.chassis;
  const card = typeof id === 'string' ? content.chassis[id] : undefined;
  if (!card) return null;
  const parts = Array.isArray(ship.parts) ? ship.parts : card.preset;
  if (!parts.every((x) => typeof x === 'string' && content.parts[`${card.faction}/${x}`]))
    return null;
  const raw = ship.pilot ?? 'ai-deck';
  const pilot = (typeof raw === 'string' ? { type: raw } : raw) as PilotSpec;
  if (typeof pilot !== 'object' || pilot === null || typeof pilot.type !== 'string') return null;
  try {
    return pilotClass(content, { chassis: card.id, parts: parts as string[], pilot });
  } catch {
    return null;
  }
}

/** One ship's pilot in words, with notes (the deck and why). */
function shipPilot(content: ContentDb, b: ShipBuild): { pilot: string; notes: string[] } {
  const p = b.pilot;
  if (p.type === 'ai-deck') {
    const d = chooseDeck(content, b);
    const notes = d.reason === 'printed deck' ? [] : [d.reason];
    // What the generated deck cannot do (its HACK and vent actions), as `show-deck` lists it.
    if (!d.printed)
      notes.push(
        ...droppedIcons(
          b.parts.flatMap(
            (id) => content.parts[`${content.chassis[b.chassis]?.faction}/${id}`] ?? [],
          ),
        ),
      );
    return { pilot: `ai-deck: ${d.printed ? 'printed' : 'generated'} deck ${d.id}`, notes };
  }
  if (p.type === 'heuristic')
    return { pilot: `heuristic (persona ${personaName(p.persona)})`, notes: [] };
  if (p.type === 'search')
    return {
      pilot: `search (persona ${personaName(p.persona)}, budget ${p.budget ?? 'default'})`,
      notes: [],
    };
  return { pilot: p.type, notes: [] };
}

/** The pilots of every side of a resolved setup (see GamePlugin.describePilots). */
export function describeSnapPilots(setup: SnapSetup): SidePilots[] {
  const content = loadContent();
  return setup.sides.map((side) => ({
    side: side.name,
    ships: side.ships.map((b) => ({
      label: b.name ?? content.chassis[b.chassis]?.name ?? b.chassis,
      ...shipPilot(content, b),
      pilotClass: pilotClass(content, b),
    })),
  }));
}
