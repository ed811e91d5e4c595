/**
 * The slots of a question, for a report, in the command grammar's own words (`referrals
 * last-month by channel top 5`), so a question and the command it reads as are one query,
 * checked by one grammar. Names become filters where the report filters by them, else the
 * breakdown that shows them; a period said after "vs" is the comparison it names.
 */
import { daysBetween, plusDays, plusMonths, type CalendarDate } from '../calendar.js';
import { formatRangeSpec, parseCanonicalRange, type RangeSpec } from '../canonical.js';
import { rangeWords } from '../labels.js';
import { allowsOption, reportDefinition } from '../catalog.js';
import { breakdownFor } from '../breakdowns.js';
import { rangeBounds, type Bounds } from '../ranges.js';
import { readRange, settleRange } from '../range-words.js';
import { joined, type Token } from '../tokens.js';
import type { Breakdown, WeekDay } from '../types.js';
import { message } from '../../messages/index.js';
import { MONTH_BY_WORD } from '../words.js';
import { NAME_BREAKDOWN } from './choose.js';
import type { NameKind } from './names.js';
import type { Said, Slots } from './slots.js';

const tok = (value: string): Token => ({ raw: value, text: value.toLowerCase() });

const GRAIN_PERIODS = { day: 'yesterday', week: 'last-week', month: 'last-month' } as const;

/** A period said, as the grammar's range words. */
export function rangeWordsOf(said: Said): Token[] {
  return 'spec' in said ? [tok(formatRangeSpec(said.spec))] : said.words;
}

/** A period said (in a phrase or the grammar's words), as first and last day, for comparing two; null where none is said. */
export function boundsOf(said: Said | undefined, today: CalendarDate, weekStartsOn: WeekDay): { start: CalendarDate; end: CalendarDate } | null {
  if (!said) return null;
  const spec: RangeSpec | null =
    'spec' in said
      ? said.spec
      : (() => {
          const read = readRange(joined(said.words, 0, said.words.length));
          return read && 'value' in read ? settleRange(read.value, today) : null;
        })();
  return spec ? rangeBounds(spec, today, weekStartsOn) : null;
}

/** The same holiday a year before, by its own rule, where the period said is a holiday ("memorial day weekend"). */
const holidayLastYear = (said: Said | undefined): Extract<RangeSpec, { kind: 'explicit' }> | undefined =>
  said && 'lastYear' in said && said.lastYear?.kind === 'explicit' ? said.lastYear : undefined;

/** A period's words with "last year" (or "a year ago") after them, those words: "march last year" is "march". */
const ofTheYearBefore = (typed: string): string | undefined => {
  const words = typed.toLowerCase().replace(/^(?:the )?same /, '');
  const rest = words.replace(/ (?:of )?(?:last year|a year (?:ago|before|earlier)|the year before|ly)$/, '');
  return rest === words ? undefined : rest;
};

/** "october vs september" is the period before; "2025 vs 2024", the same period last year; anything else, said so. */
function comparisonOf(slots: Slots, today: CalendarDate, weekStartsOn: WeekDay, notes: string[]): 'previous' | 'last-year' | undefined {
  const compare = comparisonSaid(slots, today, weekStartsOn);
  if (compare !== 'previous-instead' && compare !== null) return compare;
  notes.push(message('grammar.comparedInstead', { other: `"${slots.against!.typed}"` }));
  return 'previous';
}

/**
 * The comparison said, as the grammar makes them: with a period it cannot be compared with, the period before instead
 * ("vs the week of aug 6", said so), or null where that period is years back ("vs two years ago"), which is asked.
 */
