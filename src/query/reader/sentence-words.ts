/**
 * The words that give a question its shape rather than its meaning: what may open an
 * imperative and what its object begins with, which words put a name or a type after them, and
 * words of time no date rule reads. The reader's slot filling (slots.ts) asks about them.
 */
import { commandError, typedPhraseOf, type Token } from '../tokens.js';
import type { CommandError } from '../types.js';
import { message } from '../../messages/index.js';
import { ACTIONS } from './general-words.js';
import { MONTH_BY_WORD } from '../words.js';

const ACTION_WORDS = new Set(ACTIONS);

/** Grammar options a question may type as such; the rest of the grammar's options are said in words. */
export const TYPED_OPTIONS = new Set(['timeZone', 'weekStartsOn', 'delay', 'property', 'discovery']);
/** Superlatives that, before one thing ranked in the singular, ask for the first of the ranking alone. */
export const TOP_ONE = new Set(['top', 'best', 'worst', 'biggest', 'highest', 'leading', 'number one', 'no 1', 'no one']);
/**
 * Ranking words that set one member against all the others: "seaside grand gets the most stories", "more than the
 * rest". Not "best" or "top": "the best stories from pine hollow" are its stories, the best first.
 */
export const SUPERLATIVES =
  /^(most|leading|highest|biggest|largest|strongest|than (?:everyone|everybody|anyone|anybody|any other|all the others|the others|the other|the rest)(?: else)?)$/;

