/**
 * Snap Ships' tools for the CLI and the balance tools (see core/game-tools.ts): the
 * content listings and cards, the uncertain readings, the exact calculators and the
 * build knowledge. Loaded only by commands that need them.
 */
import type { GameTools } from '../../core/game-tools.js';
import { snapCalcCommands } from './calc/calc-commands.js';
import { loadContent } from './content/load-content.js';
import type { Faction, Slot } from './content/types.js';
import {
  FACTIONS,
  LIST_KINDS,
  SLOTS,
  listContent,
  listingText,
  type ListKind,
} from './content-cli/content-lists.js';
import { showContent } from './content-cli/show-content.js';
import { showDeck } from './content-cli/show-deck.js';
import { uncertainCards, uncertainReportText } from './content-cli/uncertain-report.js';
import { snapBalanceAdapter } from './plugin/balance-adapter.js';

/** The tools. */
export const snapTools: GameTools = {
  listKinds: LIST_KINDS,
  listFilters: {
    faction: { describe: 'only this faction', choices: FACTIONS },
    slot: {
      describe: 'only parts of this slot (chassis and presets: with this slot)',
      choices: SLOTS,
    },
  },
  list: (kind, filters) => {
    const listing = listContent(loadContent(), kind as ListKind, {
      ...(filters.faction ? { faction: filters.faction as Faction } : {}),
      ...(filters.slot ? { slot: filters.slot as Slot } : {}),
    });
    return { rows: listing.rows, text: listingText(listing) };
  },
  show: (id) => {
    const r = showContent(loadContent(), id);
    return r.found ? { found: true, lines: r.lines } : { found: false, message: r.message };
  },
  contentCheck: () => {
    const cards = uncertainCards(loadContent());
    return { json: cards, text: uncertainReportText(cards) };
  },
  showDeck: (request) => showDeck(loadContent(), request),
  calcCommands: snapCalcCommands,
  get balance() {
    return snapBalanceAdapter(loadContent());
  },
};
