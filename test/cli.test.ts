import { describe, expect, it } from 'vitest';
import { EXIT, runCli } from '../src/cli.js';
import { startFixtureSandbox } from './helpers/fixtures.js';

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
    expect(out.split('\n').slice(0, 4)).toEqual(['REFERRALS', 'Last month · Oct 1–31, 2026', 'Compared with Sep 1–30, 2026', '']);
    expect(out).toMatch(/\n {2}Referral revenue: \$[\d,]+\.\d\d {2}(▲ [\d.]+% \(better\)|▼ [\d.]+% \(worse\)|= no change)\n/);
  });

  it('prints the figures of the service it is pointed at, worked out by hand from the fixture', async () => {
    const sandbox = await startFixtureSandbox();
    try {
      const { code, out, err } = await cli(['referrals', 'last-month'], { REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey });
      expect(err).toBe('');
      expect(code).toBe(EXIT.ok);
      // See OCTOBER in test/helpers/fixtures.ts: October's records are on the 7th ($1,000.00,
      // 8 referrals) and the 27th ($234.56, 4); September's on the 7th ($1,371.73, 10).
      // Weeks start on Sunday, clipped to October (Oct 1 is a Thursday).
      expect(out).toBe(
        [
          'REFERRALS',
          'Last month · Oct 1–31, 2026',
          'Compared with Sep 1–30, 2026',
          '',
          '  Referral revenue: $1,234.56  ▼ 10.0% (worse)',
          '  Referral transactions: 12  ▲ 20.0% (better)',
          '  Influenced revenue: $2,500.00  ▲ 25.0% (better)',
          '  Influenced transactions: 30  ▲ 25.0% (better)',
          '  Revenue per referral: $102.88  ▼ 25.0% (worse)',
          '',
          'By week',
          '  Period     Referral revenue  Transactions  Influenced revenue',
          '  Oct 1–3               $0.00             0               $0.00',
          '  Oct 4–10          $1,000.00             8           $2,000.00',
          '  Oct 11–17             $0.00             0               $0.00',
          '  Oct 18–24             $0.00             0               $0.00',
          '  Oct 25–31           $234.56             4             $500.00',
          '',
          'Note: Attribution looks back 15 days from each transaction.',
        ].join('\n'),
      );
    } finally {
      await sandbox.close();
    }
  });

  it("writes figures and dates as the terminal's LANG does (de_DE.UTF-8), the words in English", async () => {
    const sandbox = await startFixtureSandbox();
    try {
      const env = { REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey, LANG: 'de_DE.UTF-8' };
      const { code, out } = await cli(['referrals', 'last-month'], env);
      expect(code).toBe(EXIT.ok);
      // German groups with a dot, writes the decimal comma, and puts a no-break space (U+00A0)
      // before the currency sign and the per cent sign; its weeks start on Monday (Oct 1 is a
      // Thursday: the records of the 7th and the 27th fall in the weeks 5.–11. and 26.–31. Okt.,
      // which the table writes as German does too).
      expect(out).toBe(
        [
          'REFERRALS',
          'Last month · 1.–31. Okt. 2026',
          'Compared with 1.–30. Sept. 2026',
          'Weeks start Monday',
          '',
          '  Referral revenue: 1.234,56\u00a0$  ▼ 10,0\u00a0% (worse)',
          '  Referral transactions: 12  ▲ 20,0\u00a0% (better)',
          '  Influenced revenue: 2.500,00\u00a0$  ▲ 25,0\u00a0% (better)',
          '  Influenced transactions: 30  ▲ 25,0\u00a0% (better)',
          '  Revenue per referral: 102,88\u00a0$  ▼ 25,0\u00a0% (worse)',
          '',
          'By week',
          '  Period        Referral revenue  Transactions  Influenced revenue',
          '  1.–4. Okt.              0,00\u00a0$             0              0,00\u00a0$',
          '  5.–11. Okt.         1.000,00\u00a0$             8          2.000,00\u00a0$',
          '  12.–18. Okt.            0,00\u00a0$             0              0,00\u00a0$',
          '  19.–25. Okt.            0,00\u00a0$             0              0,00\u00a0$',
          '  26.–31. Okt.          234,56\u00a0$             4            500,00\u00a0$',
          '',
          'Note: Attribution looks back 15 days from each transaction.',
        ].join('\n'),
      );
      // --json stays data for programs, whatever the terminal's locale.
      const json = await cli(['referrals', 'last-month', '--json'], env);
      expect(json.out).toContain('"value": 1234.56');
      expect(json.out).not.toContain('"locale"');
    } finally {
      await sandbox.close();
    }
  });

  it('reports a running month to date, through yesterday, against the same days of the month before', async () => {
    const sandbox = await startFixtureSandbox();
    try {
      const { code, out } = await cli(['referrals', 'this-month'], { REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey });
      expect(code).toBe(EXIT.ok);
      // Today is Saturday Nov 21: Nov 1–20 holds Nov 3 ($200.00) and Nov 10 ($300.00); Oct 1–20
      // holds Oct 7 ($1,000.00), not Oct 27. $500.00 vs $1,000.00 → ▼ 50.0%.
      expect(out.split('\n').slice(0, 5)).toEqual([
        'REFERRALS',
        'Month to date · Nov 1–20, 2026',
        'Compared with Oct 1–20, 2026',
        '',
        '  Referral revenue: $500.00  ▼ 50.0% (worse)',
      ]);
    } finally {
      await sandbox.close();
    }
  });

  it('prints the report as JSON with --json', async () => {
    const { code, out } = await cli(['signups', 'last', 'week', '--json']);
    expect(code).toBe(EXIT.ok);
    const report = JSON.parse(out) as { kind: string; period: { start: string; end: string } };
    expect(report.kind).toBe('signups');
    expect(report.period).toMatchObject({ start: '2026-11-08', end: '2026-11-14' });
  });

  it('writes money in JSON as exact decimals, to the cent', async () => {
    const sandbox = await startFixtureSandbox();
    try {
      const { code, out } = await cli(['referrals', 'last-month', '--json'], { REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey });
      expect(code).toBe(EXIT.ok);
      const revenue = (JSON.parse(out) as { metrics: { key: string; value: number; previous: number; change: { absolute: number } }[] }).metrics.find(
        (m) => m.key === 'referralRevenue',
      )!;
      // $1,234.56 vs $1,371.73: -$137.17 exactly (the float difference is -137.17000000000007).
      expect(revenue).toMatchObject({ value: 1234.56, previous: 1371.73, change: { absolute: -137.17 } });
      expect(out).not.toMatch(/\d\.\d*0000000|\d\.\d*9999999/);
    } finally {
      await sandbox.close();
    }
  });

  it('links no sample photo, since the built-in sandbox stops when the command ends', async () => {
    const text = await cli(['stories', 'last-month']);
    expect(text.code).toBe(EXIT.ok);
    expect(text.out).toContain('Top stories, by photo score\n  1. ');
    expect(text.out).not.toMatch(/Photo:|http/);
    const json = await cli(['stories', 'last-month', '--json']);
    const highlights = (JSON.parse(json.out) as { highlights: { photoUrl: string | null }[] }).highlights;
    expect(highlights.length).toBeGreaterThan(0);
    expect(highlights.every((h) => h.photoUrl === null)).toBe(true);
  });

  it('answers an unknown report with one sentence and exit code 2', async () => {
    const { code, out, err } = await cli(['xyzzy', 'last-month']);
    expect(code).toBe(EXIT.usage);
    expect(out).toBe('');
    // One sentence, then where to look, written for a terminal (no `/report`, no code marks).
    expect(err).toBe(
      '"xyzzy" is not a report. Reports: occupancy, bookings, referrals, signups, stories, planners, optouts or digest.\nType report-bot help for the reports, ranges and options I know.',
    );
  });

  it('reads a misspelt report with one close reading, and says so on stderr (issue 26)', async () => {
    const { code, out, err } = await cli(['referals', 'last-month']);
    expect(code).toBe(EXIT.ok);
    expect(err).toContain('Read "referals" as referrals.');
    expect(out).toMatch(/^REFERRALS\nLast month · Oct 1–31, 2026/);
  });

  it('prints help', async () => {
    const { code, out } = await cli(['help']);
    expect(code).toBe(EXIT.ok);
    expect(out).toContain('referrals');
    // Written for a terminal: the command is report-bot, and no Slack markup shows.
    expect(out).toContain('e.g. report-bot occupancy next 8 weeks by week');
    expect(out).not.toContain('/report');
    expect(out).not.toMatch(/[`*]/);
  });

  it.each([['--help'], ['-h'], ['referrals', '--help']])('prints its usage for %s, exit 0', async (...args) => {
    const { code, out, err } = await cli(args);
    expect(code).toBe(EXIT.ok);
    expect(err).toBe('');
    expect(out.split('\n')[0]).toMatch(/^report-bot "<question>" /);
    expect(out).toContain('-h, --help');
    expect(out).toContain('e.g. report-bot occupancy next 8 weeks by week');
  });

  it('lists in its help only what the terminal does: no subscribe, alert or access commands', async () => {
    for (const args of [['help'], ['--help'], ['help', 'referrals']]) {
      const { out } = await cli(args);
      expect(out).not.toMatch(/report-bot (subscribe|subscriptions|unsubscribe|alert|alerts|access)\b/);
      if (args.length === 1) expect(out).toContain('Subscriptions, alerts and access are set in a conversation');
    }
  });

  it('answers markup that is no command with exit code 2, not help', async () => {
    const { code, out, err } = await cli(['<img src=x onerror=alert(1)>']);
    expect(code).toBe(EXIT.usage);
    expect(out).toBe('');
    expect(err.split('\n')[0]).toBe('I could not read a command in that. Try "report-bot referrals last-month".');
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
      expect(err).toBe('The reporting service rejected our key; ask an admin to check REPORTING_API_KEY and how it is sent.');
    } finally {
      await sandbox.close();
    }
  });
});
