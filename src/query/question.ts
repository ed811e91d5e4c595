/**
 * Questions in plain words, read without a language model: "how did referrals do last month?",
 * "what is our ADR next month", "which channel brought the most referral revenue in october",
 * "Referals last month". The reader turns the question into the command grammar's own words
 * (a report, a canonical range, `vs last-year`, `by channel`, `top 5`), notes how it read what
 * needed reading ("Read "referals" as referrals."), and then the one grammar finishes it, so a
 * question and the command it reads as make the same query, checked the same way.
 *
 * Order of reading, each word claimed once: spelling first (a typo with one obvious reading is
 * fixed and said), then which report and figure the question is about (metric words lead to the
 * report that holds them), then comparisons, dates, breakdowns, counts and the grammar's own
 * options, and last the words that only carry the sentence. A topic the service does not hold
 * is refused in one sentence with the nearest report; two reports of equal weight are asked
 * about, never guessed. No service is called before the question is read.
 *
 * A command the strict grammar reads keeps its reading (`parseCommand` is unchanged); the
 * reader is what `understand` adds on top of it.
 */
import { canonicalTimeZone, todayIn } from './calendar.js';
import { formatRangeSpec, type RangeSpec } from './canonical.js';
import { rangeWords } from './labels.js';
import { ReportQuerySchema, reportByWord, reportDefinition } from './catalog.js';
import { parseCommand } from './parse.js';
import { carriedOver, isFollowUp } from './follow-up.js';
import { recognizeDatePhrase } from './question-dates.js';
import { BEFORE, countsSomething, isPropertyName, readBreakdown, readComparison } from './question-options.js';
import {
  LONGEST_METRIC_PHRASE,
  METRIC_WORDS,
  PROPERTY_TYPE_PHRASES,
  QUESTION_FILLER,
  SERVICE_HOLDS,
  UNANSWERABLE,
  type MetricWord,
} from './question-words.js';
import { fixSpelling, VALUE_KEYWORDS } from './question-spelling.js';
import { shiftRange } from './ranges.js';
import { finishCommand, readDraft, weekStartOf } from './report-command.js';
import { recognizeOption } from './options.js';
import { recognizeRange } from './range-words.js';
import { recognizeEvery, recognizeTime } from './schedule.js';
import { commandError, joined, tokenize, typedPhraseOf, type Token } from './tokens.js';
import { message } from '../messages/index.js';
import { WEEK_DAYS, type CommandError, type ParseContext, type ParseResult, type ReportQuery } from './types.js';
import { isKeyword } from './words.js';

/** What a text was read as: the grammar's result, and the readings worth saying back. */
export interface Understanding {
  result: ParseResult;
  /** One sentence each: `Read "referals" as referrals.`, `Read "december" as Dec 2026, the coming one.` */
  notes: string[];
}

/** A period said as an adverb, for a report without time groupings ("the monthly digest"): the latest whole one. */
const ADVERB_PERIODS: ReadonlyMap<string, RangeSpec> = new Map<string, RangeSpec>([
  ['day', { kind: 'day', which: 'yesterday' }],
  ['week', { kind: 'period', rel: 'last', unit: 'week' }],
  ['month', { kind: 'period', rel: 'last', unit: 'month' }],
]);

/** Words that say the question is about dates ahead, so "revenue" means what is on the books. */
const FORWARD_WORDS = new Set(['next', 'coming', 'tomorrow', 'ahead', 'forward', 'future', 'tonight', 'books', 'otb', 'will']);
/** Words that put a look-ahead question in the past ("what was RevPAR in october"): its dates are the latest ones. */
const PAST_WORDS = new Set(['was', 'were', 'did', 'had']);

/**
 * Read typed text: a command as the grammar reads it, or a question read into one. With the
 * `previous` query of the same thread or conversation, a message that only changes something
 * ("and by channel?") changes that query (follow-up.ts). Pure, never throws.
 */
export function understand(text: string, ctx: ParseContext, previous?: ReportQuery): Understanding {
  const strict = parseCommand(text, ctx);
  // Help, subscriptions, alerts, access, and refusals that are not about words stay the grammar's.
  if (strict.kind !== 'report' && strict.kind !== 'error') return { result: strict, notes: [] };
  if (strict.kind === 'error' && ['internal', 'too_long'].includes(strict.error.code)) return { result: strict, notes: [] };
  try {
    const tokens = tokenize(text, ctx.botName);
    // Nothing but markup is the grammar's to refuse; help is for a question of filler only ("what can you do?").
    if (tokens.length === 0) return { result: strict, notes: [] };
    // A whole command typed again in a thread is a new request, read as it would be anywhere else.
    const read = readQuestion(tokens, ctx, previous);
    if (read.result.kind === 'report' || read.result.kind === 'clarify' || read.result.kind === 'help')
      return { result: read.result, notes: read.notes };
    // Where the question reader cannot finish it but the grammar could, the grammar's reading stands.
    return strict.kind === 'report' ? { result: strict, notes: [] } : read;
  } catch {
    return { result: strict, notes: [] };
  }
}

