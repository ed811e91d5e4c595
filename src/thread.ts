/**
 * Starting a worker thread from a module of ours. Under tsx (development, tests) the entry is
 * TypeScript, and Node 20 does not apply `--import tsx` from a Worker's `execArgv` to the
 * worker's entry module (nodejs/node#47747: "Unknown file extension .ts"), so such a thread
 * registers tsx itself, then imports the entry. The build's `.js` entry starts as it is, with no
 * TypeScript loader (tsx is a dev dependency).
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The module `name` (no extension) beside `callerUrl` (the caller's `import.meta.url`), in the caller's own language. */
export function entryBeside(callerUrl: string, name: string): URL {
  return new URL(`./${name}.${callerUrl.endsWith('.ts') ? 'ts' : 'js'}`, callerUrl);
}

export function startThread(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`, { ...options, eval: true });
}
