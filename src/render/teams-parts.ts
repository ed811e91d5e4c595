/**
 * Putting text into an Adaptive Card safely: the text elements every Teams builder uses.
 *
 * A TextBlock (and a Fact) renders Teams' markdown subset, whose one risky construct for us is
 * the link `[text](url)`: a caption could show "click" and point anywhere. So:
 * 1. Text from data (captions, quotes, people, properties, table cells) goes into
 *    RichTextBlock TextRuns (`rich`, `run`), which the Adaptive Card schema defines as plain
 *    text.
 * 2. Every string from a report, wherever it lands, also passes `noLinks`, which puts a
 *    zero-width space in `](` so no host can read a link in it even if it parsed markdown
 *    there. It is invisible, and plain `[…]` or `(…)` are left alone.
 * Backslash escapes are not used: hosts differ on them and would show the backslashes.
 */
import type { RichTextBlock, TextBlock, TextRun } from './adaptive-card.js';
import { oneLine } from './limits.js';

/** Breaks markdown link syntax without visibly changing the text. */
export function noLinks(text: string): string {
  return text.replace(/\]\s*\(/g, ']\u200B(');
}

/** Data text for one run: one line, cut to `max`, link syntax broken. */
export function dataText(text: string, max = 500): string {
  return noLinks(oneLine(text, max));
}

/** A TextBlock for our own words (titles, labels, notes), wrapped. */
export function textBlock(text: string, extra: Omit<TextBlock, 'type' | 'text'> = {}): TextBlock {
  return { type: 'TextBlock', text: noLinks(text), wrap: true, ...extra };
}

/** A plain run of text: markdown in it is shown as typed. */
export function run(text: string, extra: Omit<TextRun, 'type' | 'text'> = {}): TextRun {
  return { type: 'TextRun', text, ...extra };
}

/** Runs as one block of text. */
export function rich(inlines: TextRun[], extra: Omit<RichTextBlock, 'type' | 'inlines'> = {}): RichTextBlock {
  return { type: 'RichTextBlock', inlines, ...extra };
}
