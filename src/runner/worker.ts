/**
 * The piscina worker: plays one batch per task. Compiled to dist/runner/worker.js,
 * which the pool loads (workers always run compiled JS).
 */
import { playBatch, type BatchResult, type BatchTask } from './play-batch.js';

/** Piscina entry point. */
export default function runBatch(task: BatchTask): Promise<BatchResult> {
  return playBatch(task);
}
