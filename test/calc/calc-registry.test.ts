/**
 * `sortie calc` loads each built-in game's calculators alone (registry BUILT_IN_CALC), not its
 * whole tools: the subcommands it finds must be the very ones the game's tools declare.
 */
import { describe, expect, it } from 'vitest';
import {
  gameIds,
  getGameCalcCommands,
  getGameTools,
  registeredGameModules,
} from '../../src/games/registry.js';

/** The built-in games (test files sharing a worker may have registered toy games too). */
const builtIn = gameIds().filter((id) => !(id in registeredGameModules()));

describe('calc subcommands from the registry', () => {
  it.each(builtIn)('%s: the same command modules as its tools', async (id) => {
    const tools = (await getGameTools(id)).calcCommands ?? [];
    const alone = await getGameCalcCommands(id);
    expect(alone.length).toBeGreaterThan(0);
    expect(alone).toEqual(tools);
    alone.forEach((c, i) => expect(c, `${id} ${String(c.command)}`).toBe(tools[i]));
  });
});
