/**
 * Names from the service's own data: properties, discoveries, places and channels, as a
 * deployment's records carry them (learned by the jobs runtime from what the service returns,
 * or the sample data in local mode). A question names them loosely ("harbor view", "Seaside
 * Grand's", "dune crest condo", "harbour view inn", "montreal"): a name matches when the words
 * typed begin it, each word as written, as a unique beginning of the name's word, or one typo
 * away, and at least one of them is its own (not "inn" or "resort" alone).
 */
import { editDistance, keptAtWord, typedPhraseOf, type Token } from '../tokens.js';
import { isEnglish, singular } from './english.js';
import { BEFORE_NAMES } from './sentence-words.js';
import { lexicon } from './lexicon.js';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import { DEMONYMS } from './demonyms.js';
import { nameKindOf } from '../catalog.js';

/** What a name stands for in a query. */
export type NameKind = 'property' | 'discovery' | 'city' | 'region' | 'country' | 'channel';

export interface KnownName {
  kind: NameKind;
  /** As people read it: `Harbor View Inn`. */
  name: string;
  /** What a query carries for it: a property's slug or id, a discovery's id; the name itself otherwise. */
  id: string;
}

/** The names a deployment's data holds. */
export interface NameIndex {
  names: readonly KnownName[];
}

export const NO_NAMES: NameIndex = { names: [] };

/** Words inside names that carry no name, even after "the". */
const NOT_NAME_WORDS = new Set(['the', 'and', 'of', 'at', 'new', 'city']);

/** Words of names that say what a place is, never which one: alone they name nothing. */
const GENERIC = new Set([...NOT_NAME_WORDS, 'inn', 'hotel', 'resort', 'suite', 'cottage', 'condotel', 'lodge', 'motel', 'rv', 'bay', 'beach']);

/** Abbreviations in names as people type them. */
const NAME_WORDS: Readonly<Record<string, string>> = {
  st: 'street',
  ave: 'avenue',
  rd: 'road',
  mt: 'mount',
  ft: 'fort',
  intl: 'international',
  '&': 'and',
};

const wordsOf = new Map<string, string[]>();

/** A name's words, lower case, without punctuation (kept: every question reads them again). */
export function nameWords(name: string): string[] {
  let words = wordsOf.get(name);
  if (!words) wordsOf.set(name, (words = splitName(name)));
  return words;
}

function splitName(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => NAME_WORDS[w] ?? w);
}

/** Endings of the people of a place ("canadians", "quebecers", "bostonians", "ontarians"), longest first. */
const PEOPLE_OF = ['ians', 'ian', 'ers', 'er', 'ans', 'an'];

/**
 * A place's name for the people of it, lower case: from the table ("british"), or a word of a place the data holds less
 * a people's ending, its stem four letters at least ("quebecers", "canadians"); undefined where the word is no such.
 */
function demonymOf(word: string, index: NameIndex): string | undefined {
  return keptPerWord(demonymsSeen, index, word, () => {
    const listed = DEMONYMS[word] ?? (word.endsWith('s') ? DEMONYMS[word.slice(0, -1)] : undefined);
    const ending = PEOPLE_OF.find((e) => word.endsWith(e));
    const stem = ending === undefined ? '' : word.slice(0, -ending.length);
    if (listed || stem.length < 4) return listed;
    const place = index.names.find((n) => PLACES.has(n.kind) && nameWords(n.name).some((w) => w.startsWith(stem) && w.length - stem.length <= 2));
    return place && nameWords(place.name).join(' ');
  });
}
const demonymsSeen = new WeakMap<NameIndex, Map<string, string | undefined>>();

/**
 * Whether a typed word is a word of some known name (`loosely`: or a beginning or typo of one):
 * spelling leaves such words to the names.
 */
export function isNameWord(word: string, index: NameIndex, loosely = true): boolean {
  if (demonymOf(word, index)) return true;
  return keptPerWord(nameWordsSeen, index, `${loosely ? 1 : 0}${word}`, () =>
    index.names.some((n) => {
      const loose = loosely && isProperName(n);
      return nameWords(n.name).some((w) => fits(word, w) >= (loose ? 1 : 2) || (loose && word.length >= 6 && w.length >= 4 && word.startsWith(w)));
    }),
  );
}
const nameWordsSeen = new WeakMap<NameIndex, Map<string, boolean>>();

