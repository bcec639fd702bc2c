/**
 * Where Sortie's own files are: the package root (found from this module, so it
 * works from src/ under vitest and from dist/ when installed), its version, the
 * built-in default config and the git commit of the checkout.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The directory holding Sortie's package.json. */
export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'sortie'
    )
      return (root = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the sortie package root');
    dir = up;
  }
}

/**
 * A compiled module of the package by its path under dist/ ('runner/worker.js'): what worker
 * threads and spawned processes load. The same file whether Sortie runs from dist/ or from
 * its TypeScript sources (the tests), which have no JS beside them.
 */
export function builtFile(rel: string): string {
  return join(packageRoot(), 'dist', rel);
}

/** The package version from package.json. */
export function packageVersion(): string {
  return (
    JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** configs/default.yaml: the built-in default matchup (`sortie run --default`). */
export function defaultConfigPath(): string {
  return join(packageRoot(), 'configs', 'default.yaml');
}

/**
 * The commit checked out in the package's git repository, read from .git without
 * spawning git; null when there is no repository or no commit yet.
 */
export function gitCommit(dir = packageRoot()): string | null {
  try {
    const git = join(dir, '.git');
    const head = readFileSync(join(git, 'HEAD'), 'utf8').trim();
    if (/^[0-9a-f]{40}$/.test(head)) return head;
    const ref = /^ref: (.+)$/.exec(head)?.[1];
    if (!ref) return null;
    const loose = join(git, ref);
    if (existsSync(loose)) return readFileSync(loose, 'utf8').trim() || null;
    const packed = join(git, 'packed-refs');
    if (!existsSync(packed)) return null;
    for (const line of readFileSync(packed, 'utf8').split('\n')) {
      const [sha, name] = line.split(' ');
      if (name === ref && sha && /^[0-9a-f]{40}$/.test(sha)) return sha;
    }
    return null;
  } catch {
    return null;
  }
}
