import { describe, expect, it } from 'vitest';
import { chartAlt, chartElements, chartsBySection, clip, isWebUrl, oneLine, shownTables } from '../../src/render/limits.js';
import { CHART_PENDING_LINE, type Chart } from '../../src/render/chart-types.js';
import type { Report } from '../../src/catalogue/types.js';
import { handReport } from '../helpers/hand-report.js';

/** A chart with only what these functions read: its key, title and alt text. */
const chart = (key: string, title = key, alt = `${key} chart`): Chart =>
  ({ key, title, alt, image: { kind: 'url', url: 'https://x.example/c.png' } }) as unknown as Chart;

/** The small cuts and checks every renderer shares; expected texts typed out by hand. */
describe('clip', () => {
  it('keeps a text of exactly the limit, and cuts a longer one to the limit with its ellipsis', () => {
    expect(clip('abcdef', 6)).toBe('abcdef');
    expect(clip('abcdefgh', 5)).toBe('abcd…');
  });

  it('never leaves half of a surrogate pair', () => {
    // U+1F600 is \uD83D\uDE00: a cut after its high half steps back before it.
    expect(clip('abc😀def', 5)).toBe('abc…');
    // The ends of the high-surrogate range, U+10000 (\uD800\uDC00) and U+10FC00 (\uDBFF\uDC00).
    expect(clip('abc\u{10000}def', 5)).toBe('abc…');
    expect(clip('abc\u{10FC00}def', 5)).toBe('abc…');
    // A cut just after the whole pair keeps it.
    expect(clip('ab😀def', 5)).toBe('ab😀…');
  });
});

describe('isWebUrl', () => {
  it('takes an absolute http or https URL with nothing to encode, and nothing else', () => {
    expect(isWebUrl('http://charts.example/c.png')).toBe(true);
    expect(isWebUrl('https://charts.example/c.png')).toBe(true);
    expect(isWebUrl('not a url')).toBe(false);
    expect(isWebUrl('javascript:https://charts.example/c.png')).toBe(false);
    expect(isWebUrl('https://charts.example/a chart.png')).toBe(false);
    expect(isWebUrl(null)).toBe(false);
  });
});

describe('oneLine', () => {
  it('folds line breaks and the spaces around them into one space', () => {
    expect(oneLine('Sunset \n at the pier\r\n\r\nagain', 100)).toBe('Sunset at the pier again');
    // A break at either end leaves no space there.
    expect(oneLine('  Sunset\n', 100)).toBe('Sunset');
  });
});

describe('shownTables', () => {
  it('leaves out a table with rows but no columns', () => {
    const r = handReport();
    const [table] = r.tables;
    r.tables = [{ ...table!, key: 'noColumns', columns: [] }, table!];
    expect(shownTables(r).map((t) => t.key)).toEqual([table!.key]);
  });
});

describe('charts', () => {
  it('places each chart under the first digest section that draws its series; the others come loose', () => {
    const section = (...keys: string[]): Report => ({ ...handReport(), series: keys.map((key) => ({ key })) }) as unknown as Report;
    const [a, b, c] = [chart('a'), chart('b'), chart('c')];
    const digest = { ...handReport(), sections: [section('a'), section('a', 'b')] };
    expect(chartsBySection(digest, [a, b, c])).toEqual({ loose: [c], perSection: [[a], [b]] });
  });

  it('holds the place of charts still being drawn with one line, and shows none by default', () => {
    const line = (text: string) => text;
    expect(chartElements([chart('a')], false, (c) => c.key, line, true)).toEqual([CHART_PENDING_LINE]);
    expect(chartElements([chart('a')], false, (c) => c.key, line)).toEqual(['a']);
  });

  it("alt text: the chart's sentence, else its title, trimmed", () => {
    expect(chartAlt(chart('a', ' Referral revenue ', ' Revenue rose. '))).toBe('Revenue rose.');
    expect(chartAlt(chart('a', ' Referral revenue ', '  '))).toBe('Referral revenue');
    expect(chartAlt(chart('a', ' ', ' '))).toBe('Chart');
  });
});
