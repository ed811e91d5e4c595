/**
 * A question, read: normalised (normalise.ts), misspellings read as the words they stand for
 * (spelling.ts), its slots filled (slots.ts), its report chosen (choose.ts), and its slots put
 * in the grammar's words (command.ts) for the one grammar to finish, so a question and its
 * command make the same query, checked the same way. What decides between answering, asking
 * and refusing is what carries meaning: a topic the service does not hold, a request to act,
 * a name it would have to leave out, two reports of equal weight, a name it does not know.
 * Words that fill no slot do not stop a reading; the reading is said back.
 */
import { canonicalTimeZone, daysBetween, plusDays, plusMonths, todayIn } from '../calendar.js';
import { allowsOption, reportDefinition, reportDefinitions } from '../catalog.js';
import { carriedOver, isFollowUp } from '../follow-up.js';
import { finishCommand, readDraft, weekStartOf } from '../report-command.js';
import { commandError, wordsAt, type Token } from '../tokens.js';
import { rangeBounds, shiftRange } from '../ranges.js';
import { WEEK_DAYS, type CommandError, type ParseContext, type ParseResult, type ReportQuery, type WeekDay } from '../types.js';
import { WEEKDAY_BY_WORD } from '../words.js';
import { message } from '../../messages/index.js';
import type { ReportDefinition } from '../../catalogue/types.js';
import { chooseReport, takesName } from './choose.js';
import { againstAStatistic, boundsOf, commandOf, comparisonSaid, rangeWordsOf } from './command.js';
import { keyOf } from './lexicon.js';
import { NO_NAMES, propertiesTyped, type NameIndex, type KnownName } from './names.js';
import { personAt } from './relayed.js';
import { withWorldCountries } from './world-places.js';
import { noReportChosen, nothingChosen } from './no-report.js';
import { questionTokens } from './question-tokens.js';
import { DATED_LABELS, openingOf, saysWeekend } from './sentence-words.js';
import { saysSoFar } from './settle-periods.js';
import { fillSlots, type Slots } from './slots.js';
import {
  askBack,
  askDates,
  askOtherKind,
  askWhichComparison,
  askWhichDay,
  askWhichHotels,
  askUnheldName,
  askWhichYear,
  breakdownNotMade,
  fiscalYearOf,
  refusalOf,
  saidNothing,
  typeAsked,
  unknownNameOf,
  withoutNames,
} from './answers.js';
import { asksBookedNow, FINAL_FIGURE, FORECASTING, FUTURE_TENSE, REPORT_ASKED } from './general-words.js';

/** What the reader is handed beside the grammar's context: the deployment's names and holidays. */
export interface ReaderContext extends ParseContext {
  names?: NameIndex;
  /** Whose holidays (ISO 3166); default US. */
  country?: string;
}

/** What a question was read as, and the readings worth saying back. */
export interface QuestionReading {
  result: ParseResult;
  notes: string[];
}

