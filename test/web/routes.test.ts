import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer, type PreviewServer } from './server.js';

let s: PreviewServer;
beforeAll(async () => {
  s = await startPreviewServer();
});
afterAll(async () => {
  await s?.close();
});

const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${s.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });

/** Polls until the session has `n` messages (a report goes through the real queue and worker). */
async function messagesOf(sessionId: string, n: number): Promise<{ id: string; html: string; kind: string; subscriptionId?: string }[]> {
  const until = Date.now() + 15_000;
  for (;;) {
    const body = (await (await fetch(`${s.url}/preview/messages?sessionId=${sessionId}`)).json()) as {
      messages: { id: string; html: string; kind: string }[];
    };
    if (body.messages.length >= n || Date.now() > until) return body.messages;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('preview routes', () => {
  it('serves the page with its title, the sample-data banner and a strict script policy', async () => {
    const res = await fetch(`${s.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Report bot — preview</title>');
    expect(html).toContain('Sample data.');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The page names its icon, and the address browsers ask for by default answers too.
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const icon = await fetch(`${s.url}${path}`);
      expect(icon.status, path).toBe(200);
      expect(icon.headers.get('content-type')).toContain('image/svg+xml');
      expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    }
    const js = await fetch(`${s.url}/preview/app.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
  });

  it('answers bad JSON and invalid bodies with 400 and one sentence, no stack', async () => {
    const bad = await post('/preview/command', '{not json');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The request body is not valid JSON.' });
    const invalid = await post('/preview/command', JSON.stringify({ sessionId: '../etc', text: 'x' }));
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: string };
    expect(body.error).toMatch(/^The request's sessionId is missing or not valid\.$/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
    expect((await post('/preview/command', 'text=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await fetch(`${s.url}/preview/messages`)).status).toBe(400);
  });

  it('404s a chart no session has, and unknown preview paths', async () => {
    const res = await fetch(`${s.url}/preview/charts/preview-999-0-trend.png`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/chart/);
    expect((await fetch(`${s.url}/preview/nothing`)).status).toBe(404);
    // Other paths are left to the other routes (here: the server's own 404).
    expect((await fetch(`${s.url}/slack/events`)).status).toBe(404);
  });

  it('offers completions from the grammar', async () => {
    const c = (await (await fetch(`${s.url}/preview/completions`)).json()) as {
      reports: { name: string; aliases: string[] }[];
      ranges: string[];
      months: string[];
    };
    expect(c.reports.map((r) => r.name)).toContain('referrals');
    expect(c.reports.find((r) => r.name === 'referrals')!.aliases).toContain('sponsor');
    expect(c.ranges).toContain('last-month');
    expect(c.months).toContain('june');
    expect(c.months).not.toContain('jun');
  });

  it('answers help and errors as ephemeral replies, and queues a report', async () => {
    const help = (await (await post('/preview/command', JSON.stringify({ sessionId: 'routes-1', text: '/report help' }))).json()) as {
      kind: string;
      html: string;
    };
    expect(help.kind).toBe('ephemeral');
    expect(help.html).toContain('Usage');
    // A typo with one obvious reading is answered, saying how it was read (issue 26); a word with none is refused.
    const typo = (await (await post('/preview/command', JSON.stringify({ sessionId: 'routes-0', text: '/report refferals' }))).json()) as {
      kind: string;
      text: string;
    };
    expect(typo.kind).toBe('queued');
    expect(typo.text).toContain('Read "refferals" as referrals.');
    const err = (await (await post('/preview/command', JSON.stringify({ sessionId: 'routes-1', text: '/report xyzzy' }))).json()) as {
      kind: string;
      text: string;
    };
    expect(err.kind).toBe('ephemeral');
    expect(err.text).toMatch(/is not a report/);
    const queued = (await (
      await post('/preview/command', JSON.stringify({ sessionId: 'routes-1', text: '/report referrals last-month' }))
    ).json()) as {
      kind: string;
      text: string;
      correlationId: string;
    };
    expect(queued.kind).toBe('queued');
    expect(queued.text).toMatch(/^Working on \*Referrals/);
    const [m] = await messagesOf('routes-1', 1);
    expect(m!.kind).toBe('report');
    const src = /src="(preview\/charts\/[^"]+\.png)"/.exec(m!.html)?.[1];
    expect(src).toBeDefined();
    const png = await fetch(`${s.url}/${src}`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    // A stale or edited button value is one sentence, not an error.
    const stale = (await (await post('/preview/action', JSON.stringify({ sessionId: 'routes-1', value: '{"a":"refresh","q":{"x":1}}' }))).json()) as {
      kind: string;
      text: string;
    };
    expect(stale).toMatchObject({ kind: 'ephemeral', text: 'That button is out of date or was changed. Run the command again.' });
  });

  it('answers long and odd input with one sentence naming the limit, the echoed word shortened', async () => {
    const say = async (text: string) =>
      (await (await post('/preview/command', JSON.stringify({ sessionId: 'routes-odd', text }))).json()) as { kind: string; text: string };
    const long = await say(`/report referrals ${'x'.repeat(2_482)}`);
    expect(long.kind).toBe('ephemeral');
    // 18 + 2,482 = 2,500 characters.
    expect(long.text.split('\n')[0]).toBe(
      'That command is 2,500 characters long; I read commands of up to 1,000. Try a short one, such as "/report referrals last-month".',
    );
    const word = await say(`/report ${'q'.repeat(990)}`);
    // The unknown word is quoted back as its first 39 characters and an ellipsis, not 990 of them.
    expect(word.text).toContain(`"${'q'.repeat(39)}…" is not a report`);
    expect(word.text.length).toBeLessThan(300);
    const markup = await say('<img src=x onerror=alert(1)>');
    expect(markup.text.split('\n')[0]).toBe('I could not read a command in that. Try "/report referrals last-month".');
    // A control character is a space, not a part of the word it sits in.
    const control = await say('/report referrals\u0000last-month\u001b');
    expect(control.kind).toBe('queued');
    expect(control.text).toBe('Working on *Referrals · last month*…');
  });

  it('creates a subscription bound to the session and runs it now; other sessions cannot', async () => {
    const created = (await (
      await post('/preview/command', JSON.stringify({ sessionId: 'routes-2', text: '/report subscribe signups every monday at 9:00' }))
    ).json()) as {
      kind: string;
      text: string;
    };
    expect(created.kind).toBe('ephemeral');
    const list = (await (await fetch(`${s.url}/preview/subscriptions?sessionId=routes-2`)).json()) as {
      available: boolean;
      subscriptions: { id: string }[];
    };
    expect(list.available).toBe(true);
    expect(list.subscriptions).toHaveLength(1);
    const id = list.subscriptions[0]!.id;
    const other = await post('/preview/subscriptions/run', JSON.stringify({ sessionId: 'routes-3', id }));
    expect(other.status).toBe(404);
    const run = await post('/preview/subscriptions/run', JSON.stringify({ sessionId: 'routes-2', id }));
    expect(run.status).toBe(200);
    const [m] = await messagesOf('routes-2', 1);
    expect(m).toMatchObject({ kind: 'report', subscriptionId: id });
  });

  it("Check now shows an alert's result whether or not it crossed, and changes no crossing state", async () => {
    const sessionId = 'routes-4';
    for (const text of ['/report alert referrals revenue below $5,000 last-month', '/report alert referrals revenue below $1,000 last-month']) {
      expect(((await (await post('/preview/command', JSON.stringify({ sessionId, text }))).json()) as { text: string }).text).toMatch(/^Alert set: /);
    }
    const list = (await (await fetch(`${s.url}/preview/subscriptions?sessionId=${sessionId}`)).json()) as {
      subscriptions: { id: string; description: string; alert: boolean }[];
    };
    // Made at the same instant, they are listed by id: found here by what they say.
    const byText = new Map(list.subscriptions.map((a) => [a.description, a]));
    expect(byText.get('Alert: revenue below $5,000 on Referrals · last month')?.alert).toBe(true);
    expect(byText.get('Alert: revenue below $1,000 on Referrals · last month')?.alert).toBe(true);
    const crossing = byText.get('Alert: revenue below $5,000 on Referrals · last month')!.id;
    const quiet = byText.get('Alert: revenue below $1,000 on Referrals · last month')!.id;
    expect((await post('/preview/subscriptions/run', JSON.stringify({ sessionId: 'routes-5', id: crossing }))).status).toBe(404);
    const checked = (await (await post('/preview/subscriptions/run', JSON.stringify({ sessionId, id: crossing }))).json()) as { text: string };
    expect(checked.text).toBe(`Checking \`${crossing}\` (revenue below $5,000 on Referrals · last month) now…`);
    await messagesOf(sessionId, 1);
    await post('/preview/subscriptions/run', JSON.stringify({ sessionId, id: quiet }));
    const reports = (await messagesOf(sessionId, 2)).filter((m) => m.kind === 'report');
    // October's referral revenue by hand: $1,234.56.
    expect(reports.map((m) => /<strong>([^<]*)<\/strong>/.exec(m.html)?.[1])).toEqual([
      'Crossed: Referral revenue for last month is $1,234.56, below your alert of $5,000.',
      'Not crossed: revenue $1,234.56 is above $1,000.',
    ]);
    expect(reports[0]!.html).toContain('Snooze 1 day');
    // Snooze from the page: the same button value as in Slack and Teams.
    const snooze = JSON.stringify({ a: 'snooze_week', s: crossing });
    const snoozed = (await (await post('/preview/action', JSON.stringify({ sessionId, value: snooze }))).json()) as { text: string };
    expect(snoozed.text).toBe(
      `Snoozed alert \`${crossing}\` (revenue below $5,000 on Referrals · last month) until Saturday, Nov 28 at 10:00 (UTC); it is not checked before then.`,
    );
    const elsewhere = (await (await post('/preview/action', JSON.stringify({ sessionId: 'routes-5', value: snooze }))).json()) as { text: string };
    expect(elsewhere.text).toBe(
      `There is no alert \`${crossing}\` in this conversation any more. Type \`/report alerts\` to see this conversation's alerts.`,
    );
    // A look only: the scheduled checks still start from "not checked".
    const states = await s.jobs.subscriptions!.alertStatuses([crossing, quiet]);
    expect(states.get(crossing)?.holding ?? null).toBeNull();
    expect(states.has(quiet)).toBe(false);
  });

  it('counts every command by platform and kind, reports by their name', async () => {
    const sessionId = '7a1e2b3c-0000-4000-8000-00000000000c';
    for (const text of ['/report help', '/report referals', '/report signups last week']) {
      expect((await post('/preview/command', JSON.stringify({ sessionId, text }))).status).toBe(200);
    }
    const text = await s.metrics.registry.metrics();
    expect(text).toMatch(/report_bot_commands_total\{platform="preview",command="help"\} [1-9]/);
    expect(text).toMatch(/report_bot_commands_total\{platform="preview",command="error"\} [1-9]/);
    expect(text).toMatch(/report_bot_commands_total\{platform="preview",command="signups"\} [1-9]/);
  });
});
