/**
 * Report options: `by channel|geo|day|week|month`, `type <property type>`, `property <id>`,
 * `discovery <id>`, `vs previous|last-year`, `yoy`, `no-compare`, `week-starts <day>`,
 * `delay <days>`, `top <N>`, `tz <zone>`. Each recogniser consumes its keyword and value;
 * a keyword with a bad value is an error in the user's words, never a silent default.
 */
import { canonicalTimeZone } from './calendar.js';
import { isExplicitRange } from './canonical.js';
import { LIMITS } from './limits.js';
import { message } from '../messages/index.js';
import { closest, fail, found, joined, phraseOf, type Match, type Token } from './tokens.js';
import { readRange } from './range-words.js';
import { EntityIdSchema, PROPERTY_TYPES, type Breakdown, type Compare, type Grouping, type PropertyType, type WeekDay } from './types.js';
import { GRAMMAR_FILLER, WEEKDAY_BY_WORD, isKeyword } from './words.js';

/** One recognised option. `property`/`discovery` repeat; the others take one value. */
export type OptionValue =
  | { key: 'breakdown'; value: Breakdown }
  | { key: 'grouping'; value: Grouping }
  | { key: 'propertyType'; value: PropertyType }
  | { key: 'property'; value: string }
  | { key: 'discovery'; value: string }
  | { key: 'compare'; value: Compare }
  /** `vs 2026-05-23..2026-05-25`: last year's twin as dates (the same holiday last year). */
  | { key: 'compareDates'; value: string }
  | { key: 'weekStartsOn'; value: WeekDay }
  | { key: 'delay'; value: number }
  | { key: 'top'; value: number }
  | { key: 'timeZone'; value: string };

const BY_WORDS: ReadonlyMap<string, OptionValue> = new Map(
  Object.entries({
    channel: { key: 'breakdown', value: 'channel' },
    channels: { key: 'breakdown', value: 'channel' },
    source: { key: 'breakdown', value: 'channel' },
    sources: { key: 'breakdown', value: 'channel' },
    geo: { key: 'breakdown', value: 'geo' },
    geolocation: { key: 'breakdown', value: 'geo' },
    location: { key: 'breakdown', value: 'geo' },
    // A place's parts: signups carry each; referrals answer them with their geolocation breakdown (breakdowns.ts).
    country: { key: 'breakdown', value: 'country' },
    countries: { key: 'breakdown', value: 'country' },
    region: { key: 'breakdown', value: 'region' },
    regions: { key: 'breakdown', value: 'region' },
    city: { key: 'breakdown', value: 'city' },
    cities: { key: 'breakdown', value: 'city' },
    property: { key: 'breakdown', value: 'property' },
    properties: { key: 'breakdown', value: 'property' },
    category: { key: 'breakdown', value: 'category' },
    categories: { key: 'breakdown', value: 'category' },
    layer: { key: 'breakdown', value: 'layer' },
    layers: { key: 'breakdown', value: 'layer' },
    discovery: { key: 'breakdown', value: 'discovery' },
    discoveries: { key: 'breakdown', value: 'discovery' },
    'property-type': { key: 'breakdown', value: 'property-type' },
    'property-types': { key: 'breakdown', value: 'property-type' },
    day: { key: 'grouping', value: 'Day' },
    days: { key: 'grouping', value: 'Day' },
    week: { key: 'grouping', value: 'Week' },
    weeks: { key: 'grouping', value: 'Week' },
    month: { key: 'grouping', value: 'Month' },
    months: { key: 'grouping', value: 'Month' },
  }),
);

/** Friendly property-type spellings with spaces, hyphens and underscores removed. */
const TYPE_WORDS: ReadonlyMap<string, PropertyType> = new Map(
  Object.entries({
    fullservicehotel: 'FullServiceHotel',
    fullservice: 'FullServiceHotel',
    selectservicehotel: 'SelectServiceHotel',
    selectservice: 'SelectServiceHotel',
    condotel: 'Condotel',
    condo: 'Condotel',
    vacationrental: 'VacationRental',
    rental: 'VacationRental',
    rvresort: 'RVResort',
    rv: 'RVResort',
    rvpark: 'RVResort',
  }),
);

const COMPARE_WORDS: ReadonlyMap<string, Compare> = new Map(
  Object.entries({
    previous: 'previous',
    prev: 'previous',
    prior: 'previous',
    'previous-period': 'previous',
    'prior-period': 'previous',
    'last-period': 'previous',
    period: 'previous',
    'last-year': 'last-year',
    'previous-year': 'last-year',
    'prior-year': 'last-year',
    year: 'last-year',
    yoy: 'last-year',
    ly: 'last-year',
    none: 'none',
    nothing: 'none',
  }),
);

const COMPARE_HINT = message('grammar.compareHint');

type Recognizer = (tokens: readonly Token[], i: number) => Match<OptionValue>;

