/**
 * Periods anchored to the asker's own events, said in passing: "since the spring campaign went
 * live (march 3)", "the week after the newsletter went out on the 12th", "since the rebrand" (whose
 * day is asked). The readers of "since", "after" and days beside a period (dates.ts,
 * beside-dates.ts) read the event's day here when no period follows them directly.
 */
import { yearWordsAt, type DateMatch, type DateSetting } from '../question-dates.js';
import { commandError, textAt as text, typedPhraseOf, type Token } from '../tokens.js';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import { message } from '../../messages/index.js';
import { isPastVerb } from './english.js';
import { holidayNameAt } from './holidays.js';
import { lexicon } from './lexicon.js';
import { periodAt, type ReadDate } from './relative-dates.js';
import { EVENT_WORDS } from './sentence-words.js';

/** Words that open an event said in passing: "since the newsletter went out", "after we turned on the popup". */
const EVENT_OPENERS = new Set(['the', 'a', 'an', 'our', 'we', 'they', 'i', 'my', 'your', 'that', 'this', 'those', 'their']);
/** Groupings said as one word ("daily"), which no event's name ends with. */
const SHOWN_BY = new Set(['daily', 'weekly', 'monthly', 'nightly', 'quarterly']);
/** Words after which what follows is no longer the event's: a comparison, a breakdown, another clause. */
const EVENT_ENDS = new Set(['vs', 'versus', 'compared', 'by', 'per', 'for', 'and', 'or', 'but', 'than', 'to', 'through', 'until', 'since', 'from']);

/**
 * Things people run, send and hold, which a period before them names ("the spring campaign", "the holiday blast"), and
 * what befell them ("the week of the ice storm", "during the nor'easter"), whose days no calendar says.
 */
const EVENT_NOUNS = new Set([
  ...`campaign promo promotion push blast launch sale event contest newsletter email send drive series program giveaway
  storm snowstorm blizzard hurricane noreaster outage`.split(/\s+/),
  ...EVENT_WORDS,
]);
/** Things held whose words are also verbs or everyday words ("show me"): events only within their days ("during the boat show"). */
const HELD = new Set(['show', 'race', 'game', 'match']);

/** Meanings that say what is asked, not what was held. */
const ASKED = new Set(['report', 'figure', 'grouping']);

/** A word that says which day: in figures ("3/18", "12th"), a weekday's or a month's name, or today's or yesterday's. */
const namesDay = (word: string) => /\d/.test(word) || WEEKDAY_BY_WORD.has(word) || MONTH_BY_WORD.has(word) || /^(today|yesterday)$/.test(word);
/** Words a day so said can start with besides ("the 12th", "last tuesday", "on 3/18"). */
const DAY_LEADS = new Set(['the', 'last', 'this', 'next', 'on']);

/**
 * "the spring campaign went live (march 3)", "the newsletter went out on the 12th", "we turned on
 * the new popup last tuesday": an event said in passing with its date, read as the date; the
 * event's own words are left unread. Up to eight words of it, opening as an event does; its date is
 * typed in figures or names a weekday or a month ("the spring campaign" is no spring).
 */
export function eventAt(read: ReadDate, tokens: readonly Token[], at: number, s: DateSetting): ReturnType<typeof periodAt> {
  // "after taxes for march" is no event, nor "this one, the 24th"; after "since", any words are ("since registration opened").
  if (!EVENT_OPENERS.has(text(tokens, at)) && text(tokens, at - 1) !== 'since') return null;
  // A day before the thing held may be its name's ("the black friday email went out thursday"): a later day is its date.
  let named: ReturnType<typeof periodAt> = null;
  for (let k = at + 1; k <= at + 8 && k < tokens.length; k++) {
    if (EVENT_ENDS.has(text(tokens, k - 1))) break;
    // After the thing held, a report's words or grain are the question again ("after the april 22 send? daily opt-outs").
    if (named && (lexicon().at(tokens, k)?.meanings ?? []).some((m) => ASKED.has(m.kind))) break;
    if (!DAY_LEADS.has(text(tokens, k)) && !namesDay(text(tokens, k))) continue;
    const found = periodAt(read, tokens, k, s);
    if (!found || !tokens.slice(k, k + found.len).some((t) => namesDay(t.text))) continue;
    const event = { ...found, len: k - at + found.len };
    if (named || !EVENT_NOUNS.has(text(tokens, k + found.len))) return event;
    [named, k] = [event, k + found.len - 1];
  }
  return named;
}

