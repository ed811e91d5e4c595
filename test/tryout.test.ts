/**
 * The README try-out, whole, as a newcomer runs it: a clean clone of the committed tree,
 * `npm install` (from the npm registry), `npm start` until the page answers, then the terminal
 * commands README shows. What it asserts is what the newcomer sees; how long each step took is
 * `npm run bench tryout`'s to report (BENCHMARKS.md), never asserted here.
 */
import { describe, expect, it } from 'vitest';
import { tryOut } from '../bench/tryout.js';
import { recordProcess } from './helpers/processes.js';

describe('the README try-out on a clean clone', () => {
  it('installs, starts with the address to open as its last line, and answers in the terminal as README says', async () => {
    const seen = await tryOut({ onProcess: recordProcess });
    expect(seen.urlIsLastLine, seen.lastStartLine).toBe(true);
    expect(seen.lastStartLine).toMatch(/^INFO: Local mode: open http:\/\/localhost:\d+\/ to try the bot on sample data$/);
    expect(seen.cliJsonParses).toBe(true);
    expect(seen.cliBadCommandExit).toBe(2);
  }, 600_000);
});
