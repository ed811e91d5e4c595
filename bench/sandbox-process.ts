/**
 * The sandbox service in its own process, as the service is another machine in production:
 * its data generation must not share the bot's event loop or be counted as the bot's CPU.
 * Real clock; `latencyMs` is added to every request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface SandboxProcess {
  url: string;
  key: string;
  child: ChildProcess;
}

/**
 * Starts `npm run sandbox`'s program on a free loopback port; resolves with its URL once it listens.
 * `args`: more of its options (`--now`, `--cache-responses`, see src/sandbox/cli.ts).
 */
export async function startSandboxProcess(latencyMs = 0, args: readonly string[] = []): Promise<SandboxProcess> {
  const key = 'bench-key';
  const argv = ['--import', 'tsx', 'src/sandbox/main.ts', '--port', '0', '--key', key, '--latency', String(latencyMs), ...args];
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Keep reading its output to the end: a closed pipe would fail its shutdown message.
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(out)?.[0];
      if (url) resolve({ url, key, child });
    });
    child.once('exit', () => reject(new Error(`the sandbox did not start: ${out}`)));
  });
}
