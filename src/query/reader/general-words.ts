/**
 * The words of questions that belong to no one report, as data: what only carries the
 * sentence, how comparisons, rankings and time groupings are said, which words put a question
 * ahead or in the past, what asks the bot to act, and what negates (what the service does not
 * hold is in not-held.ts). Each report's own words (its names, figures, verbs and breakdowns) are in its
 * definition (src/reports). Phrases are lower case, words separated by spaces; the lexicon
 * (lexicon.ts) reads plurals as their singular, so one form is enough.
 */
import { COMING_FROM, phraseList } from '../words.js';

const list = phraseList;

/** The present perfect, which counts up to now and is no past tense: "how much pickup have we had for december". */
export const PRESENT_PERFECT: readonly string[] = list(
  `have we had, we have had, have had, has had, have we got, have we gotten, have we seen, we have seen`,
);

/** Politeness and the flow of talk, which put a question in no tense: "i was wondering …", "ok next question: …". */
export const UNTENSED: readonly string[] = list(
  `was wondering, were wondering, was hoping, were hoping, was curious, was thinking, next question, one more question, another question,
  quick question, follow up question, next one, next thing`,
);

/** Words that carry a question and nothing the query needs. */
export const FILLER: readonly string[] = list(`
  how, what, which, who, when, where, why, whats, show, me, us, give, get, got, tell, let, see, pull, pull up, bring up, find, fetch, check, list,
  send me, did, do, does, doing, done, is, are, was, were, be, been, am, has, have, had, will, would, can, could, should, shall, we, our, ours, i, my,
  you, your, it, its, there, they, them, their, this, that, these, those, much, many, number, numbers, total, totals, figure, stats, statistic, data,
  metric, kpi, please, thanks, thank you, hey, hi, hello, yo, ok, okay, quick, quickly, just, also, now, currently, right now, about, look, looking,
  like, go, went, going, perform, performed, performing, performance, doing, make, made, generate, generated, come, came, in, on, at, for, of, the, a,
  an, any, all, some, and, or, with, up, out, over, during, within, from, new, latest, recent, current, report, want, need, know, wondering, curious,
  guest, portfolio, business, to, only, same, instead, too, then, but, question, happen, happened, everyone, anyone, again, yet, still, exactly,
  roughly, approx, approximately, bot, report bot, please and thank you, number of, count, amount, how many, how much, what is, what are, can you,
  could you, would you, i need, i want, lets see, give me, show me, pull me, tell me, do we have, did we have, did we get, do we get, we get, we got,
  looking like, look like, trend, trending, numbers on, update on, colour on, color on, status, result, results, info, information, detail, details,
  any chance, real quick, asap, folks, team, guys, together, so far, to date, people, person, ppl, user, visitor, customer, traveler, traveller,
  family, families, couple, time, times, so, well, um, uh, hmm, actually, basically, really, kindly, kindly share, please share, pls share, plz share,
  can you share, could you share, do share, share me, share with me, ceo, cfo, coo, gm, gms, vp, boss, dmo, mgmt, owner, owners, meeting, e.g, eg,
  i.e, etc, anything, something, stuff, thing, one, place, spot, ta, cheers, po, jr, run the numbers, crunch the numbers, ran the numbers,
  we bring in, we brought in, quarter end pack, month end pack, year end pack, board pack, board deck, came through, come through, sorry, mind,
  would you mind, sending, send over, trouble, not too much trouble, if, asked, by eod, eod, by end of day, creator, contributor, partner review,
  quarterly review, annual review, business review, year end review, monthly review, weekly review, performance review, qbr, mbr, board review,
  budget review, owner review, owners review, sponsor review, csv, a csv, the csv, as csv, in csv, csv file, export, export to csv, download,
  download the, excel, xlsx, spreadsheet, how many more, how much more, how many fewer, how much less, how much higher, how much lower,
  how much better, how much worse, how much bigger, how much smaller, better, worse, higher, even, ayuh, ayup, wicked, what drove, what drives,
  what is driving, what was driving, what has been driving, what is behind, what was behind, sparkline, chart, graph, table, bar chart, pie chart,
  line chart, line graph, bullet points, bullets, bullet list, usual, regular, ed, cmo, cro, svp, evp, avp, agm, dos, dosm, budget planning,
  budget season, budgeting, planning season
`);

/**
 * How a comparison is started, and the periods it may name: "vs the year before", "compared to the period before";
 * "this month's bookings next to last august", "how far ahead of last year", "behind last year", "up on last year",
 * "with last year alongside".
 */
