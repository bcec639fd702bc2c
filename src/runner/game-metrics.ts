/**
 * The metric declarations of some games, by game id (a results folder is data: nothing
 * named in it is imported, games are looked up in the registry only).
 */
import type { MetricDeclaration } from '../core/metrics.js';
import { getGame } from '../games/registry.js';

/**
 * The declarations of every game among `games` (first declaration of an id wins, in
 * the order the games appear). A game that cannot be loaded is reported and
 * contributes no metrics.
 */
export async function metricsOfGames(
  games: ReadonlyArray<string | undefined>,
  onWarning?: (message: string) => void,
): Promise<MetricDeclaration<any, any>[]> {
  const out: MetricDeclaration<any, any>[] = [];
  const seen = new Set<string>();
  const loaded = new Set<string>();
  for (const game of games) {
    if (!game || loaded.has(game)) continue;
    loaded.add(game);
    try {
      const plugin = await getGame(game);
      for (const decl of plugin.metrics) {
        if (seen.has(decl.id)) continue;
        seen.add(decl.id);
        out.push(decl);
      }
    } catch (err) {
      onWarning?.(`metrics of game "${game}" unavailable: ${(err as Error).message}`);
    }
  }
  return out;
}