interface Claim {
  report: string;
  metric?: string;
  /** Where in the tokens, for conflicts in the user's words. */
  phrase: string;
  /** A registry name (`referrals`), which outranks a figure's word (`revenue`). */
  named: boolean;
  ahead?: MetricWord['ahead'];
  /** A figure's own word for this report (`revenue` of referrals): the registry's alert words. */
  word?: string;
}

function readQuestion(input: Token[], ctx: ParseContext, previous?: ReportQuery): Understanding & { followUp?: boolean } {
  const notes: string[] = [];
  // "upcoming" is the grammar's "coming" ("the upcoming month").
  const tokens = fixSpelling(input, notes).map((t) => (t.text === 'upcoming' ? { ...t, text: 'coming' } : t));
  const consumed = new Set<number>();
  const forward = tokens.some((t) => FORWARD_WORDS.has(t.text));
  const claims = claimReports(tokens, consumed, forward);
  // A report's name that is also a figure's word ("revenue") gives way to a report named outright ("revenue from referrals").
  const outright = claims.filter((c) => c.named && !METRIC_WORDS.has(c.phrase));
  const reports = [...new Set((outright.length > 0 ? outright : claims.filter((c) => c.named)).map((c) => c.report))];
  const figureReports = [...new Set(claims.filter((c) => !c.named).map((c) => (forward && c.ahead ? c.ahead.report : c.report)))];

  // Two reports named outright, or two figures of different reports with none named: ask.
  const candidates = reports.length > 0 ? reports : figureReports;
  if (candidates.length > 1) return clarify(candidates, tokens, consumed, ctx);
  const followUp = previous !== undefined && isFollowUp(tokens, candidates.length > 0);

  const timeZone = canonicalTimeZone(ctx.timeZone) ?? 'UTC';
  const weekStartsOn = weekStartOf(ctx.weekStartsOn);
  const report = candidates[0] ?? (followUp ? previous?.report : undefined);
  const definition = report === undefined ? undefined : reportDefinition(report);
  const focus = definition ? focusOf(definition.kind, claims, forward) : undefined;
  const past = !forward && tokens.some((t) => PAST_WORDS.has(t.text));
  const setting = {
    today: todayIn(ctx.now, timeZone),
    weekStartsOn: WEEK_DAYS.indexOf(weekStartsOn),
    lookAhead: (definition?.lookAhead ?? false) && !past,
  };

  const out: Token[] = definition ? [{ raw: definition.kind, text: definition.kind }] : [];
  const tok = (value: string): Token => ({ raw: value, text: value.toLowerCase() });
  // "the monthly digest": a period said as an adverb, taken when no range is said.
  let adverb: { typed: string; period: RangeSpec | undefined } | undefined;
  let rangeSaid = false;
  for (let i = 0; i < tokens.length;) {
    if (consumed.has(i)) {
      i++;
      continue;
    }
    const word = tokens[i]!.text;
    const compare = readComparison(tokens, i);
    if (compare) {
      out.push(tok('vs'), tok(compare.value));
      i += compare.len;
      continue;
    }
    // "signups every monday at 9", "9 am": a schedule, left whole for the grammar to point to
    // `subscribe`, before "monday" reads as a date and "at" or "am" as a filler word.
    const schedule = word === 'every' || word === 'each' ? recognizeEvery(tokens, i) : recognizeTime(tokens, i);
    if (schedule && 'value' in schedule) {
      out.push(...tokens.slice(i, i + schedule.len));
      i += schedule.len;
      continue;
    }
    // "the month ahead": the next one.
    if (/^(week|month|quarter|year)$/.test(word) && tokens[i + 1]?.text === 'ahead') {
      rangeSaid = true;
      out.push(tok(`next-${word}`));
      i += 2;
      continue;
    }
    const date = recognizeDatePhrase(tokens, i, setting);
    if (date) {
      if ('error' in date) return refusal(date.error, notes);
      rangeSaid = true;
      out.push(tok(formatRangeSpec(date.spec)));
      if (date.note) notes.push(date.note);
      i += date.len;
      continue;
    }
    const typeLen = [3, 2, 1].find((n) => PROPERTY_TYPE_PHRASES.has(joined(tokens, i, n))) ?? 0;
    const type = PROPERTY_TYPE_PHRASES.get(joined(tokens, i, typeLen));
    if (type !== undefined) {
      out.push(tok('type'), tok(type));
      // "of the condo type", "condo type properties": the word "type" after the type is said.
      const after = /^types?$/.test(tokens[i + typeLen]?.text ?? '') ? (/^propert(y|ies)$/.test(tokens[i + typeLen + 1]?.text ?? '') ? 2 : 1) : 0;
      i += typeLen + after;
      continue;
    }
    const breakdown = readBreakdown(tokens, i, definition?.kind);
    if (breakdown) {
      if ('error' in breakdown) return refusal(breakdown.error, notes);
      out.push(...breakdown.words.map(tok));
      if (breakdown.period) adverb ??= { typed: typedPhraseOf(tokens, i, breakdown.len), period: ADVERB_PERIODS.get(breakdown.period) };
      i += breakdown.len;
      continue;
    }
    const range = recognizeRange(tokens, i);
    if (range) rangeSaid = true;
    const option = range ? null : recognizeOption(tokens, i);
    const grammar = range ?? option;
    // "top 5 properties for signups": "properties" took "for" as an id; in a question it is only a word.
    const fillerId =
      option !== null &&
      'value' in option &&
      (option.value.key === 'property' || option.value.key === 'discovery') &&
      QUESTION_FILLER.has(tokens[i + 1]?.text ?? '');
    if (grammar && !fillerId && !('error' in grammar && QUESTION_FILLER.has(word))) {
      out.push(...tokens.slice(i, i + grammar.len));
      i += grammar.len;
      continue;
    }
    if (fillerId) {
      i++;
      continue;
    }
    // "and the week before?": the period before the previous one.
    const before = followUp && previous ? (BEFORE.exec(joined(tokens, i, 3)) ?? BEFORE.exec(joined(tokens, i, 2))) : null;
    if (before && previous) {
      const shifted = shiftRange(previous, ctx.now);
      if (shifted) {
        out.push(tok(shifted.range));
        i += before[0].split('-').length;
        continue;
      }
    }
    // "only Harbor View Inn": a property by its name, as the service's slug.
    const typeNext = PROPERTY_TYPE_PHRASES.has(joined(tokens, i + 1, 2)) || PROPERTY_TYPE_PHRASES.has(tokens[i + 1]?.text ?? '');
    if ((word === 'only' || word === 'just') && isPropertyName(tokens, i + 1, consumed, setting) && !typeNext) {
      const capital = /^[A-Z]/.test(tokens[i + 1]!.raw);
      const name = tokens
        .slice(i + 1)
        .findIndex((t, k) => consumed.has(i + 1 + k) || isKeyword(t.text) || QUESTION_FILLER.has(t.text) || (capital && !/^[A-Z]/.test(t.raw)));
      const words = tokens.slice(i + 1, name < 0 ? undefined : i + 1 + name);
      if (words.length > 0) {
        out.push(tok('property'), tok(words.map((t) => t.text).join('-')));
        i += 1 + words.length;
        continue;
      }
    }
    // "5 guest stories", "the 10 best stories": a count before what is counted is a top N.
    if (/^\d{1,2}$/.test(word) && Number(word) >= 1 && Number(word) <= 25 && countsSomething(tokens, i + 1, consumed)) {
      out.push(tok('top'), tok(word));
      i++;
      continue;
    }
    const missing = UNANSWERABLE.get(joined(tokens, i, 2)) ?? UNANSWERABLE.get(word);
    if (missing) return refusal(unanswerable(missing), notes);
    if (carriesOnly(word)) {
      i++;
      continue;
    }
    out.push(tokens[i]!);
    i++;
  }

  const period = adverb?.period && !rangeSaid ? formatRangeSpec(adverb.period) : undefined;
  if (adverb?.period && period && period !== definition?.defaultRange) {
    out.push(tok(period));
    notes.push(message('grammar.readAs', { typed: adverb.typed, read: rangeWords(adverb.period) }));
  }
  if (out.length === 0) return { result: { kind: 'help' }, notes };
  if (followUp && previous && definition) {
    const said = readDraft(out);
    if ('code' in said) return refusal(said, notes);
    const carried = carriedOver(previous, said, definition.kind, ctx.now);
    if (carried.range) {
      const at = out.findIndex((t) => t.text === 'last-year' || t.text === 'last');
      out.splice(at, out[at]?.text === 'last' ? 2 : 1, tok(carried.range));
    }
    out.push(...carried.tokens);
    notes.push(...carried.notes);
  }
  const draft = readDraft(out);
  if ('code' in draft) return refusal(draft, notes);
  const result = finishCommand(out, draft, { now: ctx.now, timeZone, weekStartsOn }, false);
  const keep = focus ?? (followUp && previous?.report === definition?.kind ? previous?.focus : undefined);
  if (result.kind !== 'report' || keep === undefined) return { result: notesOn(result, notes), notes, followUp };
  const withFocus: ReportQuery = { ...result.query, focus: keep };
  const valid = ReportQuerySchema.safeParse(withFocus).success;
  return { result: notesOn(valid ? { kind: 'report', query: withFocus } : result, notes), notes, followUp };
}