const HEADS = list(`vs, versus, against, compared to, compared with, compare to, compare with, compare it to, than, relative to, next to, ahead of,
  behind, up on, down on, alongside, with`);
// Units a comparison's "the same …" names; a day by its weekday too ("vs the same saturday last year").
const SAME_UNITS = list(`week, weeks, weekend, month, months, quarter, day, dates, days, time, period, season, holiday, night, nights,
  sunday, monday, tuesday, wednesday, thursday, friday, saturday`);
const SAME = SAME_UNITS.flatMap((unit) => [
  `the same ${unit} last year`,
  `same ${unit} last year`,
  `the same ${unit} a year ago`,
  `the same ${unit} a year earlier`,
  `the same ${unit} the year before`,
  `the same ${unit} the prior year`,
  `same ${unit} prior year`,
  `the same ${unit} the previous year`,
]);
const A_YEAR_BEFORE = [
  ...SAME,
  // The grammar's own words after "vs" ("compared to year", "vs yoy").
  'year',
  'the year',
  'yoy',
  'last year',
  'the year before',
  'a year before',
  'a year ago',
  'a year earlier',
  'the prior year',
  'prior year',
  'the previous year',
  'previous year',
  'the same time last year',
  'same time last year',
  'this time last year',
  'the same period last year',
  'same period last year',
  'ly',
  'stly',
  // "ytd vs lytd": last year to date.
  'lytd',
  'ly ytd',
  'prior ytd',
  'previous ytd',
];
const UNITS_BEFORE = ['day', 'week', 'weekend', 'month', 'quarter', 'period'].flatMap((unit) => [
  `the ${unit} before`,
  `${unit} before`,
  `the previous ${unit}`,
  `previous ${unit}`,
  `the prior ${unit}`,
  `prior ${unit}`,
  `the preceding ${unit}`,
]);
const THE_PERIOD_BEFORE = [
  ...UNITS_BEFORE,
  // "mtd vs lmtd": the month before, to the same day.
  'lmtd',
  'lqtd',
  'lwtd',
  'the one before',
  'before',
  'the last one',
  'the one before that',
  'previous',
  'prior',
  'period',
  'the period',
  // "vs PP", "vs PoP": the prior period; "the last 4 weeks vs the 4 before".
  'pp',
  'pop',
  ...['2', '3', '4', '6', '7', '12', '14', '30', '60', '90', 'two', 'three', 'four', 'six', 'seven'].map((n) => `the ${n} before`),
];
const headed = (targets: readonly string[], value: 'previous' | 'last-year') =>
  Object.fromEntries(HEADS.flatMap((head) => targets.map((target) => [`${head} ${target}`, value] as const)));

/** "week over week", "mom": the unit's latest period (this week so far) against the one before, where no period is said. */
export const UNIT_OVER_UNIT: Readonly<Record<string, 'week' | 'month' | 'quarter'>> = {
  'week over week': 'week',
  'week on week': 'week',
  'month over month': 'month',
  'month on month': 'month',
  'quarter over quarter': 'quarter',
  'quarter on quarter': 'quarter',
};

/** Pace said against last year ("are we ahead of last year for july", "behind ly"): the year-on-year view of the books. */
const PACE_AGAINST_LAST_YEAR = ['ahead of', 'behind'].flatMap((side) =>
  ['last year', 'ly', 'stly', 'where we were'].map((than) => `${side} ${than}`),
);

/** Comparisons said outright; the grammar's `vs …` word. */
export const COMPARISONS: Readonly<Record<string, 'previous' | 'last-year' | 'none'>> = {
  ...headed(A_YEAR_BEFORE, 'last-year'),
  ...headed(THE_PERIOD_BEFORE, 'previous'),
  'year over year': 'last-year',
  ...Object.fromEntries(Object.keys(UNIT_OVER_UNIT).map((p) => [p, 'previous'] as const)),
  'year on year': 'last-year',
  yoy: 'last-year',
  'y o y': 'last-year',
  'same time last year': 'last-year',
  'same period last year': 'last-year',
  'vs last year': 'last-year',
  'versus last year': 'last-year',
  'compared to last year': 'last-year',
  'compared with last year': 'last-year',
  'against last year': 'last-year',
  'than last year': 'last-year',
  'vs ly': 'last-year',
  'vs the same time last year': 'last-year',
  'vs the same period last year': 'last-year',
  'vs same time last year': 'last-year',
  'vs same period last year': 'last-year',
  'compared to the same time last year': 'last-year',
  'compared to the same period last year': 'last-year',
  'vs a year ago': 'last-year',
  ...Object.fromEntries(PACE_AGAINST_LAST_YEAR.map((p) => [p, 'last-year'] as const)),
  'vs previous': 'previous',
  'vs the previous period': 'previous',
  'vs prior period': 'previous',
  'vs the period before': 'previous',
  'compared to the previous period': 'previous',
  'no comparison': 'none',
  'without comparison': 'none',
  'no compare': 'none',
};

