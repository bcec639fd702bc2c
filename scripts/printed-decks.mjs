/**
 * The 16 printed AI decks, in the order the pilot scripts play and print them (their seeds
 * follow it); each id is also the preset the deck flies. The tests read this list too
 * (test/helpers/printed-decks.ts).
 */
export const AI_DECKS = [
  'scarab-klaw-interceptor',
  'locust-klaw-stealth-craft',
  'wasp-klaw-heavy-fighter',
  'sabre-xf-23-fighter',
  'lance-sv-51-scout',
  'falx-sc-41-escort',
  'scarab-klaw-light-fighter',
  'scarab-klaw-attack-striker',
  'locust-klaw-close-support-fighter',
  'wasp-klaw-deep-recon',
  'wasp-klaw-fighter-bomber',
  'lance-sac-30-attack-craft',
  'sabre-xb-04-light-bomber',
  'sabre-xr-01-fast-recon',
  'falx-ga-15-ground-assault',
  'falx-xf-8-experimental-fighter',
];
