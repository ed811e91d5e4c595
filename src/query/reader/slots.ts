/**
 * Reading a question by the slots it fills: which report or figure, the period, a comparison,
 * a breakdown or ranking, filters (names, a property type), a count, a time grouping. One pass
 * over the words; at each word the longest thing it begins is taken, in this order: an option
 * typed as the grammar writes it, a name from the data, a date, the grammar's own range words,
 * a count, and the lexicon. A word that fills nothing is left out when it is plain English
 * (it carries the sentence), and kept as unknown otherwise, for the grammar to weigh.
 */
import type { RangeSpec } from '../canonical.js';
import { recognizeOption } from '../options.js';
import { recognizeRange } from '../range-words.js';
import type { Token } from '../tokens.js';
import type { Breakdown, CommandError, PropertyType } from '../types.js';
import { readDate, type DateSetting } from './dates.js';
import { isEnglish } from './english.js';
import { ACTIONS } from './general-words.js';
import { lexicon, type Meaning } from './lexicon.js';
import { matchName, type KnownName, type NameIndex } from './names.js';

/** A word that points to a report, and how strongly: its name, one of its figures, its verb. */
export interface Claim {
  report: string;
  how: 'report' | 'figure' | 'verb';
  metric?: string;
  phrase: string;
}

/** A period said: as a date phrase read (`spec`) or as the grammar's own range words (`words`). */
export type Said = { spec: RangeSpec; typed: string } | { words: Token[]; typed: string };

export interface Slots {
  claims: Claim[];
  period?: Said;
  /** A period said after "vs", "compared to", "than": what the first is to be compared with. */
  against?: Said;
  compare?: 'previous' | 'last-year' | 'none';
  rank: boolean;
  dimensions: { report: string; breakdown: Breakdown; phrase: string }[];
  grouping?: 'day' | 'week' | 'month';
  /** The grouping was asked for ("by week", "the last 6 weekends"), not said as an adverb ("the weekly digest"). */
  groupingAsked?: boolean;
  top?: number;
  types: PropertyType[];
  /** Each name said, with every name it may mean. */
  names: { names: KnownName[]; typed: string }[];
  ahead: boolean;
  past: boolean;
  notHeld?: { topic: string; nearest?: string };
  request: boolean;
  negated: boolean;
  /** A breakdown asked for that no report's records carry ("by device"). */
  noBreakdown?: string;
  /** "the week before", "the one before": the period before the one a follow-up changes. */
  before: boolean;
  /** A date said wrongly ("feb 30", "from march 31 to march 1"): one sentence saying what. */
  dateError?: CommandError;
  /** Options typed as the grammar writes them (`tz Europe/Berlin`, `delay 30`, `property harbor-view-inn`). */
  options: Token[];
  /** Words that filled nothing and are no English word (with the word before each). */
  unknown: { word: Token; before?: string }[];
  notes: string[];
}

/** Grammar options a question may type as such; the rest of the grammar's options are said in words. */
const TYPED_OPTIONS = new Set(['tz', 'weekStartsOn', 'delay', 'property', 'discovery']);
/** Superlatives that, before one thing ranked in the singular, ask for the first of the ranking alone. */
const TOP_ONE = new Set(['top', 'best', 'worst', 'biggest', 'highest', 'leading']);

const ACTION_WORDS = new Set(ACTIONS);
/** Words after which a word is a name the question filters by ("signups for Bayside", "only Harbor View Inn"). */
export const BEFORE_NAMES = new Set(['at', 'for', 'from', 'in', 'of', 'only', 'just']);
/** What may come before an imperative: a greeting, the bot's name, a please. */
const OPENERS = new Set(['hey', 'hi', 'hello', 'yo', 'ok', 'okay', 'bot', 'please', 'pls', 'can', 'could', 'would', 'will', 'you', 'kindly', 'and', 'then', 'also', 'now', 'quickly', 'just']);
/** What an imperative's object begins with. */
const OBJECTS = new Set(['the', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'a', 'an', 'me', 'us', 'it', 'them', 'all', 'every', 'last', 'next', 'new']);

/** Words a count stands before: "5 best stories", "top 10 channels", "the 3 worst properties". */
const COUNTED = (meanings: readonly Meaning[]) => meanings.some((m) => ['report', 'figure', 'dimension', 'rank'].includes(m.kind));

