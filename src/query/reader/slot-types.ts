/**
 * What reading a question fills (slots.ts): the claims on reports, the period and what it is
 * compared with, breakdowns, names, types, tense, and what stops a reading; and what each
 * meaning of a phrase fills.
 */
import type { RangeSpec } from '../canonical.js';
import type { Token } from '../tokens.js';
import type { Breakdown, CommandError, PropertyType } from '../types.js';
import type { Meaning } from './lexicon.js';
import type { KnownName } from './names.js';
import { SUPERLATIVES } from './sentence-words.js';

/** A word that points to a report, and how strongly: its name, one of its figures, its verb. */
export interface Claim {
  report: string;
  how: 'report' | 'figure' | 'verb';
  metric?: string;
  phrase: string;
}

/**
 * A period said: as a date phrase read (`spec`) or as the grammar's own range words (`words`).
 * `season`: a name for days people bound differently ("the holidays"), which dates said beside it
 * replace, as days typed in figures replace any period named in words beside them ("easter, march 21
 * through april 3"); `inYear`: a holiday's days in a year; `night`: a stay night ("last night", "tonight").
 */
export type Said =
  | { spec: RangeSpec; typed: string; lastYear?: RangeSpec; season?: boolean; inYear?: (year: number) => RangeSpec | null; night?: boolean }
  | { words: Token[]; typed: string };

export interface Slots {
  claims: Claim[];
  period?: Said;
  /** A period said after "vs", "compared to", "than": what the first is to be compared with. */
  against?: Said;
  /** `against` was said apart, with no "vs" before it ("how did march go last year"). */
  againstApart?: boolean;
  compare?: 'previous' | 'last-year' | 'none';
  /** The comparison was said as "the one before": of a holiday, the same holiday a year before. */
  compareOne?: boolean;
  rank: boolean;
  /** A superlative said ("the most", "more than the others"): of one name, its standing among the others is asked. */
  superlative?: boolean;
  /**
   * Breakdowns' words said; `bare`, right after the report's word or between slashes ("signups city"); `afterRank`,
   * right after a word that ranks ("which trip planner", "by discovery").
   */
  dimensions: { report: string; breakdown: Breakdown; phrase: string; bare?: boolean; afterRank?: boolean }[];
  grouping?: 'day' | 'week' | 'month';
  /** The grouping was asked for ("by week", "the last 6 weekends"), not said as an adverb ("the weekly digest"). */
  groupingAsked?: boolean;
  /** The words the grouping was said in. */
  groupingTyped?: string;
  top?: number;
  types: PropertyType[];
  /** The words each property type was said in ("the cottages"), in case they name a property instead. */
  typesTyped: string[];
  /** Each name said, with every name it may mean; `negated`, said after "except", "all but" and the like. */
  names: { names: KnownName[]; typed: string; negated?: boolean }[];
  ahead: boolean;
  /** Ahead only because its period, read forward, is nearer today ("in december"): no word said so. */
  guessedAhead?: boolean;
  past: boolean;
  /** The report a sentence asks about as a whole ("how did we do"), offered first where nothing more particular is said. */
  general?: string;
  /** "how is … looking": a period that reads both ways is the coming one. */
  outlook?: boolean;
  notHeld?: { topic: string; nearest?: string };
  /** Days said after a negation ("excluding today", "not including christmas"), to leave out of the period. */
  excluded: { spec: RangeSpec; typed: string }[];
  request: boolean;
  negated: boolean;
  /** "vs", "compare", "than" was said: names said with it are set side by side. */
  contrasted?: boolean;
  /** A name said after "vs" with another before it ("seaside vs harbor view"): the names side by side. */
  namesContrasted?: boolean;
  /** The types not named, said ("hotels", "everything else"): set against one named, every type side by side. */
  otherTypes?: boolean;
  /** A breakdown asked for that no report's records carry ("by device"). */
  noBreakdown?: string;
  /** "fiscal year to date": a year whose start the deployment does not say. */
  fiscal?: boolean;
  /** "the week before", "the one after that": the period before (-1) or after (1) the one a follow-up changes. */
  shift?: -1 | 1;
  /** As typed: "the week before". */
  shiftTyped?: string;
  /** "all types", "just the total": what a follow-up or a correction no longer filters or breaks down by. */
  everyOne: ('type' | 'name' | 'breakdown')[];
  /** A date said wrongly ("feb 30", "from march 31 to march 1"): one sentence saying what. */
  dateError?: CommandError;
  /** A time too loose to guess ("the other day"), as typed. */
  vagueTime?: string;
  /** A share said as a yardstick ("over 50%"). */
  share?: boolean;
  /** A period named but not dated ("peak season", "ski week", "the marathon"), as typed: its dates are asked. */
  datesAsked?: string;
  /** Options typed as the grammar writes them (`tz Europe/Berlin`, `delay 30`, `property harbor-view-inn`). */
  options: Token[];
  /** Words that filled nothing and are no English word (with the word before each). */
  unknown: { word: Token; before?: string }[];
  /** English words that filled nothing, read past as words of the sentence. */
  readPast: Token[];
  notes: string[];
  /** Whether a report's or figure's word was joined by "and" to one said just before it ("ADR and signups"). */
  joined?: boolean;
}

