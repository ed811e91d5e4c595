/**
 * The reader's answers other than a reading: a refusal that names what was asked and what the
 * service holds (with the nearest report to try), and a question back with a reading per
 * report, per name or per year (a fiscal year), each a command to run as it stands; and what a
 * reading settles once its report is known: names left out, who asks beside a type, a fiscal year.
 */
import { calendarDate, daysBetween, parts, plusDays, plusMonths, type CalendarDate } from '../calendar.js';
import { spanLabel } from '../labels.js';
import { allowsOption, nameKindOf, reportDefinition } from '../catalog.js';
import { breakdownRefusal } from '../breakdowns.js';
import { commandError, type Token } from '../tokens.js';
import type { CommandError, ParseResult, WeekDay } from '../types.js';
import { message } from '../../messages/index.js';
import { takesName } from './choose.js';
import { boundsOf, commandOf, countedBy } from './command.js';
import { SERVICE_HOLDS } from './not-held.js';
import { nameWords, unheldNameAt, type KnownName, type NameIndex } from './names.js';
import { BEFORE_NAMES } from './sentence-words.js';
import { COMING_FROM } from '../words.js';
import type { Slots } from './slots.js';

/** A topic the service does not hold, a request to act, or a name to leave out: one sentence, and what to try. */
export function refusalOf(slots: Slots): CommandError | null {
  if (slots.dateError) return slots.dateError;
  if (slots.request) return commandError('unknown_topic', message('grammar.cannotAct', { holds: SERVICE_HOLDS }), message('grammar.helpAnswers'));
  // "what's the capital of maine": a name, and an English word about it that no report holds, with nothing else said.
  const aside = slots.names.length > 0 && slots.readPast.length > 0 && saysOnlyNames(slots) ? { topic: `"${slots.readPast[0]!.raw}"` } : undefined;
  const notHeld: Slots['notHeld'] = slots.notHeld ?? aside;
  if (notHeld) {
    const nearest = notHeld.nearest ? reportDefinition(notHeld.nearest) : undefined;
    const why = notHeld.nearest === 'occupancy' && notHeld.topic === 'cancellations' ? 'cancellations' : 'none';
    const suggestion = nearest
      ? message('grammar.nearest', { command: `${nearest.kind} ${nearest.defaultRange}`, why })
      : message('grammar.helpAnswers');
    return commandError('unknown_topic', message('grammar.noSuchTopic', { topic: notHeld.topic, holds: SERVICE_HOLDS }), suggestion);
  }
  // A name left out is settled once the report is known (withoutNames); a property type cannot be.
  if (slots.negated && !slots.names.some((n) => n.negated)) return cannotExclude(slots.types.at(-1) ?? '');
  return null;
}

const cannotExclude = (name: string): CommandError =>
  commandError('bad_option', message('grammar.cannotExclude', { name }), message('grammar.helpAnswers'));

/**
 * "Dune Crest here - how are condotels pacing for december?", "full service hotels thanksgiving weekend, asking for the
 * Grand's sales team": a property said beside the type asked, of a report kept by type, is who asks, not what is
 * asked; read for the type, and said so.
 */
export function typeAsked(slots: Slots, report: string, notes: string[]): Slots {
  const properties = slots.names.filter((n) => n.names.every((k) => k.kind === 'property'));
  if (slots.types.length !== 1 || properties.length === 0 || allowsOption(report, 'properties') || !allowsOption(report, 'propertyType'))
    return slots;
  for (const p of properties) notes.push(message('grammar.typeForProperty', { report, name: p.typed }));
  return { ...slots, names: slots.names.filter((n) => !properties.includes(n)) };
}

/**
 * "signups for everything except harbor view", "planners for all discoveries but coastal escapes": the others of
 * the deployment's names of that kind, where the report filters by several; else it cannot leave one out.
 */
export function withoutNames(slots: Slots, report: string, index: NameIndex): Slots | CommandError {
  const left = slots.names.filter((n) => n.negated);
  if (left.length === 0) return slots;
  const kinds = new Set(left.flatMap((n) => n.names.map((k) => k.kind)));
  const kind = [...kinds][0];
  const filters = (kind === 'property' && allowsOption(report, 'properties')) || (kind === 'discovery' && allowsOption(report, 'discoveries'));
  if (kinds.size !== 1 || !filters) return cannotExclude(left[0]!.typed);
  // "excluding the portland hotels": a name that may mean several, or every one; which to leave out is not guessed.
  const unsure = left.find((n) => n.names.length > 1);
  if (unsure)
    return commandError('bad_option', message('grammar.whichToLeaveOut', { name: unsure.typed, names: unsure.names.map((n) => n.name).join(', ') }));
  const out = new Set(left.flatMap((n) => n.names.map((k) => k.id)));
  const others = index.names.filter((n) => n.kind === kind && !out.has(n.id)).map((n) => ({ names: [n], typed: n.name }));
  return { ...slots, negated: false, names: [...slots.names.filter((n) => !n.negated && n.names[0]?.kind !== kind), ...others] };
}

