/**
 * The calendar's arithmetic, with every expected day worked out by hand on a calendar.
 * November 2026: Sunday the 22nd, Monday the 23rd, Thursday the 26th.
 */
import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  canonicalTimeZone,
  daysInclusive,
  formatDay,
  isRealDate,
  isSupportedYear,
  monthEnd,
  monthStart,
  parts,
  plusDays,
  plusMonths,
  quarterEnd,
  quarterStart,
  todayIn,
  weekStart,
  yearEnd,
  yearStart,
} from '../../src/query/calendar.js';
import { rangeLabel } from '../../src/query/labels.js';

describe('todayIn: the day it is at an instant in a zone', () => {
  it('reads the day on the zone’s own clock, on both sides of its midnight', () => {
    const lateUtc = new Date('2026-11-23T23:30:00Z');
    expect(todayIn(lateUtc, 'UTC')).toBe('2026-11-23');
    // UTC+14: 13:30 on the 24th.
    expect(todayIn(lateUtc, 'Pacific/Kiritimati')).toBe('2026-11-24');
    // UTC-8 in November: 15:30 on the 23rd.
    expect(todayIn(lateUtc, 'America/Los_Angeles')).toBe('2026-11-23');
    // UTC+5:30: 18:45 UTC is 00:15 the next day; 18:29 UTC is 23:59 the same day.
    expect(todayIn(new Date('2026-11-23T18:45:00Z'), 'Asia/Kolkata')).toBe('2026-11-24');
    expect(todayIn(new Date('2026-11-23T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-11-23');
    // UTC-10: 09:59 UTC on New Year's Day is still the 31st.
    expect(todayIn(new Date('2027-01-01T09:59:00Z'), 'Pacific/Honolulu')).toBe('2026-12-31');
  });

  it('refuses a zone Intl does not know', () => {
    expect(() => todayIn(new Date('2026-11-23T12:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('weekStart', () => {
  it('goes back to the week’s first day, or stays on it', () => {
    // Thursday 26 November 2026.
    expect(weekStart('2026-11-26', 1)).toBe('2026-11-23');
    expect(weekStart('2026-11-26', 0)).toBe('2026-11-22');
    expect(weekStart('2026-11-26', 6)).toBe('2026-11-21');
    expect(weekStart('2026-11-26', 4)).toBe('2026-11-26');
    expect(weekStart('2026-11-23', 1)).toBe('2026-11-23');
    // Across a month and a year: Friday 1 January 2027 → Monday 28 December 2026.
    expect(weekStart('2027-01-01', 1)).toBe('2026-12-28');
  });
});

describe('months, quarters and years', () => {
  it('moves by months onto the same day, or the month’s last when it is shorter', () => {
    expect(plusMonths('2026-11-26', 1)).toBe('2026-12-26');
    expect(plusMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(plusMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(plusMonths('2026-11-26', -12)).toBe('2025-11-26');
    // January has 31 days, February 28 (2026) or 29 (2024); April 30.
    expect(plusMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(plusMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(plusMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(plusMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(plusMonths('2026-05-31', 0)).toBe('2026-05-31');
  });

  it('finds the first and last day of a month, a quarter and a year', () => {
    expect(monthStart('2026-11-26')).toBe('2026-11-01');
    expect(monthEnd('2026-11-26')).toBe('2026-11-30');
    expect(monthEnd('2024-02-10')).toBe('2024-02-29');
    // 2100 is not a leap year (divisible by 100, not by 400); 2000 was.
    expect(monthEnd('2100-02-01')).toBe('2100-02-28');
    expect(monthEnd('2000-02-01')).toBe('2000-02-29');
    expect(quarterStart('2026-11-26')).toBe('2026-10-01');
    expect(quarterEnd('2026-11-26')).toBe('2026-12-31');
    expect(quarterStart('2026-03-31')).toBe('2026-01-01');
    expect(quarterEnd('2026-01-01')).toBe('2026-03-31');
    expect(quarterStart('2026-04-01')).toBe('2026-04-01');
    expect(quarterEnd('2026-05-10')).toBe('2026-06-30');
    expect(quarterStart('2026-09-30')).toBe('2026-07-01');
    expect(quarterEnd('2026-08-01')).toBe('2026-09-30');
    expect(yearStart('2026-11-26')).toBe('2026-01-01');
    expect(yearEnd('2026-11-26')).toBe('2026-12-31');
  });
});

describe('daysInclusive', () => {
  it('counts both ends, across months, leap days and the clocks changing', () => {
    expect(daysInclusive('2026-11-23', '2026-11-23')).toBe(1);
    expect(daysInclusive('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInclusive('2024-02-01', '2024-03-01')).toBe(30);
    expect(daysInclusive('2025-01-01', '2025-12-31')).toBe(365);
    expect(daysInclusive('2024-01-01', '2024-12-31')).toBe(366);
    // Europe's clocks went back on 25 October 2026; a calendar day has no zone.
    expect(daysInclusive('2026-10-24', '2026-10-26')).toBe(3);
  });
});

describe('isRealDate and isSupportedYear (what mutation testing found unchecked)', () => {
  it('refuses month 0, day 0 and the years outside 1970–2199, and takes their edges', () => {
    expect(isRealDate(2026, 1, 1)).toBe(true);
    expect(isRealDate(2026, 0, 10)).toBe(false);
    expect(isRealDate(2026, 13, 10)).toBe(false);
    expect(isRealDate(2026, 2, 0)).toBe(false);
    expect(isRealDate(2026, 2, 29)).toBe(false);
    expect(isRealDate(2028, 2, 29)).toBe(true);
    expect(isSupportedYear(1970)).toBe(true);
    expect(isSupportedYear(2199)).toBe(true);
    expect(isSupportedYear(1969)).toBe(false);
    expect(isSupportedYear(2200)).toBe(false);
  });

  it('names a zone only when the whole name is one', () => {
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('Europe/Berlin x')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    // An offset is not an IANA name. Node 20's Intl refuses it anyway; engines with ECMA-402's
    // offset zones (Firefox 121+, Safari) take it, and there only the name check refuses it.
    expect(canonicalTimeZone('+05:30')).toBeNull();
  });

  it('refuses a zone that is not a string, though Intl would take it', () => {
    // A context or job payload without its zone: Intl would fall back to the process's own zone.
    expect(canonicalTimeZone(undefined as unknown as string)).toBeNull();
    // A payload's ['UTC'] reads as 'UTC' to both the name check and Intl.
    expect(canonicalTimeZone(['UTC'] as unknown as string)).toBeNull();
  });
});

describe('writing and reading yyyy-MM-dd', () => {
  it('pads a year before 1000 to four digits, so the day reads back', () => {
    expect(calendarDate(999, 12, 31)).toBe('0999-12-31');
    // The day before 1 January 1000 is 31 December 999.
    expect(plusDays('1000-01-01', -1)).toBe('0999-12-31');
    expect(parts('0999-12-31')).toEqual({ year: 999, month: 12, day: 31 });
    expect(formatDay('0999-12-31', 'MMM d, yyyy')).toBe('Dec 31, 0999');
  });

  it('names the text that is not a day', () => {
    expect(() => plusDays('2026-11-3', 1)).toThrow(new RangeError('not a calendar date: 2026-11-3'));
    expect(() => parts('26-11-23')).toThrow(new RangeError('not a calendar date: 26-11-23'));
  });
});

describe('rangeLabel of a period to date', () => {
  it('says one complete day as its date, and a period that began today as today so far', () => {
    const spec = { kind: 'explicit' as const, start: '2026-11-23', end: '2026-11-29' };
    expect(rangeLabel(spec, '2026-11-23', '2026-11-23', 'to-date')).toBe('Nov 23, 2026 · to date');
    expect(rangeLabel(spec, '2026-11-23', '2026-11-23', 'today')).toBe('Today so far · Nov 23, 2026');
    expect(rangeLabel({ kind: 'period', rel: 'this', unit: 'month' }, '2026-12-01', '2026-12-01', 'today')).toBe(
      'Month to date · Dec 1, 2026, today so far',
    );
  });
});
