import { test } from 'vitest';
import { loadContent } from '../../../src/games/snap-ships/content/load-content.js';
import { generateAiDeck } from '../../../src/games/snap-ships/ai/generated-deck.js';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
test('gen', () => {
  const db = loadContent();
  for (const c of Object.values(db.chassis)) {
    const d = generateAiDeck(db, c.id, c.preset);
    console.log(c.id, d.id, d.cards.map((k) => `${k.partActions}/${k.rows.length}`).join(' '), d.abilities.map((a) => a.effect).join(','));
  }
  const d = generateAiDeck(db, 'sabre-xf-23-fighter', db.chassis['sabre-xf-23-fighter']!.preset);
  console.log(JSON.stringify(d.cards[0], null, 0));
  for (const [a, b] of [['sabre-xg-07-gunship', 'scarab-klaw-jammer'], ['rl-55-assault-drone', 'k-dive-ambush-drone'], ['sabre-xf-23-fighter','scarab-klaw-interceptor']]) {
    const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ preset: a, pilot: 'ai-deck' }] }, { name: 'B', ships: [{ preset: b, pilot: 'ai-deck' }] }] });
    const w = [0, 0, 0]; let rounds = 0;
    for (let g = 0; g < 200; g++) { const r = runGame(setup, { seed: `g${g}`, swapSeats: g % 2 === 1, roundCap: 40 }); w[r.state.over!.winner ?? 2]!++; rounds += r.state.round; }
    console.log(a, b, w, rounds / 200);
  }
});