/** Recognise an option starting at tokens[i]. */
export function recognizeOption(tokens: readonly Token[], i: number): Match<OptionValue> {
  for (const recognizer of RECOGNIZERS) {
    const match = recognizer(tokens, i);
    if (match) return match;
  }
  return null;
}

const byOption: Recognizer = (tokens, i) => {
  const word = tokens[i]!.text;
  const glued = /^(?:by|per)-(.+)$/.exec(word);
  const gluedValue = glued ? BY_WORDS.get(glued[1]!) : undefined;
  if (glued) return gluedValue ? found(tokens, i, 1, gluedValue) : null;
  let start = i;
  if ((word === 'group' || word === 'grouped') && tokens[i + 1]?.text === 'by') start = i + 1;
  else if (word !== 'by' && word !== 'per') return null;
  // "by property type": two words, before "by property" takes the first.
  const pair = joined(tokens, start + 1, 2);
  const next = /^property-types?$/.test(pair) ? pair : tokens[start + 1]?.text;
  const len = start - i + (next === pair ? 3 : 2);
  if (next === undefined) return fail(len - 1, 'bad_option', message('grammar.byNeedsWhat', { word }), message('grammar.tryBy'));
  const value = BY_WORDS.get(next);
  if (value) return found(tokens, i, len, value);
  const guess = closest(next, BY_WORDS.keys());
  return fail(
    len,
    'bad_option',
    message('grammar.cannotGroupBy', { word: next }),
    guess ? message('grammar.didYouMean', { guess: `by ${guess}` }) : message('grammar.tryByAll'),
  );
};

const typeOption: Recognizer = (tokens, i) => {
  const word = tokens[i]!.text;
  let keywordLen: number;
  if (word === 'type' || word === 'property-type' || word === 'propertytype') keywordLen = 1;
  else if ((word === 'property' || word === 'properties') && tokens[i + 1]?.text === 'type') keywordLen = 2;
  else return null;
  for (const valueLen of [3, 2, 1]) {
    if (i + keywordLen + valueLen > tokens.length) continue;
    const key = joined(tokens, i + keywordLen, valueLen)
      .replace(/[-_.]/g, '')
      .replace(/s$/, '');
    const type = TYPE_WORDS.get(key) ?? PROPERTY_TYPES.find((t) => t.toLowerCase() === key);
    if (type) return found(tokens, i, keywordLen + valueLen, { key: 'propertyType', value: type });
  }
  const typed = tokens[i + keywordLen]?.raw;
  const suggestion = message('grammar.useOneOf', { choices: PROPERTY_TYPES.join(', ') });
  if (typed === undefined) return fail(keywordLen, 'bad_option', message('grammar.typeNeedsType'), suggestion);
  return fail(keywordLen + 1, 'bad_option', message('grammar.notAType', { word: typed }), suggestion);
};

/** Whether a token can be an id: not a grammar word or a word of a sentence ("properties for signups"), not a range, and id-shaped. */
function isIdToken(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    !isKeyword(token.text) &&
    !GRAMMAR_FILLER.has(token.text) &&
    readRange(token.text) === null &&
    EntityIdSchema.safeParse(token.raw).success
  );
}

const propertyOption: Recognizer = (tokens, i) => {
  const word = tokens[i]!.text;
  if (word !== 'property' && word !== 'properties' && word !== 'prop') return null;
  const next = tokens[i + 1];
  if (next && isIdToken(next)) return found(tokens, i, 2, { key: 'property', value: next.raw });
  if (next && !isKeyword(next.text) && readRange(next.text) === null) {
    return fail(2, 'bad_option', message('grammar.notAPropertyId', { word: next.raw }), message('grammar.idShape'));
  }
  return fail(1, 'bad_option', message('grammar.propertyNeedsId'), message('grammar.tryWords', { words: 'property grand-hotel' }));
};

/**
 * `discovery <id>`. "discovery" is also a name of the planners report, so it is an option
 * only when an id-shaped word follows; otherwise the report recogniser takes it.
 */
const discoveryOption: Recognizer = (tokens, i) => {
  const word = tokens[i]!.text;
  if (word !== 'discovery' && word !== 'discoveries') return null;
  const next = tokens[i + 1];
  if (next && isIdToken(next)) return found(tokens, i, 2, { key: 'discovery', value: next.raw });
  if (word === 'discovery') return null;
  return fail(1, 'bad_option', message('grammar.discoveryNeedsId'), message('grammar.tryWords', { words: 'discovery 3f2a9c1e' }));
};

