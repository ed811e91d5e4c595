/**
 * The Slack benchmark's bot in a process of its own, run from the compiled build as
 * `npm start` runs the bot (bench/child.ts): its heap is the bot's alone, not the benchmark
 * runner's, which holds every benchmark's modules (there, all 20 acks in flight were once held
 * together for about 100 ms: issue 17, P1); and the process can be given a core of its own.
 *
 * IPC (advanced serialization): `{start: {config, opts}}` in, `{started: {eventsUrl}}` out;
 * `{takeServed: true}` in, `{served: number[]}` out (SlackBot.takeServed); `{close: true}` in,
 * `{closed: true}` out once the bot is closed, and the process ends.
 */
import type { Config } from '../src/config.js';
import { registerBuiltInReports } from '../src/reports/built-in.js';
import { startSlackBot, type SlackBot, type SlackBotOptions } from './slack-bot.js';

type FromRunner = { start: { config: Config; opts: SlackBotOptions } } | { takeServed: true } | { close: true };

registerBuiltInReports();
const send = (m: unknown) => process.send!(m);
let bot: SlackBot | undefined;

process.on('message', (msg: FromRunner) => {
  void (async () => {
    if ('start' in msg) {
      bot = await startSlackBot(msg.start.config, msg.start.opts);
      send({ started: { eventsUrl: bot.eventsUrl } });
    } else if ('takeServed' in msg) {
      send({ served: bot!.takeServed() });
    } else if ('close' in msg) {
      await bot?.close();
      // Ends even if a library still holds a handle: the runner waits for this exit.
      process.send!({ closed: true }, () => process.exit(0));
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});
