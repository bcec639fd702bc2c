import { it } from 'vitest';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { listContent, listingText } from '../../src/games/snap-ships/content-cli/content-lists.js';
import { showContent } from '../../src/games/snap-ships/content-cli/show-content.js';
import { uncertainCards, uncertainReportText } from '../../src/games/snap-ships/content-cli/uncertain-report.js';
it('explore', () => {
  const db = loadContent();
  const out: string[] = [];
  for (const k of ['chassis', 'parts', 'presets', 'decks', 'layouts'] as const) out.push(...listingText(listContent(db, k, k === 'parts' ? { faction: 'forge', slot: 'systems' } : {})), '');
  for (const id of ['sabre-xf-23-fighter', 'xf-25-cockpit', 'maneuvering-fins', 'cx2-anti-ship-torpedo', 'jamming-fin', 'bf-bulkhead', 'layout-3', 'ice-cloud', 'heat-missile', 'sabre-xf23', 'mk16']) { const r = showContent(db, id); out.push(...(r.found ? r.lines : [r.message]), ''); }
  out.push(...uncertainReportText(uncertainCards(db)).slice(0, 30));
  require('fs').writeFileSync('/tmp/explore.txt', out.join('\n'));
});
