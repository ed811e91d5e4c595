/**
 * The first step of reading a question: whatever people type becomes plain words. Curly
 * apostrophes and dashes are straightened, contractions spelled out ("what's" is "what is"),
 * possessives dropped ("this year's" is "this year"), chat shorthand and numbers in words read
 * from their tables (chat-words.ts), and a span typed as one word ("11/1-11/15", "20-27") cut
 * at its dash. What comes out is the grammar's tokens (tokens.ts), so a question and a command
 * are read from the same words.
 */
import { tokenize, type Token } from '../tokens.js';
import { MONTH_BY_WORD, MONTH_NAMES, WEEKDAY_BY_WORD, ordinalOf } from '../words.js';
import { readCalques } from './calques.js';
import { readSymbols } from './symbols.js';
import { readDurations } from './durations.js';
import { readShortYears } from './short-years.js';
import { readPluralPeriods } from './plural-periods.js';
import { isEnglish } from './english.js';
import { readSpoken } from './spoken.js';
import { COUNT, readPhrases } from './chat-words.js';
import { CHAT_WORDS, CONTRACTED_ENDINGS, CONTRACTIONS, NUMBER_WORDS, ORDINAL_WORDS, SPELLED, TAKES_VALUE, UNIT_WORD } from './chat-words.js';

/** Apostrophes as phones and word processors type them. */
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u2032\u0060\u00B4]/g;
/** A word with an apostrophe inside: a contraction or a possessive. */
const APOSTROPHE_WORD = /([A-Za-z]+)'([A-Za-z]{1,3})\b/g;
/** Two days typed as one word: `11/1-11/15`, `20-27`, `3/1-15`. Never an ISO date (four digits first). */
const JOINED_SPAN = /^(\d{1,2}(?:\/\d{1,2}(?:\/\d{2,4})?)?)(?:-|\.\.)(\d{1,2}(?:\/\d{1,2}(?:\/\d{2,4})?)?)$/;

/** Words that say where a period stops, before the day it stops on ("as of close of business on the 28th"). */
const CUT_OFF = new RegExp(
  String.raw`\b(?<!leading |lead |run |running |build |building )(?:(?:up to|through|to) and including|up to|up until|up till|as of|as at|through|thru|until|till)\s+` +
    String.raw`(?:(?:the\s+)?(?:close of business|end of (?:the )?(?:business )?day|cob|eod|eob)\s+(?:on\s+)?)?` +
    `(?=the \\d|\\d|(?:today|yesterday|tonight|last|this|(?:the )?end of|${[...MONTH_BY_WORD.keys(), ...WEEKDAY_BY_WORD.keys()].join('|')})\\b)`,
  'gi',
);

/** Words a "4" after is a count, a day or a time, never "for": "top 4", "the 4", "at 4", "july 4". */
const NOT_FOR_BEFORE = new RegExp(
  `^(top|bottom|last|lst|next|nxt|past|first|the|about|around|over|under|than|at|before|after|until|till|from|on|by|of|${[...MONTH_BY_WORD.keys()].join('|')})$`,
);
/** What follows "for" typed as "4": a word that counts nothing and is no day ("4 refs", "4 nye", "4 the condos"). */
const FOR_AFTER = (next: string): boolean =>
  /^[a-z]{2,}$/.test(next) &&
  !MONTH_BY_WORD.has(next) &&
  !UNIT_WORD.test(next) &&
  !/^(am|pm|th|or|and|to|of|star|stars|weeks?|wks|mos?|hrs?|x)$/.test(next);

/** Kinds of day of the week: "weeknights", "weekends", "midweek", "fridays". */
const DAY_KINDS = String.raw`(?:week ?nights?|week ?days?|week ?ends?|midweek|(?:mon|tues|wednes|thurs|fri|satur|sun)days)`;

/** A count and a unit's letters typed as one word: "7d", "2wks", "3mo". */
const COUNTED_UNIT = /^(\d{1,3})(d|w|wk|wks|mo|mos)$/;
const UNIT_LETTERS: Readonly<Record<string, string>> = { d: 'days', w: 'weeks', wk: 'weeks', wks: 'weeks', mo: 'months', mos: 'months' };

/** A time zone as IANA writes it: capitalised parts joined by slashes. */
const ZONE = /^[A-Z][a-z]+(?:\/[A-Z][A-Za-z_]+)+$/;