/** A word that only carries the question, or that put it ahead ("upcoming revenue", "revenue ahead") and has said so. */
function carriesOnly(word: string): boolean {
  return QUESTION_FILLER.has(word) || (FORWARD_WORDS.has(word) && !isKeyword(word));
}

function notesOn(result: ParseResult, notes: string[]): ParseResult {
  return result.kind === 'report' && notes.length > 0 ? { ...result, notes } : result;
}

function refusal(error: CommandError, notes: string[]): Understanding {
  return { result: { kind: 'error', error }, notes };
}

/** Report names and figure words, longest phrase first; their tokens are claimed. */
function claimReports(tokens: readonly Token[], consumed: Set<number>, forward: boolean): Claim[] {
  const claims: Claim[] = [];
  for (let i = 0; i < tokens.length;) {
    // "full service hotels" is a property type, read later, not the occupancy word "full".
    const type = [3, 2].find((len) => PROPERTY_TYPE_PHRASES.has(joined(tokens, i, len)));
    if (type !== undefined) {
      i += type;
      continue;
    }
    let taken = 0;
    for (let len = Math.min(LONGEST_METRIC_PHRASE, tokens.length - i); len >= 1 && taken === 0; len--) {
      // "discovery 3f2a" is the planners' filter, and "property x" an id: leave them to the grammar.
      if (VALUE_KEYWORDS.has(tokens[i]!.text) && len === 1) break;
      const phrase = joined(tokens, i, len);
      const figure = METRIC_WORDS.get(phrase);
      const named = reportByWord(phrase);
      // "revenue" names bookings, but "revenue next month" is room revenue on the books.
      if (named && (!figure || len > 1 || figure.report === named.kind) && !(forward && figure?.ahead)) {
        claims.push({ report: named.kind, phrase, named: true });
        taken = len;
      } else if (figure) {
        claims.push({ ...figure, phrase, named: false, word: phrase });
        taken = len;
      }
    }
    for (let k = 0; k < taken; k++) consumed.add(i + k);
    i += Math.max(1, taken);
  }
  return claims;
}