export function comparisonSaid(
  said: Slots,
  today: CalendarDate,
  weekStartsOn: WeekDay,
): 'previous' | 'last-year' | 'previous-instead' | undefined | null {
  const slots = laterFirst(said, today, weekStartsOn);
  const a = slots.period && boundsOf(slots.period, today, weekStartsOn);
  // The period before a year is the year before: "this year vs last" is the year-on-year view.
  const year =
    a && a.start.endsWith('-01-01') && (a.end.endsWith('-12-31') || a.end.slice(0, 4) === a.start.slice(0, 4)) && a.end >= plusMonths(a.start, 6);
  // "last december vs the one before": the one before a month said by its name is that month a year before.
  const monthNamed = slots.period?.typed.split(/\s+/).some((w) => MONTH_BY_WORD.has(w.toLowerCase()));
  const yearBefore = year || (slots.compareOne && monthNamed);
  if (slots.compare) return slots.compare === 'none' ? undefined : slots.compare === 'previous' && yearBefore ? 'last-year' : slots.compare;
  if (!slots.period || !slots.against || !a) return undefined;
  const b = boundsOf(slots.against, today, weekStartsOn);
  // "spring vs last spring": the same words twice mean this one and the one before: a year before, or the period
  // before where it is said so ("the last 3 weeks vs the previous 3 weeks").
  const same = b && b.start === a.start && b.end === a.end;
  // "march vs march last year": the period's own words a year before it, whichever march the first is.
  if (ofTheYearBefore(slots.against.typed) === slots.period.typed.toLowerCase()) return 'last-year';
  if (same && /\b(previous|prior|preceding|before)\b/i.test(slots.against.typed)) return 'previous';
  // "thanksgiving weekend vs thanksgiving weekend last year": the same holiday a year before, by its own rule.
  const lastYear = holidayLastYear(slots.period);
  // … or that holiday's day ("labor day weekend compared with last labor day").
  if (b && lastYear && b.start >= lastYear.start && b.end <= lastYear.end) return 'last-year';
  if (b && (same || (b.start <= plusMonths(a.start, -12) && b.end >= plusMonths(a.end, -12) && b.end < a.start))) return 'last-year';
  // "the long weekend vs MLK weekend last year": a period of days set against its like a year before, give or take a week.
  if (b && Math.abs(daysBetween(plusMonths(a.start, -12), b.start)) <= 7 && daysBetween(b.start, b.end) === daysBetween(a.start, a.end))
    return 'last-year';
  // The period just before, as long as it ("sept 16-30 vs sept 1-15"), or the month or months before ("june vs may"); one
  // shorter or longer ("sept 11-30 vs sept 1-10") is not what "the period before" shows: compared so, said aloud.
  const months = (x: { start: string; end: string }) => x.start.endsWith('-01') && plusDays(x.end, 1).endsWith('-01');
  const alike = b && (daysBetween(b.start, b.end) === daysBetween(a.start, a.end) || (months(a) && months(b)));
  if (b && alike && b.end < a.start && b.end >= plusDays(a.start, -1 - daysBetween(a.start, a.end))) return 'previous';
  // Set against a period more than a year before the one a year before ("two years ago", "the same week in 2027"), or
  // months against months with months between ("august vs march", "q2 vs q4"): neither comparison shows it, so it is asked.
  if (b && (b.end < plusMonths(a.start, -13) || (months(a) && months(b) && b.end < plusDays(a.start, -1)))) return null;
  return 'previous-instead';
}

/**
 * A comparison with an average or a record ("vs our q3 avg", "compared to the average of the last 6 months", "against our
 * busiest month", "vs our best august ever"), not "the average daily rate".
 */
