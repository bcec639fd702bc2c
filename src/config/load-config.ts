/**
 * Loads a matchup config file: YAML → generic keys (zod) → game-specific setup
 * (the game plugin) → {@link ResolvedMatchup}s, or a {@link ConfigError} listing
 * every problem as `file:line:col: path: message (did you mean ...?)`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { totalmem } from 'node:os';
import type { ConfigIssue, GamePlugin, ResolvedMatchup } from '../core/game-plugin.js';
import { gameIds, getGame } from '../games/registry.js';
import { hashMatchups } from './hash.js';
import { ConfigError, suggest, type PositionedIssue } from './issues.js';
import { MATCHUP_BYTES, maxMatchups } from './limits.js';
import { deepMerge, isPlainObject, locate, type Layer } from './layers.js';
import { FILE_ONLY_KEYS, folderName, MATCHUP_KEYS, matchupSchema, REQUIRED } from './schema.js';
import { formatPath, YamlSource, type DataPath } from './yaml-source.js';
import { diskReader, sentReader } from './named-files.js';
import { controlCharIssues, controlCharMessage } from './printable.js';
import { hasControlChars } from '../core/safe-names.js';

/** Defaults used when neither the config nor the command line sets them. */
export const DEFAULT_GAMES = 1000;
/** Default master seed. */
export const DEFAULT_SEED = '1';

/** Command-line overrides applied to every matchup. */
export interface ConfigOverrides {
  /** `--games`: games per matchup. */
  games?: number;
  /** `--seed`: master seed. */
  seed?: string | number;
}

/** A loaded config. */
export interface LoadedConfig {
  /** The matchups in file order. */
  matchups: ResolvedMatchup[];
  /** The file as named by the caller. */
  file: string;
  /** SHA-256 of the resolved matchups (see config/hash). */
  hash: string;
  /** Config name: the top-level `name:` or the file stem; names the results folder. */
  name: string;
  /** The file's text as given. */
  text: string;
  /** The files the config named (fleet lists), by path as written: sent with a queue run. */
  files: Record<string, string>;
}

/** Where the files a config names are read from (default: the disk, relative to the config). */
export interface LoadOptions {
  /** Only these texts, by path as written (a queue worker: the coordinator's). */
  sentFiles?: Record<string, string>;
}

/** Largest config file read (a matchup file is a few kilobytes; this leaves room for big sweeps). */
export const MAX_CONFIG_BYTES = 2 * 1024 * 1024;

/** Reads and resolves a config file. Throws {@link ConfigError} on any problem. */
export async function loadConfig(
  file: string,
  overrides: ConfigOverrides = {},
): Promise<LoadedConfig> {
  return loadConfigText(readConfigText(file), file, overrides);
}

/**
 * A config file's text: refused with a positioned {@link ConfigError} when it cannot be
 * read, is larger than {@link MAX_CONFIG_BYTES} or is not UTF-8.
 */
export function readConfigText(file: string): string {
  const fail = (message: string, at = { line: 1, col: 1 }) =>
    new ConfigError([{ file, ...at, path: '', message }]);
  let bytes: Buffer;
  try {
    const size = statSync(file).size;
    if (size > MAX_CONFIG_BYTES)
      throw fail(
        `the file is ${(size / 1024 / 1024).toFixed(1)} MB: a config may be at most ${MAX_CONFIG_BYTES / 1024 / 1024} MB`,
      );
    bytes = readFileSync(file);
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw fail(readProblem(file, e as NodeJS.ErrnoException));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fail('the file is not valid UTF-8 text', firstBadUtf8(bytes));
  }
}

/** Why a config file cannot be read, in words (with a near name for a missing file). */
function readProblem(file: string, e: NodeJS.ErrnoException): string {
  if (e.code === 'ENOENT') {
    const dir = dirname(file);
    const near = existsSync(dir)
      ? suggest(
          basename(file),
          readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)),
        )
      : [];
    return `no such file${near.length ? ` (did you mean "${join(dir, near[0]!)}"?)` : ''}`;
  }
  if (e.code === 'EISDIR') return 'is a folder, not a config file';
  if (e.code === 'EACCES') return 'permission denied';
  return `cannot read the file (${e.code ?? e.message})`;
}