/**
 * "since the newsletter went out", "after the blast": an event said without its day, from `at` (the word after "since"
 * or "after") to where another part of the question begins; its day is asked. Null where no event opens there.
 */
export function undatedEventAt(tokens: readonly Token[], at: number, before: string, longest = 6): DateMatch {
  if (!EVENT_OPENERS.has(text(tokens, at)) || !tokens[at + 1]) return null;
  let end = at + 1;
  // "after the holiday emails? daily since dec 20": how the figures are shown ends it too, after its first word.
  const ends = (k: number) => EVENT_ENDS.has(text(tokens, k)) || (k > at + 1 && SHOWN_BY.has(text(tokens, k)));
  while (end < tokens.length && end < at + longest && !ends(end)) end++;
  const asked = `${before} ${typedPhraseOf(tokens, at, end - at)}`.trim();
  return { len: end - at + 1, asked, error: commandError('bad_date', message('grammar.sayTheDates')) };
}

/** The event's own days said after its name ("over the festival weekend", "the winter carnival weekend"). */
const OWN_UNIT = /^(day|night|weekend|week|month)s?$/;

/** Words that place a question within an event's days ("during the promo", "over the spring sale", "around the boat show"). */
const WITHIN = new Set(['during', 'throughout', 'over', 'amid', 'around']);

/**
 * "during the promo", "over the spring sale", "throughout the festival": the days of a thing the asker ran or held,
 * which no calendar says; they are asked, never read as the season in its name or left out. An event dated where it is
 * said ("during the march 3 promo") is left to the date's own reader.
 */
export function readWithinEvent(tokens: readonly Token[], i: number): DateMatch {
  if (!WITHIN.has(text(tokens, i)) || !EVENT_OPENERS.has(text(tokens, i + 1))) return null;
  for (let k = i + 2; k <= i + 5 && k < tokens.length; k++) {
    if (namesDay(text(tokens, k)) || EVENT_ENDS.has(text(tokens, k))) return null;
    if (EVENT_NOUNS.has(text(tokens, k).replace(/s$/, '')) || HELD.has(text(tokens, k))) {
      // "over the festival weekend": the event's own days, no more dated than it.
      const end = OWN_UNIT.test(text(tokens, k + 1)) ? k + 1 : k;
      const event = undatedEventAt(tokens, i + 1, text(tokens, i), end - i);
      return event && { ...event, len: end - i + 1 + yearWordsAt(tokens, end + 1) };
    }
  }
  return null;
}

/** Seasons that name an event after them ("the spring campaign"), not the days of the season. */
const SEASON_NAMES = new Set(['spring', 'summer', 'fall', 'autumn', 'winter']);

/**
 * "how did the spring campaign do", "our summer promo", "the vday promo", "the July 4th email blast": an event named by
 * a season or a holiday, whose days are asked, not the season's or the holiday's.
 */