export function readQuestion(text: string, ctx: ReaderContext, previous?: ReportQuery, correcting = false): QuestionReading {
  const notes: string[] = [];
  const names = withWorldCountries(ctx.names ?? NO_NAMES);
  const { tokens, isKnown, timeZone: zoneSaid, weekStartsOn: weekSaid } = questionTokens(text, ctx.botName, names, notes);
  if (tokens.length === 0) return { result: { kind: 'help' }, notes };
  const timeZone = canonicalTimeZone(zoneSaid ?? ctx.timeZone) ?? 'UTC';
  const weekStartsOn = weekStartOf(weekSaid ?? ctx.weekStartsOn);
  const today = todayIn(ctx.now, timeZone);
  const grammar = { now: ctx.now, timeZone, weekStartsOn };
  const setting = (lookAhead: boolean) => ({ today, weekStartsOn: WEEK_DAYS.indexOf(weekStartsOn), lookAhead, country: ctx.country ?? 'US' });
  const back = fillSlots(tokens, setting(false), names);
  // Read forward once, where it is needed: for a period that reads both ways, or a look-ahead report.
  let forwardSlots: Slots | undefined;
  const forward = () => (forwardSlots ??= fillSlots(tokens, setting(true), names));
  let slots = aheadIfSo(back, forward, today, weekStartsOn);
  const refused = refusalOf(slots);
  if (refused) return refusal(refused, notes);
  const reports = reportDefinitions().map((d) => d.kind);
  const named = slots.claims.some((c) => c.how === 'report');
  // A correction (corrections.ts) changes the reading before it as a follow-up does, whatever it names.
  const followUp = previous !== undefined && (correcting || isFollowUp(tokens, named));
  // "and by channel?", "what about the week before" with nothing before it in the conversation: a reply to a report it
  // does not have; which (and, where nothing it says can be read alone, which dates)?
  if (!previous && slots.claims.length === 0 && isFollowUp(openingOf(tokens), true))
    return saidNothing(slots)
      ? { result: { kind: 'clarify', question: message('grammar.noEarlierReport'), options: [] }, notes: [] }
      : noReportChosen({ ...slots, unknown: [] }, tokens, () => true, reports, { ...grammar, today }, notes);
  // "is labor day weekend over 50% yet?": a share, no report named, is of the rooms sold, the one share the service holds.
  if (slots.share && slots.claims.length === 0)
    slots = { ...slots, claims: [{ report: 'occupancy', how: 'figure', metric: 'occupancy', phrase: '%' }] };
  const choice = chooseReport(slots, previous, followUp, reports);
  // "how's the shoulder season looking": a period of the place's own, its dates asked before a report is; "the holiday" alone is no question.
  if (!('report' in choice) && slots.datesAsked?.split(' ').some((w) => !DATED_LABELS.has(w.toLowerCase())))
    return { result: askDates(undefined, slots.datesAsked), notes: [] };
  // Nothing but the sentence around a question ("what can you do?"): help; asking for a report or a trend, which.
  if ('none' in choice && saidNothing(slots) && !tokens.some((t) => REPORT_ASKED.has(t.text))) return { result: { kind: 'help' }, notes };
  if ('none' in choice) return noReportChosen(slots, tokens, isKnown, reports, { ...grammar, today }, [...notes, ...back.notes]);
  // Whether the look-ahead reads the period back: asked once, where it matters, for the report chosen and its dates alike.
  let readBack: boolean | undefined;
  const readsBack = () => (readBack ??= slots.past || justOver(slots, forward(), tokens, today, weekStartsOn));
  const lookingAhead = (r: string) => (reportDefinition(r)?.lookAhead && !readsBack() ? forward() : slots);
  if ('among' in choice) return { result: askBack(choice.among, slots, today, weekStartsOn, undefined, lookingAhead), notes: [] };
  const asked = reportDefinition(choice.report);
  const ahead = reportForDates(asked, slots, tokens, { today, weekStartsOn, readsBack, forward });
  // "bookings for christmas": the stays booked for it, or the bookings made on it; which is asked.
  if (!ahead && asked?.aheadReport && forHoliday(slots, tokens) && !breakdownNotMade(slots, asked.kind))
    return {
      result: askBack([asked.aheadReport, asked.kind], slots, today, weekStartsOn, undefined, (r) => (r === asked.aheadReport ? forward() : slots)),
      notes: [],
    };
  if (ahead) notes.push(message(ahead.lookAhead ? 'grammar.aheadAnsweredBy' : 'grammar.pastAnsweredBy', { asked: asked!.kind, report: ahead.kind }));
  const definition = ahead ?? asked;
  if (!definition) return refusal(nothingChosen(slots, grammar), notes);
  const whichDay = definition.lookAhead ? askWhichDay(definition.kind, slots, forward, today, weekStartsOn) : null;
  if (whichDay) return { result: whichDay, notes: [] };
  // A look-ahead's dates without a year are the coming ones, unless the question is in the past tense or the last ones just ended.
  if (definition.lookAhead && !readsBack()) slots = earlierAgainst(forward(), back, today, weekStartsOn);
  // What happens on days has a weekend of days, Friday to Sunday ("bookings over the weekend"), not a hotel's nights.
  else if (!definition.lookAhead && saysWeekend(tokens))
    slots = { ...fillSlots(tokens, { ...setting(false), weekendDays: true }, names), ahead: slots.ahead, guessedAhead: slots.guessedAhead };
  const unheld = askUnheldName(definition.kind, slots, tokens, today, weekStartsOn);
  if (unheld) return { result: unheld, notes: [] };
  const unknown =
    forecastOf(definition, tokens, slots, today, weekStartsOn) ??
    slots.dateError ??
    unknownNameOf(slots, definition.kind) ??
    breakdownNotMade(slots, definition.kind);
  if (unknown) return refusal(unknown, notes);
  notes.push(...slots.notes);
  const settled = settleNamesAndYears(definition.kind, slots, { names, notes, today, weekStartsOn, previous, tokens });
  if ('result' in settled) return settled;
  slots = settled;
  const words = commandOf(definition.kind, slots, today, weekStartsOn, notes);
  // A word neither English nor known ("lastmonth", "blorf", an id) is the grammar's to refuse, with its nearest reading.
  words.push(...slots.unknown.map((u) => u.word));
  return finish(words, slots, { ctx, timeZone, weekStartsOn, previous, followUp, correcting, notes });
}

