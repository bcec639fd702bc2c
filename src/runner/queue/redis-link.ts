/**
 * The link to Redis of a coordinator or a worker: the `--queue` URL read, a first
 * connection that fails fast with a message saying what is wrong (nothing listens, an
 * unknown host, no answer, a password), and a watch that pings Redis every second so a
 * Redis that goes away is noticed and, past a time limit, reported instead of waited
 * for in silence.
 */
import { redactPasswords } from '../redact.js';
import { Redis, type RedisOptions } from 'ioredis';
import { ExecutorLostError } from '../executor.js';

/** A queue problem the user can fix (told in one line, no stack). */
export class QueueError extends Error {
  override name = 'QueueError';
}

/** Redis unreachable past the time limit during a run: the run stops, keeping what it wrote. */
export class QueueLostError extends ExecutorLostError {
  override name = 'QueueLostError';
}

/** Where Redis is. */
export interface RedisTarget {
  /** `host:port` (for messages; never the password). */
  label: string;
  options: RedisOptions;
}

/** How long the first connection may take (ms). */
const CONNECT_TIMEOUT_MS = 5_000;

/** Reads a `--queue` URL: `redis://[user:password@]host[:port][/db]`, or `rediss://` for TLS. */
export function parseQueueUrl(text: string): RedisTarget {
  const shape = `--queue must be a Redis URL like redis://host:6379 (or rediss:// for TLS), got "${redactPasswords(text)}"`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new QueueError(shape);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new QueueError(shape);
  if (!url.hostname) throw new QueueError(`${shape}: no host`);
  const port = url.port ? Number(url.port) : 6379;
  const dbText = url.pathname.replace(/^\//, '');
  if (dbText && !/^\d+$/.test(dbText))
    throw new QueueError(`${shape}: the path must be a database number (e.g. /0)`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const options: RedisOptions = {
    host,
    port,
    connectTimeout: CONNECT_TIMEOUT_MS,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    // SORTIE_REDIS_PASSWORD keeps the password out of the command line (and of `ps`).
    ...(url.password
      ? { password: decodeURIComponent(url.password) }
      : process.env.SORTIE_REDIS_PASSWORD
        ? { password: process.env.SORTIE_REDIS_PASSWORD }
        : {}),
    ...(dbText ? { db: Number(dbText) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  return { label: `${url.hostname}:${port}`, options };
}

function notRedis(target: RedisTarget): string {
  return `what answers at ${target.label} is not Redis (another service on that port?): check the host and port`;
}

/** An error of the Redis client in words. */
export function redisProblem(target: RedisTarget, e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  const msg = err?.message ?? String(e);
  if (err?.code === 'ECONNREFUSED')
    return `nothing listens on ${target.label} (connection refused): is redis-server running there?`;
  if (err?.code === 'ENOTFOUND' || err?.code === 'EAI_AGAIN')
    return `unknown host "${target.options.host}"`;
  if (err?.code === 'ETIMEDOUT' || /ETIMEDOUT/.test(msg))
    return `no answer from ${target.label} within ${CONNECT_TIMEOUT_MS / 1000} s (wrong address, or a firewall?)`;
  // ioredis's parser fails on a reply that is not Redis's protocol (and asks for a bug report).
  if (/Protocol error|Please report this/i.test(msg)) return notRedis(target);
  if (/NOAUTH|WRONGPASS|invalid password|AUTH/i.test(msg))
    return `Redis at ${target.label} refused the credentials (${msg}): give them in the URL, redis://user:password@host:port, or the password in SORTIE_REDIS_PASSWORD`;
  return `${target.label}: ${msg}`;
}

/** Connects once, without retrying, and pings; throws a {@link QueueError} saying why it cannot. */
export async function checkReachable(target: RedisTarget): Promise<void> {
  const client = new Redis({
    ...target.options,
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Its socket is closed already when the connection failed: no need to wait ioredis's 2 s for it.
    disconnectTimeout: 100,
  });
  let last: unknown = null;
  client.on('error', (e) => {
    last = e;
  });
  // Whether the TCP connection was made (before ioredis's ready check and the ping).
  let connected = false;
  client.once('connect', () => {
    connected = true;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    const err = last ?? e;
    const msg = err instanceof Error ? err.message : String(err);
    // A service that hangs up at once, or answers the first command with something else and
    // hangs up, may close the socket before ioredis reports a reply it could not parse: the
    // client then finds the stream closed. Redis itself never hangs up on a new client unasked.
    if (connected && /Stream isn't writeable|Connection is closed/i.test(msg))
      throw new QueueError(`cannot reach Redis: ${notRedis(target)}`);
    throw new QueueError(`cannot reach Redis: ${redisProblem(target, err)}`);
  } finally {
    client.disconnect();
  }
}

/** Options of {@link RedisWatch}. */
export interface WatchOptions {
  /** Redis unreachable this long (ms) is given up on. */
  timeoutMs: number;
  /** Redis stopped answering (once per outage). */
  onDown?: () => void;
  /** It answers again. */
  onUp?: () => void;
  /** It has not answered for `timeoutMs`. */
  onLost: (problem: string) => void;
  /** Every tick while Redis answers, with the watch's client (for other periodic checks). */
  onTick?: (client: Redis) => Promise<void>;
}

/** Pings Redis every second; see the module comment. */
export class RedisWatch {
  readonly client: Redis;
  private lastOk = Date.now();
  private down = false;
  private lost = false;
  private problem = 'no answer';
  private timer: NodeJS.Timeout;
  private busy = false;
  private checking = false;

  constructor(
    private readonly target: RedisTarget,
    private readonly o: WatchOptions,
  ) {
    this.client = new Redis({
      ...target.options,
      retryStrategy: () => 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: 3_000,
    });
    this.client.on('error', (e) => {
      this.problem = redisProblem(target, e);
    });
    this.timer = setInterval(() => void this.tick(), 1_000);
  }

  private async tick(): Promise<void> {
    if (this.busy || this.lost) return;
    this.busy = true;
    try {
      await this.client.ping();
      this.lastOk = Date.now();
      if (this.down) this.o.onUp?.();
      this.down = false;
    } catch (e) {
      if (this.client.status === 'ready') this.problem = redisProblem(this.target, e);
      if (!this.down) this.o.onDown?.();
      this.down = true;
      if (Date.now() - this.lastOk > this.o.timeoutMs) {
        this.lost = true;
        const s = Math.round((Date.now() - this.lastOk) / 1000);
        this.o.onLost(
          `lost the connection to Redis at ${this.target.label} for ${s} s (${this.problem})`,
        );
      }
      this.busy = false;
      return;
    }
    this.busy = false;
    // The periodic checks run beside the ping, never in its way: one that waits on a dead
    // connection (a BullMQ command queued until Redis is back) must not stop the ping from
    // noticing the outage and giving up on it. Their own failures show at the next ping.
    if (this.checking || !this.o.onTick) return;
    this.checking = true;
    void this.o
      .onTick(this.client)
      .catch(() => {})
      .finally(() => (this.checking = false));
  }

  /** Resolves once the client is connected (the first connection was checked already). */
  async ready(): Promise<void> {
    if (this.client.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new QueueError(`cannot reach Redis: ${this.problem}`)),
        this.o.timeoutMs,
      );
      this.client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Stops pinging and closes the client. */
  close(): void {
    clearInterval(this.timer);
    this.client.disconnect();
  }
}
