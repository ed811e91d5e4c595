/** The chart thread (chart-thread.ts): draws each spec it is sent with the local renderer. */
import { parentPort } from 'node:worker_threads';
import { createLocalChartRenderer } from './chart-local.js';
import type { ChartThreadMessage } from './chart-thread.js';
import type { ChartSpec } from './chart-types.js';

const port = parentPort!;
const send = (m: ChartThreadMessage) => port.postMessage(m);
const toMain = (fields: object, message: string) => send({ log: { fields: { ...fields }, message } });
const renderer = createLocalChartRenderer({ logger: { warn: toMain, info: toMain } });

async function draw({ id, spec }: { id: number; spec: ChartSpec }): Promise<void> {
  try {
    const image = await renderer.render(spec);
    if (image.kind !== 'png') throw new Error('the local renderer made no PNG');
    send({ id, png: image.png, width: image.width, height: image.height });
  } catch (err) {
    send({ id, error: err instanceof Error ? err.message : String(err) });
  }
}

// draw answers every failure itself, so nothing is left to reject.
port.on('message', (message: { id: number; spec: ChartSpec }) => void draw(message));