/** Whether a question said nothing a report reads: no report, figure, name, breakdown, type, unknown word, period, count, grouping or comparison. */
export function saidNothing(s: Slots): boolean {
  const asked = s.period || s.top !== undefined || s.grouping || s.compare;
  return s.claims.length + s.names.length + s.dimensions.length + s.unknown.length + s.types.length === 0 && !asked;
}

/** Whether a question filled nothing but names (and words it could not read): no ranking or "how did we do" either. */
const saysOnlyNames = (s: Slots): boolean => saidNothing({ ...s, names: [], unknown: [] }) && !s.general && !s.rank;

/**
 * A word the question filters by that names nothing the data holds, or a place the report can
 * neither filter by nor show ("occupancy in portland"): leaving it out would answer another
 * question. (Channels are common words, "email", "newsletter": left to the report that has them.)
 */
export function unknownNameOf(slots: Slots, report: string): CommandError | null {
  const missing = slots.unknown.find((u) => u.before !== undefined && BEFORE_NAMES.has(u.before));
  if (missing) return commandError('unknown_word', message('grammar.noSuchName', { name: missing.word.raw }));
  const place = slots.names.find((said) => said.names.every((n) => ['city', 'region', 'country'].includes(n.kind) && !takesName(report, n.kind)));
  return place ? commandError('bad_option', message('grammar.notByName', { report, name: place.typed }), message('grammar.helpAnswers')) : null;
}

/** A breakdown asked for ("stories by category") that the report cannot make: said, with the ones it can. */
export function breakdownNotMade(slots: Slots, report: string): CommandError | null {
  if (slots.noBreakdown && slots.rank) return breakdownRefusal(report, slots.noBreakdown);
  if (!slots.rank || slots.dimensions.length === 0) return null;
  // What the report counts, said without a ranking word right before it ("trip planners by property", "reservations
  // generated by the trip planners"), is the report, not a breakdown asked.
  const counted = countedBy(slots, report);
  const breakdowns = slots.dimensions.filter((d) => d.afterRank || !counted.has(d.phrase));
  if (breakdowns.length === 0 || breakdowns.some((d) => d.report === report)) return null;
  // As typed ("country", not the referrals' "geo" it stands for there).
  const asked = breakdowns[0]!.phrase.toLowerCase();
  return breakdownRefusal(report, COMING_FROM.includes(asked) ? message('grammar.whereFrom') : asked);
}

/**
 * "fiscal ytd revpar - our FY starts April 1": the fiscal year to date from the day said, its latest start on or
 * before today; null where no day is said (which year is then asked).
 */
export function fiscalYearOf(slots: Slots, today: CalendarDate, weekStartsOn: WeekDay): Slots | null {
  const said = boundsOf(slots.period, today, weekStartsOn);
  // Only a day or a month says where a year starts ("FY28", "q3 of fiscal 2028" say no more than the year).
  const oneMonth = said && said.start.endsWith('-01') && plusDays(said.end, 1) === plusMonths(said.start, 1);
  if (!said || slots.against || !(said.start === said.end || oneMonth)) return null;
  const { month, day } = parts(said.start);
  const thisYear = calendarDate(parts(today).year, month, day);
  const start = thisYear <= today ? thisYear : calendarDate(parts(today).year - 1, month, day);
  const end = start < today ? plusDays(today, -1) : today;
  return { ...slots, period: { spec: { kind: 'explicit', start, end }, typed: slots.period!.typed } };
}

/** "bookings fiscal year to date": which year, where the deployment's fiscal year is not known (the calendar year's, or the last 12 months). */
export function askWhichYear(report: string, slots: Slots, today: CalendarDate, weekStartsOn: WeekDay): ParseResult {
  const options = (
    [
      ['grammar.calendarYearToDate', 'this-year'],
      ['grammar.lastTwelveMonths', 'last-12-months'],
    ] as const
  ).map(([label, range]) => {
    const period = { words: [{ raw: range, text: range }], typed: range };
    // The fiscal year's own words ("FY28", "q3") give way to the period offered.
    const command = commandOf(report, { ...slots, period, against: undefined }, today, weekStartsOn, []);
    return { label: message(label), command: command.map((t) => t.raw).join(' ') };
  });
  return { kind: 'clarify', question: message('grammar.whichYear'), options };
}

/**
 * "bookings last month compared to two years ago", "this week vs the same week in 2027": the report compares with the
 * period before or the same one a year before; which, asked, each option the period said with one of them.
 */
