/** Types of printed-decks.mjs, for the tests that import it. */
export declare const AI_DECKS: readonly string[];
