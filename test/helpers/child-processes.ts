/**
 * Child processes a test starts (the CLI, workers): each one still running when its test ends
 * is killed by the setup file (test/helpers/file-cleanup.ts), which vitest runs for every test
 * file, so no process outlives its test even when files share a fork's modules.
 */
import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();

/** Tracks `proc` until its test ends. */
export function trackProcess(proc: ChildProcess): void {
  live.add(proc);
  proc.once('exit', () => live.delete(proc));
}

/** Kills every tracked process that is still running. */
export function stopTrackedProcesses(): void {
  for (const p of live) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  live.clear();
}
