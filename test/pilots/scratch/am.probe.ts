import { test } from 'vitest';
import { loadContent } from '../../../src/games/snap-ships/content/load-content.js';
test('am', () => { const db = loadContent(); for (const c of Object.values(db.chassis)) console.log(c.id, c.preset.some((p) => db.parts[`${c.faction}/${p}`]!.abilities.some((a) => a.icons?.some((i) => 'anti_missile' in i)))); });