/** "twenty first", "thirty-first": tens, then an ordinal of the first nine. */
const TENS_AND_ORDINAL = new RegExp(`\\b(twenty|thirty)[\\s-](${Object.keys(ORDINAL_WORDS).slice(0, 9).join('|')})\\b`, 'gi');

/**
 * "sooo", "wayyy", "pleeease", "goood": a letter held for emphasis, as the word it stretches (two of it where that is
 * a word, else one). Capitals alone ("AAA") are an abbreviation, and what stretches no word ("qqqq") is left as typed.
 */
const stretchedOut = (word: string): string => {
  if (!/\p{Ll}/u.test(word)) return word;
  const [two, one] = [word.replace(/(\p{L})\1{2,}/gu, '$1$1'), word.replace(/(\p{L})\1{2,}/gu, '$1')];
  return [two, one].find((w) => w.length > 1 && isEnglish(w.toLowerCase())) ?? word;
};

/** Text with its contractions spelled out and possessives dropped, apostrophes straightened. */
function spellOut(text: string): string {
  return (
    readPhrases(readShortYears(readPluralPeriods(readDurations(readSymbols(readCalques(text))).replace(APOSTROPHES, "'"))))
      .replace(/\p{L}*(\p{L})\1{2,}\p{L}*/gu, stretchedOut)
      // "w/c 20th november", "w/e friday": the British week commencing and week ending.
      .replace(/\bw\/c\b/gi, 'week commencing')
      .replace(/\bw\/e\b/gi, 'week ending')
      // Finance's words: "WE 10/20" (week ending), "PY" (prior year), "LTM" and "the trailing twelve" (the last 12 months),
      // "P10", "period 10" (the tenth month: a year's periods as its months, the bot knowing no other fiscal calendar).
      .replace(/\bWE(?=\s+\d{1,2}\/\d{1,2}\b)/g, 'week ending')
      .replace(/\bpy\b/gi, 'prior year')
      .replace(/\b(?:ltm|(?:the )?trailing twelve(?! months))\b/gi, 'past 12 months')
      .replace(FISCAL_PERIOD, (_: string, n: string) => MONTH_NAMES[Number(n) - 1]!)
      // "2031-W50", ISO's week.
      .replace(/\b(\d{4})-?W(\d{1,2})\b/gi, 'isoweek $2 of $1')
      // Where a period stops: "up to and including the 15th", "as of COB Friday", "through EOD yesterday" run through that day.
      .replace(CUT_OFF, 'through ')
      // "september, this year vs last": last of the unit said, last year's september.
      .replace(
        /\bthis (year|month|week|quarter) (vs\.?|versus|against|compared (?:to|with)) last\b(?!\s+(?!by\b|for\b|and\b|please\b)[a-z0-9])/gi,
        'this $1 $2 last $1',
      )
      // "the remaining months of the year": the rest of it, month by month.
      .replace(/\bthe remaining (month|week)s (?:of |in )?(?:the |this )(year|quarter|month)\b/gi, 'the rest of the $2 by $1')
      // "since the 1st of the year": its first day, no day of this month.
      .replace(/\bthe (?:1st|first) of the (year|month|quarter|week)\b/gi, 'the start of the $1')
      // "where were our referred visitors from in january": where people come from, the words between.
      .replace(
        /\b(where (?:is|are|was|were|do|does|did) (?:[a-z'-]+ ){1,5}?)from(?=\s*$|\s*[?.!,;:)]|\s+(?:in|during|over|last|this|for|since|so far|lately|recently|ytd|mtd|qtd|vs|versus|compared|by)\b)/gi,
        '$1come from',
      )
      // "weeknights vs weekends", "fridays vs saturdays": kinds of day set against each other, within the period said.
      .replace(new RegExp(`\\b${DAY_KINDS} (?:vs\\.?|versus|compared (?:to|with)|against) ${DAY_KINDS}`, 'gi'), 'by day')
      // "wk 2 dt", "mo 2 date": to date, its "to" said as a digit.
      .replace(/\b(wk|week|mo|month|qtr|quarter|yr|year) ?2 ?(?:dt|date)\b/gi, '$1 to date')
      .replace(/\bw\/(o\b)?/gi, (_: string, o?: string) => (o ? 'without' : 'with '))
      // "the second to last week of march", "the next-to-last weekend": the one before the last.
      .replace(
        /\b(?:(?:second|next|2nd)[\s-]to[\s-]last|second[\s-]last)(?=\s+(?:full\s+)?(?:day|week|weekend|month|business day|working day)s?\s+(?:of|in)\b)/gi,
        'penultimate',
      )
      // "compared it to the same month last year": what it is compared with, its pronoun left out.
      .replace(/\b(compared?|comparing) (?:it|them|that|this|those|these) (to|with|against)\b/gi, '$1 $2')
      // "a nor'easter", a storm, no Easter.
      .replace(/\bnor'?easter(s?)\b/gi, 'noreaster$1')
      // "may I see …": the verb, never the month.
      .replace(/(^|[.!?]\s+)may (?=(?:i|we|you|u)\b)/gi, '$1could ')
      .replace(APOSTROPHE_WORD, (word: string, stem: string, tail: string) => {
        const full = CONTRACTIONS[word.toLowerCase()];
        if (full) return full;
        // "i'll", "they've", "shouldn't": the word and its ending spelled out.
        const ending = CONTRACTED_ENDINGS[tail.toLowerCase()];
        if (ending !== undefined)
          return tail.toLowerCase() === 't' && /n$/i.test(stem) ? `${stem.slice(0, -1)} ${ending}` : `${stem} ${ending}`.trim();
        // "year's", "seaside grand's": the possessive says nothing the reader uses.
        return tail.toLowerCase() === 's' ? stem : word;
      })
      // "y t d", "a d r": an abbreviation a letter at a time.
      .replace(/\b[a-z](?: [a-z]\b)+/gi, (letters: string) =>
        SPELLED.has(letters.replace(/ /g, '').toLowerCase()) ? letters.replace(/ /g, '') : letters,
      )
      // "twenty first": a day's ordinal in two words.
      .replace(TENS_AND_ORDINAL, (_: string, tens: string, unit: string) => {
        const n = (tens.toLowerCase() === 'twenty' ? 20 : 30) + Number.parseInt(ORDINAL_WORDS[unit.toLowerCase()]!, 10);
        return `${n}${['st', 'nd', 'rd'][(n % 10) - 1] ?? 'th'}`;
      })
      // "over the last year", "in the last year": the twelve months to now too, where "last year" alone is the calendar year.
      .replace(/\b(over|in|during|within|across|throughout) the last year\b(?!'s)/gi, '$1 the past year')
      // "bookings / day / last 14d": a unit of time between slashes, as a spreadsheet's column, is a grouping.
      .replace(/(?<=\s\/\s)(day|week|month)(?=\s+\/\s|\s*$)/gi, 'by $1')
      // Amounts, as one word each: "$1,000", "$2.5k", "USD 750", "3,000 dollars", "5 grand" as "$1000", "$2.5k", "$750";
      // "90%+" as "90%"; "4+ star", "5-star" as "4+star", "5star".
      .replace(
        /(?:([$€£])\s?|\b(?:usd|eur|gbp)\s?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(k|m|mm|bn)\b)?/gi,
        (_: string, sign: string | undefined, n: string, dec = '', unit = '') => `${sign ?? '$'}${n.replace(/,/g, '')}${dec}${unit.toLowerCase()}`,
      )
      .replace(
        /\b(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(k|m)?\s?(?:dollars|bucks|euros|grand)\b/gi,
        (_: string, n: string, dec = '', unit = '') => `$${n.replace(/,/g, '')}${dec}${unit.toLowerCase()}`,
      )
      .replace(/\b(\d+(?:\.\d+)?%)\+/g, '$1')
      .replace(
        /\b(\d(?:\.\d)?\+?)(\s|-)?(stars?)\b/gi,
        (_: string, n: string, between: string | undefined, star: string) => `${n}${between === '-' ? '-' : ''}${star}`,
      )
      // "past 65%", "past $1.2M": over an amount, no tense.
      .replace(/\bpast (?=[$€£]\d|\d+(?:\.\d+)?%)/gi, 'over ')
      // "the 20% off campaign": a discount; "room 204", "site 37": one room.
      .replace(/\b\d+(?:\.\d+)?% off\b/gi, 'discount')
      .replace(/\b(?:room|site|unit|cabin) #?\d{1,4}\b/gi, 'room number')
      // "days where signups topped 50", "weeks in may where occupancy tops 75%": the days, each on its own row.
      .replace(
        /(?<!\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|last|next|past|few|couple|several|those|these|the|many|how)\s)\b(day|night|week|month)s\b(?=[^?.!]*\b(?:where|when|that|with more|with fewer|with less|with over|with under)\b)/gi,
        'by $1',
      )
      // "rev par" is RevPAR, before "rev" is read as revenue.
      .replace(/\brev[\s-]+par\b/gi, 'revpar')
      // "source/medium", "occ/adr", "june/july": words apart, days of the week each ("fri/sat"); a date's slashes stay, and
      // a zone's ("Asia/Tokyo"). Not inside an address ("evil.example/login"), which is quoted back whole.
      .replace(/(?<![\w.:/])[A-Za-z_]+(?:\/[A-Za-z_]+)+/g, (w: string) => {
        const words = w.toLowerCase().split('/');
        if (words.every((x) => WEEKDAY_BY_WORD.has(x))) return w.replace(/\//g, ' and ');
        return ZONE.test(w) && !MONTH_BY_WORD.has(words[0]!) ? w : w.replace(/\//g, ' ');
      })
      .replace(/\s[+&]\s|^[+&]\s|\s[+&]$/g, ' and ')
      // "winter 2025/26": a winter across New Year, by its January's year, as "winter 2026" is read.
      .replace(/\b(\d{2})(\d{2})[/-](\d{2})\b/g, (whole: string, century: string, year: string, next: string) =>
        Number(next) === (Number(year) + 1) % 100 ? `${century}${next}` : whole,
      )
      // Analysts' compact periods: "L30D", "L30" (days), "N90D", "L4W", "T12M", "1H28", "H2 '28", "Q1'28", "FY28", "15th-20th".
      .replace(
        /\b([ln])(\d{1,3})([dwm])?\b/gi,
        (_: string, dir: string, n: string, unit = 'd') => `${dir.toLowerCase() === 'l' ? 'last' : 'next'} ${n} ${UNIT_LETTER[unit.toLowerCase()]}`,
      )
      .replace(WEEK_RESTATED, '$1')
      .replace(/\bt(\d{1,2})m?\b/gi, (whole: string, n: string) => (Number(n) >= 2 && Number(n) <= 24 ? `past ${n} months` : whole))
      // "project referral revenue for q4": the verb, opening the message, asks a forecast.
      .replace(/^(\s*(?:please\s+|can you\s+)?)project\b(?=\s+\w)/i, '$1forecast')
      // "at least 10 signups a week": a rate, asked of each week.
      .replace(/\b(\d+\+? (?:[a-z-]+ ){0,2})a (day|week|month)\b(?! ago)/gi, '$1per $2')
      // "the first half of september against the second half": the second half of september.
      .replace(
        /\b((?:first|second|1st|2nd) half of (?:\w+ ){0,2}?(\w+)) (vs|versus|against|compared to|compared with) the (first|second|1st|2nd) half\b(?! of)/gi,
        (_: string, first: string, of: string, head: string, other: string) => `${first} ${head} the ${other} half of ${of}`,
      )
      // "bychannel", "plannersby discovery": "by" run into the word before or after it.
      .replace(BY_RUN_ON, (_: string, before: string | undefined) => (before ? `${before} by` : 'by '))
      // "(ext 2100)": a phone extension, never a year.
      .replace(/\b(?:ext|extension|x)\.?\s?\d{2,5}\b/gi, '')
      // "full year referral revenue 2028 vs 2027": the year said is the whole year meant.
      .replace(/\b(?:the )?(?:full|whole) year\b(?=(?:\s+[a-z]+){0,4}\s+(?:19|20)\d\d\b)/gi, '')
      // "august vs july vs june": three months or more side by side are the span of them, month by month.
      .replace(MONTHS_SET_AGAINST, (whole: string) => monthsSideBySide(whole))
      // "our cpc", "cpc on google ads": what a click cost, not the paid-search channel ("google / cpc", "cpc referrals").
      .replace(CLICK_COST, 'cost per click')
      // "what's the story on the condos": how they are doing, no guest story.
      .replace(/\bwhat(?:'s| is) the (?:story|deal|scoop) (?:on|with)\b/gi, 'how are')
      // "vs the same quarter two years ago": two years ago, which the comparison asks about ("quarter 2" is no Q2 here).
      .replace(
        /\b(vs\.?|versus|against|compared (?:to|with)) the same (?:week|weekend|month|quarter|day|period|time|dates) (?=(?:\d|two|three|four|five)\b[^.?!]{0,8}\byears? ago\b)/gi,
        '$1 ',
      )
      // "the 3 saturdays in a row starting tomorrow": the next 3 of them.
      .replace(WEEKDAYS_IN_A_ROW, 'the next $1 $2')
      // "the 5 weeks before this one": before this week.
      .replace(BEFORE_THIS_ONE, '$1 $2s before this $2')
      // "jan 1 → feb 12": an arrow between days runs from one to the other; "TL;DR" is a summary.
      .replace(DAYS_ARROW, '$1 to ')
      .replace(/\btl;?\s?dr\b/gi, 'summary')
      // "july 4 weekend", "4 july weekend": as "july 4th weekend" is read.
      .replace(DAY_WEEKEND, (_: string, m1?: string, d1?: string, d2?: string, m2?: string) => `${m1 ?? m2} ${ordinalOf(Number(d1 ?? d2))} weekend`)
      // "the year ahead", "run-rate": the next 12 months; what has happened so far.
      .replace(/\b(?:the )?year ahead\b/gi, 'the next 12 months')
      .replace(/\brun[\s-]?rate\b/gi, 'so far')
      // "inside T-30": the 30 days ahead, as revenue managers count down to arrival.
      .replace(/\bt-(\d{1,3})\b/gi, 'next $1 days')
      // "full recap", "a full summary": the whole of it, not how full the hotels are.
      // "full and select service hotels": each is a service level.
      .replace(/\b(full|select|limited)(?: and | & | or |\/| vs )(full|select|limited)(?= service\b)/gi, '$1 service and $2')
      .replace(/\bfull (?=(?:(?:weekly|monthly|daily) )?(?:recap|summary|overview|rundown|round-?up|picture|digest|review|report)\b)/gi, '')
      // "W07 2029", "wk51", "cw 12": a week by its number; "ISO week 3", by ISO 8601's count whatever the week start.
      .replace(/\biso[\s-]?(?:week|wk|w)\s*0?(\d{1,2})\b/gi, 'isoweek $1')
      .replace(/\b(?:w|wk|cw)\s?0?(\d{1,2})\b(?!\s*(?:days?|weeks?|months?)\b)/gi, 'week $1')
      .replace(/\b(\d{1,2}(?:st|nd|rd|th))-(\d{1,2}(?:st|nd|rd|th))\b/gi, '$1 to $2')
      .replace(/\bbom to date\b/gi, 'mtd')
      // Hours in whole days: "the last 24 hours" yesterday (today so far left out), "the next 96 hrs", "the 72 hours from x".
      .replace(/\b(last|past|next|coming|the) (\d{1,3}(?:,\d{3})+|\d{1,5}) ?(?:hours|hrs?)\b/gi, (_: string, w: string, n: string) =>
        /^(last|past)$/i.test(w) && Number(n) <= 24 ? 'yesterday' : `${w} ${Math.ceil(Number(n.replace(/,/g, '')) / 24)} days`,
      )
      .replace(/\bthe year (?:we|that) just (?:finished|ended|closed)\b/gi, 'last year')
      // "weekdays only next week", "mid-week last week": Monday to Friday, Tuesday to Thursday of that week.
      .replace(
        /\b(weekdays?(?: only)?|mid-?week)(?: of)? ((?:last|next|this|the coming|the past) week)\b/gi,
        (_: string, days: string, week: string) => `${/^mid/i.test(days) ? 'tuesday to thursday' : 'monday to friday'} ${week}`,
      )
      // "last friday and saturday": those days of last week.
      .replace(LAST_TWO_WEEKDAYS, '$1 and $2 last week')
      // "yesterday and the day before (that)": the last two days.
      .replace(/\byesterday and the day before(?: that)?\b/gi, 'the last 2 days')
      // "the weekend after this one": after this weekend.
      .replace(/\b(week|weekend|month|quarter|year) (after|before) this one\b/gi, '$1 $2 this $1')
      // "a couple months back", "3 weeks back": ago.
      .replace(/\b((?:a )?(?:couple(?: of)?|few|several) (?:days|weeks|months|years)) back\b/gi, '$1 ago')
      // "last calendar year", "calendar 2028": the calendar's periods are the ones read anyway.
      .replace(/\b(last|this|previous|prior|next) calendar (year|quarter|month|week)\b/gi, '$1 $2')
      // "mtd as of yesterday", "calendar 2028 as of today": where the data stops, which a period to date says already.
      .replace(/\s*\bas of (?:(?<!(?:[mqyw]td|to date) as of )yesterday|today|now|this morning|close of business|cob|eod)\b/gi, '')
      // "what did occupancy look like this time last year", asked as the period (not set against one): today, a year ago.
      .replace(/(?<!\b(?:vs|v|versus|than|to|with|against|compared)\.?\s+)\bthis time last year\b/gi, 'today last year')
      // "compared to where we were last year", "vs how we did in 2030": what the period set against is said to hold.
      .replace(
        /\b(vs|versus|than|to|with|against)\.? (?:where|how|what) (?:we|it|things) (?:were|was|stood|did|had|looked|ended up)(?: at)?\b/gi,
        '$1',
      )
      .replace(/\bbom\b/gi, 'the first of the month')
      // "last nights occupancy": last night's, its apostrophe left out ("the last nights of june" are nights).
      .replace(/(?<!\bthe\s)\blast nights\b/gi, 'last night')
      // "re-subscribe", "re-send": one verb.
      .replace(/\bre-(?=[a-z])/gi, 're')
      // "lakes+pines": two words joined by a plus.
      .replace(/(\p{L})\+(\p{L})/gu, '$1 and $2')
      // "referralRevenue", as a figure's key is written: its words.
      .replace(/\b([a-z]+)([A-Z][a-z]+)/g, '$1 $2')
  );
}

const word = (raw: string): Token => ({ raw, text: raw.toLowerCase() });

const MONTH_NAME = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
/** Breakdowns and grains "by" is run into, before or after ("bychannel", "plannersby discovery"). */
const BY_WORDS = 'channel|source|city|country|region|state|property|discovery|week|day|month|type|location';
const BY_RUN_ON = new RegExp(`\\b(?:by(?=(?:${BY_WORDS})s?\\b)|([a-z]{4,}s)by(?= (?:${BY_WORDS})s?\\b))`, 'gi');

const CLICK_COST =
  /(?<=\b(?:our|the|my|avg|average|what was|what's|what is) )cpc\b(?! (?:referr|rev|traffic|channel|campaign|book|trans|sales|lead|signup))|\bcpc(?= (?:on|was|is)\b)/gi;
/** "last week (sun–sat)", "this week, mon-sun": the week's own days said again. */
const WEEK_RESTATED = /\b(week|wk)\s*[([,:]?\s*(?:sun|mon)(?:day)?\s*(?:-|–|—|to|thru|through)\s*(?:sat|sun)(?:urday|day)?\b\s*[)\]]?/gi;
const WEEKDAYS_IN_A_ROW = new RegExp(
  `\\b${COUNT} ((?:mon|tues|wednes|thurs|fri|satur|sun)days)(?: in a row)? (?:starting|beginning|from) (?:today|tomorrow)\\b`,
  'gi',
);
const BEFORE_THIS_ONE = new RegExp(`\\b${COUNT} (week|month|quarter|year)s before this one\\b`, 'gi');
/** "P10", "period 10", not "the period 10 january to 14 january". */
const FISCAL_PERIOD = new RegExp(`\\b(?:p|period)\\s?(1[0-2]|0?[1-9])\\b(?![.:/%]\\d|\\s+(?:of\\s+)?${MONTH_NAME})`, 'gi');
const DAYS_ARROW = new RegExp(`\\b(\\d{1,2}(?:st|nd|rd|th)?|${MONTH_NAME})\\s*(?:→|⟶|->)\\s*(?=\\d|${MONTH_NAME})`, 'gi');
const DAY_WEEKEND = new RegExp(`\\b(?:(${MONTH_NAME}) (\\d{1,2})|(\\d{1,2}) (${MONTH_NAME})) weekend\\b`, 'gi');
const MONTHS_SET_AGAINST = new RegExp(`\\b${MONTH_NAME}(?:\\s+(?:vs\\.?|versus|v)\\s+${MONTH_NAME}){2,}\\b`, 'gi');

/** Months of one year set against each other, in either order, as the span from the first to the last, by month. */
function monthsSideBySide(typed: string): string {
  const months = typed.split(/\s+(?:vs\.?|versus|v)\s+/i).map((m) => MONTH_BY_WORD.get(m.toLowerCase()));
  if (months.some((m) => m === undefined)) return typed;
  const [first, last] = [Math.min(...(months as number[])), Math.max(...(months as number[]))];
  return `${MONTH_NAMES[first - 1]} to ${MONTH_NAMES[last - 1]} by month`;
}

/** Weekdays' names as typed, for the rules that read two of them. */
const WEEKDAY_NAMES = [...WEEKDAY_BY_WORD.keys()].filter((w) => !w.endsWith('s') || w === 'tues' || w === 'thurs').join('|');
const LAST_TWO_WEEKDAYS = new RegExp(`\\blast (${WEEKDAY_NAMES}) and (${WEEKDAY_NAMES})\\b`, 'gi');

/** The units of compact periods ("L30D"). */
const UNIT_LETTER: Readonly<Record<string, string>> = { d: 'days', w: 'weeks', m: 'months' };

/** Words after an ordinal that make it no day's: "the second week", "the first of the year", "the third quarter". */
const ORDINAL_NOT_DAY = /^(of|days?|nights?|weeks?|weekends?|months?|quarters?|half|halves|years?|time|one)$/;

/** Words after which a hyphenated word is a slug as typed (`property harbor-view-inn`). */
const BEFORE_SLUGS = new Set(['only', 'just', 'property', 'properties', 'prop', 'discovery', 'discoveries']);

/** Parts of a day that, after "this", are today. */
const PARTS_OF_DAY = new Set(['morning', 'afternoon', 'evening']);
/** Words before a unit that make it one period, and units whose plural then stands for the possessive. */
const RELATIVE = new Set(['this', 'last', 'next', 'previous']);
const UNIT_PLURALS = new Set(['weeks', 'months', 'quarters', 'years']);

/** The tokens one typed token stands for; words joined by hyphens ("sign-ups", "last-month") are words apart. */
function expand(token: Token, before: Token | undefined, after?: Token, afterNext?: Token, beforeThat?: Token, thirdBack?: Token): Token[] {
  // "this morning", "this afternoon": today, so far.
  if (token.text === 'this' && PARTS_OF_DAY.has(after?.text ?? '')) return [];
  if (PARTS_OF_DAY.has(token.text) && before?.text === 'this') return [word('today')];
  // "next months occ", "last weeks bookings": a possessive typed without its apostrophe, one period.
  if (RELATIVE.has(before?.text ?? '') && UNIT_PLURALS.has(token.text) && !/^\d/.test(after?.text ?? '')) return [word(token.text.slice(0, -1))];
  // "three weekends back", "2 quarters back": ago.
  if (
    token.text === 'back' &&
    UNIT_WORD.test(before?.text ?? '') &&
    (/^\d{1,2}$/.test(beforeThat?.text ?? '') || NUMBER_WORDS[beforeThat?.text ?? ''])
  )
    return [word('ago')];
  // "the past couple of weeks", "a couple days ago": two of them.
  if (token.text === 'couple' && UNIT_WORD.test((after?.text === 'of' ? afterNext : after)?.text ?? '')) return [word('2')];
  if (token.text === 'of' && before?.text === 'couple' && UNIT_WORD.test(after?.text ?? '')) return [];
  // "the first few days of march": three ("the next few weeks" keep the look-ahead's own span). A few days, weeks or
  // months back is a count no one gave: asked (period-ends.ts), as "several days" is.
  if (token.text === 'few' && UNIT_WORD.test(after?.text ?? '') && before?.text === 'first') return [word('3')];
  const span = JOINED_SPAN.exec(token.text);
  if (span) return [word(span[1]!), word('..'), word(span[2]!)];
  // "last 7d", "next 2wks", "past 3mo": a count and its unit typed as one word.
  const counted = COUNTED_UNIT.exec(token.text);
  // …with no direction said ("signups weekly 8w"), the last ones.
  const direction =
    /^(last|lst|next|nxt|past|previous|prev|first|the|coming|upcoming|trailing|rolling|over|in|within)$/.test(before?.text ?? '') ||
    after?.text === 'ago';
  if (counted) return [...(direction ? [] : [word('last')]), word(counted[1]!), word(UNIT_LETTERS[counted[2]!]!)];
  // "march first", "the fifteenth": a day's ordinal, after a month, or after "the" where no unit or "of" follows ("the
  // second week", "the first of the year" are read as words).
  const ordinal = ORDINAL_WORDS[token.text];
  // "the second of september" is a day; "the first of the year" is not.
  const ofMonth = after?.text === 'of' && MONTH_BY_WORD.has(afterNext?.text ?? '');
  const dayAfterThe = before?.text === 'the' && (ofMonth || !ORDINAL_NOT_DAY.test(after?.text ?? ''));
  // Capitalised, it keeps its capital ("the Fourth" is July's, holiday-dates.ts).
  if (ordinal && (MONTH_BY_WORD.has(before?.text ?? '') || dayAfterThe))
    return [{ raw: /^\p{Lu}/u.test(token.raw) ? token.raw : ordinal, text: ordinal }];
  // "dec 26-jan 2": a day, then the month a span runs to.
  const dayMonth = /^(\d{1,2})-([a-z]+)$/.exec(token.text);
  if (dayMonth && MONTH_BY_WORD.has(dayMonth[2]!)) return [word(dayMonth[1]!), word('..'), word(dayMonth[2]!)];
  // "the full week ending the 11th", "a full sun-sat week", "the full month of may": whole, not how full the stays are.
  const unitNext = /^(days?|weeks?|weekends?|months?|quarters?|years?|calendar|(sun|mon)[a-z]*-(sat|fri|sun)[a-z]*)$/.test(after?.text ?? '');
  if (token.text === 'full' && (unitNext || MONTH_BY_WORD.has(after?.text ?? ''))) return [word('whole')];
  // "top 5 cities 4 refs", "r we full 4 nye": "for" typed as the digit it sounds, between words, where no count or day
  // is (not "top 4 cities", "4 july weekend", "4 nights").
  if (token.text === '4' && /^[a-z]{2,}$/.test(before?.text ?? '') && !NOT_FOR_BEFORE.test(before!.text) && FOR_AFTER(after?.text ?? ''))
    return [word('for')];
  // "the top one", "bottom one": a count of one (elsewhere "one" is a word: "the one before").
  if (token.text === 'one' && ['top', 'bottom'].includes(before?.text ?? '')) return [word('1')];
  // After a word that takes a value ("tz referal"), the value is as typed: the grammar judges it. Not after a breakdown's
  // word ("by property lw", "by property type yday"): no value follows one.
  const breakdown =
    beforeThat?.text === 'by' || (before?.text === 'type' && ['property', 'prop'].includes(beforeThat?.text ?? '') && thirdBack?.text === 'by');
  const stands = (TAKES_VALUE.has(before?.text ?? '') && !breakdown ? undefined : CHAT_WORDS[token.text]) ?? NUMBER_WORDS[token.text];
  if (stands !== undefined) return stands.split(' ').flatMap((w) => expand(word(w), undefined));
  // "q1-to-date", "h2-to-date": a quarter or a half, then words.
  // ("by discovery mid-summer": the breakdown's word, then words; no slug follows it.)
  const slugBefore = BEFORE_SLUGS.has(before?.text ?? '') && beforeThat?.text !== 'by';
  if (/^([a-z]+|[qh]\d)(-[a-z]+)+$/i.test(token.raw) && !slugBefore) {
    const parts = token.raw.split('-');
    // "jan-mar", "mon-wed": a span of months or weekdays, its dash kept as the span it is.
    const span = (days: ReadonlyMap<string, unknown>) => parts.length === 2 && parts.every((p) => days.has(p.toLowerCase()));
    if (span(MONTH_BY_WORD) || span(WEEKDAY_BY_WORD)) return [word(parts[0]!), word('..'), word(parts[1]!)];
    return parts.flatMap((w) => expand(word(w), undefined));
  }
  return [token];
}

/** Plain words of a question, and in `notes` the words taken back as said; never throws, whatever `input` is. */
export function normalise(input: unknown, botName?: string, notes?: string[]): Token[] {
  if (typeof input !== 'string') return [];
  const typed = readSpoken(tokenize(spellOut(input.normalize('NFKC')), botName), notes);
  return typed.flatMap((token, i) => expand(token, typed[i - 1], typed[i + 1], typed[i + 2], typed[i - 2], typed[i - 3]));
}