/** Nouns after a breakdown's word that make it the table asked for ("geo report", "channel view", "city table"). */
export const TABLE_NOUNS: ReadonlySet<string> = new Set(['report', 'view', 'table', 'cut', 'mix', 'split', 'tab', 'sheet']);
/** Words inside a date phrase that put it ahead ("next weekend", "the coming month", "tomorrow"). */
export const AHEAD_IN_DATES = /\b(next|coming|upcoming|ahead|tomorrow|tonight)\b/i;
/** A time of day, which only a schedule takes ("at noon"): alone, it is not understood. */
export const TIMES_OF_DAY = new Set(['noon', 'midnight', 'oclock']);
/** Words before a name or a type that set it against one said before ("than the condotel", "beats coastal escapes"). */
const CONTRAST_BEFORE: ReadonlySet<string> = new Set(
  'than beat beats outperform outperforms outperformed outpaces outpaced outsold outsells trails trailed'.split(' '),
);
/** Words that ask to choose between names, which makes an "or" between them a contrast ("dune crest or pine hollow, which did better"). */
const CHOOSING = /^(?:which|who|whose|better|more|most|less|fewer|higher|lower|bigger|fuller|busier|stronger|weaker|best|worse|worst|winning|ahead)$/;
export const contrastedAt = (tokens: readonly Token[], k: number): boolean => {
  // Past "the" and a preposition said again ("stories at pine hollow or at maple street").
  let j = k - 1;
  if (tokens[j]?.text === 'the') j--;
  if (['at', 'in', 'for', 'from'].includes(tokens[j]?.text ?? '') && tokens[j - 1]?.text === 'or') j--;
  const word = tokens[j]?.text ?? '';
  // "stories from maple street or harbor view" asks of either, together; "which did better, a or b" sets them apart.
  if (word === 'or') return tokens.some((t) => CHOOSING.test(t.text));
  return (
    CONTRAST_BEFORE.has(word) ||
    // "a comparison between harbor view and maple street", "compare coastal escapes and downtown weekends".
    (tokens[k - 1]?.text === 'and' && tokens.slice(Math.max(0, k - 7), k - 1).some((t) => t.text === 'between' || /^compar/.test(t.text)))
  );
};
/** Kinds of meaning that only carry the sentence, its tense among them ("how much did we …"). */
export const SENTENCE_KINDS: ReadonlySet<string> = new Set(['filler', 'past', 'ahead', 'outlook', 'everyOne']);
/** Words of a period no date rule read: a label beside dates said ("ski season jan-mar"), alone not understood. */
export const PERIOD_WORDS = new Set(['holiday', 'holidays', 'season', 'weekday', 'weekdays']);
/** Of those, the ones that name a stretch of days, whose dates are asked where none are said ("the season", "the holiday"). */
export const DATED_LABELS = new Set(['holiday', 'holidays', 'season']);
/** Units a word before which names a period of the place's own ("ski week", "race weekend", "peak season"). */
export const LABELLED_UNITS = new Set(['week', 'weekend', 'weekends', 'season']);
/** Words before such a unit that name no period: they say which one, or how it is counted. */
export const NOT_LABELS = new Set(
  'the a an this that these those our my your their its each every per any some same whole full entire one which what first last next past previous prior coming following current given single calendar average typical normal work working business school long holiday bank and or to of for in on by over during'.split(
    ' ',
  ),
);
/** Events of a place whose dates no calendar holds ("the marathon weekend", "the fall festival"): their dates are asked. */
export const EVENT_WORDS = new Set(
  'festival fest fair carnival conference convention expo wedding marathon homecoming graduation regatta tournament concert parade gala summit reunion bridal'.split(
    ' ',
  ),
);
/** Words before "type" that make it the breakdown's or the sentence's ("which type brought …", "occ / type / aug"), never the option's keyword. */
export const TYPE_ASKED = new Set(['by', 'property', 'which', 'what', 'each', 'every', 'per', 'any', 'the', 'a', 'of', 'one', 'that', 'this', '/']);
/** Words after which a word is a name the question filters by ("signups for Bayside", "only Harbor View Inn"). */
export const BEFORE_NAMES = new Set(['at', 'for', 'from', 'in', 'of', 'only', 'just']);
/** What may come before an imperative: a greeting, the bot's name, a please. */
export const OPENERS = new Set('hey hi hello yo ok okay bot please pls can could would will you kindly and then also now quickly just'.split(' '));
/** Action verbs that are also nouns opening a question ("email signups", "start dates"): a request only before an object or a recipient. */
export const NOUN_VERBS = new Set(
  'email mail text message call order block start stop forward schedule move copy fix pay buy book reserve post share'.split(' '),
);
/** Words after a verb that make it a noun ("change in occupancy", "increase of signups"), not an imperative. */
export const NOT_OBJECTS = new Set('in of from since for vs versus between by over during per on at to than and or is was were'.split(' '));
/** Verbs that show what follows where it is asked ("post the digest here"): a request only with a recipient ("share it with the board"). */
export const SHOWING_VERBS = new Set('post share send'.split(' '));
/** Where the question is asked: "post it here", "share it to this channel". */
const HERE = new Set(['here', 'this', '']);
/** Words after "to" or "with" that begin a period, not a recipient ("to date", "to 14 january", "with the previous month"). */
const TIME_NEXT = /^(\d.*|date|now|today|yesterday|tomorrow|previous|prior|last|next|this|same|end|week|month|quarter|year)$/;
/** What an imperative's object begins with. */
export const OBJECTS = new Set('the this that these those my our your a an me us it them all every last next new everyone everybody'.split(' '));
/** Action verbs that, said to the asker, ask to be told. */
const TELLING = new Set(['update', 'brief']);
/** Objects that are people, which no report's word is said before: "unsubscribe everyone who bounced", "unsubscribe them". */
const PEOPLE = new Set(['everyone', 'everybody', 'anyone', 'anybody', 'them', 'him', 'her', 'whoever']);

/**
 * Whether the word at `i` is an action verb opening an imperative: before its object ("raise
 * saturday rates", "pause the newsletter"); a verb that is also a noun only before "the", "my", …
 * or with a recipient ("email october's numbers to the board"), never before "in", "of" ("change
 * in occupancy"); a report's own verb (`ownVerb`) only before a count, an address or people ("book 3 rv
 * sites", "unsubscribe jane@…", "unsubscribe everyone who bounced").
 */
export function imperative(tokens: readonly Token[], i: number, ownVerb = false): boolean {
  if (!ACTION_WORDS.has(tokens[i]!.text)) return false;
  const next = tokens[i + 1]?.text ?? '';
  if (/^\d|@/.test(next) || PEOPLE.has(next)) return true;
  const verb = tokens[i]!.text;
  // "update me on signups", "brief us on last week": tell the asker, no act on the data.
  if (ownVerb || NOT_OBJECTS.has(next) || next === '' || (TELLING.has(verb) && ['me', 'us'].includes(next))) return false;
  const recipient = tokens.slice(i + 2).some((t, k) => ['to', 'with'].includes(t.text) && recipientAfter(tokens, i + 2 + k, verb));
  if (SHOWING_VERBS.has(verb)) return recipient;
  return OBJECTS.has(next) || !NOUN_VERBS.has(verb) || recipient;
}