/**
 * The names said, settled for the report chosen: types as the properties their names say, names narrowed to those it
 * filters by (a name it would have to leave out refused), dates of a period named but not dated asked, a type asked of
 * a report that has none, two properties by one name asked about, a fiscal year's start, and "the week before" with
 * nothing to be before.
 */
function settleNamesAndYears(
  report: string,
  said: Slots,
  at: { names: NameIndex; notes: string[]; today: string; weekStartsOn: WeekDay; previous: ReportQuery | undefined; tokens: readonly Token[] },
): Slots | QuestionReading {
  const { names, notes, today, weekStartsOn, previous } = at;
  let slots = typesAsNames(said, report, names);
  const otherKind = askOtherKind(report, slots, today, weekStartsOn);
  if (otherKind) return { result: otherKind, notes: [] };
  // "signups from coastal escapes": a name the report cannot filter by, refused as such below.
  slots = { ...slots, names: slots.names.map((n) => ({ ...n, names: narrowed(n.names, (k) => takesName(report, k.kind)) })) };
  const kept = withoutNames(slots, report, names);
  if ('code' in kept) return refusal(kept, notes);
  if (slots.datesAsked) return { result: askDates(report, slots.datesAsked), notes: [] };
  slots = typeAsked(kept, report, notes);
  const hotels = askWhichHotels(report, slots, today, weekStartsOn, at.tokens);
  if (hotels) return { result: hotels, notes: [] };
  // Two properties or discoveries by one name are asked about; places and channels are shown side by side anyway.
  const ambiguous = slots.names.find((n) => n.names.filter((k) => k.kind === 'property' || k.kind === 'discovery').length > 1);
  if (ambiguous) return { result: askBack([report], slots, today, weekStartsOn, ambiguous), notes: [] };
  if (slots.fiscal) {
    const fiscal = fiscalYearOf(slots, today, weekStartsOn);
    if (!fiscal) return { result: askWhichYear(report, slots, today, weekStartsOn), notes: [] };
    slots = fiscal;
  }
  // "bookings last month compared to two years ago", "… vs our q3 avg": a comparison the report cannot make; which it can, asked.
  const statistic = againstAStatistic(at.tokens);
  if (statistic || comparisonSaid(slots, today, weekStartsOn) === null)
    return { result: askWhichComparison(report, slots, today, weekStartsOn, statistic), notes: [] };
  // "the week before" with no period said and none in the thread to be before.
  if (slots.shift && !slots.period && !previous)
    return refusal(
      commandError('unknown_word', message('grammar.beforeWhat', { words: slots.shiftTyped ?? '' }), message('grammar.nameThePeriod')),
      notes,
    );
  return slots;
}

/**
 * "opt-outs at the cottages", "stories from the rv park": a property type's words that are words
 * of a property's name are that property where the report filters by property, not by type.
 */
function typesAsNames(slots: Slots, report: string, names: NameIndex): Slots {
  if (slots.types.length === 0 || allowsOption(report, 'propertyType') || !takesName(report, 'property')) return slots;
  const byOwnWords = slots.typesTyped.map((typed) => ({ typed, names: propertiesTyped(typed, names) }));
  // "optouts at the condos": a type in other words is the properties whose names say the type ("Dune Crest Condotel").
  const spelledOut = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
  const byTypeName = slots.types.map((type, k) => ({ typed: slots.typesTyped[k] ?? type, names: propertiesTyped(spelledOut(type), names) }));
  const found = (said: { names: KnownName[] }[]) => said.length > 0 && said.every((n) => n.names.length > 0);
  const named = found(byOwnWords) ? byOwnWords : found(byTypeName) ? byTypeName : undefined;
  return named ? { ...slots, types: [], typesTyped: [], names: [...slots.names, ...named] } : slots;
}