/** Words that start a comparison whose other side is a period ("vs october", "compared to the week before"). */
export const COMPARE_HEADS: readonly string[] = list(
  `vs, versus, against, compared to, compared with, compared, compare, comparing, compare to, compare with, relative to, than, ahead of,
  behind, beating, outpacing, trailing behind`,
);

/** Rankings: a breakdown's members ranked ("which city", "worst performing channel", "top 5 properties"). */
export const RANKINGS: readonly string[] = list(`
  which, top, best, most, highest, biggest, largest, leading, strongest, worst, weakest, least, lowest, fewest, bottom, number one,
  each, every, per, by, broken down by, broken out by, break down by, split by, breakdown by, grouped by, sorted by, ranked by,
  breakdown, break down, broken down, broken out, breakout, split, split out,
  break it down by, break it down, break that down by, break this down by, break them down by, break it out by,
  split it by, split it out by, split that by, split them by, mix,
  rank, ranked, ranking, leaderboard, league table, runner up, second best, second place, winning, wise,
  than everyone, than everyone else, than everybody, than everybody else, than anyone, than anyone else, than anybody,
  than anybody else, than any other, than all the others, than the others, than the other, than the rest,
  dimension, dimension =, dim, pivot, pivot by, pivoted by, slice, slice by, sliced by, segmented by, group by
`).concat(COMING_FROM);

/** A time grouping's words, as an axis names it: "grain: daily". */
const GRAIN_WORDS = { day: 'day', daily: 'day', week: 'week', weekly: 'week', month: 'month', monthly: 'month' } as const;

/** Time groupings said as adverbs or phrases; the grammar's `by …` word. */
export const GROUPINGS: Readonly<Record<string, 'day' | 'week' | 'month'>> = {
  daily: 'day',
  'day by day': 'day',
  'per day': 'day',
  'by day': 'day',
  'each day': 'day',
  'every day': 'day',
  'night by night': 'day',
  'by night': 'day',
  'each night': 'day',
  'every night': 'day',
  // "did we top 90% on any night", "which nights sold out": the days one by one.
  'any night': 'day',
  'any day': 'day',
  'which night': 'day',
  'which day': 'day',
  'what night': 'day',
  'what day': 'day',
  weekly: 'week',
  'week by week': 'week',
  'week to week': 'week',
  'month to month': 'month',
  'day to day': 'day',
  'each week': 'week',
  'every week': 'week',
  'per week': 'week',
  'by week': 'week',
  monthly: 'month',
  'month by month': 'month',
  'each month': 'month',
  'every month': 'month',
  'per month': 'month',
  'by month': 'month',
  // The days of the week told apart: "by weekday", "which day of the week", "nightly ADR": the period's days side by side.
  ...Object.fromEntries(
    list(`by weekday, per weekday, each weekday, which weekday, what weekday, weekday by weekday, by day of week,
      by day of the week, day of week, day of the week, which day of the week, what day of the week, nightly, night by night`).map(
      (phrase) => [phrase, 'day'] as const,
    ),
  ),
  // A chart's or a pivot's words for its time axis: "grain: day", "x-axis = month", "rows week", "granularity weekly".
  ...Object.fromEntries(
    ['grain', 'granularity', 'time grain', 'x axis', 'rows', 'interval', 'bucket'].flatMap((axis) =>
      Object.entries(GRAIN_WORDS).flatMap(([word, grain]) => ['', ' ='].map((eq) => [`${axis}${eq} ${word}`, grain] as const)),
    ),
  ),
  // "day wise", "monthwise", "date-wise": by day, by month, as Indian English says it.
  ...Object.fromEntries(['day', 'date', 'week', 'month'].flatMap((w) => ['wise', ' wise'].map((s) => [w + s, w === 'date' ? 'day' : w] as const))),
  // "the best month for bookings", "our busiest week", "which nights are fullest": the period's days, weeks or months, side by side.
  ...Object.fromEntries(
    ['best', 'worst', 'busiest', 'slowest', 'strongest', 'weakest', 'biggest', 'top', 'quietest', 'which', 'what'].flatMap((rank) =>
      (['day', 'night', 'date', 'week', 'month'] as const).map(
        (grain) => [`${rank} ${grain}`, grain === 'night' || grain === 'date' ? 'day' : grain] as const,
      ),
    ),
  ),
};

