import { test } from 'vitest';
import { loadContent } from '../../../src/games/snap-ships/content/load-content.js';
test('probe', () => {
const db = loadContent();
for (const c of Object.values(db.chassis)) console.log(c.id, c.faction, c.type, 'size', c.size, 'hull', c.hull, 'pow', c.power, 'pts', c.points, 'deck', !!db.aiDecks[c.id], JSON.stringify(c.chassisAction), JSON.stringify(c.slots), c.preset.join(','));
console.log(Object.keys(db.parts).length);
});
