/**
 * Strict validation of query parameters and request bodies, like a strict real service.
 *
 * Decisions where the spec is silent:
 * - Parameter names and enumerated values are case-sensitive, exactly as the spec spells them
 *   (a client sending `startDate` or `week` is wrong, and the sandbox says so).
 * - A parameter given twice is refused; unknown parameters are ignored.
 * - Body: an empty body counts as `{}`; otherwise it must be a JSON object. `null` for a field
 *   means "not given". Unknown fields are ignored; known ones must have the spec's type.
 * - Boolean flags default to false when absent: restricted, opted-out and guest records are
 *   left out and planners carry no reservations unless the caller asks for them.
 */
import { parseIsoDate } from './calendar.js';
import { PROPERTY_TYPES, type PropertyType } from './catalog.js';
import { GROUPINGS, WEEK_DAYS, type Grouping } from './periods.js';
import { badRequest } from './problem.js';

/** Largest page the service serves. */
export const MAX_PAGE_SIZE = 500;
/** Page size when `pagesize` is absent. */
export const DEFAULT_PAGE_SIZE = 100;
/** Attribution window when `delay` is absent. */
export const DEFAULT_DELAY = 15;

/** The single value of a query parameter, or undefined when absent. */
function single(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1) throw badRequest(`${name} must be given only once`);
  return values[0];
}

function requiredDate(query: URLSearchParams, name: string): number {
  const raw = single(query, name);
  if (raw === undefined) throw badRequest(`${name} is required`);
  const day = parseIsoDate(raw);
  if (day === null) throw badRequest(`${name} must be a date in yyyy-MM-dd format`);
  return day;
}

/** Inclusive date range from `startdate` and `enddate`, as epoch days. */
export interface DateRange {
  start: number;
  end: number;
}

/** Reads the required, inclusive `startdate`..`enddate` range. */
export function parseRange(query: URLSearchParams): DateRange {
  const start = requiredDate(query, 'startdate');
  const end = requiredDate(query, 'enddate');
  if (end < start) throw badRequest('enddate must not be before startdate');
  return { start, end };
}

function positiveInt(query: URLSearchParams, name: string, fallback: number, max: number, rule: string): number {
  const raw = single(query, name);
  if (raw === undefined) return fallback;
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max) throw badRequest(`${name} ${rule}`);
  return value;
}

/** `page` (default 1) and `pagesize` (default 100, at most 500). */
export function parsePaging(query: URLSearchParams): { page: number; pageSize: number } {
  return {
    page: positiveInt(query, 'page', 1, Number.MAX_SAFE_INTEGER, 'must be a positive integer'),
    pageSize: positiveInt(query, 'pagesize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, `must be an integer from 1 to ${MAX_PAGE_SIZE}`),
  };
}

function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return raw as T;
}

/** Query of the lodging operations. */
export interface LodgingQuery extends DateRange {
  type: PropertyType | undefined;
  grouping: Grouping;
  /** 0 = Sunday. */
  weekStart: number;
}

/** Reads the lodging query; `grouping` defaults to Week and `startWeekDay` to Sunday. */
export function parseLodgingQuery(query: URLSearchParams): LodgingQuery {
  const range = parseRange(query);
  const type = oneOf(query, 'type', PROPERTY_TYPES);
  const grouping = oneOf(query, 'grouping', GROUPINGS) ?? 'Week';
  const weekDay = oneOf(query, 'startWeekDay', WEEK_DAYS) ?? 'Sunday';
  return { ...range, type, grouping, weekStart: WEEK_DAYS.indexOf(weekDay) };
}

/** Query of the sponsor operations. */
export interface SponsorQuery extends DateRange {
  grouping: Grouping;
  delay: number;
}

/** Reads the sponsor query; `grouping` defaults to Month and `delay` to 15. */
export function parseSponsorQuery(query: URLSearchParams): SponsorQuery {
  const range = parseRange(query);
  const grouping = oneOf(query, 'grouping', GROUPINGS) ?? 'Month';
  const raw = single(query, 'delay');
  let delay = DEFAULT_DELAY;
  if (raw !== undefined) {
    delay = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(delay)) throw badRequest('delay must be a non-negative integer');
  }
  return { ...range, grouping, delay };
}

/** Parses a request body into a plain object; empty means `{}`. */
export function parseBodyObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('request body must be a JSON object');
  return value as Record<string, unknown>;
}

/** A string-array field such as `properties` or `discoveries`; undefined when absent or null. */
export function stringList(body: Record<string, unknown>, name: string): string[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string')) {
    throw badRequest(`${name} must be an array of strings`);
  }
  return value;
}

/** A boolean flag; false when absent or null. */
export function flag(body: Record<string, unknown>, name: string): boolean {
  const value = body[name];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw badRequest(`${name} must be a boolean`);
  return value;
}
