// Copies the YAML content files next to the compiled modules so `dist/` is self-contained,
// and marks the CLI entry executable.
import { chmodSync, cpSync, existsSync, readdirSync, statSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ya?ml|json|ttf)$/.test(name)) {
      const out = join(root, 'dist', p.slice(join(root, 'src').length + 1));
      mkdirSync(dirname(out), { recursive: true });
      cpSync(p, out);
    }
  }
}
walk(join(root, 'src'));

// The CLI entry is the package bin: make it executable (tsc writes 0644).
const bin = join(root, 'dist', 'cli', 'main.js');
if (existsSync(bin)) chmodSync(bin, 0o755);
