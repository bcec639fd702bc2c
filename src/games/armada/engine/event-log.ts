/**
 * Readable log lines from the event stream (replays, `sortie replay`). Hidden values an event
 * carries (a facedown card's title, a dial's command when assigned) are not written: the log is
 * what a spectator of both players could see.
 */
import type { GameEvent } from '../state/events.js';
import type { GameState } from '../state/types.js';

function name(st: GameState, id: string): string {
  const u = id.startsWith('q')
    ? st.squadrons.find((q) => q.id === id)
    : st.ships.find((s) => s.id === id);
  return u ? `${u.name} (${st.sides[u.side]!.name})` : id;
}

const f1 = (n: number): string => n.toFixed(1);

/** One line for the event, or null for events not worth a line. */
export function describeEvent(st: GameState, e: GameEvent): string | null {
  switch (e.type) {
    case 'round-start':
      return `--- Round ${e.round} ---`;
    case 'phase':
      return `${e.phase[0]!.toUpperCase()}${e.phase.slice(1)} Phase`;
    case 'ship-activation':
      return `${name(st, e.ship)} activates`;
    case 'dial-revealed':
      return `  reveals ${e.command}`;
    case 'token-gained':
      return `  ${name(st, e.ship)} gains a ${e.command} token`;
    case 'command-resolved':
      return `  resolves ${e.command} (${e.via})`;
    case 'pass':
      return `${st.sides[e.side]!.name} passes${e.token ? ' (pass token)' : ''}`;
    case 'attack': {
      const from = `${name(st, e.attacker)}${e.attackerZone ? ` ${e.attackerZone}` : ''}`;
      const to = `${name(st, e.defender)}${e.defenderZone ? ` ${e.defenderZone}` : ''}`;
      return `  ${from} attacks ${to} at ${e.range}${e.obstructed ? ' (obstructed)' : ''}: ${e.pool} -> ${e.faces.join(' ')}`;
    }
    case 'defense-token':
      return `  ${name(st, e.unit)} spends ${e.token}${e.discarded ? ' (discarded)' : ''}`;
    case 'accuracy':
      return `  accuracy locks ${e.token}`;
    case 'damage': {
      const what = e.unit.startsWith('q') ? 'hull' : 'cards';
      const zone = e.zone ? ` ${e.zone}` : '';
      return `  ${name(st, e.unit)}${zone} suffers ${e.amount} (${e.shields} shields, ${e.hull} ${what}; ${e.source})`;
    }
    case 'damage-card':
      return e.faceup ? `  ${name(st, e.ship)} is dealt ${e.title} faceup` : null;
    case 'maneuver': {
      const reduced = e.executedSpeed !== e.speed ? ` (reduced from ${e.speed})` : '';
      const at = `(${f1(e.to.x)}, ${f1(e.to.y)}, ${f1(e.to.facing)}°)`;
      return `  moves at speed ${e.executedSpeed}${reduced} [${e.course.join(',')}] to ${at}`;
    }
    case 'ship-overlap':
      return `  overlaps ${name(st, e.other)}`;
    case 'squadron-activation':
      return `${name(st, e.squadron)} activates${e.via === 'command' ? ' (Squadron command)' : ''}`;
    case 'squadron-move':
      return `  moves to (${f1(e.toX)}, ${f1(e.toY)})`;
    case 'obstacle':
      return `  ${name(st, e.unit)} overlaps ${e.obstacle}`;
    case 'destroyed':
      return `  ${name(st, e.unit)} is destroyed (${e.reason})`;
    case 'game-end': {
      const result = e.winner === null ? 'draw' : `${st.sides[e.winner]!.name} wins`;
      return `Game over in round ${e.round} (${e.reason}): ${result}, score ${e.scores.join('-')}`;
    }
    case 'log':
      return e.text;
    case 'upgrade-used':
      return `  ${name(st, e.ship)} uses ${e.card}${e.exhausted ? ' (exhausted)' : ''}`;
    case 'victory-tokens':
      return `  ${st.sides[e.side]!.name} gains ${e.amount} victory token${e.amount === 1 ? '' : 's'} (${e.objective})`;
    case 'setup-choice':
      return e.choice === 'first-player'
        ? `${e.value} is the first player`
        : `Objective: ${e.value} (${st.sides[e.side]!.name}'s card)`;
    case 'set-aside':
      return `  ${name(st, e.unit)} ${e.action === 'deployed' ? 'arrives from hyperspace' : 'is set aside'}`;
    default:
      return null;
  }
}
