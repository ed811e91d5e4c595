/**
 * The README's try-out, as a newcomer runs it: a clean clone of the committed tree,
 * `npm install`, `npm start` until the page answers, then the terminal commands README shows.
 * Needs the npm registry (as a newcomer does). Bounded: every step has a time limit, the
 * server listens on a free loopback port under its own Redis prefix, and the clone is removed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, freePort } from './child.js';

/** After install, `npm start` to a page that answers. */
const START_TARGET_MS = 20_000;
/** A report from the terminal, once the first run has warmed the disk cache. */
const CLI_TARGET_MS = 1_000;
const STEP_LIMIT_MS = 300_000;

function run(
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): { ms: number; status: number | null; stdout: string; stderr: string } {
  const started = performance.now();
  const r = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', timeout: STEP_LIMIT_MS, maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  return { ms: Math.round(performance.now() - started), status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `npm start` until GET / answers 200; the lines it printed before that. */
async function startUntilPage(dir: string, onProcess?: (child: ChildProcess) => void): Promise<{ ms: number; lines: string[]; url: string }> {
  const port = await freePort();
  const url = `http://localhost:${port}/`;
  const started = performance.now();
  // Its own process group, so npm and the node it starts are stopped together.
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    env: { ...process.env, PORT: String(port), REDIS_PREFIX: `bench-tryout-${randomUUID()}`, LOG_FORMAT: 'pretty' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onProcess?.(child);
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  try {
    for (;;) {
      if (performance.now() - started > STEP_LIMIT_MS) throw new Error(`no page within ${STEP_LIMIT_MS} ms:\n${output}`);
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const ms = Math.round(performance.now() - started);
    // The page answers as soon as the server listens; the start-up's last line is written a moment after, which a
    // slow machine shows: wait for the address to be said (within the step's limit), then read what came last.
    while (!output.includes(`open ${url}`) && performance.now() - started < STEP_LIMIT_MS && child.exitCode === null)
      await new Promise((r) => setTimeout(r, 50));
    return { ms, lines: output.trim().split('\n'), url };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** What a newcomer meets, with how long each step took; shared by this bench and test/tryout.test.ts. */
export interface TryOut {
  installMs: number;
  startToPageMs: number;
  totalMs: number;
  lastStartLine: string;
  urlIsLastLine: boolean;
  cliFirstMs: number;
  cliJsonParses: boolean;
  cliBadCommandExit: number | null;
  /** Medians of three more runs each, with `repeat` (the benchmark); null without. */
  cliReportMedianMs: number | null;
  cliReportViaNpxMedianMs: number | null;
}

/**
 * `onProcess` hears the `npm start` process (a test records it for its run's teardown);
 * `repeat` runs the report three more times each way, for the benchmark's medians.
 */
export async function tryOut(opts: { onProcess?: (child: ChildProcess) => void; repeat?: boolean } = {}): Promise<TryOut> {
  const dir = await mkdtemp(join(tmpdir(), 'report-bot-tryout-'));
  try {
    const clone = run('git', ['clone', '--quiet', ROOT, dir], tmpdir());
    if (clone.status !== 0) throw new Error(`git clone failed: ${clone.stderr}`);
    const install = run('npm', ['install', '--no-audit', '--no-fund'], dir);
    if (install.status !== 0) throw new Error(`npm install failed:\n${install.stderr}`);
    const start = await startUntilPage(dir, opts.onProcess);
    const lastLine = start.lines.at(-1) ?? '';

    // README's terminal commands: the first run, then three more of each.
    const first = run('npx', ['report-bot', 'referrals', 'last-month', '--json'], dir);
    const json = (() => {
      try {
        return (JSON.parse(first.stdout) as { kind?: string }).kind === 'referrals';
      } catch {
        return false;
      }
    })();
    const bad = run('npx', ['report-bot', '<img src=x onerror=alert(1)>'], dir);
    const three = (cmd: string, args: string[]) => (opts.repeat ? median([1, 2, 3].map(() => run(cmd, args, dir).ms)) : null);
    const direct = three('node', ['dist/main.js', 'referrals', 'last-month']);
    const viaNpx = three('npx', ['report-bot', 'referrals', 'last-month']);

    return {
      installMs: install.ms,
      startToPageMs: start.ms,
      totalMs: install.ms + start.ms,
      lastStartLine: lastLine.replace(/^\[[\d:]+\] /, ''),
      urlIsLastLine: lastLine.includes(`open ${start.url}`),
      cliFirstMs: first.ms,
      cliJsonParses: json,
      cliBadCommandExit: bad.status,
      cliReportMedianMs: direct,
      cliReportViaNpxMedianMs: viaNpx,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function runTryoutBench(): Promise<Record<string, unknown>> {
  const result = await tryOut({ repeat: true });
  console.log('\nThe README try-out on a clean clone (npm install && npm start, then the terminal commands)');
  console.log(`npm install (packages and one compile)   ${result.installMs} ms`);
  console.log(
    `npm start to a page that answers         ${result.startToPageMs} ms  (< ${START_TARGET_MS} ms ${result.startToPageMs < START_TARGET_MS ? 'ok' : 'MISSED'})`,
  );
  console.log(`in all                                   ${result.totalMs} ms`);
  console.log(`last start-up line                       "${result.lastStartLine}"  ${result.urlIsLastLine ? 'ok' : 'MISSED'}`);
  console.log(`npx report-bot … --json, first run       ${result.cliFirstMs} ms, JSON parses: ${result.cliJsonParses ? 'ok' : 'MISSED'}`);
  console.log(`npx report-bot <markup> exit status      ${result.cliBadCommandExit}  ${result.cliBadCommandExit === 2 ? 'ok' : 'MISSED'}`);
  console.log(
    `report-bot referrals last-month, median  ${result.cliReportMedianMs} ms  (< ${CLI_TARGET_MS} ms ${(result.cliReportMedianMs ?? Infinity) < CLI_TARGET_MS ? 'ok' : 'MISSED'})`,
  );
  console.log(`the same through npx, median             ${result.cliReportViaNpxMedianMs} ms  (npx itself adds its own start)`);
  return { ...result };
}
