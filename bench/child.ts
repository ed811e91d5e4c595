/**
 * What the process-per-measurement benchmarks share: the compiled build they run (as
 * `npm start` runs compiled JavaScript, and no TypeScript loader adds to a measured peak RSS),
 * a free loopback port, and a child that prints its result as the last line of JSON.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where tsconfig.bench.json compiles `src/`, `jobs/` and `bench/` to. */
export const BUILD = `${ROOT}bench/out/build/`;

let built = false;
/** Compiles the benchmark build once per `npm run bench`, however many benchmarks need it. */
export function buildOnce(): void {
  if (built) return;
  execFileSync(`${ROOT}node_modules/.bin/tsc`, ['-p', 'tsconfig.bench.json'], { cwd: ROOT, stdio: 'inherit' });
  built = true;
}

export async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  return port;
}

/** Runs `BUILD/<script>` with `args` and parses the last line it prints as JSON. */
export async function runJsonChild<T>(script: string, args: string[]): Promise<T> {
  const child = spawn(process.execPath, [`${BUILD}${script}`, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += String(d)));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} failed with exit code ${code}`);
  return JSON.parse(out.trim().split('\n').pop()!) as T;
}
