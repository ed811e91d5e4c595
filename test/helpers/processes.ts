/**
 * The processes a test starts (redis-servers, the bot, the sandbox, npm): each is recorded in
 * the run's process folder as it starts, so the run's global teardown (global-setup.ts) stops
 * whatever is still alive when the run ends, whether its test passed, failed or timed out.
 *
 * And the clock they run on. Under libfaketime (`faketime -f '@2028-02-29 23:50:00' npx vitest
 * run`, the any-day check) every new process would start the faked moment anew, minutes behind
 * the run that started it (a Slack signature from the test would be "too old" to the bot):
 * `childEnv` hands a child the run's own clock instead. redis-server is not run under
 * libfaketime at all: it hangs at start there (its allocator and libfaketime call each other),
 * and nothing a test asserts comes from Redis's clock.
 */
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's processes are recorded, one PID a line (global-setup.ts). */
    processFolder: string;
  }
}

const FAKETIME_VARIABLES = ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_SHARED', 'FAKETIME_DONT_RESET', 'FAKETIME_NO_CACHE'];

/** `env` for a child that runs Node (or npm): under libfaketime, on the run's faked clock. */
export function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!process.env.FAKETIME) return env;
  const clock = Object.fromEntries(FAKETIME_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  return { ...env, ...clock, FAKETIME_DONT_RESET: '1' };
}

/** `env` for a native server (redis-server): never under libfaketime. */
export function nativeEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !FAKETIME_VARIABLES.includes(name)));
}

/** Records a started process for the run's teardown; outside vitest (a benchmark) nothing is recorded. */
export function recordProcess<T extends ChildProcess>(child: T): T {
  let folder: string | undefined;
  try {
    folder = inject('processFolder');
  } catch {
    folder = undefined;
  }
  if (folder && child.pid !== undefined) appendFileSync(join(folder, 'pids'), `${child.pid} ${startTime(child.pid) ?? ''}\n`);
  return child;
}

/**
 * When a process started, in clock ticks since boot (Linux's /proc), or undefined elsewhere:
 * with its PID it names one process, so the teardown never stops another that got the same PID
 * after the recorded one ended.
 */
export function startTime(pid: number): string | undefined {
  try {
    // The fields after the command's closing parenthesis; the start time is field 22 of the line.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