/**
 * What is worked out for one word against a names index, kept per word: the same words come back
 * in every question and are asked about at every position. Bounded: cleared past a few thousand words.
 */
function keptPerWord<T>(memo: WeakMap<NameIndex, Map<string, T>>, index: NameIndex, word: string, work: () => T): T {
  let seen = memo.get(index);
  if (!seen || seen.size > 5000) memo.set(index, (seen = new Map()));
  if (!seen.has(word)) seen.set(word, work());
  return seen.get(word)!;
}

/**
 * Channels are named by common words ("referral", "email", "google"): only as written, so a typo
 * of a report's word ("referal") is that word, never a channel.
 */
const isProperName = (n: KnownName): boolean => n.kind !== 'channel';

/** How many edits a typed word is from the nearest word of a known proper name. */
export function nameWordDistance(word: string, index: NameIndex): number {
  let least = Infinity;
  for (const n of index.names.filter(isProperName))
    for (const w of nameWords(n.name)) if (Math.abs(w.length - word.length) < least) least = Math.min(least, editDistance(word, w, least - 1));
  return least;
}

const firstWords = new WeakMap<NameIndex, Map<string, KnownName[]>>();

/** The index's names by their first word, made once per index. */
const initialsOf = new WeakMap<NameIndex, Map<string, KnownName[]>>();

/** The properties and discoveries by their names' initials ("hvi": Harbor View Inn). */
function byInitials(index: NameIndex): Map<string, KnownName[]> {
  let map = initialsOf.get(index);
  if (!map) {
    map = new Map();
    for (const known of index.names.filter(isProperName)) {
      const initials = nameWords(known.name)
        .map((w) => w[0])
        .join('');
      map.set(initials, [...(map.get(initials) ?? []), known]);
    }
    initialsOf.set(index, map);
  }
  return map;
}

function byFirstWord(index: NameIndex): Map<string, KnownName[]> {
  let map = firstWords.get(index);
  if (!map) {
    map = new Map();
    for (const known of index.names) {
      const word = nameWords(known.name)[0] ?? '';
      map.set(word, [...(map.get(word) ?? []), known]);
    }
    firstWords.set(index, map);
  }
  return map;
}

/**
 * How a typed word stands for a name's word: 2 as written, 1 a beginning or a typo away, 0 not at
 * all. A typo of a short word counts only after words of the name written out (`begun`: "seaside grnd").
 */
function fits(typed: string, word: string, begun = false): number {
  const t = NAME_WORDS[typed] ?? typed;
  if (t === word || singular(t) === singular(word)) return 2;
  if (t.length >= 4 && word.startsWith(t)) return 1;
  const allowed = word.length >= 8 ? 2 : 1;
  const least = begun ? 4 : 5;
  return t.length >= least && word.length >= least && Math.abs(t.length - word.length) <= allowed && editDistance(t, word, allowed) <= allowed
    ? 1
    : 0;
}

/**
 * The properties and discoveries one of whose words is `word`, written out ("the resort", "the
 * grand", "the inn"): people shorten these names to any word of them, the generic ones included
 * once an article or a preposition says a name follows. Places and channels are not shortened so.
 */
export function namesHolding(word: string, index: NameIndex): KnownName[] {
  if (word.length < 3 || NOT_NAME_WORDS.has(word)) return [];
  return index.names.filter((n) => (n.kind === 'property' || n.kind === 'discovery') && nameWords(n.name).some((w) => fits(word, w) === 2));
}

/** The names holding the word at `i`, as `namesHolding` finds them, unless another name's word follows ("at Harbor Point"). */
export function namesHoldingAt(tokens: readonly Token[], i: number, index: NameIndex): KnownName[] {
  const names = anotherName(tokens[i + 1]) ? [] : namesHolding(tokens[i]!.text, index);
  return anotherKindAfter(tokens, i + 1, names) ? [] : names;
}

/**
 * "Harbor Inn Suites": some of a name's words, then, capitalised, a kind of place the name is not ("Suites"): another
 * place's name, which the data does not hold.
 */