export function readNamedEvent(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  if (!['the', 'our', 'their'].includes(text(tokens, i))) return null;
  const named = SEASON_NAMES.has(text(tokens, i + 1)) ? 1 : (holidayNameAt(tokens, i + 1, s.country ?? 'US')?.len ?? 0);
  // Up to two words of the event's own between, which mean nothing else here ("the fall foliage campaign", not "the
  // summer photo contest": a photo is a story's).
  const between = [0, 1, 2].find((n) => EVENT_NOUNS.has(text(tokens, i + 1 + named + n).replace(/s$/, '')));
  const ownWord = (k: number) =>
    /^[a-z]+$/.test(text(tokens, k)) &&
    !EVENT_ENDS.has(text(tokens, k)) &&
    (lexicon().at(tokens, k)?.meanings ?? []).every((m) => m.kind === 'filler');
  const own = (n: number) => [...Array(n).keys()].every((m) => ownWord(i + 1 + named + m));
  if (named === 0 || between === undefined || !own(between)) return null;
  const len = named + between;
  // "the winter carnival weekend": the event's own days, no more dated than it.
  const end = i + 1 + len + (OWN_UNIT.test(text(tokens, i + 2 + len)) ? 1 : 0);
  const event = undatedEventAt(tokens, i, '', end - i + 1);
  return event && { ...event, len: end - i + 1 };
}

const COMPARED = new Set(['vs', 'versus', 'against', 'than', 'with', 'to']);
/** Who does something in a clause that places a period by it ("the week we sent the big email"), and what they did. */
const DOERS = new Set(['we', 'they', 'i', 'you', 'he', 'she']);
const done = (verb: string) => isPastVerb(verb) || /^(ran|began|had|did)$/.test(verb);

/**
 * "the week we sent the big email", "the month when they launched the site": a unit placed by an event whose day is not
 * said, which is asked, never read as the unit now.
 */
export function readUnitOfEvent(tokens: readonly Token[], i: number): DateMatch {
  // After a comparison's head the comparison is what is asked about ("vs the quarter we signed harbor view").
  if (text(tokens, i) !== 'the' || !/^(day|week|weekend|month|quarter|night)$/.test(text(tokens, i + 1)) || COMPARED.has(text(tokens, i - 1)))
    return null;
  const by = ['that', 'when'].includes(text(tokens, i + 2)) ? 1 : 0;
  if (!DOERS.has(text(tokens, i + 2 + by)) || !done(text(tokens, i + 3 + by))) return null;
  return undatedEventAt(tokens, i, '', 10);
}

/** Words before "when" that place a question by an event ("from when we ran the promo", "back when they launched it"). */
const WHEN_LEADS = new Set(['from', 'back', 'around', 'during']);

/** "from when we ran the foliage promo", "back when we ran that promo": the days of an event not said, which are asked. */
export function readWhenEvent(tokens: readonly Token[], i: number): DateMatch {
  const lead = WHEN_LEADS.has(text(tokens, i)) ? 1 : 0;
  if (text(tokens, i + lead) !== 'when' || !DOERS.has(text(tokens, i + lead + 1)) || !done(text(tokens, i + lead + 2))) return null;
  // Up to a day said of it ("… the new site (march 3)", "… the promo in march"), which is its date.
  const dated = tokens.findIndex((t, k) => k > i + lead + 2 && namesDay(t.text));
  const longest = Math.min(8, dated < 0 ? 8 : dated - (i + lead + 1) - (['in', 'on', '('].includes(text(tokens, dated - 1)) ? 1 : 0));
  const event = undatedEventAt(tokens, i + lead + 1, typedPhraseOf(tokens, i, lead + 1), longest);
  return event && { ...event, len: event.len + lead };
}

/** The period at `at`, or an event's date said in passing there, whichever reads further; `event`, the latter. */
export function anchorAt(
  read: ReadDate,
  tokens: readonly Token[],
  at: number,
  s: DateSetting,
): (ReturnType<typeof periodAt> & { event?: true }) | null {
  const [period, event] = [periodAt(read, tokens, at, s), eventAt(read, tokens, at, s)];
  // "since the spring campaign launched": a period naming an event is no period of its own.
  const direct = period && EVENT_NOUNS.has(text(tokens, at + period.len)) ? null : period;
  return event && (!direct || event.len > direct.len) ? { ...event, event: true } : direct;
}
