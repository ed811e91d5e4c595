/**
 * Terms the asker defines in the question: "by summer I mean Memorial Day through Labor Day", "Q1 for us is Feb-Apr",
 * "our fiscal year runs July 1 – June 30", "the campaign ran 3/1-3/14", "last summer (Memorial Day to Labor Day)", "our
 * weeks run Monday to Sunday". Where the definition gives days, the term is read as them wherever the question uses it
 * ("last year's Q1" is Feb–Apr of last year, "during it" the campaign's days); where the term is not used again and the
 * question says no other days, its days are the question's. Weeks said to run from a day start on it.
 */
import { MONTH_BY_WORD } from '../words.js';

/** A term as written: quoted, or a word to four. */
const TERM = String.raw`['"‘“]?((?:the\s+)?[\p{L}\d']+(?:\s+[\p{L}\d']+){0,3}?)['"’”]?`;
/** A definition's days: to the end of its clause. */
const DAYS = String.raw`(.+?)(?=\s*(?:[.;:?!](?:\s|$)|\s[-–—]\s|,\s*(?:so|and|but)\b|$))`;
/** What runs over days of its own: a campaign, a sale, an event; a fiscal year, a season. */
const RUNS = String.raw`(?:campaign|promo|promotion|push|sale|blast|launch|drive|festival|event|conference|show|offer|fiscal year|year|quarter|season|weeks?)`;
/** A period's name that "=" defines: "(Q1 = Feb–Apr)", "high season = 6/15 to 9/15". */
const PERIOD_TERM = String.raw`q[1-4]|h[12]|fy\s?\d*|fiscal year|summer|winter|spring|fall|autumn|(?:[\p{L}']+\s+){0,3}(?:season|week|weekend|holidays?)`;
/** How people define a term, each with its term first and its days second. */
const DEFINING: readonly RegExp[] = [
  new RegExp(String.raw`\bby\s+${TERM}\s*,?\s+(?:i|we)\s+mean\s+${DAYS}`, 'iu'),
  new RegExp(String.raw`\b(?:we|i)\s+(?:define|count)\s+${TERM}\s+as\s+${DAYS}`, 'iu'),
  new RegExp(String.raw`\b(?:we|i)\s+call\s+${TERM}\s+${DAYS}`, 'iu'),
  new RegExp(String.raw`(?:^|[.;?!(]\s*|\bfor us\s+)${TERM}\s+(?:for us|for me|to us)\s*(?:is|are|=|means|runs(?: from)?)\s+${DAYS}`, 'iu'),
  new RegExp(String.raw`\b((?:[\p{L}']+\s+){0,3}?${RUNS})\s+(?:runs|ran|run|was)\s+(?:from\s+)?${DAYS}`, 'iu'),
  new RegExp(String.raw`(?:^|[.;?!(]\s*)(${PERIOD_TERM})\s+=\s*(?:the nights of\s+)?${DAYS}`, 'iu'),
];
/** Words of days: a day in figures ("3/1", "2032-02-20", "the 4th"), a year, a quarter, a month or a holiday's word. */
const SAYS_DAYS = (days: string) =>
  /\b\d{1,2}\/\d{1,2}\b|\b\d{4}-\d\d|\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:19|20)\d\d\b|\bq[1-4]\b/i.test(days) ||
  days
    .toLowerCase()
    .split(/[^a-z']+/)
    .some((w) => MONTH_BY_WORD.has(w) || /^(?:memorial|labor|thanksgiving|christmas|easter|halloween|independence|patriots'?)$/.test(w));

/** A relative word before the term or a year after it, which moves the defined days with it. */
const BEFORE = String.raw`(?:\b(last|this|next|our|the|that)\s+)?(?:(last|this|next)\s+year['’]s\s+)?`;
const AFTER = String.raw`(?:\s+(last year|this year|next year))?`;
/** A term defined that the question uses: "it", "that", "the promo", "during it". */
const PRONOUN = /\b(?:during|over|in|for)\s+(?:it|that|then|that time|those days)\b/iu;

/** Weeks said to run from a day: "our weeks run Monday to Sunday", "(Sun-Sat weeks)", "whole Sun–Sat weeks please". */
const WEEKS = [
  /\b(?:our\s+)?weeks?\s+(?:run|are|go|start(?:s)? on)\s+(?:from\s+)?(sun|mon)[a-z]*(?:\s*(?:to|through|thru|-|–)\s*(?:sat|sun)[a-z]*)?\b/iu,
  /\b(?:whole\s+|full\s+)?(sun|mon)(?:day)?\s*(?:-|–|to|thru|through)\s*(?:sat|sun)(?:urday|day)?\s+weeks\b(?:\s+please)?/iu,
];

/** A season or a term of the trade with its days in brackets after it: "last summer (Memorial Day to Labor Day)". */
const BRACKETED = new RegExp(
  String.raw`${BEFORE}(summer|winter|spring|fall|autumn|(?:high|peak|low|off|shoulder|holiday) season|holidays|q[1-4]|fiscal year)\s*\(\s*(?:i mean\s+)?([^()]*?(?:\bto\b|\bthrough\b|\bthru\b|[-–])[^()]*?)\s*\)`,
  'giu',
);

export interface Defined {
  text: string;
  weekStartsOn?: 'Sunday' | 'Monday';
}

/** The message with the terms it defines read as their days, and the week's first day where it says one. */
export function withDefinitions(text: string): Defined {
  let kept = text;
  let weekStartsOn: Defined['weekStartsOn'];
  let found = false;
  for (const pattern of WEEKS)
    kept = kept.replace(pattern, (_, first: string) => {
      weekStartsOn ??= first.toLowerCase().startsWith('mon') ? 'Monday' : 'Sunday';
      found = true;
      return ' ';
    });
  kept = kept.replace(BRACKETED, (all, rel?: string, relYear?: string, _term?: string, days?: string) => {
    if (!SAYS_DAYS(days!)) return all;
    found = true;
    return ` ${moved(days!, rel, relYear)} `;
  });
  for (const pattern of DEFINING) {
    const definition = pattern.exec(kept);
    if (!definition || !SAYS_DAYS(definition[2]!)) continue;
    const [whole, term, days] = [definition[0], definition[1]!.replace(/^the\s+/i, ''), definition[2]!.trim()];
    const rest = kept.replace(whole, ' ');
    found = true;
    const used = new RegExp(String.raw`${BEFORE}['"‘“]?${escape(term)}['"’”]?${AFTER}`, 'giu');
    if (used.test(rest)) kept = rest.replace(used, (_, rel?: string, relYear?: string, after?: string) => ` ${moved(days, rel, relYear, after)} `);
    else if (PRONOUN.test(rest)) kept = rest.replace(PRONOUN, (all) => `${all.split(/\s+/)[0]} ${days}`);
    else kept = `${rest.trim()} ${days}`;
    break;
  }
  return found ? { text: kept.replace(/\s{2,}/g, ' ').trim(), ...(weekStartsOn ? { weekStartsOn } : {}) } : { text };
}

/** Days defined, moved to the year the words around the term say: "last summer", "last year's Q1", "Q1 last year". */
function moved(days: string, rel?: string, relYear?: string, after?: string): string {
  const which = (after ?? (relYear ? `${relYear} year` : rel === 'last' || rel === 'next' ? `${rel} year` : '')).toLowerCase();
  return which === '' || which === 'this year' ? days : `${days} ${which}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s+`);
