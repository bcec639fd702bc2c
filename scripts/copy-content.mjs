// Copies the YAML content files next to the compiled modules so `dist/` is self-contained,
// snapshots the validated Snap Ships content, and marks the CLI entry executable.
import { chmodSync, cpSync, existsSync, readdirSync, statSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

// Validate the Snap Ships content once, here, and snapshot it: the CLI and every worker load
// the snapshot instead of parsing and validating the YAML (content-snapshot.ts).
const contentDir = join(root, 'dist', 'games', 'snap-ships', 'content');
if (existsSync(join(contentDir, 'validate-content.js'))) {
  const { loadContentFrom } = await import(
    pathToFileURL(join(contentDir, 'validate-content.js')).href
  );
  const { writeContentSnapshot } = await import(
    pathToFileURL(join(contentDir, 'content-snapshot.js')).href
  );
  try {
    writeContentSnapshot(contentDir, loadContentFrom(contentDir));
  } catch (e) {
    console.error(e.message);
    process.exitCode = 1;
  }
}

// The CLI entry is the package bin: make it executable (tsc writes 0644).
const bin = join(root, 'dist', 'cli', 'main.js');
if (existsSync(bin)) chmodSync(bin, 0o755);
