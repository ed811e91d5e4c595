/**
 * Local charts drawn in a worker thread. Chart.js draws synchronously, 10 to 30 ms a chart,
 * and on the thread that posts messages that time stood between a report's figures and their
 * post, and between a command and its acknowledgement. One thread, started at the first chart
 * and never keeping the process alive: charts are drawn there one at a time (the PNG encoding
 * runs on libuv's pool), which two cores cannot beat, and what the thread is asked to draw is
 * plain JSON (`ChartSpec`). If the thread dies, the charts it was drawing fail (the report says
 * so) and the next chart starts a new one.
 */
import type { Worker } from 'node:worker_threads';
import { entryBeside, startThread } from '../thread.js';
import type { ChartLogger, ChartRenderer, ChartSpec, DrawnImage } from './chart-types.js';

/** What the thread is asked: one chart, answered under its id. */
export interface ChartThreadRequest {
  id: number;
  spec: ChartSpec;
}

/** What the thread answers: a PNG, a failure, or a line for the log. */
export type ChartThreadMessage =
  | { id: number; png: Uint8Array; width: number; height: number }
  | { id: number; error: string }
  | { log: { fields: Record<string, unknown>; message: string } };

export function createThreadChartRenderer(opts: { logger?: ChartLogger } = {}): ChartRenderer {
  /** The thread in use and the charts it was asked to draw; each thread's own, so a dead thread fails only its charts. */
  let current: { worker: Worker; pending: Map<number, Waiting> } | null = null;
  let seq = 0;
  const start = () => {
    const worker = startThread(entryBeside(import.meta.url, 'chart-thread-entry'));
    const pending = new Map<number, Waiting>();
    const thread = { worker, pending };
    worker.unref();
    worker.on('message', (m: ChartThreadMessage) => {
      if ('log' in m) return opts.logger?.warn(m.log.fields, m.log.message);
      const waiting = pending.get(m.id);
      pending.delete(m.id);
      if (!waiting) return;
      if ('error' in m) waiting.reject(new Error(m.error));
      else waiting.resolve({ kind: 'png', png: Buffer.from(m.png.buffer, m.png.byteOffset, m.png.byteLength), width: m.width, height: m.height });
    });
    // A crash reports its error and exits a moment later; a chart asked for in between goes to
    // the next thread, and that thread's charts are not this one's to fail.
    const gone = (err: Error) => {
      if (current === thread) current = null;
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    worker.on('error', (err) => gone(err));
    worker.on('exit', (code) => gone(new Error(`the chart thread exited (${code})`)));
    return thread;
  };
  return {
    output: 'png',
    render(spec: ChartSpec): Promise<DrawnImage> {
      const thread = (current ??= start());
      const id = ++seq;
      return new Promise<DrawnImage>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ id, spec } satisfies ChartThreadRequest);
      });
    },
  };
}

interface Waiting {
  resolve: (image: DrawnImage) => void;
  reject: (err: Error) => void;
}
