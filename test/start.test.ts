/**
 * `npm start` as a newcomer sees it: the real entry point in its own process, in local mode
 * (no chat credentials, the built-in sandbox), under its own Redis prefix on a free port.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { freePort } from '../bench/child.js';
import { recordProcess } from './helpers/processes.js';

describe('the bot started from main.ts', () => {
  it('prints the address to open as its last start-up line, and the page answers there', async () => {
    const port = await freePort();
    const child = recordProcess(
      spawn(process.execPath, ['--import', 'tsx', 'main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          REDIS_PREFIX: `test-start-${randomUUID()}`,
          LOG_FORMAT: 'json',
          LOG_LEVEL: 'info',
          NODE_ENV: 'development',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const events = () =>
      output
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { event?: string; msg: string });
    try {
      // Bounded by the test's own timeout; the line is what tells us the server is up.
      while (!events().some((e) => e.event === 'local_mode')) {
        if (child.exitCode !== null) throw new Error(`the bot exited:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      // 'close', not 'exit': the lines it wrote last may still be in the pipe when it exits.
      await once(child, 'close');
    }
    // Everything start-up logged comes before the address; after it only the shutdown we asked for.
    const lines = events();
    const at = lines.findIndex((e) => e.event === 'local_mode');
    expect(lines[at]!.msg).toBe(`Local mode: open http://localhost:${port}/ to try the bot on sample data`);
    expect(lines.slice(0, at).map((e) => e.event)).toContain('listening');
    expect(lines.slice(at + 1).map((e) => e.event)).toEqual(['shutdown', 'jobs_stopped']);
  }, 60_000);
});
