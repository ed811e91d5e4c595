/**
 * The calendar's two caches (formatters per zone in `todayIn`, resolved names in
 * `canonicalTimeZone`): each zone's Intl formatter is built once, and each cache is emptied
 * when a 2,001st name arrives so odd spellings cannot grow it without end. Intl's constructor is
 * watched (a pass-through spy, it still builds the real formatter) to count what was built;
 * each test imports a fresh copy of the module so its caches start empty.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Calendar = typeof import('../../src/query/calendar.js');

async function freshCalendar(): Promise<Calendar> {
  vi.resetModules();
  return import('../../src/query/calendar.js');
}

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The `n`th spelling of Europe/Berlin with its letters' case flipped by the bits of `n`: twelve
 * letters give 4,096 distinct names, all of which Intl takes (zone names ignore case).
 */
function berlinSpelling(n: number): string {
  let bit = 0;
  return [...'europe/berlin']
    .map((ch) => {
      if (ch === '/') return ch;
      const upper = (n >> bit++) & 1;
      return upper ? ch.toUpperCase() : ch;
    })
    .join('');
}

/** A spy on Intl's formatter constructor that still builds and returns the real formatter. */
function countFormatters() {
  const Real = Intl.DateTimeFormat;
  return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
    return new Real(...args);
  });
}

const NOW = new Date('2026-11-23T12:00:00Z');

describe('todayIn builds one formatter per zone', () => {
  it('asks Intl once for a zone it has seen', async () => {
    const { todayIn } = await freshCalendar();
    const built = countFormatters();
    // 12:00 UTC is 17:30 in Kolkata (UTC+5:30), still the 23rd.
    expect(todayIn(NOW, 'Asia/Kolkata')).toBe('2026-11-23');
    expect(todayIn(NOW, 'Asia/Kolkata')).toBe('2026-11-23');
    expect(built).toHaveBeenCalledTimes(1);
  });
});

describe('the caches forget everything when a 2,001st name arrives, not before', () => {
  // Names 0..1999 fill a cache to 2,000; name 0 is still there (nothing built). Name 2000 is
  // the 2,001st: the cache is emptied before it goes in, so name 0 must be built again.
  const FULL = 2_000;

  it('todayIn', async () => {
    const { todayIn } = await freshCalendar();
    const built = countFormatters();
    for (let n = 0; n < FULL; n++) todayIn(NOW, berlinSpelling(n));
    expect(built).toHaveBeenCalledTimes(FULL);
    // Berlin is UTC+1 in November: 13:00 on the 23rd.
    expect(todayIn(NOW, berlinSpelling(0))).toBe('2026-11-23');
    expect(built).toHaveBeenCalledTimes(FULL);
    todayIn(NOW, berlinSpelling(FULL));
    expect(todayIn(NOW, berlinSpelling(0))).toBe('2026-11-23');
    expect(built).toHaveBeenCalledTimes(FULL + 2);
  });

  it('canonicalTimeZone', async () => {
    const { canonicalTimeZone } = await freshCalendar();
    const built = countFormatters();
    for (let n = 0; n < FULL; n++) expect(canonicalTimeZone(berlinSpelling(n))).toBe('Europe/Berlin');
    expect(built).toHaveBeenCalledTimes(FULL);
    expect(canonicalTimeZone(berlinSpelling(0))).toBe('Europe/Berlin');
    expect(built).toHaveBeenCalledTimes(FULL);
    canonicalTimeZone(berlinSpelling(FULL));
    expect(canonicalTimeZone(berlinSpelling(0))).toBe('Europe/Berlin');
    expect(built).toHaveBeenCalledTimes(FULL + 2);
  });
});
