/**
 * Who is connected to the queue: each `sortie worker` names its BullMQ connections
 * `<host>-<pid>-t<threads>`, and Redis lists them (BullMQ's getWorkers, from CLIENT
 * LIST), so a worker that dies drops out of the list as its connection closes.
 */

/** A connected worker. */
export interface WorkerInfo {
  host: string;
  pid: number;
  threads: number;
}

/** The BullMQ worker name of a worker process. */
export function workerName(host: string, pid: number, threads: number): string {
  return `${host.replace(/\s/g, '_')}-${pid}-t${threads}`;
}

/** The workers of BullMQ's client list (each worker has several connections: counted once). */
export function workersOf(clients: Array<{ rawname?: string }>): WorkerInfo[] {
  const seen = new Map<string, WorkerInfo>();
  for (const c of clients) {
    const m = /:w:(.*)-(\d+)-t(\d+)$/.exec(c.rawname ?? '');
    if (m) seen.set(`${m[1]}-${m[2]}`, { host: m[1]!, pid: Number(m[2]), threads: Number(m[3]) });
  }
  return [...seen.values()];
}

/** "2 workers (5 threads)". */
export function workerLabel(workers: WorkerInfo[]): string {
  const threads = workers.reduce((a, w) => a + w.threads, 0);
  return `${workers.length} worker${workers.length === 1 ? '' : 's'} (${threads} thread${threads === 1 ? '' : 's'})`;
}
