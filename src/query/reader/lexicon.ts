/**
 * One lexicon of what words mean in a question: the reports' own words (their names, figures,
 * verbs and breakdowns, from each definition in the registry) and the general words of
 * questions (general-words.ts, not-held.ts). A phrase may mean several things ("revenue" is a figure of
 * bookings and, of stays ahead, of the books): the reader's grammar chooses. Plurals are read
 * as their singular on both sides, so a table lists one form.
 */
import { reportDefinitions, reportWords } from '../catalog.js';
import { BREAKDOWN_NAMES } from '../labels.js';
import type { Token } from '../tokens.js';
import { singular } from './english.js';
import type { Breakdown, PropertyType } from '../types.js';
import {
  AHEAD,
  AFTER,
  EVERY_ONE,
  BEFORE,
  FISCAL,
  VAGUE_TIMES,
  APART,
  COMPARE_HEADS,
  COMPARISONS,
  FILLER,
  GROUPINGS,
  NEGATIONS,
  NO_SUCH_BREAKDOWN,
  OUTLOOK,
  PAST,
  UNTENSED,
  PRESENT_PERFECT,
  RANKINGS,
  REQUESTS,
} from './general-words.js';
import { OTHER_TYPES, PROPERTY_TYPES } from './type-words.js';
import { NOT_HELD } from './not-held.js';

export type Meaning =
  | { kind: 'report'; report: string }
  | { kind: 'general'; report: string }
  | { kind: 'figure'; report: string; metric: string }
  | { kind: 'verb'; report: string }
  | { kind: 'dimension'; report: string; breakdown: Breakdown; member?: true }
  | { kind: 'type'; type: PropertyType }
  | { kind: 'otherTypes' }
  | { kind: 'rank' }
  | { kind: 'grouping'; grain: 'day' | 'week' | 'month' }
  | { kind: 'compare'; value: 'previous' | 'last-year' | 'none' }
  | { kind: 'compareHead' }
  | { kind: 'ahead' }
  | { kind: 'outlook' }
  | { kind: 'past' }
  | { kind: 'notHeld'; topic: string; nearest?: string }
  | { kind: 'request' }
  | { kind: 'negation' }
  | { kind: 'noBreakdown'; what: string }
  | { kind: 'shift'; by: -1 | 1 }
  | { kind: 'everyOne'; of: 'type' | 'name' | 'breakdown' }
  | { kind: 'fiscal' }
  | { kind: 'vagueTime' }
  | { kind: 'apart' }
  | { kind: 'filler' };

/** A phrase as the lexicon keys it: each word so, hyphens read as spaces. */
export const keyOf = (phrase: string): string =>
  phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(singular)
    .join(' ');

export interface Lexicon {
  /** The longest phrase starting at `tokens[i]` and what it may mean, or null. */
  at(tokens: readonly Token[], i: number): { len: number; meanings: Meaning[] } | null;
  /** Whether a single word is one of the lexicon's (any meaning), for spelling. */
  has(word: string): boolean;
  /** Every single word of every phrase, as written and as keyed: what a misspelling may be read as. */
  words: readonly string[];
}

