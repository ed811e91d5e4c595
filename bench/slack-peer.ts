/**
 * Slack's side of the Slack benchmark, in its own process (as Slack is another machine):
 * the fake Web API that the bot posts to, and the load: signed `/report` commands sent to
 * the bot with a fixed number in flight. Driven over IPC by bench/slack.ts:
 * `ready {apiUrl}` out, `{run}` in, `{result}` out.
 */
import { FakeSlack } from '../test/slack/fake-slack.js';
import { commandBody, postSigned } from '../test/slack/helpers.js';

export interface PeerRun {
  eventsUrl: string;
  commands: string[];
  concurrency: number;
  /** Channels cycle through this many ids. */
  channels: number;
  /** Wait until every report is posted (false: measure the acks only). */
  awaitPosts: boolean;
}

export interface PeerResult {
  acksMs: number[];
  statuses: Record<number, number>;
  allAckedMs: number;
  posted: number;
  allPostedMs: number;
  uploads: number;
}

const fake = new FakeSlack();
await fake.start();
const send = (m: unknown) => process.send!(m);

process.on('message', (msg: { run?: PeerRun; warm?: { eventsUrl: string; commands: string[]; awaitPosts: boolean }; stop?: true }) => {
  void (async () => {
    if (msg.warm) {
      const { eventsUrl, commands, awaitPosts } = msg.warm;
      await Promise.all(commands.map((text, i) => postSigned(eventsUrl, commandBody({ text, channel: `CWARM${i}`, responseUrl: fake.responseUrl() }))));
      const posted = () => fake.calls.filter((c) => c.method === 'chat.postMessage' && c.ok).length;
      const deadline = Date.now() + 60_000;
      while (awaitPosts && posted() < commands.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      fake.reset();
      send({ warmed: true });
    } else if (msg.run) {
      send({ result: await run(msg.run) });
    } else if (msg.stop) {
      await fake.close();
      process.exit(0);
    }
  })();
});
send({ ready: { apiUrl: fake.apiUrl } });

async function run(r: PeerRun): Promise<PeerResult> {
  const acksMs: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < r.commands.length) {
      const i = next++;
      const body = commandBody({ text: r.commands[i]!, channel: `CB${String(i % r.channels).padStart(5, '0')}`, responseUrl: fake.responseUrl() });
      const t0 = performance.now();
      const res = await postSigned(r.eventsUrl, body);
      acksMs.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: r.concurrency }, client));
  const allAckedMs = performance.now() - started;
  const posted = () => fake.calls.filter((c) => c.method === 'chat.postMessage' && c.ok).length;
  const deadline = Date.now() + 300_000;
  while (r.awaitPosts && posted() < r.commands.length && Date.now() < deadline) await new Promise((res) => setTimeout(res, 5));
  return { acksMs, statuses, allAckedMs, posted: posted(), allPostedMs: performance.now() - started, uploads: fake.callsOf('upload').length };
}