/** Slots with nothing filled yet. */
export function emptySlots(): Slots {
  return {
    claims: [],
    rank: false,
    dimensions: [],
    types: [],
    typesTyped: [],
    names: [],
    ahead: false,
    past: false,
    request: false,
    negated: false,
    excluded: [],
    options: [],
    unknown: [],
    everyOne: [],
    readPast: [],
    notes: [],
  };
}

/** What one meaning of a phrase fills. */
export function take(slots: Slots, m: Meaning, phrase: string): void {
  switch (m.kind) {
    case 'report':
    case 'verb':
      slots.claims.push({ report: m.report, how: m.kind, phrase });
      return;
    case 'figure':
      slots.claims.push({ report: m.report, how: 'figure', metric: m.metric, phrase });
      return;
    case 'dimension':
      // A kind of member named ("paid search") asks for its breakdown, as a member's name does.
      slots.dimensions.push({ report: m.report, breakdown: m.breakdown, phrase, ...(m.member ? { bare: true } : {}) });
      return;
    case 'type':
      if (!slots.types.includes(m.type)) slots.types.push(m.type);
      slots.typesTyped.push(phrase);
      return;
    case 'rank':
      slots.rank = true;
      slots.superlative ||= SUPERLATIVES.test(phrase.toLowerCase());
      return;
    case 'otherTypes':
      slots.otherTypes = true;
      return;
    case 'grouping':
      slots.grouping = m.grain;
      slots.groupingAsked = !/ly$/.test(phrase);
      slots.groupingTyped = phrase;
      return;
    case 'compare':
      slots.compare = m.value;
      // "this past thanksgiving vs the one before": of a holiday, last year's.
      if (/\bone\b/.test(phrase)) slots.compareOne = true;
      return;
    case 'ahead':
    case 'past':
    case 'outlook':
    case 'request':
      slots[m.kind] = true;
      return;
    case 'general':
      slots.general = m.report;
      return;
    case 'notHeld':
      slots.notHeld ??= { topic: m.topic, ...(m.nearest ? { nearest: m.nearest } : {}) };
      return;
    case 'noBreakdown':
      slots.noBreakdown ??= phrase.toLowerCase();
      return;
    case 'fiscal':
      slots.fiscal = true;
      return;
    case 'vagueTime':
      slots.vagueTime ??= phrase;
      return;
    case 'apart':
      slots.namesContrasted = true;
      return;
    case 'everyOne':
      slots.everyOne.push(m.of);
      return;
    case 'shift':
      slots.shift = m.by;
      slots.shiftTyped = phrase;
      return;
    case 'compareHead':
      slots.contrasted = true;
      return;
    case 'negation':
    case 'filler':
      return;
  }
}