/**
 * Whether "to" or "with" at `at` is followed by a recipient ("to the board", "with my gm"; a
 * showing verb's "to instagram", but not "to this channel"), not a period ("to 14 january", "to
 * date", "compared with the previous 30 days").
 */
function recipientAfter(tokens: readonly Token[], at: number, verb: string): boolean {
  const first = tokens[at + 1]?.text ?? '';
  const word = first === 'the' ? (tokens[at + 2]?.text ?? '') : first;
  if (/^compar/.test(tokens[at - 1]?.text ?? '') || TIME_NEXT.test(word) || MONTH_BY_WORD.has(first)) return false;
  return SHOWING_VERBS.has(verb) ? !HERE.has(first) : OBJECTS.has(first);
}

/** Modals that ask for advice: "what rate should we set", "should i raise rates". */
const ADVICE = new Set(['should', 'shall', 'must', 'ought']);

/** Whether the word at `i` is an action verb asked advice about ("should we set …"): a decision, not a report. */
export function advised(tokens: readonly Token[], i: number): boolean {
  return ACTION_WORDS.has(tokens[i]!.text) && ['we', 'i'].includes(tokens[i - 1]?.text ?? '') && ADVICE.has(tokens[i - 2]?.text ?? '');
}

/** Words before a number that make it a yardstick ("more than 50", "at least 100", "over 90%"). */
const THRESHOLD_BEFORE = new Set(
  'than least most over under above below top topped exceed exceeded past clear cleared break beat pass north south'.split(' '),
);

/** Words before a percentage that make it a change ("growing more than 5%"), not a share of rooms. */
export const CHANGE_WORDS =
  /^(grow|grew|growing|growth|up|down|increase[ds]?|decrease[ds]?|drop(ped)?|decline[ds]?|change[ds]?|jump(ed)?|rise|rose|fell)$/;
/** An amount as normalise.ts writes it: money ("$2500", "€500"), a percentage ("90%"), a count or rating with a plus ("25+", "4+star"). */
const AMOUNT = /^(?:[$€£]\d+(?:\.\d+)?(?:k|m|mm|bn)?|\d+(?:\.\d+)?%\+?|\d+\+|\d(?:\.\d)?\+?-?stars?)$/;

/** Where the yardstick an amount at `i` is said with begins ("over $1000": at "over"; "$200" alone: at it), or -1 where it is none. */
export function amountAt(tokens: readonly Token[], i: number): number {
  if (!AMOUNT.test(tokens[i]!.text)) return -1;
  const from = yardstickAt(tokens, i);
  return from >= 0 ? from : i;
}

/**
 * What a number at `i` says that is no count and no date: a yardstick to read the figures against ("more than 50
 * signups", "ADR above $200", "90%+"), said back; where only what passes it is asked ("only bookings over $1,000"), a
 * filter no report makes, refused; a number before what is counted that is no count ("26 guest stories"), not understood.
 */
export function numberSaid(tokens: readonly Token[], i: number, counts: boolean): { note: string } | { error: CommandError } | null {
  const at = amountAt(tokens, i);
  const from = at >= 0 ? at : counts && /^\d/.test(tokens[i]!.text) ? yardstickAt(tokens, i) : -1;
  const typed = typedPhraseOf(tokens, from, i + 1 - from);
  if (from >= 0 && tokens.slice(Math.max(0, from - 4), from).some((t) => ONLY.has(t.text)))
    return { error: commandError('bad_option', message('grammar.noAmountFilter', { typed }), message('grammar.amountShown')) };
  if (from >= 0) return { note: message('grammar.yardstick', { typed }) };
  // "we had 38 signups in october", "the digest said 1,880 planners": a figure quoted, not a count asked for; "ticket
  // 7731: signups …", a thing's number.
  const quoted = QUOTING.has(tokens[i - 1]?.text ?? '') || /^\d+$/.test(tokens[i - 1]?.text ?? '') || NUMBERED.has(tokens[i - 1]?.text ?? '');
  if (counts && /^\d/.test(tokens[i]!.text) && !tokens[i]!.text.endsWith('%') && !quoted)
    return { error: commandError('unknown_word', message('grammar.notUnderstood', { words: tokens[i]!.raw })) };
  return null;
}