const AGAINST_STATISTIC =
  /\b(?:vs|versus|against|compared (?:to|with)|compare (?:to|with))((?: [a-z0-9&'-]+){0,3}? (?:(?:avg|average|mean|baseline|norm)\b(?! (?:daily|rate|nightly|stay|length|value|rating|review|score|booking|transaction|adr)\b)|(?:best|busiest|worst|biggest|highest|lowest|slowest|strongest|weakest|record|peak) (?:[a-z]+ )?(?:month|week|weekend|day|night|quarter|year|season|[a-z]+ ever)\b))/;

/** What a question compares with, where it is an average or a record: no report shows one, so which comparison it can make is asked. */
export function againstAStatistic(tokens: readonly Token[]): string | undefined {
  return AGAINST_STATISTIC.exec(tokens.map((t) => t.text).join(' '))?.[1]?.trim();
}

/** Of two periods compared ("jan vs feb"), the later is the one reported, the earlier what it is compared with. */
function laterFirst(slots: Slots, today: CalendarDate, weekStartsOn: WeekDay): Slots {
  if (!slots.period || !slots.against) return slots;
  const [a, b] = [boundsOf(slots.period, today, weekStartsOn), boundsOf(slots.against, today, weekStartsOn)];
  if (!a || !b || b.start <= a.start) return slots;
  const before = theOneBefore(slots.against, a, b, today);
  return before ? { ...slots, against: before } : { ...slots, period: slots.against, against: slots.period };
}

/** A half, a quarter or a month by its name alone ("H1", "q1", "january"), with no year, day or "this" said. */
const NAMED_UNIT = /\b(?:q[1-4]|h[12]|(?:first|second|1st|2nd) half|(?:first|second|third|fourth) quarter)\b/i;
const namedAlone = (typed: string): boolean =>
  (NAMED_UNIT.test(typed) || typed.split(/\s+/).some((w) => MONTH_BY_WORD.has(w.toLowerCase()))) &&
  !/\d/.test(typed.replace(/\b[qh]\d\b/gi, '')) &&
  !/\b(?:this|last|next|coming|past|previous|prior)\b/i.test(typed);

/**
 * "H2 vs H1", "Q4 vs Q1" early in January: a unit named alone, under way and set against a whole one gone of which it is
 * the earlier in a year, is that year's, not the one barely begun.
 */
function theOneBefore(against: Said, a: Bounds, b: Bounds, today: CalendarDate): Said | null {
  if (!('spec' in against) || a.end >= today || b.start <= a.end || b.end < today || !namedAlone(against.typed)) return null;
  const [start, end] = [plusMonths(b.start, -12), plusDays(plusMonths(plusDays(b.end, 1), -12), -1)];
  // Only the earlier of the two in one year ("H2 vs H1"); "sept vs oct" in October is October so far against September.
  return end < a.start && start.slice(0, 4) === a.start.slice(0, 4) ? { spec: { kind: 'explicit', start, end }, typed: against.typed } : null;
}

/** The phrases said that are what `report` counts, its figures ("trip planners"): its breakdown only right after a ranking word. */
export function countedBy(slots: Slots, report: string): Set<string> {
  return new Set(slots.claims.filter((c) => c.how === 'figure' && c.report === report).map((c) => c.phrase));
}

/** "is harbor view in the top 2 properties", "is coastal escapes the leading discovery": one name checked against its kind's ranking, shown whole. */
function checkedInRanking(slots: Slots, by: Breakdown | undefined): boolean {
  if (by === undefined || !slots.rank || slots.names.length !== 1) return false;
  const kind = againstTheRest(slots);
  return slots.dimensions.some((d) => d.breakdown === by && d.afterRank) || (kind !== undefined && NAME_BREAKDOWN[kind] === by);
}

/**
 * "seaside grand gets the most stories", "coastal escapes drives more planners than the rest": one name said with a
 * superlative, and no breakdown or ranking of periods ("which week had the most"), is checked against the others of
 * its kind: their ranking, shown whole. Its kind.
 */
const againstTheRest = (slots: Slots): NameKind | undefined =>
  slots.superlative && slots.names.length === 1 && slots.dimensions.length === 0 && !slots.grouping && !slots.negated
    ? slots.names[0]!.names[0]?.kind
    : undefined;

/** The breakdown a question asks of `report`: a breakdown word, names shown apart, or two property types. */
function breakdownOf(report: string, slots: Slots): Breakdown | undefined {
  // "the lakes and pines list", "at the harbor view property": a breakdown word beside a name it filters by only says what the name is.
  // Several names and a breakdown asked by them ("harbor view, maple street and seaside grand, split by property") are shown apart.
  const saidOf = (by: Breakdown) => slots.names.filter(({ names }) => names.some((n) => NAME_BREAKDOWN[n.kind] === by)).length;
  const filtered = new Set(
    slots.names
      .flatMap(({ names }) => names.map((n) => NAME_BREAKDOWN[n.kind]))
      .filter((by) => !(slots.rank && saidOf(by) > 1) && !checkedInRanking(slots, by)),
  );
  // A breakdown word asks for a breakdown when ranked ("by", "which", "top"), plural ("channels") or right after the report's word
  // ("signups city"): "discovery planners" is the planners.
  // A word that also names the report ("the dmo campaigns") names it, not a breakdown.
  const naming = new Set(slots.claims.filter((c) => c.how === 'report' && c.report === report).map((c) => c.phrase));
  const counted = countedBy(slots, report);
  const said = slots.dimensions.find(
    (d) =>
      d.report === report &&
      // "type condo", "condo types" is a filter: the word "type" beside one type is no breakdown unless asked "by" it.
      !(d.breakdown === 'property-type' && slots.types.length === 1 && !slots.rank) &&
      breakdownFor(report, d.breakdown) !== null &&
      !filtered.has(d.breakdown) &&
      // A word that names the report is its breakdown where ranked; one that is also what it counts, only right after a
      // ranking word ("top 2 trip planners"; "trip planners by property" is by property).
      (!naming.has(d.phrase) || (counted.has(d.phrase) ? d.afterRank : slots.rank)) &&
      (slots.rank || d.bare || d.afterRank || /s$/i.test(d.phrase)),
  );
  if (said) return said.breakdown;
  const against = againstTheRest(slots);
  const ranking = against && breakdownFor(report, NAME_BREAKDOWN[against]);
  if (ranking) return ranking;
  for (const { names } of slots.names) {
    const kind = names[0]?.kind;
    if (!kind) continue;
    const filters = (kind === 'property' && allowsOption(report, 'properties')) || (kind === 'discovery' && allowsOption(report, 'discoveries'));
    // Several names are filters together ("stories for harbor view and maple street", also where periods are set against
    // each other: "… jan vs dec"), shown apart when they are set against each other ("seaside vs harbor view").
    const several = slots.namesContrasted && slots.names.filter((n) => n.names[0]?.kind === kind).length > 1;
    if (!filters || several) {
      const by = breakdownFor(report, NAME_BREAKDOWN[kind]);
      if (by) return by;
    }
  }
  const byType = slots.types.length > 1 || (slots.types.length === 1 && slots.contrasted && slots.otherTypes);
  return byType && breakdownFor(report, 'property-type') ? 'property-type' : undefined;
}

/** The command the slots make for `report`, in the grammar's words. */
export function commandOf(report: string, said: Slots, today: CalendarDate, weekStartsOn: WeekDay, notes: string[]): Token[] {
  const slots = laterFirst(said, today, weekStartsOn);
  const out: Token[] = [tok(report)];
  // "the monthly digest": for a report without groupings, the grouping said is the period, its latest whole one.
  const grainPeriod = slots.grouping && !slots.period && !allowsOption(report, 'grouping') ? GRAIN_PERIODS[slots.grouping] : undefined;
  if (slots.period) out.push(...rangeWordsOf(slots.period));
  else if (grainPeriod) {
    out.push(tok(grainPeriod));
    // Said back unless it is the report's own period anyway ("the weekly digest").
    if (grainPeriod !== reportDefinition(report)?.defaultRange)
      notes.push(message('grammar.readAs', { typed: slots.groupingTyped ?? slots.grouping!, read: rangeWords(parseCanonicalRange(grainPeriod)!) }));
  }
  const compare = comparisonOf(slots, today, weekStartsOn, notes);
  // A holiday is compared with the same holiday last year, unless another comparison was asked for.
  const holiday = holidayLastYear(slots.period);
  if (holiday && (compare === 'last-year' || (compare === undefined && slots.compare === undefined) || slots.compareOne)) {
    out.push(tok('vs'), tok(`${holiday.start}..${holiday.end}`));
    notes.push(message('grammar.comparedHoliday', { dates: rangeWords(holiday) }));
  } else if (compare) out.push(tok('vs'), tok(compare));
  if (slots.compare === 'none') out.push(tok('no-compare'));
  const by = breakdownOf(report, slots);
  if (by) out.push(tok('by'), ...by.split('-').map(tok));
  // What the report cannot do is put to the grammar all the same, which says so ("by week" works only with …),
  // unless it was only said in passing: "the weekly digest", a property type beside a breakdown by type.
  if (slots.grouping && !grainPeriod && (allowsOption(report, 'grouping') || slots.groupingAsked)) out.push(tok('by'), tok(slots.grouping));
  if (slots.top && allowsOption(report, 'top')) out.push(tok('top'), tok(String(slots.top)));
  // "by type condo": both are put to the grammar, which asks which was meant.
  if (slots.types.length === 1 && (by !== 'property-type' || slots.rank)) out.push(tok('type'), tok(slots.types[0]!));
  for (const { names } of slots.names) {
    const [name] = names;
    const filters =
      name &&
      ((name.kind === 'property' && allowsOption(report, 'properties')) || (name.kind === 'discovery' && allowsOption(report, 'discoveries')));
    if (!name || ((!filters || checkedInRanking(slots, by)) && by === NAME_BREAKDOWN[name.kind])) continue;
    if (name.kind === 'property') out.push(tok('property'), tok(name.id));
    if (name.kind === 'discovery') out.push(tok('discovery'), tok(name.id));
  }
  out.push(...slots.options);
  return out;
}
