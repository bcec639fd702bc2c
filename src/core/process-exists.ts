/** Whether a process runs on this host, for files that name the process that wrote them. */

/** True when a process with this pid exists on this host (EPERM: it exists but belongs to someone else). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
