/**
 * Setup file of both vitest configs: vitest runs it before every test file, even when files
 * share a fork's modules, so what a file started is stopped when that file ends.
 */
import { afterAll } from 'vitest';
import { stopTestServers } from './redis-server.js';

afterAll(stopTestServers);
