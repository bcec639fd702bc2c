#!/usr/bin/env node
// The Snap Ships exhaustive runner on the compiled code (run `npm run build` first).
//   node scripts/exhaustive.mjs [--games N] [--seed S] [--full-budget] [--quiet] [--json FILE]
//   node scripts/exhaustive.mjs --replay FILE|JSON
// Exit 0 when every chassis, part ability box and effect handler was exercised and every
// game kept the engine invariants; 1 otherwise (the report says what and why).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'dist', 'games', 'snap-ships', 'exhaustive', 'exhaustive-main.js');
if (!existsSync(file)) {
  console.error(`${file} is missing: run \`npm run build\` first`);
  process.exit(2);
}
const { exhaustiveMain } = await import(pathToFileURL(file).href);
process.exitCode = exhaustiveMain(process.argv.slice(2));