/** The figure a question asks about, within its report: the figure word's own, or the report's alert word. */
function focusOf(report: string, claims: readonly Claim[], forward: boolean): string | undefined {
  const definition = reportDefinition(report);
  if (!definition) return undefined;
  const keys = new Set(definition.metrics.map((m) => m.key));
  for (const claim of claims) {
    // A report's name that is also a figure's word ("revenue from referrals") names that report's own figure.
    if (claim.named && claim.report !== report && METRIC_WORDS.has(claim.phrase)) {
      const own = definition.alerts?.find((a) => a.word === claim.phrase);
      if (own) return own.metric;
    }
    if (claim.named) continue;
    const figure = forward && claim.ahead ? claim.ahead : claim;
    if (figure.report === report && figure.metric && keys.has(figure.metric)) return figure.metric;
    // "referrals revenue": a figure word of another report, read as this report's own figure of that word.
    const own = definition.alerts?.find((a) => a.word === claim.word);
    if (own) return own.metric;
  }
  return undefined;
}

function unanswerable(missing: { topic: string; nearest?: string }): CommandError {
  const nearest = missing.nearest ? reportDefinition(missing.nearest) : undefined;
  const why = missing.nearest === 'occupancy' && missing.topic === 'cancellations' ? 'cancellations' : 'none';
  const suggestion = nearest
    ? message('grammar.nearest', { command: `${nearest.kind} ${nearest.defaultRange}`, why })
    : message('grammar.helpAnswers');
  return commandError('unknown_topic', message('grammar.noSuchTopic', { topic: missing.topic, holds: SERVICE_HOLDS }), suggestion);
}

/** Two reports of equal weight: one question, a reading per report, each a command to run. */
function clarify(reports: readonly string[], tokens: readonly Token[], consumed: Set<number>, ctx: ParseContext): Understanding {
  const rest = tokens
    .filter((t, i) => !consumed.has(i) && !carriesOnly(t.text))
    .map((t) => t.raw)
    .join(' ');
  const options = reports.slice(0, 4).flatMap((kind) => {
    const definition = reportDefinition(kind);
    if (!definition) return [];
    const command = `${kind} ${rest}`.trim();
    const parsed = readQuestion(tokenize(command), ctx);
    // Offer a reading only if it reads; the rest of the question may not suit every report.
    return [{ label: definition.title, command: parsed.result.kind === 'error' ? kind : command }];
  });
  const titles = options.map((o) => o.label);
  const question = message('grammar.whichDidYouMean', { rest: titles.slice(0, -1).join(', '), last: titles.at(-1) });
  return { result: { kind: 'clarify', question, options }, notes: [] };
}
