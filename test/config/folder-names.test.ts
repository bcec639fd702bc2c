// The config name names results/<name>; a name that is not one plain
// folder name is refused at validation, so a run never writes outside results/.
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { configErrors } from '../helpers/config-errors.js';
import { registerGameModule } from '../../src/games/registry.js';

beforeAll(() => registerGameModule('toy-dice', pathToFileURL('test/fixtures/toy-game.mjs').href));

const BODY = `game: toy-dice
format: duel
sides:
  - name: Reds
    ships: [{parts: [blaster]}]
  - name: Blues
    ships: [{parts: [cannon]}]
`;

const errorsOf = (text: string, file = 'configs/x.yaml') => configErrors(text, file);

describe('config names are plain folder names', () => {
  it.each(['..', '.git', '.', '.hidden', '-x', 'a b'])(
    'refuses name: %s with one positioned error',
    async (name) => {
      const lines = await errorsOf(`name: ${JSON.stringify(name)}\n${BODY}`);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^configs\/x\.yaml:1:7: name: must /);
    },
  );

  it('refuses the same names at the top of a matchups list', async () => {
    const lines = await errorsOf(`name: ".git"\n${BODY}matchups:\n  - name: a\n`);
    expect(lines).toEqual([
      'configs/x.yaml:1:7: name: must be a plain folder name: letters, digits, ".", "_" or "-", starting with a letter or digit',
    ]);
  });

  it('refuses a 300,000-character name without echoing it', async () => {
    const lines = await errorsOf(`name: ${'n'.repeat(300_000)}\n${BODY}`);
    expect(lines).toEqual(['configs/x.yaml:1:7: name: must be at most 200 characters']);
  });

  it('a file whose stem is no folder name needs a name:', async () => {
    const lines = await errorsOf(BODY, 'configs/.yaml');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/the file name "\.yaml" names the results folder .*add a "name:"/);
    expect(await errorsOf(`name: ok-name\n${BODY}`, 'configs/.yaml')).toEqual([]);
  });

  it('accepts the usual names', async () => {
    for (const name of ['sabre-vs-scarab', 'run_2', 'v1.2', 'A'])
      expect(await errorsOf(`name: ${name}\n${BODY}`)).toEqual([]);
  });
});