/** Line and column of the first byte sequence that is not UTF-8. */
function firstBadUtf8(bytes: Buffer): { line: number; col: number } {
  const lenient = bytes.toString('utf8');
  const at = Math.max(0, lenient.indexOf('\uFFFD'));
  const lines = lenient.slice(0, at).split('\n');
  return { line: lines.length, col: lines[lines.length - 1]!.length + 1 };
}

/** Resolves config text; `file` is used for messages and the default name. */
export async function loadConfigText(
  text: string,
  file: string,
  overrides: ConfigOverrides = {},
  options: LoadOptions = {},
): Promise<LoadedConfig> {
  const reader = options.sentFiles ? sentReader(options.sentFiles) : diskReader(file);
  const src = new YamlSource(text);
  const issues: PositionedIssue[] = [];
  const at = (
    node: Parameters<YamlSource['nodePosition']>[0],
    path: DataPath,
    message: string,
    suggestions?: string[],
  ) =>
    issues.push({
      file,
      ...src.nodePosition(node),
      path: formatPath(path),
      message,
      ...(suggestions?.length ? { suggestions } : {}),
    });

  if (src.syntaxIssues.length) {
    throw new ConfigError(
      src.syntaxIssues.map((s) => ({
        file,
        line: s.line,
        col: s.col,
        path: '',
        message: s.message,
      })),
    );
  }
  const root = src.data;
  const unprintable = controlCharIssues(src, file);
  issues.push(...unprintable);
  if (!isPlainObject(root)) {
    at(
      src.root,
      [],
      root == null
        ? 'the file is empty: expected a matchup (game, format, sides, ...)'
        : 'expected a map of keys (game, format, sides, ...)',
    );
    throw new ConfigError(issues);
  }
  const stem = basename(file, extname(file));
  // `name:` names the results folder: a list, a number or an empty value is a mistake, not the file's stem.
  if (
    'name' in root &&
    !('matchups' in root) &&
    (typeof root.name !== 'string' || root.name === '')
  ) {
    at(
      src.nodeAt(['name']),
      ['name'],
      `must be a text (it names the results folder), not ${valueKind(root.name)}`,
    );
  }
  const configName = typeof root.name === 'string' && root.name ? root.name : stem;
  // The name becomes results/<name>: never a path out of the results folder.
  // (A name the matchup schema already refuses is reported once, by that check.)
  const folder = folderName.safeParse(configName);
  if (!folder.success && matchupSchema.shape.name.safeParse(configName).success) {
    const why = folder.error.issues[0]!.message;
    if (typeof root.name === 'string' && root.name) at(src.nodeAt(['name']), ['name'], why);
    else
      at(
        src.root,
        [],
        `the file name "${stem}" names the results folder and ${why}: add a "name:"`,
      );
  }

  // Build the layered raw matchups. Unknown keys are checked once the game is known
  // (a game may read extra top-level keys, GamePlugin.configKeys).
  const entries: Array<{
    raw: Record<string, unknown>;
    layers: Layer[];
    own: Record<string, unknown>;
    prefix: DataPath;
  }> = [];
  const checkKeys = (
    obj: Record<string, unknown>,
    prefix: DataPath,
    allowed: readonly string[],
  ) => {
    for (const k of Object.keys(obj)) {
      if (!allowed.includes(k))
        at(
          src.nodeAt([...prefix, k], { key: true }),
          [...prefix, k],
          `unknown key "${k}"`,
          suggest(k, allowed),
        );
    }
  };
  let defaults: Record<string, unknown> | null = null;
  if ('matchups' in root) {
    const list = root.matchups;
    if (!Array.isArray(list) || list.length === 0) {
      at(src.nodeAt(['matchups']), ['matchups'], 'must be a non-empty list of matchups');
      throw new ConfigError(issues);
    }
    // Refused before any is resolved: each holds about MATCHUP_BYTES while the run lasts.
    if (list.length > maxMatchups()) {
      const gb = (n: number) => `${(n / 1024 ** 3).toFixed(1)} GB`;
      at(
        src.nodeAt(['matchups']),
        ['matchups'],
        `${list.length.toLocaleString('en')} matchups need about ${gb(list.length * MATCHUP_BYTES)} of memory, more than half of this machine's ${gb(totalmem())}: split them into configs of at most ${maxMatchups().toLocaleString('en')}`,
      );
      throw new ConfigError(issues);
    }
    const { matchups: _list, name: fileName, ...shared } = root;
    // In a list file the top-level name names the results folder; it is not inherited.
    const nameCheck = matchupSchema.shape.name.safeParse(fileName);
    if (!nameCheck.success) at(src.nodeAt(['name']), ['name'], nameCheck.error.issues[0]!.message);
    defaults = shared;
    const defaultsLayer: Layer = { node: src.root, prefix: [], defaults: true };
    list.forEach((item, i) => {
      if (!isPlainObject(item)) {
        at(src.nodeAt(['matchups', i]), ['matchups', i], 'must be a map (a matchup)');
        return;
      }
      if (typeof item.name !== 'string' || !item.name)
        at(
          src.nodeAt(['matchups', i]),
          ['matchups', i],
          'every matchup in a list needs a unique "name"',
        );
      const layers = [
        { node: src.nodeAt(['matchups', i]), prefix: ['matchups', i], defaults: false },
        defaultsLayer,
      ];
      entries.push({ raw: deepMerge(shared, item), layers, own: item, prefix: ['matchups', i] });
    });
  } else {
    entries.push({
      raw: { ...root, name: configName },
      layers: [{ node: src.root, prefix: [], defaults: false }],
      own: root,
      prefix: [],
    });
  }

  // Issues relative to a matchup are mapped into the file through its layers.
  const atMatchup = (entry: (typeof entries)[number], issue: ConfigIssue) => {
    if (issue.at) {
      // A problem inside another file the config names (a fleet list) is positioned in that file.
      issues.push({
        ...issue.at,
        path: formatPath([...entry.prefix, ...issue.path]),
        message: issue.message,
        ...(issue.suggestions?.length ? { suggestions: issue.suggestions } : {}),
      });
      return;
    }
    let path = issue.path;
    let message = issue.message;
    // A problem about a key itself ("unknown table constant "wrok"") points at the key.
    const last = path[path.length - 1];
    const keyNode = typeof last === 'string' && message.includes(`"${last}"`);
    if (message === REQUIRED && path.length > 0) {
      message = `missing required key "${path[path.length - 1]}"`;
      path = path.slice(0, -1);
    }
    const loc = locate(src, entry.layers, path, keyNode);
    const name = typeof entry.raw.name === 'string' ? entry.raw.name : undefined;
    issues.push({
      file,
      ...src.nodePosition(loc.node),
      path: formatPath([...loc.prefix, ...path]),
      message,
      ...(issue.suggestions?.length ? { suggestions: issue.suggestions } : {}),
      ...(loc.inherited && entries.length > 1 && name ? { matchups: [name] } : {}),
    });
  };

  const matchups: ResolvedMatchup[] = [];
  const seen = new Map<string, string>();
  const gameKeys = new Set<string>();
  let gamesLoaded = false;
  for (const entry of entries) {
    const parsed = matchupSchema.safeParse(entry.raw);
    if (!parsed.success)
      for (const iss of parsed.error.issues)
        atMatchup(entry, { path: iss.path as Array<string | number>, message: iss.message });
    const name = entry.raw.name;
    if (typeof name === 'string' && name) {
      if (seen.has(name))
        atMatchup(entry, {
          path: ['name'],
          message: `duplicate matchup name "${name}" (also ${seen.get(name)})`,
        });
      else seen.set(name, formatPath(entry.prefix));
    }

    // The game: needed to know its extra keys, then to resolve the setup.
    const game = entry.raw.game;
    let plugin: GamePlugin | null = null;
    if (typeof game === 'string' && game) {
      try {
        plugin = await getGame(game);
      } catch (e) {
        const known = gameIds();
        if (known.includes(game))
          atMatchup(entry, {
            path: ['game'],
            message: `cannot load game "${game}": ${(e as Error).message}`,
          });
        else
          atMatchup(entry, {
            path: ['game'],
            message: `unknown game "${game}"`,
            suggestions: suggest(game, known),
          });
      }
    }
    for (const k of plugin?.configKeys ?? []) gameKeys.add(k);
    if (plugin) gamesLoaded = true;
    // Without its game the game's own keys are unknown: the game's problem is the real one.
    if (plugin)
      checkKeys(entry.own, entry.prefix, [
        ...MATCHUP_KEYS,
        ...(plugin.configKeys ?? []),
        ...(defaults ? [] : FILE_ONLY_KEYS),
      ]);
    if (!parsed.success || !plugin) continue;

    const keys = parsed.data;
    const format = keys.format ?? plugin.formats[0]!;
    const raw = { ...entry.raw, format };
    let setup: unknown;
    try {
      setup = plugin.resolveSetup(raw, { file, readFile: (path) => reader.read(path) });
    } catch (e) {
      const pluginIssues = configIssuesOf(e);
      if (!pluginIssues) throw e;
      for (const iss of pluginIssues) atMatchup(entry, iss);
      if (
        keys.format &&
        !plugin.formats.includes(format) &&
        !pluginIssues.some((p) => p.path.length === 1 && p.path[0] === 'format')
      ) {
        atMatchup(entry, {
          path: ['format'],
          message: `unknown format "${format}"`,
          suggestions: suggest(format, plugin.formats),
        });
      }
      continue;
    }
    if (!plugin.formats.includes(format)) {
      atMatchup(entry, {
        path: ['format'],
        message: `unknown format "${format}"`,
        suggestions: suggest(format, plugin.formats),
      });
      continue;
    }
    // A side named by a file the config names (a fleet list's Name:) is printable too.
    const sides = plugin.sideNames(setup);
    sides.forEach((side, i) => {
      if (unprintable.length === 0 && hasControlChars(side))
        atMatchup(entry, {
          path: ['sides', i],
          message: `the side's name ${controlCharMessage(side)}`,
        });
    });
    matchups.push({
      name: keys.name!,
      game: keys.game,
      format,
      sides,
      games: overrides.games ?? keys.games ?? DEFAULT_GAMES,
      seed: String(overrides.seed ?? keys.seed ?? DEFAULT_SEED),
      roundCap: keys.roundCap ?? plugin.defaultRoundCap,
      seatSwap: (keys.seatSwap ?? true) && plugin.twoSided(setup),
      setup,
    });
  }
  // Shared defaults may hold any key one of the file's games reads.
  if (defaults && gamesLoaded)
    checkKeys(defaults, [], [...MATCHUP_KEYS, ...gameKeys, ...FILE_ONLY_KEYS]);
  if (issues.length) throw new ConfigError(mergeInherited(issues));
  return {
    matchups,
    file,
    hash: hashMatchups(matchups),
    name: configName,
    text,
    files: reader.files,
  };
}

