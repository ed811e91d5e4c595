/**
 * `npm run playground`: the bot in local mode (Teams without authentication, the sandbox's
 * sample data) and Microsoft 365 Agents Playground (`@microsoft/m365agentsplayground`,
 * Microsoft's local Teams client: its own connector service and Microsoft's Adaptive Card
 * renderer in a web page) pointed at it, so one tries the bot in Teams' own rendering without a
 * tenant. test/teams/playground.browser.test.ts starts the same two with `startPlayground`.
 *
 * The playground opens a browser at start with `xdg-open` and exits silently without one; a
 * do-nothing `xdg-open` first on its PATH stands in (open the printed address yourself).
 * It works offline: only its web fonts come from Microsoft's CDN, and it falls back without them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

export interface Playground {
  /** The playground's page. */
  url: string;
  /** The bot's own address (its `/api/messages`, `/chart.png`, `/csv`). */
  botUrl: string;
  /** Everything the two processes wrote, for a failing test to show. */
  output(): string;
  close(): Promise<void>;
}

export interface PlaygroundOptions {
  /** The bot's port (default: a free one). */
  botPort?: number;
  /** The playground's port (default: a free one). */
  playgroundPort?: number;
  /** More settings for the bot (REDIS_PREFIX, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /** Seconds to wait for each to start (default 60). */
  startSeconds?: number;
  /** Hears each process started (the bot, the playground): a test records them for its run's teardown. */
  onProcess?: (child: ChildProcess) => void;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** A directory holding a do-nothing `xdg-open`, to put first on the playground's PATH. */
async function noBrowserOpener(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'playground-bin-'));
  await writeFile(join(dir, 'xdg-open'), '#!/bin/sh\nexit 0\n');
  await chmod(join(dir, 'xdg-open'), 0o755);
  return dir;
}

/** Resolves when `child` writes a line matching `ready`, with the match; rejects if it exits or takes too long. */
function waitForLine(child: ChildProcess, ready: RegExp, seconds: number, what: string, log: string[]): Promise<RegExpMatchArray> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${what} did not start within ${seconds} s:\n${log.join('')}`)), seconds * 1000);
    const look = (chunk: Buffer) => {
      const text = chunk.toString();
      log.push(text);
      const m = log.join('').match(ready);
      if (m) {
        clearTimeout(timer);
        done(m);
      }
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${what} exited (${code}) before it started:\n${log.join('')}`));
    });
  });
}

/** Resolves once the bot answers `/healthz`; rejects if it exits or takes too long. */
async function untilHealthy(bot: ChildProcess, botUrl: string, seconds: number, log: string[]): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (bot.exitCode !== null) throw new Error(`the bot exited (${bot.exitCode}) before it started:\n${log.join('')}`);
    const ok = await fetch(`${botUrl}healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the bot did not start within ${seconds} s:\n${log.join('')}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Starts the bot in local mode, then the playground against it. */
export async function startPlayground(opts: PlaygroundOptions = {}): Promise<Playground> {
  const seconds = opts.startSeconds ?? 60;
  const botPort = opts.botPort ?? (await freePort());
  const botUrl = `http://127.0.0.1:${botPort}/`;
  const log: string[] = [];
  // Local mode: no Slack or Teams credentials. PUBLIC_URL is where the playground's page, on
  // this machine, fetches the charts from.
  const bot = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(botPort), PUBLIC_URL: botUrl, LOG_FORMAT: 'json', PREVIEW: 'off', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  opts.onProcess?.(bot);
  bot.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  bot.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  try {
    await untilHealthy(bot, botUrl, seconds, log);
  } catch (err) {
    await stop(bot);
    throw err;
  }
  const bin = await noBrowserOpener();
  const cli = join(dirname(require.resolve('@microsoft/m365agentsplayground/package.json')), 'cli.js');
  const playgroundPort = opts.playgroundPort ?? (await freePort());
  const playground = spawn(
    process.execPath,
    [cli, '-e', `${botUrl}api/messages`, '-c', 'msteams', '-p', String(playgroundPort), '--disable-telemetry'],
    {
      cwd: ROOT,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  opts.onProcess?.(playground);
  let port: string;
  try {
    // It takes another port when that one is busy, and says which.
    [, port = String(playgroundPort)] = await waitForLine(playground, /Listening on (\d+)/, seconds, 'Agents Playground', log);
  } catch (err) {
    await Promise.all([stop(playground), stop(bot)]);
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    botUrl,
    output: () => log.join(''),
    close: async () => {
      await Promise.all([stop(playground), stop(bot)]);
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const botPort = Number(process.env.PORT ?? 3978);
  const pg = await startPlayground({ botPort, playgroundPort: 56150 });
  console.log(`Microsoft 365 Agents Playground: open ${pg.url} (the bot in local mode at ${pg.botUrl}; Ctrl+C stops both)`);
  const quit = () => void pg.close().then(() => process.exit(0));
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
}
