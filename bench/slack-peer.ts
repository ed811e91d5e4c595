/**
 * Slack's side of the Slack benchmark, in processes of its own (as Slack is other machines),
 * driven over IPC by bench/slack.ts. `tsx bench/slack-peer.ts api` is the fake Web API the bot
 * posts to; `tsx bench/slack-peer.ts load <apiUrl>` sends the signed `/report` commands with a
 * fixed number in flight and times each ack. They are two processes because a client that
 * also served the bot's 500 posts and uploads would read its acks late, and count its own
 * busyness as the bot's: Slack's command dispatch is not its Web API either.
 *
 * IPC: `ready {apiUrl}` out, then `{warm}` / `{run}` in and `{warmed}` / `{result}` out for the
 * load; `{awaitPosts}` in and `{posts}` out for the API, which then forgets its calls.
 */
import { SERVICE_KEEP_ALIVE_MS } from '../test/helpers/loopback.js';
import { FakeSlack } from '../test/slack/fake-slack.js';
import { commandBody, postSigned } from '../test/slack/helpers.js';

export interface PeerRun {
  eventsUrl: string;
  commands: string[];
  concurrency: number;
  /** Channels cycle through this many ids. */
  channels: number;
}

export interface PeerResult {
  acksMs: number[];
  statuses: Record<number, number>;
  /** When the first command was sent (ms since the epoch, this machine's clock). */
  startedAt: number;
  allAckedMs: number;
}

/** What the fake API saw once `count` reports were posted (or `timeoutMs` passed). */
export interface PostsSeen {
  posted: number;
  /** When the last of them was posted (ms since the epoch). */
  lastPostAt: number;
  uploads: number;
}

const send = (m: unknown) => process.send!(m);
const [role, apiUrl] = process.argv.slice(2);

if (role === 'api') {
  const fake = new FakeSlack(SERVICE_KEEP_ALIVE_MS);
  await fake.start();
  const posted = () => fake.calls.filter((c) => c.method === 'chat.postMessage' && c.ok);
  process.on('message', (msg: { awaitPosts?: { count: number; timeoutMs: number }; stop?: true }) => {
    void (async () => {
      if (msg.awaitPosts) {
        const deadline = Date.now() + msg.awaitPosts.timeoutMs;
        while (posted().length < msg.awaitPosts.count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
        const posts = posted();
        send({ posts: { posted: posts.length, lastPostAt: posts.at(-1)?.at ?? 0, uploads: fake.callsOf('upload').length } satisfies PostsSeen });
        fake.reset();
      } else if (msg.stop) {
        await fake.close();
        process.exit(0);
      }
    })();
  });
  send({ ready: { apiUrl: fake.apiUrl } });
} else if (role === 'load' && apiUrl) {
  // The fake's response_url addresses (FakeSlack.responseUrl), made here from its base.
  const responseBase = apiUrl.replace(/\/api\/$/, '/response/');
  let responses = 0;
  const responseUrl = () => `${responseBase}l${++responses}`;
  process.on('message', (msg: { run?: PeerRun; warm?: { eventsUrl: string; commands: string[] }; stop?: true }) => {
    void (async () => {
      if (msg.warm) {
        const { eventsUrl, commands } = msg.warm;
        await Promise.all(commands.map((text, i) => postSigned(eventsUrl, commandBody({ text, channel: `CWARM${i}`, responseUrl: responseUrl() }))));
        send({ warmed: true });
      } else if (msg.run) {
        send({ result: await run(msg.run) });
      } else if (msg.stop) {
        process.exit(0);
      }
    })();
  });
  send({ ready: {} });

  async function run(r: PeerRun): Promise<PeerResult> {
    const acksMs: number[] = [];
    const statuses: Record<number, number> = {};
    let next = 0;
    const startedAt = Date.now();
    const started = performance.now();
    const client = async () => {
      while (next < r.commands.length) {
        const i = next++;
        const body = commandBody({ text: r.commands[i]!, channel: `CB${String(i % r.channels).padStart(5, '0')}`, responseUrl: responseUrl() });
        const t0 = performance.now();
        const res = await postSigned(r.eventsUrl, body);
        acksMs.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: r.concurrency }, client));
    return { acksMs, statuses, startedAt, allAckedMs: performance.now() - started };
  }
} else {
  throw new Error('usage: slack-peer.ts api | load <apiUrl>');
}
