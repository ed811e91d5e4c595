/**
 * The preview page in a real browser: playwright-core driving Debian's Chromium
 * (/usr/bin/chromium; .ci/run installs it), against a real server with the real jobs runtime
 * and the sandbox. Waits are generous but bounded; nothing here asserts on timing.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCTOBER, SEPTEMBER, STORIES_LAST_MONTH, privateWordsIn } from '../helpers/fixtures.js';
import { startPreviewServer, type PreviewServer } from './server.js';

const CHROMIUM = '/usr/bin/chromium';
/** Runs in the page (the test's tsconfig has no DOM types): an <img> that actually loaded. */
const imageLoaded = (img: unknown) => {
  const i = img as { complete: boolean; naturalWidth: number };
  return i.complete && i.naturalWidth > 0;
};
const WAIT = { timeout: 30_000 };

let s: PreviewServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  s = await startPreviewServer();
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
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  page = await context.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await s?.close();
}, 60_000);

async function send(text: string): Promise<void> {
  await page.fill('#command', text);
  await page.press('#command', 'Enter');
}

describe('preview page in Chromium', () => {
  it('shows a report as Slack would, with its chart and working buttons, and the Teams card', async () => {
    await page.goto(s.url);
    expect(await page.title()).toBe('Report bot — preview');
    await expect.poll(() => page.locator('#sample-banner').textContent()).toContain('Sample data');

    // Autocompletion offers report names from the grammar.
    await page.fill('#command', '');
    await page.type('#command', '/report refe');
    await page.locator('#suggestions li', { hasText: 'referrals' }).first().waitFor(WAIT);
    await page.press('#command', 'Tab');
    expect(await page.inputValue('#command')).toBe('/report referrals ');

    await send('/report referrals last-month');
    const message = page.locator('.item.bot[data-message-id]').first();
    await message.locator('.rb-header', { hasText: 'Referrals' }).waitFor(WAIT);
    expect(await page.locator('.ephemeral', { hasText: 'Working on' }).count()).toBe(1);

    // The headline figure, worked out by hand from the fixture (see OCTOBER).
    const headline = await message.locator('.rb-field').first().textContent();
    expect(headline).toContain(OCTOBER.referralRevenueText);
    expect(headline).toContain(OCTOBER.referralRevenueChange);
    const context = message.locator('.slack-view .rb-context').first();
    expect(await context.textContent()).toContain(OCTOBER.periodLabel);

    // The chart is served by the bot and actually loads.
    const chart = message.locator('.slack-view img.rb-image-img').first();
    await chart.waitFor(WAIT);
    expect(await chart.getAttribute('src')).toMatch(/^preview\/charts\/.+\.png$/);
    await page.waitForFunction(imageLoaded, await chart.elementHandle(), WAIT);

    await page.screenshot({ path: 'test-artifacts/preview.png' });

    // "Previous period" updates the same message in place.
    await message.locator('.slack-view button', { hasText: 'Previous period' }).click();
    // The old label names the previous month too ("… vs Sep 1–30"): wait for the new one to lead.
    const periodLabel = async () => ((await page.locator('.item.bot[data-message-id] .slack-view .rb-context').first().textContent()) ?? '').trim();
    await expect.poll(periodLabel, WAIT).toSatisfy((label: string) => label.startsWith(SEPTEMBER.periodLabel));
    expect(await periodLabel()).not.toContain(OCTOBER.periodLabel);
    expect(await periodLabel()).toContain(`vs ${SEPTEMBER.comparisonLabel}`);
    expect(await page.locator('.item.bot[data-message-id]').count()).toBe(1);
    // September by hand: $1,371.73 against August's $1,500.00.
    const september = await page.locator('.item.bot[data-message-id] .rb-field').first().textContent();
    expect(september).toContain(SEPTEMBER.referralRevenueText);
    expect(september).toContain(SEPTEMBER.referralRevenueChange);

    // The Teams view draws the Adaptive Card of the same message.
    await page.click('#view-teams');
    const card = page.locator('.item.bot[data-message-id] .teams-card');
    await card.waitFor({ state: 'visible', ...WAIT });
    expect(await card.locator('.tc-facts').first().textContent()).toContain(SEPTEMBER.referralRevenueText);
    expect(await card.locator('.tc-actions button', { hasText: 'Previous period' }).count()).toBe(1);
    // Download CSV is a link to the bot in Teams' look as in Slack's (signed; see test/web/csv.test.ts).
    const csvLink = card.locator('.tc-actions a', { hasText: 'Download CSV' });
    expect(await csvLink.getAttribute('href')).toMatch(new RegExp(`^${s.url.replace(/[.]/g, '\\.')}/csv\\?q=`));
    expect(await page.locator('.item.bot[data-message-id] .slack-view a.rb-button', { hasText: 'Download CSV' }).count()).toBe(1);
    expect(await page.locator('.item.bot[data-message-id] .slack-view').isVisible()).toBe(false);
    await page.screenshot({ path: 'test-artifacts/preview-teams.png' });
    await page.click('#view-slack');

    // Copy Block Kit JSON says so (clipboard or its fallback).
    await page.locator('.item.bot[data-message-id] button.copy').click();
    await expect.poll(() => page.locator('.item.bot[data-message-id] .tools .done').textContent(), WAIT).toMatch(/Copied|Copy failed/);
  }, 120_000);

  it('answers help and errors as ephemeral replies', async () => {
    await send('/report help');
    await page.locator('.ephemeral .slack-view .rb-msg', { hasText: 'Usage' }).first().waitFor(WAIT);
    await send('/report xyzzy');
    await page.locator('.ephemeral .slack-view .rb-msg', { hasText: '/report help' }).last().waitFor(WAIT);
  }, 60_000);

  it('shows story photos served by the sandbox on its own port', async () => {
    await send('/report stories last-month');
    const photo = page.locator('.item.bot[data-message-id] .slack-view img.rb-accessory').first();
    await photo.waitFor(WAIT);
    const src = (await photo.getAttribute('src'))!;
    expect(new URL(src).origin).toBe(new URL(s.sandbox.url).origin);
    expect(new URL(src).origin).not.toBe(new URL(s.url).origin);
    await photo.scrollIntoViewIfNeeded();
    await page.waitForFunction(imageLoaded, await photo.elementHandle(), WAIT);
    // Privacy: no last name, e-mail or phone anywhere in the page (HTML, as the browser has it).
    expect(privateWordsIn(await page.content())).toEqual([]);
    // October's two stories, as first name and last initial only.
    const story = await page
      .locator('.item.bot[data-message-id]')
      .filter({ has: page.locator('img.rb-accessory') })
      .first()
      .textContent();
    for (const person of STORIES_LAST_MONTH.people) expect(story).toContain(person);
  }, 60_000);

  it('creates a subscription and runs it now', async () => {
    await send('/report subscribe signups every monday at 9:00');
    const sub = page.locator('#sub-list .sub').first();
    await sub.waitFor(WAIT);
    const id = (await sub.getAttribute('data-subscription-id'))!;
    await sub.locator('button.run-now').click();
    await page.locator('.item.bot[data-message-id] .sub-tag', { hasText: id }).first().waitFor(WAIT);
    await page.screenshot({ path: 'test-artifacts/preview-subscription.png' });
  }, 60_000);

  it('sets an alert and checks it now: the result shows whether or not it crossed', async () => {
    await send('/report alert referrals revenue below $1,000 last-month');
    const alert = page.locator('#sub-list .sub', { hasText: 'Alert: revenue below $1,000' }).first();
    await alert.waitFor(WAIT);
    await alert.locator('button.check-now').click();
    // October's referral revenue by hand: $1,234.56, above $1,000.
    await page.locator('.item.bot[data-message-id]', { hasText: 'Not crossed: revenue $1,234.56 is above $1,000.' }).first().waitFor(WAIT);
  }, 60_000);
});

