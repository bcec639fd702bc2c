/**
 * The piscina worker: plays one batch per task. Compiled to dist/runner/worker.js,
 * which the pool loads (workers always run compiled JS).
 */
import { workerData } from 'piscina';
import { getGame, registerGameModules } from '../games/registry.js';
import type { WorkerSetup } from './executor.js';
import { playBatch, type BatchResult, type BatchTask } from './play-batch.js';

const setup = workerData as WorkerSetup | undefined;
registerGameModules(setup?.gameModules);
// Load the games the run will play before its first batch arrives (a failure shows then).
for (const id of setup?.preload ?? []) getGame(id).catch(() => {});

/** Piscina entry point. */
export default function runBatch(task: BatchTask): Promise<BatchResult> {
  return playBatch(task);
}
