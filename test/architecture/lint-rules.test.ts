// The house lint rules can fail: the plugin boundary (a game-agnostic layer importing a game
// module) and engine purity (chance or a clock inside a game's engine folders), checked with the
// project's own eslint.config.js through the ESLint API.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rule ids eslint reports for `code` as if it were the file at `filePath`. */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint: plugin boundary', () => {
  it('a game module imported from src/runner fails lint', async () => {
    const code = `import { snapShipsPlugin } from '../games/snap-ships/plugin.js';\nexport const p = snapShipsPlugin;\n`;
    expect(await ruleIds(code, 'src/runner/boundary-fixture.ts')).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('type imports and deep paths from the other agnostic layers fail too', async () => {
    const code = `import type { ShipState } from '../../games/armada/state/types.js';\nexport type S = ShipState;\n`;
    for (const layer of ['stats', 'report', 'balance', 'cli', 'config']) {
      expect(await ruleIds(code, `src/${layer}/deep/boundary-fixture.ts`)).toEqual([
        'no-restricted-imports',
      ]);
    }
  });

  it('the games registry and src/core stay open to them', async () => {
    const code = `import { gamePlugin } from '../games/registry.js';\nimport type { GamePlugin } from '../core/game-plugin.js';\nexport const g: GamePlugin = gamePlugin('x');\n`;
    expect(await ruleIds(code, 'src/runner/boundary-fixture.ts')).toEqual([]);
  });

  it('a game may import its own modules', async () => {
    const code = `import { x } from '../rules/attack.js';\nexport const y = x;\n`;
    expect(await ruleIds(code, 'src/games/armada/engine/boundary-fixture.ts')).toEqual([]);
  });
});

describe('lint: rules reach card text only through the effects registry', () => {
  it('a rule importing a handler fails lint; the registry is open', async () => {
    const handler = `import { upgradeEffects } from '../effects/upgrades/index.js';\nexport const u = upgradeEffects;\n`;
    expect(await ruleIds(handler, 'src/games/armada/rules/registry-fixture.ts')).toEqual([
      'no-restricted-imports',
    ]);
    const card = `import { objectiveEffects } from '../objectives/index.js';\nexport const o = objectiveEffects;\n`;
    expect(await ruleIds(card, 'src/games/armada/rules/registry-fixture.ts')).toEqual([
      'no-restricted-imports',
    ]);
    const snap = `import { diceEffects } from '../effects/dice-effects.js';\nexport const d = diceEffects;\n`;
    expect(await ruleIds(snap, 'src/games/snap-ships/rules/registry-fixture.ts')).toEqual([
      'no-restricted-imports',
    ]);
    const registry = `import { effectHandler } from '../effects/registry.js';\nimport { forEachEffect } from '../effects/active-effects.js';\nexport const r = [effectHandler, forEachEffect];\n`;
    expect(await ruleIds(registry, 'src/games/snap-ships/rules/registry-fixture.ts')).toEqual([]);
  });
});

describe('lint: engine purity', () => {
  it('Math.random, Date and performance.now fail in engine folders', async () => {
    const code = `export const a = Math.random();\nexport const b = Date.now();\nexport const c = new Date();\nexport const d = performance.now();\n`;
    for (const folder of ['rules', 'effects', 'state', 'geometry', 'content']) {
      for (const game of ['armada', 'snap-ships']) {
        const [result] = await eslint.lintText(code, {
          filePath: `src/games/${game}/${folder}/purity-fixture.ts`,
        });
        const lines = new Set(
          result!.messages.filter((m) => m.ruleId?.startsWith('no-restricted-')).map((m) => m.line),
        );
        expect([...lines].sort()).toEqual([1, 2, 3, 4]);
      }
    }
  });

  it('outside the engine (the runner timing a batch) they are allowed', async () => {
    const code = `export const t = performance.now();\nexport const d = new Date().toISOString();\n`;
    expect(await ruleIds(code, 'src/runner/purity-fixture.ts')).toEqual([]);
  });
});