function anotherKindAfter(tokens: readonly Token[], at: number, names: readonly KnownName[]): boolean {
  if (names.length === 0) return false;
  const own = new Set(names.flatMap((n) => nameWords(n.name)));
  const capitalised = (t: Token | undefined): t is Token => t !== undefined && /^\p{Lu}/u.test(t.raw);
  while (capitalised(tokens[at]) && own.has(tokens[at]!.text)) at++;
  const kind = tokens[at];
  return capitalised(kind) && PLACE_KINDS.has(kind.text) && !own.has(kind.text);
}

/**
 * The properties whose names hold the most words of a property type said ("the rv resort",
 * "the rv park": Lakeshore RV Resort, not every resort), none where no word of it is in a name.
 */
export function propertiesTyped(typed: string, index: NameIndex): KnownName[] {
  const words = typed
    .toLowerCase()
    .split(' ')
    .filter((w) => !NOT_NAME_WORDS.has(w));
  const held = index.names
    .filter((n) => n.kind === 'property')
    .map((n) => ({ n, count: words.filter((t) => nameWords(n.name).some((w) => fits(t, w) === 2)).length }));
  const most = Math.max(0, ...held.map((h) => h.count));
  return most === 0 ? [] : held.filter((h) => h.count === most).map((h) => h.n);
}

export interface NameMatch {
  len: number;
  /** Every name these words may mean: more than one is a question back. */
  names: KnownName[];
  typed: string;
}

const matched = keptAtWord<NameIndex, NameMatch | null>();

/** The names the words at `tokens[i]` begin, longest reading first; null when none. Kept for the question's other passes. */
export function matchName(tokens: readonly Token[], i: number, index: NameIndex): NameMatch | null {
  return matched(index, tokens, i, () => findName(tokens, i, index));
}

const candidatesSeen = new WeakMap<NameIndex, Map<string, KnownName[]>>();

/**
 * The names whose first word the word typed may begin (as written, a typo away, or two words run
 * together), kept per word.
 */
function candidatesOf(first: string, index: NameIndex): KnownName[] {
  return keptPerWord(candidatesSeen, index, first, () =>
    [...byFirstWord(index)].flatMap(([word, names]) => (first.includes(' ') || first.startsWith(word) || fits(first, word) > 0 ? names : [])),
  );
}