export function askWhichComparison(
  report: string,
  slots: Slots,
  today: CalendarDate,
  weekStartsOn: WeekDay,
  other = slots.against?.typed ?? '',
): ParseResult {
  const options = (['previous', 'last-year'] as const).map((compare) => {
    const command = commandOf(report, { ...slots, against: undefined, compare }, today, weekStartsOn, []);
    return {
      label: message(compare === 'previous' ? 'grammar.againstPrevious' : 'grammar.againstLastYear'),
      command: command.map((t) => t.raw).join(' '),
    };
  });
  return { kind: 'clarify', question: message('grammar.whichComparison', { other }), options };
}

/**
 * "hotels only", "occupancy for just the hotels": both hotel types, which the service reports one at a time; which, asked,
 * an option for each. Said against another type ("condos vs hotels"), they are every type side by side instead.
 */
export function askWhichHotels(
  report: string,
  slots: Slots,
  today: CalendarDate,
  weekStartsOn: WeekDay,
  tokens: readonly Token[],
): ParseResult | null {
  // Only the hotels set apart ("hotels only", "just the hotels"): "how full are the hotels" is every member property.
  const only = (k: number) => [tokens[k - 1], tokens[k - 2], tokens[k + 1]].some((t) => t?.text === 'only' || t?.text === 'just');
  const hotels = slots.otherTypes && slots.types.length === 0 && !slots.contrasted && tokens.some((t, k) => /^hotels?$/.test(t.text) && only(k));
  if (!hotels || !allowsOption(report, 'propertyType')) return null;
  const options = (['FullServiceHotel', 'SelectServiceHotel'] as const).map((type) => {
    const label = message(`type.${type}`);
    const command = commandOf(report, { ...slots, types: [type], otherTypes: false }, today, weekStartsOn, []);
    return { label: label[0]!.toUpperCase() + label.slice(1), command: command.map((t) => t.raw).join(' ') };
  });
  return { kind: 'clarify', question: message('grammar.whichHotels'), options };
}

/**
 * "signups at the Bayview Lodge": a property or discovery the data does not hold, for a report that filters by them.
 * Leaving it out would answer for every member, a refusal leaves the asker nowhere: the report by that kind (where the
 * one meant may go by another name) or every one together is asked. Of another report, the name is refused whole.
 */
export function askUnheldName(
  report: string,
  slots: Slots,
  tokens: readonly Token[],
  today: CalendarDate,
  weekStartsOn: WeekDay,
): ParseResult | null {
  const name = slots.unknown.map((u) => unheldNameAt(tokens, tokens.indexOf(u.word))).find((n) => n !== null);
  if (!name) return null;
  // Its kind unsaid ("planners for Acadia Adventures"), the one kind of name the report filters by.
  const kind = name.kind ?? nameKindOf(report);
  if (!kind) return null;
  // Of a report that filters by no such name, the whole name is said, not its first word.
  if (!allowsOption(report, kind === 'property' ? 'properties' : 'discoveries'))
    return { kind: 'error', error: commandError('unknown_word', message('grammar.noSuchName', { name: name.typed })) };
  // A known name's word inside it ("Harbour Point Hotel") is part of the name not held, not that name.
  const within = (said: { typed: string }) => name.typed.toLowerCase().includes(said.typed.toLowerCase());
  const every = commandOf(report, { ...slots, unknown: [], names: slots.names.filter((n) => !within(n)) }, today, weekStartsOn, [])
    .map((t) => t.raw)
    .join(' ');
  const byKind = !/ by /.test(every) && reportDefinition(report)?.breakdowns?.includes(kind);
  const options = [
    ...(byKind ? [{ label: message('grammar.byKind', { kind }), command: `${every} by ${kind}` }] : []),
    { label: message('grammar.everyKind', { kind }), command: every },
  ];
  return { kind: 'clarify', question: message('grammar.unheldName', { kind, name: name.typed, report }), options };
}

/**
 * "signups at pines", "stories for the lake place", "pine planners": words that name a property and a discovery alike,
 * for a report kept by only one of those kinds, where the name of that kind holds them only in part; whether it is meant,
 * or none, is asked, not guessed. "planners for lakes" is Lakes & Pines, which holds the word; so is a name said again
 * ("Lakes & Pines itineraries, … lake trips"). Null where no words are so said.
 */
