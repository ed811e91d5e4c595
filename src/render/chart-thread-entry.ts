/** The chart thread (chart-thread.ts): draws each spec it is sent (chart-thread-serve.ts). */
import { parentPort } from 'node:worker_threads';
import { serveCharts } from './chart-thread-serve.js';

serveCharts(parentPort!);