function finish(
  words: Token[],
  slots: Slots,
  at: {
    ctx: ReaderContext;
    timeZone: string;
    weekStartsOn: ReturnType<typeof weekStartOf>;
    previous?: ReportQuery;
    followUp: boolean;
    correcting: boolean;
    notes: string[];
  },
): QuestionReading {
  const report = words[0]!.text;
  // "and the week before?", "how did referrals do the week before": the period before (or after) the thread's last one.
  const before = at.previous && slots.shift && !slots.period ? shiftRange(at.previous, at.ctx.now, slots.shift) : null;
  if (before) words.splice(1, 0, { raw: before.range, text: before.range });
  if (at.followUp && at.previous) {
    const said = readDraft(words);
    if ('code' in said) return refusal(said, at.notes);
    const carried = carriedOver(at.previous, said, report, { yearOnYear: !at.correcting, everyOne: slots.everyOne });
    // "what about last year?": the period said (first after the report) is the previous one a year before.
    if (carried.range)
      words.splice(1, slots.period && !slots.against ? rangeWordsOf(slots.period).length : 0, { raw: carried.range, text: carried.range });
    words.push(...carried.tokens);
    at.notes.push(...carried.notes);
  }
  const draft = readDraft(words);
  if ('code' in draft) return refusal(draft, at.notes);
  const result = finishCommand(words, draft, { now: at.ctx.now, timeZone: at.timeZone, weekStartsOn: at.weekStartsOn }, false);
  if (result.kind !== 'report') return { result, notes: at.notes };
  // The figure said is put first, unless it leads anyway or its word is the report's own name ("occupancy", "bookings"):
  // that asks for the report, not one figure of it.
  const definition = reportDefinition(report);
  const ownNames = new Set([report, ...(definition?.aliases ?? [])].map(keyOf));
  const figure = slots.claims.find((c) => c.how === 'figure' && c.report === report && !ownNames.has(keyOf(c.phrase)));
  const carried = at.followUp && at.previous?.report === report ? at.previous.focus : undefined;
  const focus = figure ? (figure.metric !== definition?.metrics[0]?.key ? figure.metric : undefined) : carried;
  const query: ReportQuery = focus ? { ...result.query, focus } : result.query;
  return { result: { kind: 'report', query, ...(at.notes.length > 0 ? { notes: at.notes } : {}) }, notes: at.notes };
}

/**
 * A question with no word of tense ("room nights for MLK weekend", "occupancy for march") is
 * about dates ahead where its period, read forward, lies ahead: hotels ask about the coming
 * holiday, not the last one. Read back, a period that is plainly past ("last week") stays past.
 */
function aheadIfSo(back: Slots, forward: () => Slots, today: string, weekStartsOn: WeekDay): Slots {
  // "st patrick's weekend", on a Wednesday last year and a Friday this: the one that has a weekend.
  if (!back.past && !back.period && back.dateError) {
    const ahead = forward();
    return ahead.period && !ahead.dateError ? { ...ahead, ahead: true, guessedAhead: true } : back;
  }
  if (back.past || back.ahead || !back.period || !('spec' in back.period)) return back;
  // "how are the cottages looking for february", in February: what is still to come is on the books.
  if (back.outlook && rangeBounds(back.period.spec, today, weekStartsOn).end > today) return { ...back, ahead: true };
  const read = forward().period;
  if (!read || !('spec' in read)) return back;
  const [was, is] = [rangeBounds(back.period.spec, today, weekStartsOn), rangeBounds(read.spec, today, weekStartsOn)];
  // The phrase reads both ways (no year said): the reading nearer today is meant.
  const away = (day: string) => Math.abs(daysBetween(day, today));
  return was.start !== is.start && is.end >= today && (back.outlook || away(is.start) < away(was.end))
    ? { ...back, ahead: true, guessedAhead: true }
    : back;
}

/** The longest a period can have ended and still be the one meant, for stays, where nothing said which. */
const JUST_OVER_DAYS = 75;

/**
 * A period said without a year is, even for stays, the one under way or just over where it is
 * compared with the one before it or the same one a year before ("jan vs dec", "june, compared
 * to june 2027"), where it is under way ("memorial day through labor day", in July), or where
 * its last one ended twice as near today as the next one starts ("september occupancy" in
 * October, "q3" at Christmas, "fri thru sun" on a Monday, Thanksgiving a month after it);
 * unless a word put the question ahead ("next", "pacing", "how is … looking", "booked so far").
 * Otherwise stays keep the look-ahead's rule: the coming one, said aloud.
 */
