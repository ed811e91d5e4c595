/**
 * `npm run sandbox`: argv parsing, the banner, and a real process that starts and stops cleanly.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { banner, parseCli } from '../../src/sandbox/cli.js';
import { startSandbox } from '../../src/sandbox/server.js';
import { recordProcess } from '../helpers/processes.js';

describe('parseCli', () => {
  it('defaults: port 4010, sandbox-key sent as a Bearer token, seed 42, no faults', () => {
    expect(parseCli([])).toEqual({
      help: false,
      options: {
        port: 4010,
        apiKey: 'sandbox-key',
        keyHeader: 'authorization',
        keyPrefix: 'Bearer ',
        seed: 42,
        faults: { latencyMs: 0, errorRate: 0 },
      },
    });
  });

  it('reads every flag', () => {
    const { options } = parseCli([
      '--port',
      '0',
      '--key',
      'k',
      '--key-header',
      'X-Api-Key',
      '--key-prefix',
      '',
      '--seed',
      '7',
      '--latency',
      '25',
      '--error-rate',
      '0.1',
      '--signups-per-day',
      '100',
      '--now',
      '2026-11-21',
    ]);
    expect(options).toEqual({
      port: 0,
      apiKey: 'k',
      keyHeader: 'X-Api-Key',
      keyPrefix: '',
      seed: 7,
      faults: { latencyMs: 25, errorRate: 0.1 },
      volume: { signupsPerDay: 100 },
      now: new Date('2026-11-21T12:00:00Z'),
    });
    expect(parseCli(['--help']).help).toBe(true);
    expect(parseCli(['--now', '2026-01-02T03:04:05Z']).options.now).toEqual(new Date('2026-01-02T03:04:05Z'));
  });

  it.each([
    [['--port', 'abc']],
    [['--port', '70000']],
    [['--seed', '1.5']],
    [['--latency', '-1']],
    [['--error-rate', '2']],
    [['--error-rate', 'x']],
    [['--signups-per-day', 'many']],
    [['--now', 'tomorrow']],
    [['--key', '']],
    [['--bogus']],
    [['stray']],
  ])('refuses %j', (argv) => {
    expect(() => parseCli(argv)).toThrow();
  });
});

describe('banner', () => {
  it('says where, which key, how it is sent, and gives a curl line that works', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const sb = await startSandbox({ now, apiKey: 'demo', keyHeader: 'x-api-key', keyPrefix: '' });
    try {
      const text = banner(sb, { now, seed: 42 });
      expect(text).toContain(`listening on ${sb.url}`);
      expect(text).toContain('X-Api-Key: demo');
      expect(text).toContain(`REPORTING_API_URL=${sb.url} REPORTING_API_KEY=demo`);
      expect(text).toMatch(/default to false/);
      const curl = text.split('\n').find((l) => l.trim().startsWith('curl'))!;
      const url = /'(http:[^']+)'/.exec(curl)![1]!;
      expect(url).toContain('startdate=2026-11-14&enddate=2026-11-20');
      const res = await fetch(url, { method: 'POST', headers: { 'x-api-key': 'demo', 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(200);
    } finally {
      await sb.close();
    }
  });
});

describe('the sandbox process', () => {
  it('starts, answers, and exits 0 on SIGTERM', async () => {
    const child = recordProcess(
      spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/main.ts', '--port', '0', '--now', '2026-11-21'], {
        cwd: process.cwd(),
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    try {
      let out = '';
      child.stdout.setEncoding('utf8');
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: string) => {
          out += chunk;
          const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m) resolve(m[1]!);
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${out}`)));
      });
      const res = await fetch(`${url}/v1/collaborative/report/sponsor/referrals/impact?startdate=2026-10-01&enddate=2026-10-31`, {
        method: 'POST',
        headers: { authorization: 'Bearer sandbox-key' },
      });
      expect(res.status).toBe(200);
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
