/**
 * The game registry: maps a config's `game:` id to its {@link GamePlugin}.
 *
 * Built-in games are imported lazily so a command that never plays a game never
 * loads an engine. Tests and out-of-tree games can register a JS module exporting
 * `plugin`; matchups resolved against such a game carry the module URL
 * (`ResolvedMatchup.pluginModule`) so worker threads load the same code.
 */
import type { GamePlugin, ResolvedMatchup } from '../core/game-plugin.js';

/** Loaders of the built-in games, by id. */
const BUILT_IN: Record<string, () => Promise<GamePlugin>> = {
  'snap-ships': async () => (await import('./snap-ships/plugin.js')).snapShips as GamePlugin,
};

/** Modules registered at run time (id → absolute file URL of a module exporting `plugin`). */
const registeredModules = new Map<string, string>();
/** Plugins already loaded, by id or module URL. */
const cache = new Map<string, Promise<GamePlugin>>();

/** Ids of every known game (built-in and registered), sorted. */
export function gameIds(): string[] {
  return [...new Set([...Object.keys(BUILT_IN), ...registeredModules.keys()])].sort();
}

/**
 * Registers a game implemented by a JS module exporting `plugin` (a {@link GamePlugin}).
 * Used by tests (fixture games) and by out-of-tree games; takes precedence over a
 * built-in game with the same id.
 */
export function registerGameModule(id: string, moduleUrl: string): void {
  registeredModules.set(id, moduleUrl);
}

/** The module URL registered for a game id, if any (the config loader stores it in the matchup). */
export function registeredGameModule(id: string): string | undefined {
  return registeredModules.get(id);
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
  if (!load) return Promise.reject(new Error(`unknown game "${id}" (known: ${gameIds().join(', ')})`));
  let p = cache.get(id);
  if (!p) {
    p = load();
    cache.set(id, p);
  }
  return p;
}

/** The plugin that plays a resolved matchup: its `pluginModule` if set, else the registry's game. */
export function pluginFor(matchup: Pick<ResolvedMatchup, 'game' | 'pluginModule'>): Promise<GamePlugin> {
  return matchup.pluginModule ? loadPluginModule(matchup.pluginModule) : getGame(matchup.game);
}