function justOver(back: Slots, forward: Slots, tokens: readonly Token[], today: string, weekStartsOn: WeekDay): boolean {
  if ((back.ahead && !back.guessedAhead) || back.outlook || asksBookedNow(tokens)) return false;
  if (!back.period || !('spec' in back.period) || !forward.period || !('spec' in forward.period)) return false;
  const [was, is] = [rangeBounds(back.period.spec, today, weekStartsOn), rangeBounds(forward.period.spec, today, weekStartsOn)];
  if (was.start === is.start || was.start > today) return false;
  // "ADR by week from memorial day through labor day", in July: the one under way, not the next.
  if (was.end >= today) return is.start > was.end;
  const before = boundsOf(back.against, today, weekStartsOn);
  // …unless the coming one is nearer ("november vs october" in late September).
  if (before && (plusMonths(before.start, 12) === was.start || plusDays(before.end, 1) === was.start))
    return daysBetween(was.end, today) <= daysBetween(today, is.start);
  // Said from today ("this weekend", "next week"), a period keeps its words' own rule; so does one night by its
  // weekday ("are we full saturday night", on a Sunday, is the coming Saturday; "fri thru sun", on a Monday, the one gone).
  // ("this summer", three days after it ended, is the one just over; "this weekend", on a Monday, the coming one.)
  const relative =
    /\b(next|coming|upcoming)\b/i.test(back.period.typed) || (/\bthis\b/i.test(back.period.typed) && daysBetween(was.start, was.end) < 28);
  const oneWeekday = was.start === was.end && WEEKDAY_BY_WORD.has(back.period.typed.toLowerCase().replace(/^(on|for) | nights?$/g, ''));
  // Months gone, the last one is history: a look-ahead asked about it in no tense means the coming one.
  const gone = daysBetween(was.end, today);
  return !relative && !oneWeekday && 2 * gone < daysBetween(today, is.start) && gone <= JUST_OVER_DAYS;
}

/**
 * A period compared with another said without a year ("q2 vs q1") is compared with the one
 * before it, never one ahead of it: read forward, the other is taken as read back, unless it
 * follows straight on ("nov 1-15 vs nov 16-30").
 */
function earlierAgainst(forward: Slots, back: Slots, today: string, weekStartsOn: WeekDay): Slots {
  const [period, against] = [boundsOf(forward.period, today, weekStartsOn), boundsOf(forward.against, today, weekStartsOn)];
  if (!forward.contrasted || !period || !against || !back.against) return forward;
  // "nov 1-15 vs nov 16-30": the two halves that follow on are set against each other as said, the later reported.
  return against.start > period.start && against.start !== plusDays(period.end, 1) ? { ...forward, against: back.against } : forward;
}

/**
 * Bookings for dates ahead ("bookings for next month", "bookings this weekend" on a Tuesday) are
 * the stays on the books: the report that answers for them. Dates only guessed ahead count where
 * they have no past reading. Asked as what will happen ("how many bookings will we get next
 * month") it is a forecast, which the past report refuses. The other way, pickup of days gone by
 * ("pickup yesterday") is the bookings made on them.
 */
function reportForDates(
  asked: ReportDefinition | undefined,
  slots: Slots,
  tokens: readonly Token[],
  { today, weekStartsOn, readsBack, forward }: { today: string; weekStartsOn: WeekDay; readsBack: () => boolean; forward: () => Slots },
): ReportDefinition | undefined {
  const allAhead = slots.period && 'spec' in slots.period && rangeBounds(slots.period.spec, today, weekStartsOn).start > today;
  // "how many rooms did we sell last night": a stay night is the books', unless the report was named outright.
  const night = slots.period && 'night' in slots.period && slots.period.night && !slots.claims.some((c) => c.how === 'report');
  // Its period as the look-ahead reads it ("pickup for feb" in July is next February's), over, or begun where what is
  // asked is so far ("pickup this month so far", "did the rentals pick up more this february").
  const gone = () => {
    const bounds = boundsOf(readsBack() ? slots.period : forward().period, today, weekStartsOn);
    return bounds !== null && (bounds.end <= today || (bounds.start <= today && (slots.past || saysSoFar(tokens))));
  };
  if (asked?.pastReport && activityOnly(asked, slots) && gone()) return reportDefinition(asked.pastReport);
  if (!asked?.aheadReport || tokens.some((t) => FORECASTING.has(t.text))) return undefined;
  if (night) return reportDefinition(asked.aheadReport);
  // Dates only guessed ahead are the books' where they have no past reading, or where what is booked now is asked;
  // today said "so far" ("cyber monday bookings so far today") is what has been booked today.
  // "bookings ytd, ahead of last year?": the report named outright, of days gone by, is that report; pace is how it compares.
  if (slots.claims.some((c) => c.how === 'report' && c.report === asked.kind) && gone()) return undefined;
  const todaySoFar = slots.period && 'spec' in slots.period && saysSoFar(tokens) && boundsOf(slots.period, today, weekStartsOn)?.end === today;
  const bookedNow = !todaySoFar && asksBookedNow(tokens);
  return !slots.ahead || slots.past || (slots.guessedAhead && !allAhead && !bookedNow) ? undefined : reportDefinition(asked.aheadReport);
}

