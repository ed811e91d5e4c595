/**
 * Microsoft's own Adaptive Card renderer (`adaptivecards`, the JavaScript SDK) in Chromium, with
 * a host config like Teams' (Segoe UI, its text sizes and spacing), so a test sees a card laid
 * out at a given width as a Teams client would: which text blocks wrap, which are cut.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Teams' text sizes, weights and spacing (its light theme), as its host config gives them. */
export const TEAMS_HOST_CONFIG = {
  fontFamily: "'Segoe UI', 'Helvetica Neue', sans-serif",
  spacing: { small: 8, default: 12, medium: 16, large: 20, extraLarge: 24, padding: 16 },
  separator: { lineThickness: 1, lineColor: '#EEEEEE' },
  supportsInteractivity: true,
  fontTypes: {
    default: {
      fontFamily: "'Segoe UI', 'Helvetica Neue', sans-serif",
      fontSizes: { small: 12, default: 14, medium: 14, large: 18, extraLarge: 24 },
      fontWeights: { lighter: 200, default: 400, bolder: 600 },
    },
    monospace: {
      fontFamily: "'Consolas', monospace",
      fontSizes: { small: 12, default: 14, medium: 14, large: 18, extraLarge: 24 },
      fontWeights: { lighter: 200, default: 400, bolder: 600 },
    },
  },
  containerStyles: {
    default: { backgroundColor: '#FFFFFF', foregroundColors: { default: { default: '#242424', subtle: '#616161' } } },
    emphasis: { backgroundColor: '#F5F5F5', foregroundColors: { default: { default: '#242424', subtle: '#616161' } } },
  },
  imageSizes: { small: 32, medium: 52, large: 100 },
  actions: {
    maxActions: 6,
    spacing: 'default',
    buttonSpacing: 8,
    showCard: { actionMode: 'inline', inlineTopMargin: 16 },
    actionsOrientation: 'horizontal',
    actionAlignment: 'left',
  },
  factSet: { title: { weight: 'bolder', size: 'default', wrap: true, maxWidth: 150 }, value: { size: 'default', wrap: true }, spacing: 8 },
};

export interface CardPage {
  page: Page;
  /** Renders `card` `width` px wide, replacing the last one. */
  show(card: unknown, width: number): Promise<void>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

export async function openCardPage(): Promise<CardPage> {
  const script = await readFile(require.resolve('adaptivecards/dist/adaptivecards.min.js'), 'utf8');
  const css = await readFile(require.resolve('adaptivecards/dist/adaptivecards.css'), 'utf8').catch(() => '');
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 800, height: 1200 } });
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${css}\nbody{margin:0;background:#f5f5f5}#host{background:#fff}</style></head><body><div id="host"></div></body></html>`,
  );
  await page.addScriptTag({ content: script });
  return {
    page,
    async show(card, width) {
      await page.evaluate(
        ({ card, width, config }) => {
          // Runs in the page: the SDK's global and the DOM, untyped here.
          const g = globalThis as unknown as { AdaptiveCards: any; document: any };
          const ac = new g.AdaptiveCards.AdaptiveCard();
          ac.hostConfig = new g.AdaptiveCards.HostConfig(config);
          ac.parse(card);
          const host = g.document.getElementById('host');
          host.style.width = `${width}px`;
          host.replaceChildren(ac.render());
        },
        { card, width, config: TEAMS_HOST_CONFIG },
      );
    },
    close: () => browser.close(),
  };
}

/** A text block of the rendered card and how it was laid out. */
export interface LaidOutText {
  text: string;
  /** Lines it takes (its height over its line height). */
  lines: number;
  /** Cut short: wider than its box, or ended with an ellipsis. */
  cut: boolean;
  /** Words broken across two lines. */
  splitWords: string[];
  /** Inside a Table (the renderer draws it with `role="table"`) or a ColumnSet (a story beside its photo). */
  inColumns: boolean;
}

/** Every TextBlock and RichTextBlock of the card on show (or of the cards under `root`). */
export async function laidOutTexts(page: Page, root = '#host'): Promise<LaidOutText[]> {
  return page.evaluate((root) => {
    const g = globalThis as unknown as { document: any; getComputedStyle(e: unknown): any };
    const blocks = [...g.document.querySelectorAll(`${root} .ac-textBlock, ${root} .ac-richTextBlock`)] as any[];
    return blocks.map((el) => {
      const style = g.getComputedStyle(el);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.33;
      const text = (el.textContent ?? '').trim();
      const splitWords: string[] = [];
      const walker = g.document.createTreeWalker(el, 4);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value: string = node.nodeValue ?? '';
        for (const m of value.matchAll(/\S+/g)) {
          const range = g.document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r: any) => Math.round(r.top)));
          if (tops.size > 1) splitWords.push(m[0]);
        }
      }
      return {
        text,
        lines: Math.round(el.getBoundingClientRect().height / lineHeight),
        cut: el.scrollWidth > el.clientWidth + 1 || text.endsWith('…'),
        splitWords,
        inColumns: el.closest('.ac-columnSet, [role="table"]') !== null,
      };
    });
  }, root);
}

/** A figure as a table cell shows it: `$207.2k`, `1,234`, `73.5%`, `+12.5%`, `4.5 / 5`, `–`. */
export const FIGURE = /^[+-]?[$€£]?\d[\d,.]*[kMB]?%?( \/ 5)?$|^–$/;