/** Words that ask what will happen: of a past report, a forecast, not the books. */
export const FORECASTING: ReadonlySet<string> = new Set(list(`will, gonna, expect, expected, forecast, predict, projected`));
/** What people count on social media ("how many likes did our post get"): counted, a topic the service does not hold. */
export const SOCIAL_COUNTS: ReadonlySet<string> = new Set(list(`likes, shares, comments, views, retweets, reposts, reactions`));
/** Words that join two periods into a span ("to" too, where no comparison was begun). */
export const SPAN_JOINS: ReadonlySet<string> = new Set(['through', 'until', 'till', '-', '..']);
/** Whether a word joins two periods, "to" among them (where no comparison was begun, which its reader says). */
export const joinsSpan = (word: string): boolean => SPAN_JOINS.has(word) || word === 'to';
/** Words that cut a period at today: "q4 so far", "summer to date". */
export const SO_FAR: readonly string[] = ['so far', 'to date', 'thus far', 'until now', 'till now'];

/** Words that ask for some report, not for help: "show me the report", "what's the trend?". */
export const REPORT_ASKED: ReadonlySet<string> = new Set(
  list(
    `report, trend, trending, numbers, number, stats, figures, metrics, kpis, results, comparison, compare, total, totals, growth, summary, recap, breakdown, top, update, updates, data`,
  ),
);
/** The future tense, which of a report of what has happened asks for a forecast. */
export const FUTURE_TENSE: readonly string[] = list(`will, gonna, going to, expected, expect, predicted, do you think, you think, likely`);
/** Verbs of where a figure ends ("where will july occupancy end up"): in the future tense, a forecast. */
export const FINAL_FIGURE: ReadonlySet<string> = new Set(
  // …and where it goes from here ("will occupancy keep climbing"); not "fall", a season as often.
  list(
    `end, ends, finish, finishes, land, lands, close, closes, settle, wind, hit, reach, beat, exceed, sell, arrive, keep, continue, climb, climbing, rise, grow, drop, decline, increase, improve, remain`,
  ),
);

/** Words that put a question ahead (stays on the books) or in the past. */
export const AHEAD: readonly string[] = [
  ...list(
    `next, coming, upcoming, tomorrow, tonight, ahead, forward, future, will, on the books, pace, pacing, rest of, we have for, do we have for`,
  ),
  ...PACE_AGAINST_LAST_YEAR,
];
/** Words that ask how something is coming along ("how is july 4th looking"): with a period read either way, the coming one. */
export const OUTLOOK: readonly string[] = list(
  `looking, look, looks, shaping up, shape up, shaping, looking like, look like, coming along, on track, doing for`,
);
/** Words that, of stays, ask what is on the books now ("thanksgiving room rev booked so far"): the coming dates, not the last ones. */
const BOOKED_NOW: ReadonlySet<string> = new Set(list(`booked, currently, far, yet, otb`));
/** Whether `tokens` ask what is booked now ("booked so far", "otb"); "how far ahead of last year" does not. */
export const asksBookedNow = (tokens: readonly { text: string }[]): boolean =>
  tokens.some((t, k) => BOOKED_NOW.has(t.text) && (t.text !== 'far' || ['so', 'thus'].includes(tokens[k - 1]?.text ?? '')));
export const PAST: readonly string[] = list(
  `was, were, did, had, ended, end up, ended up, last, past, previous, ago, yesterday, came, came in, went, happened, hit, sent, brought, took, gave,
  how was, how were, how bad was, how good was, recap, wrap, wrap up, wrapup, post mortem, postmortem, retrospective, look back, looking back,
  debrief, actuals`,
);

/** Breakdowns people ask for that no report's records carry: refused, naming the ones a report has. */
export const NO_SUCH_BREAKDOWN: readonly string[] = list(
  `device, age, aged, gender, browser, operating system, income, language, room type, rate plan, rate code, market segment`,
);

/** Names asked to be shown apart, not together: "the grand and harbor view side by side". */
export const APART: readonly string[] = list(`side by side, separately, one by one, each separately, broken out separately`);

