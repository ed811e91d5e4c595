/**
 * The history of the books: the port through which reports keep and read the bot's daily
 * snapshots of the look-ahead, for pickup (src/reports/pickup.ts); a port of `ReportContext`, so it sits with it.
 *
 * The snapshots are what the bot really saw from the service: a report that fetches the
 * look-ahead records what it got for the day, and a daily job records the year ahead so
 * history exists on days nobody asks. Implementations (Redis, memory) live in jobs/.
 */
import { daysInclusive, plusDays } from '../query/calendar.js';
import type { PropertyType } from '../query/types.js';

/** What is on the books for one stay date. */
export interface BooksDay {
  nights: number;
  revenueCents: number;
}

/** On the books by stay date (`yyyy-MM-dd`). */
export type Books = ReadonlyMap<string, BooksDay>;

/** The books as the service gave them on `day` (the bot's calendar day). */
export interface BooksSnapshot {
  day: string;
  books: Books;
}

/** Stay dates kept per snapshot, from its day on: the year ahead and a little more. */
export const SNAPSHOT_STAY_DAYS = 400;
/** Every day's snapshot is kept five weeks, so the one a week ago (pickup) survives a missed day or two. */
export const SNAPSHOT_KEEP_DAYS = 35;
/**
 * One a week (each Thursday's) is kept a year and five weeks, for pace against the same time last
 * year: a snapshot within three days of any day a year ago. Bounded: about 35 + 57 a filter.
 */
export const SNAPSHOT_KEEP_WEEKLY_DAYS = 400;

const EPOCH = '1970-01-01';
/** Days since 1970-01-01 (a Thursday). */
export const dayNumber = (day: string): number => daysInclusive(EPOCH, day) - 1;

/** How many days after `day` its snapshot is kept: a Thursday's for a year and five weeks, any other's five weeks. */
export function keepDays(day: string): number {
  return dayNumber(day) % 7 === 0 ? SNAPSHOT_KEEP_WEEKLY_DAYS : SNAPSHOT_KEEP_DAYS;
}

/** Whether the snapshot of `day` is still kept once the snapshot of `today` is written. */
export function keptOn(day: string, today: string): boolean {
  return dayNumber(today) - dayNumber(day) < keepDays(day);
}

/** The filter a snapshot belongs to: a property type, or `all`. */
export type BooksFilter = PropertyType | 'all';

/**
 * Where the bot keeps its daily snapshots of the look-ahead. Implementations: Redis (shared
 * by every process of a deployment) and memory (local mode without Redis), in jobs/.
 * Bounded: at most SNAPSHOT_STAY_DAYS stay dates a snapshot, the last SNAPSHOT_KEEP_DAYS days a
 * filter and one a week (see `keepDays`) back to SNAPSHOT_KEEP_WEEKLY_DAYS.
 */
export interface BooksHistory {
  /**
   * Adds what the service showed on `day` for these stay dates (merged with what is already
   * kept for that day; the same stay date again replaces the older figure). Stay dates before
   * `day` or SNAPSHOT_STAY_DAYS after it are not kept.
   */
  record(filter: BooksFilter, day: string, books: Books): Promise<void>;
  /** The newest snapshot of `filter` taken on or before `day`, or null. */
  latestOnOrBefore(filter: BooksFilter, day: string): Promise<BooksSnapshot | null>;
  /** The day of the oldest snapshot of `filter` still kept, or null. */
  oldestDay(filter: BooksFilter): Promise<string | null>;
  /** Every filter a snapshot was recorded for in the last SNAPSHOT_KEEP_DAYS days (the daily job keeps these up). */
  filtersInUse(): Promise<BooksFilter[]>;
}

/** Only the stay dates a snapshot of `day` keeps. */
export function keptStays(day: string, books: Books): Map<string, BooksDay> {
  const last = plusDays(day, SNAPSHOT_STAY_DAYS - 1);
  return new Map([...books].filter(([stay]) => stay >= day && stay <= last));
}