/** Runs in the page: whether the element is wholly inside the scrolled conversation's visible part. */
const inView = (node: unknown) => {
  const e = node as { getBoundingClientRect(): { top: number; bottom: number } };
  const log = (globalThis as unknown as { document: { getElementById(id: string): typeof e } }).document.getElementById('log');
  const r = e.getBoundingClientRect();
  const l = log.getBoundingClientRect();
  return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
};

describe('preview page as a newcomer uses it', () => {
  it('scrolls to the end of each new reply, keeps the conversation across a reload, and draws Teams as Teams does', async () => {
    // A short window, so a report with its chart is taller than what shows at once.
    const context = await browser.newContext({ viewport: { width: 1280, height: 640 } });
    const tab = await context.newPage();
    try {
      await tab.goto(s.url);
      const say = async (text: string) => {
        await tab.fill('#command', text);
        await tab.press('#command', 'Enter');
      };
      await say('/report help');
      await tab.locator('.ephemeral .rb-msg', { hasText: 'Usage' }).first().waitFor(WAIT);
      await say('/report referrals last-month');
      const report = tab.locator('.item.bot[data-message-id]').last();
      const chart = report.locator('.slack-view img.rb-image-img');
      await chart.waitFor(WAIT);
      await tab.waitForFunction(imageLoaded, await chart.elementHandle(), WAIT);
      // The chart's bottom and the buttons under it are on screen without scrolling by hand.
      const lastButton = report.locator('.slack-view button').last();
      await expect.poll(async () => tab.evaluate(inView, await lastButton.elementHandle()), WAIT).toBe(true);
      // …because the conversation is scrolled to its very end, after the chart made the reply taller.
      const atEnd = () =>
        tab.locator('#log').evaluate((l) => {
          const log = l as unknown as { scrollTop: number; clientHeight: number; scrollHeight: number };
          return log.scrollHeight > log.clientHeight && log.scrollTop + log.clientHeight >= log.scrollHeight - 2;
        });
      expect(await atEnd()).toBe(true);

      // Teams: no Slack-only controls, figures right-aligned in tables, photos at the card's size.
      await tab.click('#view-teams');
      expect(await report.locator('button.copy').isVisible()).toBe(false);
      const figureCell = report.locator('.teams-card .tc-table tr:nth-child(2) td:last-child');
      expect(await figureCell.evaluate((e) => (e as unknown as { style: { textAlign: string } }).style.textAlign)).toBe('right');
      await say('/report stories last-month');
      const photo = tab.locator('.item.bot[data-message-id]').last().locator('.teams-card img.tc-img.medium').first();
      await photo.waitFor(WAIT);
      await tab.waitForFunction(imageLoaded, await photo.elementHandle(), WAIT);
      // "Medium" in Adaptive Cards' default host config is 80 px wide (the sandbox photo is 640).
      expect((await photo.boundingBox())!.width).toBe(80);
      await tab.click('#view-slack');

      // A reload shows the same conversation, in order: your commands, the replies only you saw, the reports.
      // Each row as its kind and the start of what it says (innerText leaves out the messages' <style>).
      const rows = () =>
        tab.locator('#log > .item').evaluateAll((items) =>
          items.map((i) => {
            const row = i as unknown as { className: string; querySelector(q: string): { innerText: string } | null };
            return `${row.className} | ${(row.querySelector('.user-text, .slack-view') ?? { innerText: '' }).innerText.slice(0, 80)}`;
          }),
        );
      const before = await rows();
      await tab.reload();
      await expect.poll(rows, WAIT).toEqual(before);
      expect(before.filter((r) => r.startsWith('item user'))).toHaveLength(3);
      expect(before[0]).toContain('/report help');
      expect(before[1]).toContain('Usage');
      // The newest reply is in view after the reload too.
      await expect
        .poll(async () => tab.evaluate(inView, await tab.locator('#log > .item').last().locator('.slack-view button').last().elementHandle()), WAIT)
        .toBe(true);
      await tab.screenshot({ path: 'test-artifacts/preview-reloaded.png' });
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('preview page on generated sample data, as `npm start` shows it', () => {
  it('answers a question in plain words, saying how it read it; README opens with this page', async () => {
    const sample = await startPreviewServer('sample');
    try {
      const tab = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
      await tab.goto(sample.url);
      await tab.fill('#command', 'how did referrals do last month?');
      await tab.press('#command', 'Enter');
      // How it was read is said at once, then the report's header names the report and the period.
      await tab.locator('.item.ephemeral', { hasText: 'Working on Referrals · last month' }).first().waitFor(WAIT);
      const message = tab.locator('.item.bot[data-message-id]').first();
      await message.locator('.rb-header', { hasText: 'Referrals' }).waitFor(WAIT);
      expect(await message.locator('.slack-view .rb-context').first().textContent()).toContain('Last month · Oct 1–31, 2026  ·  vs Sep 1–30, 2026');
      expect(await tab.locator('.item.user .user-text').first().textContent()).toBe('how did referrals do last month?');
      const chart = message.locator('.slack-view img.rb-image-img').first();
      await chart.waitFor(WAIT);
      await tab.waitForFunction(imageLoaded, await chart.elementHandle(), WAIT);
      expect(privateWordsIn(await tab.content())).toEqual([]);
      // The question at the top of the view, with the report's header under it.
      await tab
        .locator('.item.user')
        .first()
        .evaluate((e) => (e as unknown as { scrollIntoView(): void }).scrollIntoView());
      await tab.screenshot({ path: 'test-artifacts/preview-question.png' });
      if (process.env.UPDATE_README_SCREENSHOT) {
        await mkdir('docs', { recursive: true });
        await copyFile('test-artifacts/preview-question.png', 'docs/preview.png');
      }
      await tab.close();
    } finally {
      await sample.close();
    }
  }, 60_000);

  it('answers a report with its chart; README shows its Teams card', async () => {
    const sample = await startPreviewServer('sample');
    try {
      const tab = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
      await tab.goto(sample.url);
      await tab.fill('#command', '/report referrals last-month');
      await tab.press('#command', 'Enter');
      const message = tab.locator('.item.bot[data-message-id]').first();
      await message.locator('.rb-header', { hasText: 'Referrals' }).waitFor(WAIT);
      // Last month at Nov 21, 2026 against the month before, as the period line says.
      expect(await message.locator('.slack-view .rb-context').first().textContent()).toContain('Last month · Oct 1–31, 2026  ·  vs Sep 1–30, 2026');
      const chart = message.locator('.slack-view img.rb-image-img').first();
      await chart.waitFor(WAIT);
      await tab.waitForFunction(imageLoaded, await chart.elementHandle(), WAIT);
      expect(privateWordsIn(await tab.content())).toEqual([]);
      await tab.screenshot({ path: 'test-artifacts/preview-sample.png' });
      // The same message as the Teams card, with its figures right-aligned and no Slack controls.
      await tab.click('#view-teams');
      const card = message.locator('.teams-card');
      await card.waitFor({ state: 'visible', ...WAIT });
      expect(await message.locator('button.copy').isVisible()).toBe(false);
      await tab.waitForFunction(imageLoaded, await card.locator('img.tc-img').first().elementHandle(), WAIT);
      await tab.screenshot({ path: 'test-artifacts/preview-sample-teams.png' });
      await tab.click('#view-slack');

      // Referrals by channel says why revenue moved, and who holds most of it.
      await tab.fill('#command', '/report referrals last-month by channel');
      await tab.press('#command', 'Enter');
      const byChannel = tab.locator('.item.bot[data-message-id]', { hasText: 'Referrals by channel' }).last();
      const drivers = byChannel.locator('.slack-view', { hasText: 'Referral revenue ▼ 7.1%: google / cpc' });
      await drivers.waitFor(WAIT);
      await tab.waitForFunction(imageLoaded, await byChannel.locator('.slack-view img.rb-image-img').first().elementHandle(), WAIT);
      // The top of the message, where the sentences are, in the page as a reader sees it.
      await byChannel.evaluate((e) => (e as unknown as { scrollIntoView(): void }).scrollIntoView());
      await tab.screenshot({ path: 'test-artifacts/preview-insights-referrals.png' });
      // README's screenshots are refreshed on request only, so a test run leaves the tree clean.
      if (process.env.UPDATE_README_SCREENSHOT) {
        await mkdir('docs', { recursive: true });
        await copyFile('test-artifacts/preview-sample-teams.png', 'docs/preview-teams.png');
        await copyFile('test-artifacts/preview-insights-referrals.png', 'docs/insights-referrals.png');
      }
      await tab.close();
    } finally {
      await sample.close();
    }
  }, 60_000);
});