/** Times too loose to guess ("the other day", "a while back"): their dates are asked where no period is said. */
export const VAGUE_TIMES: readonly string[] = list(
  `the other day, the other week, a while back, a while ago, a while, some time ago, some time back, way back, this time of year,
  this time of the year, around this time, so far, around then, back then, about then, since then, until then, that same stretch,
  that stretch, that same period, that period, that same time, that time, those dates, those same dates, that weekend, that same weekend,
  that week, that same week, that month, that same month, that day, that night, those days, those nights, those weeks, that window,
  that same window, that timeframe, that time frame, that range, that span`,
);

/** A fiscal year, whose first month no deployment tells the bot: asked back as the calendar year or the last 12 months. */
export const FISCAL: readonly string[] = list(
  `fiscal year to date, financial year to date, fiscal ytd, financial ytd, fytd, fiscal year, financial year, this fiscal year,
  this financial year, fiscal, financial year so far, fiscal year so far, fy, fy to date, fiscal year starts, fy starts`,
);

/** A period before one already said, in a follow-up ("and the week before?"). */
export const BEFORE: readonly string[] = [...UNITS_BEFORE, 'the one before', 'before that', 'the one before that'];
/**
 * Every member of what a filter or a breakdown would pick from ("all types", "all properties", "just the total"): in a
 * question, no filter; in a follow-up or a correction, the filter or breakdown before it dropped.
 */
export const EVERY_ONE: Readonly<Record<string, 'type' | 'name' | 'breakdown'>> = {
  ...Object.fromEntries(
    list('all types, all property types, every type, every property type, all segments, across all types, all types combined').map((p) => [
      p,
      'type',
    ]),
  ),
  ...Object.fromEntries(
    list('all properties, every property, all the properties, all members, all discoveries, every discovery').map((p) => [p, 'name']),
  ),
  ...Object.fromEntries(
    list(
      'no breakdown, without the breakdown, without a breakdown, just the total, only the total, just the totals, totals only, the total only',
    ).map((p) => [p, 'breakdown']),
  ),
};

/** A period after one already said, in a follow-up or a correction ("the week after that"). */
export const AFTER: readonly string[] = ['day', 'week', 'weekend', 'month', 'quarter', 'period', 'one'].flatMap((unit) => [
  `the ${unit} after that`,
  `the ${unit} after`,
]);

/** Requests to do something rather than to report: refused as such. */
export const REQUESTS: readonly string[] = list(`
  write, poem, joke, song, sing, email me, send an email, remind, schedule a meeting, book a room, book me, reserve a room,
  change the rate, change rate, set the rate, update the rate, raise the rate, lower the rate, increase the rate, decrease the rate,
  drop the rate, raise rate, lower rate, change the price, set the price, switch, turn on, turn off, enable, disable, delete,
  cancel my, make me a, translate, draw, approve, publish, reply to, respond to, bump up, bump rates, bump rate, bump the, bump our,
  bump prices, adjust, modify, post to,
  email the, drop it on, shared drive, dropbox, sharepoint, save it to, email it, forward the, forward this, book my, book a, book us, book one of,
  thank you email, thank you note, thank you message, welcome email, email to everyone, email to all, email everyone, email all,
  sending an email, sending a message, message to everyone, message everyone
`);

/**
 * Verbs that, opening a sentence ("pause the newsletter", "can you update the july rates"), ask the bot to act:
 * an imperative is a request, whatever follows. Asking verbs (show, pull, send me) are fillers and never reach here.
 */
export const ACTIONS: readonly string[] = list(`
  email, mail, text, message, pause, resume, stop, start, launch, create, add, remove, delete, update, change, set, edit,
  rename, cancel, book, reserve, schedule, remind, forward, publish, resubscribe, subscribe, unsubscribe, raise, lower, increase, decrease, adjust, fix,
  approve, reject, invite, call, order, buy, pay, refund, upload, import, move, copy, archive, restore, assign, hire, fire, block, drop, cut,
  post, tweet, share, send, draft, compose, close, distribute, circulate, arrange, organise, organize, push, bump, nudge, notify, contact
`);

/** Words that would exclude what follows, which no report can do. */
export const NEGATIONS: readonly string[] = list(
  `not, except, excluding, exclude, without, other than, besides, minus, but not, no, all but, everything but, everything except,
  all except, apart from, not including, not counting, leaving out, leave out, left out, excluded, taking out, take out, took out, ignoring, ignore`,
);
