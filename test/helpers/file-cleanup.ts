/**
 * Setup file of both vitest configs: vitest runs it before every test file, even when files
 * share a fork's modules, so the hooks below are registered in every file. A hook registered
 * by a shared helper module would only run in the first file of a fork that imported it.
 */
import { afterAll, afterEach } from 'vitest';
import { stopTrackedProcesses } from './child-processes.js';
import { stopTestServers } from './redis-server.js';

afterEach(stopTrackedProcesses);
afterAll(stopTestServers);
