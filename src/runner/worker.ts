/**
 * The piscina worker: plays one batch per task. Compiled to dist/runner/worker.js,
 * which the pool loads (workers always run compiled JS).
 */
import { workerData } from 'piscina';
import { registerGameModules } from '../games/registry.js';
import type { WorkerSetup } from './executor.js';
import { playBatch, type BatchResult, type BatchTask } from './play-batch.js';

registerGameModules((workerData as WorkerSetup | undefined)?.gameModules);

/** Piscina entry point. */
export default function runBatch(task: BatchTask): Promise<BatchResult> {
  return playBatch(task);
}
