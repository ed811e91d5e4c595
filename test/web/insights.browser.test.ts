/**
 * The insights in the preview page, in Chromium, on the generated sample data as `npm start`
 * shows it, after a week of the bot's daily snapshots of the books (the real daily job run
 * against the sample service as it stood on each of the 8 days before, as
 * `npm run books:replay` does). With UPDATE_README_SCREENSHOT=1 the screenshots go to docs/
 * for README's "What the figures say".
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayBooks } from '../../scripts/replay-books.js';
import { createLogger } from '../../src/log.js';
import { NOW, REDIS_URL, startPreviewServer, type PreviewServer } from './server.js';

const CHROMIUM = '/usr/bin/chromium';
const WAIT = { timeout: 30_000 };
/** Runs in the page (the test's tsconfig has no DOM types): an <img> that actually loaded. */
const imageLoaded = (img: unknown) => {
  const i = img as { complete: boolean; naturalWidth: number };
  return i.complete && i.naturalWidth > 0;
};

let s: PreviewServer;
let browser: Browser;
let tab: Page;

beforeAll(async () => {
  const prefix = `test-web-${randomUUID()}`;
  // Sat Nov 21, 2026: snapshots of Fri Nov 13 to Fri Nov 20.
  const days = await replayBooks({
    redisUrl: REDIS_URL,
    prefix,
    now: NOW,
    days: 8,
    timeZone: 'UTC',
    logger: createLogger({ level: 'warn', name: 'test-replay' }),
  });
  expect(days).toEqual(['2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
  s = await startPreviewServer('sample', { prefix });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  tab = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await tab.goto(s.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await s?.close();
}, 60_000);

/** Sends a command and waits for the report whose header says `title` and whose text holds `sentence`. */
async function report(command: string, title: string, sentence: string | RegExp, shot: string): Promise<string> {
  await tab.fill('#command', command);
  await tab.press('#command', 'Enter');
  const message = tab.locator('.item.bot[data-message-id]', { has: tab.locator('.rb-header', { hasText: title }) }).last();
  await message.locator('.slack-view', { hasText: sentence }).waitFor(WAIT);
  const chart = message.locator('.slack-view img.rb-image-img').first();
  if ((await chart.count()) > 0) await tab.waitForFunction(imageLoaded, await chart.elementHandle(), WAIT);
  // The top of the message, where the sentences are, as a reader sees it.
  await message.evaluate((e) => (e as unknown as { scrollIntoView(): void }).scrollIntoView());
  await tab.screenshot({ path: `test-artifacts/${shot}` });
  return (await message.locator('.slack-view').textContent()) ?? '';
}

describe('insights in the preview page after a week of snapshots', () => {
  it('occupancy next 4 weeks says the pickup since a week ago; signups and the digest say theirs', async () => {
    // Next 4 weeks from today, Saturday Nov 21: stays to Friday Dec 18, against the books of Sat Nov 14 (the sample's snapshots hold every date ahead).
    const occupancy = await report(
      '/report occupancy next-4-weeks',
      'Occupancy',
      /picked up for stays Nov 21 – Dec 18 since Sat Nov 14\./,
      'preview-insights-occupancy.png',
    );
    expect(occupancy).toMatch(/\+[\d,]+ nights and \+\$[\d,]+\.\d\d picked up for stays Nov 21 – Dec 18 since Sat Nov 14\./);
    await report('/report signups last-month', 'Signups', /New signups ./, 'preview-insights-signups.png');
    const digest = await report('/report digest', 'Weekly digest', /picked up for stays/, 'preview-insights-digest.png');
    expect(digest).toMatch(/since Sat Nov 14\./);
    if (process.env.UPDATE_README_SCREENSHOT) {
      await mkdir('docs', { recursive: true });
      for (const name of ['occupancy', 'signups', 'digest'])
        await copyFile(`test-artifacts/preview-insights-${name}.png`, `docs/insights-${name}.png`);
    }
  }, 120_000);
});
