/**
 * The game registry: maps a config's `game:` id to its {@link GamePlugin}.
 *
 * Built-in games are imported lazily so a command that never plays a game never
 * loads an engine. Out-of-tree games (and test fixtures) are registered by the
 * user's own process — `sortie --plugin file.mjs`, or {@link registerGameModule} —
 * and handed to worker threads by the pool ({@link registeredGameModules}). A game is
 * always looked up by its id: nothing read from a config's results folder (a
 * manifest) is ever imported, because results folders are data shared between people.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GamePlugin, ResolvedMatchup } from '../core/game-plugin.js';
import type { CommandModule } from 'yargs';
import type { GameTools } from '../core/game-tools.js';

/** Loaders of the built-in games, by id. */
const BUILT_IN: Record<string, () => Promise<GamePlugin>> = {
  'snap-ships': async () => (await import('./snap-ships/plugin.js')).snapShips as GamePlugin,
  armada: async () => (await import('./armada/plugin.js')).armada as GamePlugin,
};

/** Loaders of the built-in games' tools (content commands, calculators), without their engines. */
const BUILT_IN_TOOLS: Record<string, () => Promise<GameTools>> = {
  'snap-ships': async () => (await import('./snap-ships/tools.js')).snapTools,
  armada: async () => (await import('./armada/tools.js')).armadaTools,
};

/**
 * Loaders of the built-in games' `sortie calc` subcommands alone: a calculation loads its
 * calculator and the content, not the rest of the tools (listings, build knowledge, pilots).
 */
const BUILT_IN_CALC: Record<string, () => Promise<CommandModule<any, any>[]>> = {
  'snap-ships': async () => (await import('./snap-ships/calc/calc-commands.js')).snapCalcCommands,
  armada: async () => [(await import('./armada/calc/calc-command.js')).armadaCalcCommand],
};

/** The game `sortie list`, `show`, `content` and `show-deck` use when none is named. */
export const DEFAULT_GAME = 'snap-ships';

/** Modules registered at run time (id → absolute file URL of a module exporting `plugin`). */
const registeredModules = new Map<string, string>();
/** Plugins already loaded, by id or module URL. */
const cache = new Map<string, Promise<GamePlugin>>();

/** Ids of every known game (built-in and registered), sorted. */
export function gameIds(): string[] {
  return [
    ...new Set([
      ...Object.keys(BUILT_IN),
      ...Object.keys(BUILT_IN_TOOLS),
      ...registeredModules.keys(),
    ]),
  ].sort();
}

/**
 * Registers a game implemented by a JS module exporting `plugin` (a {@link GamePlugin}).
 * Used by tests (fixture games) and by out-of-tree games; takes precedence over a
 * built-in game with the same id.
 */
export function registerGameModule(id: string, moduleUrl: string): void {
  registeredModules.set(id, moduleUrl);
}

/** Every registered module (id → file URL), to hand to worker threads. */
export function registeredGameModules(): Record<string, string> {
  return Object.fromEntries(registeredModules);
}

/** Registers the modules of {@link registeredGameModules} (in a worker thread). */
export function registerGameModules(modules: Record<string, string> | undefined): void {
  for (const [id, url] of Object.entries(modules ?? {})) registerGameModule(id, url);
}

/**
 * Imports a plugin file named on the command line (`--plugin`) and registers it under
 * the `id` its `plugin` declares. Resolves to that id.
 */
export async function registerPluginFile(path: string): Promise<string> {
  const url = pathToFileURL(resolve(path)).href;
  const plugin = await loadPluginModule(url);
  if (typeof plugin.id !== 'string' || !plugin.id)
    throw new Error(`${path}: its "plugin" has no id`);
  registerGameModule(plugin.id, url);
  return plugin.id;
}

/** Loads the plugin exported as `plugin` by a module (file URL). Cached per URL. */
export function loadPluginModule(moduleUrl: string): Promise<GamePlugin> {
  let p = cache.get(moduleUrl);
  if (!p) {
    p = import(moduleUrl).then((mod: { plugin?: GamePlugin }) => {
      if (!mod.plugin) throw new Error(`${moduleUrl} does not export "plugin"`);
      return mod.plugin;
    });
    cache.set(moduleUrl, p);
  }
  return p;
}

/** The plugin for a game id. Rejects with the known ids when the id is unknown. */
export function getGame(id: string): Promise<GamePlugin> {
  const url = registeredModules.get(id);
  if (url) return loadPluginModule(url);
  const load = BUILT_IN[id];
  if (!load)
    return Promise.reject(new Error(`unknown game "${id}" (known: ${gameIds().join(', ')})`));
  let p = cache.get(id);
  if (!p) {
    p = load();
    cache.set(id, p);
  }
  return p;
}

/**
 * The tools of a game id (an empty set when it has none). Rejects with the known ids
 * when the id is unknown.
 */
export async function getGameTools(id: string): Promise<GameTools> {
  const load = registeredModules.has(id) ? undefined : BUILT_IN_TOOLS[id];
  if (load) return load();
  const plugin = await getGame(id);
  return (await plugin.tools?.()) ?? {};
}

/** The `sortie calc` subcommands of a game id (the same as its tools' `calcCommands`). */
export async function getGameCalcCommands(id: string): Promise<CommandModule<any, any>[]> {
  const load = registeredModules.has(id) ? undefined : BUILT_IN_CALC[id];
  if (load) return load();
  return (await getGameTools(id)).calcCommands ?? [];
}

/** The plugin that plays a resolved matchup, by its game id. */
export function pluginFor(matchup: Pick<ResolvedMatchup, 'game'>): Promise<GamePlugin> {
  return getGame(matchup.game);
}