/**
 * The issues of a `ConfigIssuesError`, recognised by shape so that errors thrown by
 * a plugin compiled separately (another copy of the class) are understood too.
 */
function configIssuesOf(e: unknown): ConfigIssue[] | null {
  const issues = (e as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) &&
    issues.every((i) => i && Array.isArray(i.path) && typeof i.message === 'string')
    ? (issues as ConfigIssue[])
    : null;
}

/** Joins identical problems found in shared defaults for several matchups into one line. */
function mergeInherited(issues: PositionedIssue[]): PositionedIssue[] {
  const byKey = new Map<string, PositionedIssue>();
  for (const iss of issues) {
    const key = `${iss.line}:${iss.col}:${iss.path}:${iss.message}:${iss.suggestions?.join(',')}`;
    const prev = byKey.get(key);
    if (prev && iss.matchups && prev.matchups)
      prev.matchups = [...new Set([...prev.matchups, ...iss.matchups])];
    else if (!prev)
      byKey.set(key, { ...iss, ...(iss.matchups ? { matchups: [...iss.matchups] } : {}) });
  }
  return [...byKey.values()];
}

/** A YAML value's kind in words, for "must be ..., not <kind>". */
function valueKind(v: unknown): string {
  if (v === null || v === undefined) return 'empty';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return 'an empty text';
  if (typeof v === 'object') return 'a map';
  return `a ${typeof v} (quote it: "${String(v)}")`;
}
