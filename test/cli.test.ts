import { describe, expect, it } from 'vitest';
import { EXIT, runCli } from '../src/cli.js';

const NOW = new Date('2026-11-21T10:00:00Z');

async function cli(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { env: { LOG_LEVEL: 'silent', ...env }, out: (t) => out.push(t), err: (t) => err.push(t), now: NOW });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('report CLI', () => {
  it('prints a readable report from the built-in sandbox', async () => {
    const { code, out, err } = await cli(['referrals', 'last-month']);
    expect(code).toBe(EXIT.ok);
    expect(err).toContain('Sample data');
    expect(out.split('\n').slice(0, 3)).toEqual(['REFERRALS', 'Last month · Oct 1–31, 2026', 'Compared with the previous period: Sep 1–30, 2026']);
    expect(out).toMatch(/Referral revenue: \$[\d,]+\.\d\d \([▲▼=]/);
  });

  it('prints the report as JSON with --json', async () => {
    const { code, out } = await cli(['signups', 'last', 'week', '--json']);
    expect(code).toBe(EXIT.ok);
    const report = JSON.parse(out) as { kind: string; period: { start: string; end: string } };
    expect(report.kind).toBe('signups');
    expect(report.period).toMatchObject({ start: '2026-11-08', end: '2026-11-14' });
  });

  it('answers an unknown report with one sentence and exit code 2', async () => {
    const { code, out, err } = await cli(['referals', 'last-month']);
    expect(code).toBe(EXIT.usage);
    expect(out).toBe('');
    expect(err).toBe('"referals" is not a report. Did you mean "referrals"?');
  });

  it('prints help', async () => {
    const { code, out } = await cli(['help']);
    expect(code).toBe(EXIT.ok);
    expect(out).toContain('referrals');
  });

  it('refuses bad settings with the list of problems', async () => {
    const { code, err } = await cli(['referrals'], { REPORT_TIMEZONE: 'Mars/Olympus' });
    expect(code).toBe(EXIT.usage);
    expect(err).toContain('REPORT_TIMEZONE must be an IANA timezone');
  });

  it('says what failed when the service rejects the key', async () => {
    const { startSandbox } = await import('../src/sandbox/index.js');
    const sandbox = await startSandbox({ now: NOW });
    try {
      const { code, err } = await cli(['bookings'], { REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: 'wrong' });
      expect(code).toBe(EXIT.failed);
      expect(err).toBe('The reporting service rejected our key. Ask an admin to check REPORTING_API_KEY and how it is sent.');
    } finally {
      await sandbox.close();
    }
  });
});