function findName(tokens: readonly Token[], i: number, index: NameIndex): NameMatch | null {
  let best: { len: number; score: number; names: KnownName[]; part: boolean } | null = null;
  const first = demonymOf(tokens[i]?.text ?? '', index) ?? tokens[i]?.text ?? '';
  // "HVI": a property's or discovery's initials, typed in capitals, where one name has them.
  const initialled = /^\p{Lu}{3,4}$/u.test(tokens[i]?.raw ?? '') ? (byInitials(index).get(first) ?? []) : [];
  if (initialled.length === 1) return { len: 1, names: initialled, typed: tokens[i]!.raw };
  // "down town weekends": a name's word typed as two.
  const halves = `${first}${tokens[i + 1]?.text ?? ''}`;
  const candidates = [...new Set([...candidatesOf(first, index), ...(tokens[i + 1] ? candidatesOf(halves, index) : [])])];
  for (const known of candidates) {
    const words = nameWords(known.name);
    let len = 0;
    let score = 0;
    let own = false;
    let used = 0;
    while (used < words.length && i + len < tokens.length) {
      const typed = demonymOf(tokens[i + len]!.text, index) ?? tokens[i + len]!.text;
      // "dunecrest": two of the name's words typed as one.
      const joined = used + 1 < words.length && typed === `${words[used]}${words[used + 1]}` ? 2 : 0;
      const split = !joined && tokens[i + len + 1] !== undefined && `${typed}${tokens[i + len + 1]!.text}` === words[used];
      const f =
        joined || split
          ? 2
          : typed.includes(' ')
            ? typed === words.slice(used, used + typed.split(' ').length).join(' ')
              ? 2
              : 0
            : fits(typed, words[used]!, used > 0 && score === 2 * used);
      if (f === 0 || (f === 1 && !isProperName(known))) break;
      const took = joined || (typed.includes(' ') ? typed.split(' ').length : 1);
      own ||= words.slice(used, used + took).some((w) => !GENERIC.has(w));
      score += f;
      used += took;
      len += split ? 2 : 1;
    }
    // A single word must be its own and written out, or four letters at least of a longer one; an English word only
    // written out ("likes" is no typo of Lakes).
    const single =
      len === 1 &&
      !demonymOf(tokens[i]!.text, index) &&
      (tokens[i]!.text.length < 4 || (score < 2 && (isEnglish(tokens[i]!.text) || (words.length > 1 && tokens[i]!.text.length < 5))));
    if (len === 0 || !own || single) continue;
    if (!best || len > best.len || (len === best.len && score > best.score)) best = { len, score, names: [known], part: used < words.length };
    else if (len === best.len && score === best.score) best.names.push(known);
  }
  if (!best) return null;
  // "Harbor Point", "Seaside Palace", "Harbor Inn Suites": a name's first words and then a capitalised word of none of its
  // own name, or a kind of place it is not, another place, which the data does not hold.
  if (best.part && (anotherName(tokens[i + best.len]) || anotherKindAfter(tokens, i + best.len, best.names))) return null;
  // "pines": the beginning of one name and a later word of another (Lakes & Pines) may mean either; "lakes", one
  // name's word written out and the beginning of another's (Lakeshore RV Resort), too.
  const begun = (n: KnownName) => isProperName(n) && first.length >= 4 && (nameWords(n.name)[0] ?? '').startsWith(first);
  if (best.len === 1) best.names = [...new Set([...best.names, ...namesHolding(first, index), ...candidates.filter(begun)])];
  // "the portland hotel": a place named as where a property is, which the data does not say; any property may be meant.
  const atPlace = PROPERTY_WORDS.has(tokens[i + best.len]?.text ?? '') && best.names.every((n) => PLACES.has(n.kind));
  const properties = atPlace ? index.names.filter((n) => n.kind === 'property') : [];
  // "opt outs from the downtown weekends planner": a discovery called by what it is ("used the … planner" asks for planners).
  const called =
    ['from', 'of', 'in', 'on', 'via'].includes(tokens[i - 2]?.text ?? '') &&
    tokens[i - 1]?.text === 'the' &&
    tokens[i + best.len]?.text === 'planner' &&
    best.names.every((n) => n.kind === 'discovery');
  const len = best.len + (properties.length > 0 || called ? 1 : 0);
  return { len, names: properties.length > 0 ? properties : best.names, typed: typedPhraseOf(tokens, i, len) };
}

/** A capitalised word that is no date and no word of the lexicon or of a place's kind ("Point" in "Harbor Point"). */
const anotherName = (t: Token | undefined): boolean =>
  t !== undefined &&
  /^\p{Lu}\p{Ll}+$/u.test(t.raw) &&
  !MONTH_BY_WORD.has(t.text) &&
  !WEEKDAY_BY_WORD.has(t.text) &&
  !NAME_KINDS.has(t.text) &&
  !lexicon().at([t], 0);

const PLACES: ReadonlySet<NameKind> = new Set(['city', 'region', 'country']);
/** Words after a place that make it where a property is: "the portland hotel", "our maine properties". */
export const PROPERTY_WORDS: ReadonlySet<string> = new Set('hotel hotels property properties resort resorts inn lodge motel location'.split(' '));

/** Kinds of place that name one ("Suites", "Lodge"), where "hotel" or "property" may only describe it. */
const PLACE_KINDS: ReadonlySet<string> = new Set(['inn', 'lodge', 'motel', 'resort', 'suites', 'cottages']);

/** Words after a name that say what kind of thing it is: a property's, or a discovery's. */
export const NAME_KINDS: ReadonlySet<string> = new Set([...PROPERTY_WORDS, 'cottages', 'suites', 'discovery', 'itinerary']);

/** The kinds of one place, said after its name ("the ocean breeze motel"); several ("the lake properties") are no name. */
const ONE_PLACE = new Set(['discovery', 'motel', 'lodge', 'inn', 'hotel', 'resort', 'suites', 'place', 'property', 'spot']);
/** Words before such a kind that pick one out rather than name it ("the single best discovery", "the same hotel"). */
const NO_NAME_WORDS = new Set('single top whole same other each every one only any which what all this that'.split(' '));

/** A name the data does not hold, as typed, and what it is: said by the word after it, or by "at" before it. */
export interface UnheldName {
  typed: string;
  kind?: 'property' | 'discovery';
}

/** Kinds that say a discovery (the rest of NAME_KINDS say a property). */
const DISCOVERY_WORDS = new Set(['discovery', 'itinerary']);