const compareOption: Recognizer = (tokens, i) => {
  const word = tokens[i]!.text;
  if (word === 'yoy' || word === 'year-over-year') return found(tokens, i, 1, { key: 'compare', value: 'last-year' });
  for (const len of [3, 2, 1]) {
    const phrase = joined(tokens, i, len);
    if (['no-compare', 'nocompare', 'no-comparison', 'no-comparisons', 'dont-compare'].includes(phrase)) {
      return found(tokens, i, len, { key: 'compare', value: 'none' });
    }
  }
  let keywordLen: number;
  if (['vs', 'versus', 'against'].includes(word)) keywordLen = 1;
  else if ((word === 'compare' || word === 'compared') && ['to', 'with'].includes(tokens[i + 1]?.text ?? '')) keywordLen = 2;
  else if (word === 'compare' || word === 'compared-to' || word === 'compared-with') keywordLen = 1;
  else return null;
  const dates = tokens[i + keywordLen]?.text ?? '';
  if (isExplicitRange(dates)) {
    return found(tokens, i, keywordLen + 1, { key: 'compareDates', value: dates });
  }
  for (const len of [2, 1]) {
    if (i + keywordLen + len > tokens.length) continue;
    const value = COMPARE_WORDS.get(joined(tokens, i + keywordLen, len));
    if (value) return found(tokens, i, keywordLen + len, { key: 'compare', value });
  }
  if (i + keywordLen >= tokens.length) return fail(keywordLen, 'bad_option', message('grammar.needsComparison', { word }), COMPARE_HINT);
  return fail(keywordLen + 1, 'bad_option', message('grammar.unknownComparison', { phrase: phraseOf(tokens, i, keywordLen + 1) }), COMPARE_HINT);
};

const weekStartsOption: Recognizer = (tokens, i) => {
  if (!/^weeks?(-?starts?(-on)?)?$/.test(tokens[i]!.text)) return null;
  for (const len of [4, 3, 2, 1]) {
    if (i + len > tokens.length) continue;
    const m = /^weeks?-?starts?(?:-on)?(?:-([a-z]+))?$/.exec(joined(tokens, i, len));
    if (!m) continue;
    const day = m[1] === undefined ? undefined : WEEKDAY_BY_WORD.get(m[1]);
    if (day) return found(tokens, i, len, { key: 'weekStartsOn', value: day });
    return fail(
      len,
      'bad_option',
      message('grammar.needsWeekday', { phrase: phraseOf(tokens, i, len) }),
      message('grammar.tryWords', { words: 'week-starts monday' }),
    );
  }
  return null;
};

/** `<keyword> <N>` or `<keyword>-<N>`; the value may be followed by `days` for delay. */
function numberOption(keyword: 'delay' | 'top', min: number, max: number, unit: string): Recognizer {
  return (tokens, i) => {
    const word = tokens[i]!.text;
    const glued = new RegExp(`^${keyword}-?(\\d+)$`).exec(word);
    let len = 1;
    let digits = glued?.[1];
    if (!glued) {
      if (word !== keyword) return null;
      const next = tokens[i + 1]?.text;
      const m = next === undefined ? null : /^(\d+)(d|days?)?$/.exec(next);
      if (m) {
        digits = m[1];
        len = 2;
      }
    }
    if (keyword === 'delay' && digits !== undefined && /^days?$/.test(tokens[i + len]?.text ?? '')) len++;
    const n = digits === undefined ? NaN : Number(digits);
    if (Number.isInteger(n) && n >= min && n <= max) return found(tokens, i, len, { key: keyword, value: n });
    return fail(
      len,
      'bad_option',
      message('grammar.numberRange', { keyword, unit, min: String(min), max: String(max) }),
      message('grammar.tryWords', { words: `${keyword} ${keyword === 'delay' ? 15 : 10}` }),
    );
  };
}

const timeZoneOption: Recognizer = (tokens, i) => {
  const word = tokens[i]!.text;
  if (!['tz', 'timezone', 'time-zone', 'zone'].includes(word)) return null;
  const next = tokens[i + 1];
  if (next === undefined)
    return fail(1, 'bad_timezone', message('grammar.needsTimeZone', { word }), message('grammar.tryWords', { words: 'tz Europe/Berlin' }));
  const zone = canonicalTimeZone(next.raw);
  if (zone) return found(tokens, i, 2, { key: 'timeZone', value: zone });
  const guess = closest(
    next.text,
    Intl.supportedValuesOf('timeZone').map((z) => z.toLowerCase()),
  );
  const suggestion = guess
    ? message('grammar.didYouMean', { guess: Intl.supportedValuesOf('timeZone').find((z) => z.toLowerCase() === guess) })
    : message('grammar.useIana');
  return fail(2, 'bad_timezone', message('grammar.unknownTimeZone', { word: next.raw }), suggestion);
};

// Order matters where keywords overlap: "property type x" is a type, not a property id.
const RECOGNIZERS: readonly Recognizer[] = [
  byOption,
  typeOption,
  propertyOption,
  discoveryOption,
  compareOption,
  weekStartsOption,
  numberOption('delay', 0, LIMITS.maxDelay, 'days'),
  numberOption('top', 1, LIMITS.maxTop, 'rows'),
  timeZoneOption,
];
