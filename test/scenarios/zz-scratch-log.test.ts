import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { runGame } from '../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';

const AS = { format: 'asteroid-scramble', sides: [{ name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'random' }] }, { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'ai-deck' }] }] };
const BR = { format: 'beacon-rush', sides: [{ name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'random' }, { preset: 'sabre-xb-04-light-bomber', pilot: 'random' }] }, { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'ai-deck' }, { preset: 'scarab-klaw-light-fighter', pilot: 'ai-deck' }] }] };
const LS = { format: 'last-stand', sides: [{ name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'ai-deck' }] }] };

it('logs', () => {
  for (const [name, raw, seed] of [['as', AS, 's3'], ['br', BR, 's1'], ['ls', LS, 's5']] as const) {
    const r = runGame(resolveSnapSetup(raw), { seed, swapSeats: false, roundCap: 60, log: true });
    writeFileSync(`/tmp/${name}.log`, r.log.join('\n') + '\n' + JSON.stringify(r.state.scenario, null, 1) + '\n' + JSON.stringify(r.state.over));
  }
});