/**
 * The name at `i` the data does not hold, English or not: capitalised where a name goes ("only Harbor View Inn"), or
 * before the kind of thing it names ("the Mountain Getaways discovery", "Bayview Lodge"); null where the word is none.
 */
export function unheldNameAt(tokens: readonly Token[], i: number): UnheldName | null {
  const capitalised = (k: number) => /^\p{Lu}\D*$/u.test(tokens[k]?.raw ?? '');
  let k = i;
  while (capitalised(k) && !(k > i && /^\p{Lu}{2,}$/u.test(tokens[k]!.raw))) k++; // Not "YTD" after it.
  const named = (end: number, kindAt: number, where?: string): UnheldName => {
    const word = tokens[kindAt]?.text ?? '';
    // No kind after it: after "at", where a property goes ("signups at The Oceanfront").
    // Before a report of one kind of name ("Kids Club Adventures planners"): a name of that kind.
    const counted = nameKindOf(word);
    const kind = DISCOVERY_WORDS.has(word) ? 'discovery' : NAME_KINDS.has(word) || where === 'at' ? 'property' : counted;
    return { typed: typedPhraseOf(tokens, i, (kind === 'discovery' || counted ? kindAt : end) - i), ...(kind ? { kind } : {}) };
  };
  // "the mountain trails discovery", "the ocean breeze motel", "at bayside lodge": a name in lower case, before the one
  // place it is, after "the" or where a name goes ("at sandpiper suites"); a word no dictionary has, where a name goes.
  const place = [1, 2, 3].find((n) => ONE_PLACE.has(tokens[i + n]?.text ?? ''));
  const picksOne = (t: Token) => /est$/.test(t.text) || NO_NAME_WORDS.has(t.text);
  const opens = tokens[i - 1]?.text === 'the' || BEFORE_NAMES.has(tokens[i - 1]?.text ?? '');
  // Its words all in lower case: "only wanted Maple Street Suites" holds a name, it is none.
  const lower = place && tokens.slice(i, i + place).every((t) => !/^\p{Lu}/u.test(t.raw) && !picksOne(t));
  if (!capitalised(i) && opens && lower) return named(i + place + 1, i + place);
  if (!capitalised(i)) return null;
  // The kind after the capitalised words ("Bayview lodge"), or the last of them ("the Riverside Hotel").
  if (NAME_KINDS.has(tokens[k]?.text ?? '')) return named(k + 1, k);
  if (k > i + 1 && NAME_KINDS.has(tokens[k - 1]!.text)) return named(k, k - 1);
  // "Kids Club Adventures planners": two or more words in title case before what is counted of one kind of name.
  if (k > i + 1 && nameKindOf(tokens[k]?.text ?? '') && tokens.slice(i, k).every((t) => /^\p{Lu}\p{Ll}/u.test(t.raw))) return named(k, k);
  const before = tokens[i - 1]?.text === 'the' ? tokens[i - 2] : tokens[i - 1];
  return before && BEFORE_NAMES.has(before.text) ? named(k, k, before.text) : null;
}

/**
 * Whether a name not held, said with its kind after it, opens with the words of a period at `i` ("the fall foliage
 * discovery", "the summer discovery", "the christmas market property"): it runs on past them, or it is a discovery's;
 * a period right before a kind of property only describes it ("the holiday weekend hotel").
 */
export function nameOverPeriod(tokens: readonly Token[], i: number, periodLen: number, read: (k: number) => boolean): boolean {
  const at = tokens[i]?.text === 'the' ? i + 1 : i;
  const name = unheldNameAt(tokens, at);
  if (!name) return false;
  // A discovery's name is typed without its kind; a property's, with it.
  const kindAt = at + name.typed.split(' ').length - (name.kind === 'discovery' ? 0 : 1);
  if (!NAME_KINDS.has(tokens[kindAt]?.text ?? '')) return false;
  // Its words after the period's are none the reader knows ("the winter by discovery", "the 24th, RV resort …").
  for (let k = i + periodLen; k < kindAt; k++) if (read(k) || BEFORE_NAMES.has(tokens[k]!.text)) return false;
  return kindAt === i + periodLen ? name.kind === 'discovery' : kindAt > i + periodLen;
}