export function askOtherKind(report: string, slots: Slots, today: CalendarDate, weekStartsOn: WeekDay): ParseResult | null {
  const kept = (k: KnownName) => takesName(report, k.kind);
  const holds = (typed: string) => (k: KnownName) => nameWords(typed).every((w) => nameWords(k.name).includes(w));
  const sure = (n: Slots['names'][number]) =>
    n.names.filter(kept).some(holds(n.typed)) || slots.names.some((o) => o !== n && o.names.length > 0 && o.names.every((k) => n.names.includes(k)));
  const two = (n: Slots['names'][number]) => n.names.some(kept) && n.names.some((k) => !kept(k) && (k.kind === 'property' || k.kind === 'discovery'));
  const said = slots.names.find((n) => two(n) && !sure(n));
  if (!said) return null;
  const fitting = said.names.filter(kept);
  const narrowed = { names: fitting, typed: said.typed };
  const named = askBack([report], { ...slots, names: slots.names.map((n) => (n === said ? narrowed : n)) }, today, weekStartsOn, narrowed);
  if (named.kind !== 'clarify') return named;
  const every = commandOf(report, { ...slots, names: slots.names.filter((n) => n !== said) }, today, weekStartsOn, [])
    .map((t) => t.raw)
    .join(' ');
  const [kind, other] = [fitting[0]!.kind, said.names.find((k) => !kept(k))!];
  return {
    kind: 'clarify',
    question: message('grammar.otherKindOfName', {
      ...{ typed: said.typed, names: fitting.map((k) => k.name).join(' or '), report, kind },
      ...{ other: other.name, otherKind: other.kind },
    }),
    options: [...named.options, { label: message('grammar.everyKind', { kind }), command: every }],
  };
}

/** A day of a month said without its month, as typed ("the 4th", "on the 20th"). */
const BARE_DAY = /^(?:on |for )?(?:the )?\d{1,2}(?:st|nd|rd|th)$/i;

/**
 * "occupancy on the 4th", on the 11th: this month's, gone a week, or next month's, to come; a look-ahead asked in no
 * tense could mean either, so which is asked. Null where the day is not so said.
 */
export function askWhichDay(report: string, back: Slots, forward: () => Slots, today: CalendarDate, weekStartsOn: WeekDay): ParseResult | null {
  if (!back.period || !BARE_DAY.test(back.period.typed.trim()) || back.past || back.outlook) return null;
  const ahead = forward();
  const [was, is] = [boundsOf(back.period, today, weekStartsOn), boundsOf(ahead.period, today, weekStartsOn)];
  if (!was || !is || was.start === is.start) return null;
  // The one gone and the one to come are both the day it could be, unless one is today or tomorrow, or this month's is
  // still to come and the nearer ("the 22nd", on the 14th).
  const [gone, toCome] = [daysBetween(was.start, today), daysBetween(today, is.start)];
  if (gone < 1 || toCome < 2 || gone > 31 || toCome > 31 || (is.start.slice(0, 7) === today.slice(0, 7) && toCome < gone)) return null;
  const options = [
    { slots: back, days: was },
    { slots: ahead, days: is },
  ].map(({ slots, days }) => ({
    label: spanLabel(days.start, days.end),
    command: commandOf(report, slots, today, weekStartsOn, [])
      .map((t) => t.raw)
      .join(' '),
  }));
  return {
    kind: 'clarify',
    question: message('grammar.whichDay', { typed: back.period.typed.trim(), past: options[0]!.label, coming: options[1]!.label }),
    options,
  };
}

/** A question back: which report was meant (`among`), or which of several names (`names`, for the report `among[0]`), each reading a command. */
export function askBack(
  among: string[],
  slots: Slots,
  today: CalendarDate,
  weekStartsOn: WeekDay,
  names?: { names: KnownName[]; typed: string },
  readingFor: (report: string) => Slots = () => slots,
): ParseResult {
  const command = (report: string, s: Slots) =>
    commandOf(report, s, today, weekStartsOn, [])
      .map((t) => t.raw)
      .join(' ');
  const options = names
    ? names.names.slice(0, 4).map((n) => {
        const report = among[0] ?? '';
        const only = { ...slots, names: slots.names.map((said) => (said === names ? { names: [n], typed: said.typed } : said)) };
        return { label: n.name, command: command(report, only) };
      })
    : among.slice(0, 4).flatMap((kind) => {
        const definition = reportDefinition(kind);
        return definition ? [{ label: definition.title, command: command(kind, readingFor(kind)) }] : [];
      });
  // Readings that come to the same command are one.
  const distinctOptions = options.filter((o, k) => options.findIndex((p) => p.command === o.command) === k);
  const labels = distinctOptions.map((o) => o.label);
  const [id, values] = names
    ? (['grammar.whichName', { typed: names.typed }] as const)
    : ([labels.length === 1 ? 'grammar.didYouMeanOne' : 'grammar.whichDidYouMean', {}] as const);
  const question = message(id, { ...values, rest: labels.slice(0, -1).join(', '), last: labels.at(-1) });
  return { kind: 'clarify', question, options: distinctOptions };
}

/** "occupancy for peak season": which dates those are, asked; the example is the report's own command with dates. */
export function askDates(report: string | undefined, named: string): ParseResult {
  return { kind: 'clarify', question: message('grammar.whichDates', { words: named, example: `${report ?? 'occupancy'} mar 8-15` }), options: [] };
}