/** Whose a thing is where it is someone else's: "their stay", "his last booking". */
const OTHERS = new Set(['their', 'his', 'her']);
/** Whether the report's word at `i` is said of someone's own thing ("stories about their thanksgiving stay"), no report. */
export const othersOwn = (tokens: readonly Token[], i: number): boolean => [1, 2].some((k) => OTHERS.has(tokens[i - k]?.text ?? ''));

/** Words that join two reports' words into one question of both. */
const JOINS = new Set(['and', '&', 'plus', 'vs', 'versus']);

/** Words between a join and the second report's word: "and the", "and also our", "plus maybe the total". */
const AFTER_JOIN = new Set(['the', 'our', 'total', 'also', 'then', 'maybe', 'perhaps']);

/** Words of a month said beside each report's word ("bookings in May and May referral revenue"). */
const MONTH_SAID = (word: string) => MONTH_BY_WORD.has(word) || ['in', 'for', 'during'].includes(word);

/**
 * Whether the word before `i` (past "the", "also", "our") joins it to the report's or figure's word that ended at
 * `claimEnd`, as one question of both: "signups and stories", "the occupancy and the referral revenue", "bookings vs
 * referrals", "august occupancy and also referral revenue for july", "bookings in May and May referral revenue".
 */
export function joinsClaims(tokens: readonly Token[], i: number, claimEnd: number): boolean {
  const text = (k: number) => tokens[k]?.text ?? '';
  let join = i - 1;
  while (join > claimEnd && (AFTER_JOIN.has(text(join)) || MONTH_BY_WORD.has(text(join)))) join--;
  let end = claimEnd;
  while (end < join && MONTH_SAID(text(end))) end++;
  return end === join && JOINS.has(text(join));
}

/** Things known by their number ("ticket 7731", "case 12", "invoice 2201"): a number after one is its name. */
export const NUMBERED = new Set('ticket case issue invoice order po ext extension version build release sprint item no'.split(' '));
/** What an ordinal counts when it is no day: "the 2nd floor", "a 3rd party", "the 4th time", "our 5th annual". */
export const ORDERED = new Set('floor floors party time place shift grade round attempt try visit edition annual anniversary generation'.split(' '));
const NUMBER_WORD = /^\d+(\.\d+)?%?$|^#\d+$|^v\d+(?:\.\d+)*$|^\d+-(?!days?$|nights?$|weeks?$|months?$|years?$|hours?$)[a-z]+$/;

/**
 * A number or a percentage, or a word that names one thing by a number: written into it ("#3", "v2.3", "the 96-room
 * one"), or an ordinal before what it counts ("the 2nd floor").
 */
export const isNumberWord = (tokens: readonly Token[], i: number): boolean =>
  NUMBER_WORD.test(tokens[i]!.text) || (/^\d+(st|nd|rd|th)$/.test(tokens[i]!.text) && ORDERED.has(tokens[i + 1]?.text ?? ''));

/** Words before a number that quote a figure already seen ("we had 38 signups", "it said 412", "at 57 opt-outs"). */
const QUOTING = new Set('had have has got saw seen was were hit did made logged recorded reached said says showed shows at with'.split(' '));
/** Words that ask for only what passes a yardstick: a filter. */
const ONLY = new Set(['only', 'just']);

/** Where the yardstick a number at `i` is said with begins ("more than 50": at "more"), or -1 where it is none. */
export function yardstickAt(tokens: readonly Token[], i: number): number {
  const before = tokens[i - 1]?.text ?? '';
  if (!THRESHOLD_BEFORE.has(before)) return -1;
  return Math.max(['than', 'least', 'most'].includes(before) ? i - 2 : i - 1, 0);
}

/** Words right before a breakdown's word that ask for the ranking by it ("which trip planner", "by discovery"). */
export const RANK_BEFORE = new Set([
  'which',
  'what',
  'by',
  'per',
  'each',
  'every',
  // "is any property type under 40%", "did any channel pass $1k": each of them, against the yardstick.
  'any',
  'top',
  'best',
  'worst',
  'leading',
  'bottom',
  'vs',
  'versus',
  // "number one property type": "one" after "number".
  'one',
]);

/** English words after "by" that ask for no breakdown: "by far", "by then", "side by side" ("by partner property" is by property). */
export const BY_IDIOMS = new Set(
  'far then hand itself mistake accident chance default design myself contrast comparison side now the way'.split(' '),
);