/** A holiday said after "for", in no tense and with no verb: what it is for (its stays) or what it saw (its bookings). */
function forHoliday(slots: Slots, tokens: readonly Token[]): boolean {
  const period = slots.period;
  if (!period || !('lastYear' in period) || slots.past || slots.claims.some((c) => c.how === 'verb')) return false;
  const typed = period.typed.toLowerCase().replace(/^the /, '');
  const words = ` ${tokens.map((t) => t.text).join(' ')} `;
  return words.includes(` for ${typed}`) || words.includes(` for the ${typed}`);
}

/** Whether the look-ahead was chosen by words of booking activity ("pickup"), with none of its own figures but those the past report shares. */
function activityOnly(asked: ReportDefinition, slots: Slots): boolean {
  const activity = new Set((asked.words?.activity ?? []).map(keyOf));
  const shared = (phrase: string) => slots.claims.some((c) => c.report === asked.pastReport && c.phrase === phrase);
  const own = slots.claims.filter((c) => c.report === asked.kind && !activity.has(keyOf(c.phrase)));
  return own.length < slots.claims.filter((c) => c.report === asked.kind).length && own.every((c) => shared(c.phrase));
}

/** Words after "will" that say what someone will do with the figures, not what the figures will be. */
const NO_FORECAST_AFTER = new Set(['you', 'u', 'ask', 'want', 'need', 'wonder', 'check', 'read', 'see', 'care', 'love']);

/**
 * "how many bookings will we take in january": what will happen, of a report of what has
 * happened, is a forecast the service does not hold ("will you show me …" only asks politely).
 * Of the books, only where the figure it will end at is asked ("what will q1 occupancy finish
 * at", "what will ADR be"): the books say what is booked so far, not where it will end.
 */
function forecastOf(definition: ReportDefinition, tokens: readonly Token[], slots: Slots, today: string, weekStartsOn: WeekDay): CommandError | null {
  // "will", "going to": not where they ask the bot ("will you send"), nor of a colleague ("Steph will dig into it"), nor
  // what someone will ask or want ("owners will ask").
  const future = tokens.some(
    (_, k) =>
      FUTURE_TENSE.some((p) => wordsAt(tokens, k, p) && !NO_FORECAST_AFTER.has(tokens[k + p.split(' ').length]?.text ?? '')) &&
      !personAt(tokens, k - 1),
  );
  const ending = tokens.some((t) => FINAL_FIGURE.has(t.text)) || (tokens[0]?.text === 'what' && tokens.some((t) => t.text === 'be'));
  // A period of the grammar's words says its own tense ("next month" is refused as dates ahead, "last month" read).
  // Not one under way: "where will referral revenue end up for march", in March, is a forecast.
  const bounds = boundsOf(slots.period, today, weekStartsOn);
  const underWay = bounds !== null && bounds.start <= today && today <= bounds.end;
  const settled = !underWay && (slots.past || (slots.period !== undefined && 'words' in slots.period));
  const forecast = definition.lookAhead ? future && ending : future && !settled;
  return forecast ? refusalOf({ ...slots, notHeld: { topic: 'forecasts', nearest: 'occupancy' } }) : null;
}

function refusal(error: CommandError, notes: string[]): QuestionReading {
  return { result: { kind: 'error', error }, notes };
}

/** The items that pass, where some do; else the first, which the refusal names (asking which of two it cannot use helps no one). */
function narrowed<T>(items: T[], passes: (item: T) => boolean): T[] {
  const kept = items.filter(passes);
  return kept.length > 0 ? kept : items.slice(0, 1);
}
