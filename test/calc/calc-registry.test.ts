/**
 * `sortie calc` loads each built-in game's calculators alone (registry BUILT_IN_CALC), not its
 * whole tools: the subcommands it finds must be the very ones the game's tools declare.
 */
import { describe, expect, it } from 'vitest';
import { gameIds, getGameCalcCommands, getGameTools } from '../../src/games/registry.js';

describe('calc subcommands from the registry', () => {
  it.each(gameIds())('%s: the same command modules as its tools', async (id) => {
    const tools = (await getGameTools(id)).calcCommands ?? [];
    const alone = await getGameCalcCommands(id);
    expect(alone.length).toBeGreaterThan(0);
    expect(alone).toEqual(tools);
    alone.forEach((c, i) => expect(c, `${id} ${String(c.command)}`).toBe(tools[i]));
  });
});
