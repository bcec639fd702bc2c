/** The `file:line:col` lines of a config text's problems (none when it loads). */
import { ConfigError } from '../../src/config/issues.js';
import { loadConfigText } from '../../src/config/load-config.js';

export async function configErrors(text: string, file: string): Promise<string[]> {
  try {
    await loadConfigText(text, file);
  } catch (e) {
    if (e instanceof ConfigError) return e.lines;
    throw e;
  }
  return [];
}