export function fillSlots(tokens: readonly Token[], setting: DateSetting, names: NameIndex): Slots {
  const slots: Slots = {
    claims: [],
    rank: false,
    dimensions: [],
    types: [],
    names: [],
    ahead: false,
    past: false,
    request: false,
    negated: false,
    before: false,
    options: [],
    unknown: [],
    notes: [],
  };
  const lex = lexicon();
  let head = false;
  // Only fillers so far ("hey bot can you please …"): an action verb here is an imperative.
  let opening = true;
  // After "how many" / "how much": what is counted must be something the service holds.
  let counting = false;
  // A negation matters when what it would exclude comes next: a name or a property type.
  let negating = false;
  const typed = (i: number, len: number) =>
    tokens
      .slice(i, i + len)
      .map((t) => t.raw)
      .join(' ');
  const period = (said: Said, dated?: RangeSpec) => {
    if (dated?.kind === 'explicit' && dated.end >= setting.today) slots.ahead = true;
    if (head && slots.period) slots.against = said;
    else if (!slots.period) slots.period = said;
    else slots.against ??= said;
    head = false;
  };
  for (let i = 0; i < tokens.length; ) {
    const word = tokens[i]!.text;
    const option = recognizeOption(tokens, i);
    if (option && 'value' in option && TYPED_OPTIONS.has(option.value.key) && (option.value.key !== 'property' && option.value.key !== 'discovery' ? true : /[-\d]/.test(tokens[i + 1]?.text ?? ''))) {
      slots.options.push(...tokens.slice(i, i + option.len));
      i += option.len;
      continue;
    }
    // "pause the newsletter", "email the report to …": an action verb opening the sentence, before its object.
    if (opening && ACTION_WORDS.has(word) && OBJECTS.has(tokens[i + 1]?.text ?? '')) slots.request = true;
    // A name from the data, unless the lexicon reads a longer phrase here ("google review" is no channel).
    const name = matchName(tokens, i, names, () => false);
    const here = lex.at(tokens, i);
    if (name && (name.len > (here?.len ?? 0) || (name.len === here?.len && here.meanings.every((m) => m.kind === 'filler')))) {
      slots.negated ||= negating;
      slots.names.push({ names: name.names, typed: name.typed });
      opening = false;
      i += name.len;
      continue;
    }
    const date = readDate(tokens, i, setting);
    if (date) {
      if ('error' in date) {
        slots.dateError ??= date.error;
        i += date.len;
        continue;
      }
      period({ spec: date.spec, typed: typed(i, date.len) }, date.spec);
      opening = false;
      if (date.note) slots.notes.push(date.note);
      if (date.grouping && !slots.grouping) Object.assign(slots, { grouping: date.grouping, groupingAsked: true });
      i += date.len;
      continue;
    }
    const range = recognizeRange(tokens, i);
    if (range && 'value' in range) {
      if (/^(next|coming)/.test(range.phrase)) slots.ahead = true;
      period({ words: tokens.slice(i, i + range.len), typed: typed(i, range.len) });
      opening = false;
      i += range.len;
      continue;
    }
    const count = /^\d{1,2}$/.test(word) ? Number(word) : NaN;
    const after = lex.at(tokens, i + 1);
    if (count >= 1 && count <= 25 && (tokens[i - 1]?.text === 'top' || tokens[i - 1]?.text === 'bottom' || (after && COUNTED(after.meanings)))) {
      slots.top = count;
      i++;
      continue;
    }
    const found = lex.at(tokens, i);
    // Words that only carry the sentence, its tense among them ("how much did we …").
    const filler = found?.meanings.every((m) => m.kind === 'filler' || m.kind === 'past' || m.kind === 'ahead') ?? false;
    if (counting && !filler) {
      counting = false;
      // "how many housekeepers", "how much did we pay": a count of something no report holds (a verb in the past,
      // "how many people started …", says what was done, not what is counted).
      if (!found && /^[a-z]+$/.test(word) && !word.endsWith('ed') && isEnglish(word)) slots.notHeld ??= { topic: `"${tokens[i]!.raw}"` };
    }
    opening &&= OPENERS.has(word);
    if (found) {
      for (const m of found.meanings) take(slots, m, typed(i, found.len));
      // "this year vs last": the one before, where no period follows.
      if (head && found.len === 1 && word === 'last') slots.compare ??= 'previous';
      // "top discovery", "best story": one, the best; "top channels" are all of them ranked.
      if (TOP_ONE.has(word) && slots.top === undefined && after && after.len === 1 && !/s$/.test(tokens[i + 1]!.text) && COUNTED(after.meanings))
        slots.top = 1;
      head ||= found.meanings.some((m) => m.kind === 'compareHead');
      slots.negated ||= negating && found.meanings.some((m) => m.kind === 'type');
      counting ||= found.len > 1 && /^how (many|much)$/.test(typed(i, found.len).toLowerCase());
      negating = found.meanings.some((m) => m.kind === 'negation') || (negating && filler);
      i += found.len;
      continue;
    }
    // A capitalised word where a name goes ("only Harbor View Inn") is a name the data does not hold, English or not.
    const named = i > 0 && /^\p{Lu}/u.test(tokens[i]!.raw) && BEFORE_NAMES.has(tokens[i - 1]!.text);
    if (word !== '..' && !/^\d+$/.test(word) && (named || !isEnglish(word))) slots.unknown.push({ word: tokens[i]!, ...(i > 0 ? { before: tokens[i - 1]!.text } : {}) });
    i++;
  }
  return slots;
}

/** What one meaning of a phrase fills. */
function take(slots: Slots, m: Meaning, phrase: string): void {
  switch (m.kind) {
    case 'report':
    case 'verb':
      slots.claims.push({ report: m.report, how: m.kind, phrase });
      return;
    case 'figure':
      slots.claims.push({ report: m.report, how: 'figure', metric: m.metric, phrase });
      return;
    case 'dimension':
      slots.dimensions.push({ report: m.report, breakdown: m.breakdown, phrase });
      return;
    case 'type':
      if (!slots.types.includes(m.type)) slots.types.push(m.type);
      return;
    case 'rank':
      slots.rank = true;
      return;
    case 'grouping':
      slots.grouping = m.grain;
      slots.groupingAsked = !/ly$/.test(phrase);
      return;
    case 'compare':
      slots.compare = m.value;
      return;
    case 'ahead':
      slots.ahead = true;
      return;
    case 'past':
      slots.past = true;
      return;
    case 'notHeld':
      slots.notHeld ??= { topic: m.topic, ...(m.nearest ? { nearest: m.nearest } : {}) };
      return;
    case 'request':
      slots.request = true;
      return;
    case 'noBreakdown':
      slots.noBreakdown ??= m.what;
      return;
    case 'before':
      slots.before = true;
      return;
    case 'negation':
    case 'compareHead':
    case 'filler':
      return;
  }
}