function build(): Lexicon {
  const table = new Map<string, Meaning[]>();
  const written = new Set<string>();
  const add = (phrase: string, meaning: Meaning) => {
    for (const w of phrase.toLowerCase().split(/[\s-]+/)) if (w) written.add(w);
    const key = keyOf(phrase);
    if (!key) return;
    const kept = table.get(key) ?? [];
    if (!kept.some((m) => JSON.stringify(m) === JSON.stringify(meaning))) kept.push(meaning);
    table.set(key, kept);
  };
  for (const d of reportDefinitions()) {
    for (const name of [d.kind, ...d.aliases, ...(d.words?.report ?? [])]) add(name, { kind: 'report', report: d.kind });
    for (const [metric, phrases] of Object.entries(d.words?.figures ?? {}))
      for (const p of phrases) add(p, { kind: 'figure', report: d.kind, metric });
    for (const verb of d.words?.verbs ?? []) add(verb, { kind: 'verb', report: d.kind });
    for (const p of d.words?.general ?? []) add(p, { kind: 'general', report: d.kind });
    for (const breakdown of d.options.includes('breakdown') ? (d.breakdowns ?? []) : []) {
      for (const p of [breakdown, BREAKDOWN_NAMES[breakdown] ?? breakdown, ...(d.words?.dimensions?.[breakdown] ?? [])])
        add(p, { kind: 'dimension', report: d.kind, breakdown });
      for (const p of d.words?.members?.[breakdown] ?? []) add(p, { kind: 'dimension', report: d.kind, breakdown, member: true });
    }
  }
  // A report's own name, and the phrases said only of it ("reservations"), name it.
  const kinds = new Set(reportDefinitions().flatMap((d) => [d.kind, ...(d.words?.report ?? [])].map(keyOf)));
  // A figure's word said bare is also every other report's figure it ends ("transactions": the referrals' referral
  // transactions too), so a question that says no more is asked about.
  for (const [key, meanings] of [...table]) {
    if (key.includes(' ') || !meanings.some((m) => m.kind === 'figure') || kinds.has(key)) continue;
    for (const d of reportDefinitions()) {
      // (Not a phrase opened by the report's verb: "booked adr" is the rate booked, bare "adr" the stays'.)
      const spreads = (p: string) => keyOf(p).endsWith(` ${key}`) && !d.words?.verbs?.includes(keyOf(p).split(' ')[0]!);
      const ending = Object.entries(d.words?.figures ?? {}).find(([, phrases]) => phrases.some(spreads));
      if (ending && !meanings.some((m) => m.kind === 'figure' && m.report === d.kind))
        add(key, { kind: 'figure', report: d.kind, metric: ending[0] });
    }
  }
  for (const [p, type] of Object.entries(PROPERTY_TYPES)) add(p, { kind: 'type', type });
  for (const p of OTHER_TYPES) add(p, { kind: 'otherTypes' });
  for (const p of RANKINGS) add(p, { kind: 'rank' });
  for (const [p, grain] of Object.entries(GROUPINGS)) add(p, { kind: 'grouping', grain });
  // A breakdown's phrase that ends in "by" groups by time before a grain: "grouped by week", "split by month".
  for (const p of RANKINGS.filter((r) => r.endsWith(' by')))
    for (const grain of ['day', 'week', 'month'] as const) add(`${p} ${grain}`, { kind: 'grouping', grain });
  for (const [p, value] of Object.entries(COMPARISONS)) add(p, { kind: 'compare', value });
  for (const p of COMPARE_HEADS) add(p, { kind: 'compareHead' });
  for (const p of AHEAD) add(p, { kind: 'ahead' });
  for (const p of OUTLOOK) add(p, { kind: 'outlook' });
  for (const p of PAST) add(p, { kind: 'past' });
  for (const [p, held] of Object.entries(NOT_HELD)) add(p, { kind: 'notHeld', ...held });
  for (const p of REQUESTS) add(p, { kind: 'request' });
  for (const p of NEGATIONS) add(p, { kind: 'negation' });
  for (const p of NO_SUCH_BREAKDOWN) add(p, { kind: 'noBreakdown', what: p });
  for (const p of BEFORE) add(p, { kind: 'shift', by: -1 });
  for (const p of AFTER) add(p, { kind: 'shift', by: 1 });
  for (const [p, of] of Object.entries(EVERY_ONE)) add(p, { kind: 'everyOne', of });
  for (const p of FISCAL) add(p, { kind: 'fiscal' });
  for (const p of VAGUE_TIMES) add(p, { kind: 'vagueTime' });
  for (const p of APART) add(p, { kind: 'apart' });
  // A phrase of the sentence keeps the tense of its words: "did we have" is in the past, "will we have" ahead; so does
  // one asking about things as a whole ("how did we do").
  const tenseWords = (list: readonly string[]) => new Set(list.filter((w) => !w.includes(' ')));
  const [pastWords, aheadWords] = [tenseWords(PAST), tenseWords(AHEAD)];
  for (const p of FILLER) add(p, { kind: 'filler' });
  for (const p of [...FILLER, ...reportDefinitions().flatMap((d) => d.words?.general ?? [])]) {
    const words = p.split(' ');
    if (words.length > 1 && words.some((w) => pastWords.has(w))) add(p, { kind: 'past' });
    if (words.length > 1 && words.some((w) => aheadWords.has(w))) add(p, { kind: 'ahead' });
  }
  for (const p of [...PRESENT_PERFECT, ...UNTENSED]) add(p, { kind: 'filler' });
  const longest = Math.max(...[...table.keys()].map((k) => k.split(' ').length));
  const words = [...new Set([...table.keys()].flatMap((k) => k.split(' ')).concat([...written]))];
  const known = new Set(words);
  return {
    at(tokens, i) {
      for (let len = Math.min(longest, tokens.length - i); len >= 1; len--) {
        // A hyphenated token kept whole (a slug's place: "discovery opt-outs") is still its words.
        const key = tokens
          .slice(i, i + len)
          .map((t) => (t.text.includes('-') ? keyOf(t.text) : singular(t.text)))
          .join(' ');
        const meanings = table.get(key);
        // "bookings up or down" is bookings risen, not "booking up" (filling): a noun in -ings is no verb before its particle.
        const noun = tokens.slice(i, i + len - 1).some((t, k) => t.text.endsWith('ings') && PARTICLES.has(tokens[i + k + 1]!.text));
        if (meanings && !noun) return { len, meanings };
      }
      return null;
    },
    has: (word) => known.has(singular(word)),
    words,
  };
}

/** The particles of phrasal verbs ("booking up", "filling in"). */
const PARTICLES = new Set(['up', 'down', 'out', 'in']);

// Built once per set of registered reports (the registry's list of their words is new when one is added or removed),
// not per question.
let built: { words: readonly string[]; lexicon: Lexicon } | undefined;

/** The lexicon of the reports registered now. */
export function lexicon(): Lexicon {
  const words = reportWords();
  if (built?.words !== words) built = { words, lexicon: build() };
  return built.lexicon;
}