/**
 * The words of a period of the place's own at `i`, none of `taken`: "ski week", "tall ships weekend", "the fall festival",
 * "the season" (its dates are asked where none are said). `readPast`: the words before it that filled nothing.
 */
export function labelAt(tokens: readonly Token[], i: number, readPast: readonly Token[], taken: readonly Token[]): Token[] {
  const [word, following] = [tokens[i]!.text, tokens[i + 1]?.text ?? ''];
  const ofUnit = LABELLED_UNITS.has(following) && /^[a-z]+$/.test(word) && !NOT_LABELS.has(word);
  if (!DATED_LABELS.has(word) && !EVENT_WORDS.has(word) && !EVENT_WORDS.has(following) && !ofUnit) return [];
  // "tall ships": an event's word before it; a word before "holiday" or "season" alone says nothing of its dates ("favorite holiday").
  const before =
    !DATED_LABELS.has(word) && i > 0 && readPast.at(-1) === tokens[i - 1] && !NOT_LABELS.has(tokens[i - 1]!.text) ? [tokens[i - 1]!] : [];
  return [...before, tokens[i]!, ...(LABELLED_UNITS.has(following) ? [tokens[i + 1]!] : [])].filter((t) => !taken.includes(t));
}

/** Words that open a question before what it is about ("what about …", "how about …"). */
const QUESTION_OPENERS = new Set(['what', 'how']);
/** Words said before a question begins ("okay so same thing for coastal", "um what about last year"). */
const INTERJECTIONS = new Set(['ok', 'okay', 'so', 'um', 'uh', 'hmm', 'well', 'alright', 'right', 'hey', 'hi', 'bot', 'oh']);
/** The words a question opens with: its first, and the one after a question word ("and by channel?", "what about by week?"). */
export const openingOf = (tokens: readonly Token[]): Token[] => {
  let from = 0;
  while (INTERJECTIONS.has(tokens[from]?.text ?? '')) from++;
  return tokens.slice(from, from + (QUESTION_OPENERS.has(tokens[from]?.text ?? '') ? 2 : 1));
};

/** Whether a weekend is said ("bookings over the weekend"): of what happens on days, Friday to Sunday. */
export const saysWeekend = (tokens: readonly Token[]): boolean => tokens.some((t) => LABELLED_UNITS.has(t.text) && t.text.startsWith('weekend'));

/** Words that rank periods of time, or ask of each: "the busiest night", "peak booking day", "3 slowest weeks", "any weeks below 55%". */
const TIME_RANKS = new Set(
  'best worst busiest slowest strongest weakest biggest top quietest peak highest lowest fullest emptiest softest any'.split(' '),
);
const GRAINS: Readonly<Record<string, 'day' | 'week' | 'month'>> = {
  day: 'day',
  days: 'day',
  night: 'day',
  nights: 'day',
  date: 'day',
  dates: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
};
/** Words that end what a rank word describes before a unit: "the best of last week" ranks no weeks. */
const NOT_RANKED = new Set('the of in for this last next past by per on at a an and or to from our my we was is are were with than'.split(' '));

/**
 * The unit of time a rank word at `i` ranks, within three words ("peak booking day", "the highest opt-out month",
 * "top 5 nights"): the period is shown by that unit, side by side. Null where no unit follows it.
 */
export function rankedGrain(tokens: readonly Token[], i: number): { grain: 'day' | 'week' | 'month'; word: string } | null {
  if (!TIME_RANKS.has(tokens[i]!.text)) return null;
  for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
    const grain = GRAINS[tokens[k]!.text];
    if (grain) return { grain, word: tokens[k]!.text };
    if (NOT_RANKED.has(tokens[k]!.text) || !/^[\p{L}\d-]+$/u.test(tokens[k]!.text)) return null;
  }
  return null;
}

/** Words right before a period that set it against another ("compare q4 to last year", "up or down on last year"). */
export const AGAINST_WORDS = new Set(['to', 'on', 'with', 'than', 'vs', 'versus', 'against', 'over']);

/** A year said alone, as "last year" or in figures ("hanukkah bookings last year" places the holiday in it). */
export const YEAR_SAID = /^(?:(?:last|this|next) year|\d{4})$/i;
