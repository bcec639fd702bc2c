/** The 16 printed AI decks, in the pilot scripts' order (one list: scripts/printed-decks.mjs). */
export { AI_DECKS as PRINTED_DECKS } from '../../scripts/printed-decks.mjs';
