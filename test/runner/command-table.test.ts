import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands/index.js';

describe('the lazy command table', () => {
  it("names each command with its module's own usage line and description", async () => {
    expect(COMMANDS.length).toBeGreaterThanOrEqual(17);
    for (const c of COMMANDS) {
      const m = await c.load();
      expect({ command: m.command, describe: m.describe }, c.command).toEqual({
        command: c.command,
        describe: c.describe,
      });
      expect(typeof m.handler).toBe('function');
    }
    expect(new Set(COMMANDS.map((c) => c.command.split(' ')[0])).size).toBe(COMMANDS.length);
  });
});
