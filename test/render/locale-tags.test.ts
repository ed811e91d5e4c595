/**
 * Where a reader's locale comes from and the edges of writing dates in it (render/locale.ts),
 * beyond test/render/locale.test.ts: the tag as stored, `Accept-Language` by its weights, `LANG`
 * with stray spaces, the week's first day in regions the fallback table does not list, and
 * stretches of days that are or are not a whole month. Expected strings by hand from CLDR's
 * patterns; THIN is U+2009 around a range's dash where both sides have a month.
 */
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/catalogue/types.js';
import {
  LocaleSchema,
  localeFromAcceptLanguage,
  localeFromPosix,
  localeWeekStart,
  localLabel,
  localRowLabel,
  localSpan,
  readerLocale,
  withLocale,
} from '../../src/render/locale.js';
import { makeReport } from './slack-fixtures.js';

const THIN = '\u2009';

describe('a locale as stored', () => {
  it('takes a canonical tag and refuses another, saying why', () => {
    expect(LocaleSchema.safeParse('de-DE').success).toBe(true);
    expect(LocaleSchema.safeParse('ja-JP').success).toBe(true);
    const lower = LocaleSchema.safeParse('de-de');
    expect(lower.success).toBe(false);
    expect(lower.error?.issues[0]?.message).toBe('not a canonical BCP 47 locale tag');
  });

  it('reads a tag with spaces around it', () => {
    expect(readerLocale(' de-de ')).toBe('de-DE');
  });
});

describe('LANG with spaces around it', () => {
  it('is the locale it names, and POSIX is still none', () => {
    expect(localeFromPosix(' fr_FR.UTF-8')).toBe('fr-FR');
    // `posix` would be a language tag Intl takes: only the trimmed name is told apart.
    expect(localeFromPosix(' POSIX')).toBeNull();
  });
});

describe('Accept-Language', () => {
  it('is the first choice when none is weighted', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr-FR');
    expect(localeFromAcceptLanguage('de-DE, fr-FR, ja-JP')).toBe('de-DE');
  });

  it('ranks by weight, the header’s order breaking ties', () => {
    expect(localeFromAcceptLanguage('de;q=0.5, ja-JP')).toBe('ja-JP');
    expect(localeFromAcceptLanguage('en;q=0.8, de;q=0.9, fr;q=0.2')).toBe('de');
    expect(localeFromAcceptLanguage('en;q=0.5, de;q=0.9, fr;q=0.9')).toBe('de');
    // The weight is the `q` parameter wherever it stands, with spaces around it.
    expect(localeFromAcceptLanguage('de;v=1;q=0.5, ja-JP')).toBe('ja-JP');
    expect(localeFromAcceptLanguage('de; q=0.5 , ja-JP')).toBe('ja-JP');
  });

  it('takes no language weighted 0, and none Intl does not know', () => {
    expect(localeFromAcceptLanguage('de;q=0')).toBeNull();
    expect(localeFromAcceptLanguage('de;q=0, fr')).toBe('fr');
    expect(localeFromAcceptLanguage('de; q=0')).toBeNull();
    expect(localeFromAcceptLanguage('xx-notalocale-atall, en-GB;q=0.7')).toBe('en-GB');
    expect(localeFromAcceptLanguage('')).toBeNull();
  });

  it('reads a parameter that is not a weight, or a weight that is not a number, as no weight', () => {
    expect(localeFromAcceptLanguage('de;aq=0')).toBe('de');
    expect(localeFromAcceptLanguage('de;q=0abc')).toBe('de');
  });

  it('reads no more than its first 32 languages, however long the header', () => {
    const unknown = Array.from({ length: 32 }, () => 'xx-notalocale-atall').join(',');
    expect(localeFromAcceptLanguage(`${unknown},de`)).toBeNull();
    expect(localeFromAcceptLanguage(`${unknown.slice(0, unknown.lastIndexOf(','))},de`)).toBe('de');
  });
});

describe("the week's first day in regions Intl knows", () => {
  it('is Sunday in pt-BR, Monday in it-IT and Saturday in ar-EG', () => {
    expect(localeWeekStart('pt-BR')).toBe('Sunday');
    expect(localeWeekStart('it-IT')).toBe('Monday');
    expect(localeWeekStart('ar-EG')).toBe('Saturday');
  });
});

describe('a span and a range label in a locale', () => {
  it('writes en-US in the house style, which Intl does not', () => {
    expect(localSpan('2026-10-01', '2026-10-31', 'en-US')).toBe('Oct 1–31, 2026');
  });

  it('writes one day as the day', () => {
    expect(localLabel({ label: 'Yesterday · Nov 20, 2026', start: '2026-11-20', end: '2026-11-20' }, 'de-DE')).toBe('Yesterday · 20. Nov. 2026');
  });

  it('leaves a period with no complete day yet as it is', () => {
    const label = 'This month · no complete day yet';
    expect(localLabel({ label, start: '2026-11-01', end: '2026-10-31' }, 'de-DE')).toBe(label);
  });
});

describe('a stretch of days that is a whole month, or not', () => {
  it('writes a week that ends a month, a week that starts one, and two whole months as ranges', () => {
    expect(localRowLabel('Nov 29–30', '2026-11-29', '2026-11-30', 'de-DE')).toBe('29.–30. Nov.');
    expect(localRowLabel('Nov 1–7', '2026-11-01', '2026-11-07', 'de-DE')).toBe('1.–7. Nov.');
    expect(localRowLabel('Oct 1 – Nov 30', '2026-10-01', '2026-11-30', 'de-DE')).toBe(`1. Okt.${THIN}–${THIN}30. Nov.`);
    expect(localRowLabel('Nov 2026', '2026-11-01', '2026-11-30', 'de-DE')).toBe('Nov. 2026');
  });
});

describe('labels with days that do not fit', () => {
  const periods = [{ start: '2026-11-22', end: '2026-11-28' }];
  it('leaves a table whose first column is a figure, and a chart with fewer stretches than labels, as they are', () => {
    const made: Report = makeReport({
      tables: [
        {
          key: 'byPeriod',
          title: 'By week',
          columns: [{ key: 'count', label: 'Signups', unit: 'count' }],
          rows: [{ count: 7 }],
          moreRows: 0,
          periods,
        },
      ],
      series: [
        {
          key: 'signupsTrend',
          kind: 'trend',
          title: 'Signups per week',
          labels: ['Nov 22–28', 'Nov 29 – Dec 5'],
          datasets: [{ label: 'Signups', unit: 'count', values: [7, 8] }],
          periods,
        },
      ],
    });
    const r = withLocale(made, 'de-DE');
    expect(r.tables[0]!.rows).toEqual([{ count: 7 }]);
    expect(r.series[0]!.labels).toEqual(['Nov 22–28', 'Nov 29 – Dec 5']);
  });
});
