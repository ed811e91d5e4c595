/**
 * Reading a question by the slots it fills: which report or figure, the period, a comparison,
 * a breakdown or ranking, filters (names, a property type), a count, a time grouping. One pass
 * over the words; at each word the longest thing it begins is taken, in this order: an option
 * typed as the grammar writes it, a name from the data, a date, the grammar's own range words,
 * a count, and the lexicon. A word that fills nothing is left out when it is plain English
 * (it carries the sentence), and kept as unknown otherwise, for the grammar to weigh.
 */
import type { RangeSpec } from '../canonical.js';
import { parts } from '../calendar.js';
import { recognizeOption } from '../options.js';
import { recognizeRange } from '../range-words.js';
import { recognizeEvery, recognizeTime } from '../schedule.js';
import { commandError, typedPhraseOf, wordsAt, type Token } from '../tokens.js';
import { message } from '../../messages/index.js';
import { emptySlots, take, type Said, type Slots } from './slot-types.js';
import { ownHour, ownTime, saidInPassing, statesToday } from './own-time.js';
import { readDate, type DateSetting } from './dates.js';
import { holidayNameAt } from './holidays.js';
import { runTo, toDateAsOf } from './date-extents.js';
import { boundsIn } from './relative-dates.js';
import { isEnglish, isPastVerb, isWordOfSentence, singular } from './english.js';
import { SO_FAR, SOCIAL_COUNTS } from './general-words.js';
import { MONTH_BY_WORD } from '../words.js';
import {
  AGAINST_WORDS,
  AHEAD_IN_DATES,
  BEFORE_NAMES,
  joinsClaims,
  isNumberWord,
  advised,
  imperative,
  OPENERS,
  PERIOD_WORDS,
  labelAt,
  contrastedAt,
  SENTENCE_KINDS,
  TIMES_OF_DAY,
  TOP_ONE,
  CHANGE_WORDS,
  TYPE_ASKED,
  TYPED_OPTIONS,
  amountAt,
  numberSaid,
  yardstickAt,
  RANK_BEFORE,
  BY_IDIOMS,
  TABLE_NOUNS,
  othersOwn,
} from './sentence-words.js';
import { lexicon, type Meaning } from './lexicon.js';
import { filtersByName } from '../catalog.js';
import {
  dayOfPeriod,
  leaveOut,
  periodsBeside,
  settleApart,
  settleLabels,
  settleSoFar,
  specOf,
  weekdaysInside,
  weekdaysWithin,
} from './settle-periods.js';
import { matchName, nameOverPeriod, namesHoldingAt, unheldNameAt, type NameIndex } from './names.js';
import { personAt } from './relayed.js';

export type { Claim, Said, Slots } from './slot-types.js';

/** Words a count stands before: "5 best stories", "top 10 channels", "the 3 worst properties". */
const COUNTED = (meanings: readonly Meaning[]) => meanings.some((m) => ['report', 'figure', 'dimension', 'rank'].includes(m.kind));

export function fillSlots(tokens: readonly Token[], setting: DateSetting, names: NameIndex): Slots {
  const slots = emptySlots();
  const lex = lexicon();
  // The lexicon's reading at each position, looked up once: the rules below ask about a word and its neighbours.
  const seen = new Map<number, ReturnType<typeof lex.at>>();
  const lexAt = (k: number) => (seen.has(k) ? seen.get(k) : seen.set(k, lex.at(tokens, k)).get(k));
  // A comparison's words said, and where they began and end ("compare to …"), to quote them back when what follows is no period.
  let [head, headAt, headEnd] = [false, 0, 0];
  // Only fillers so far ("hey bot can you please …": an action verb here is an imperative); after "how many" or "how much" (what
  // is counted must be something the service holds); a negation, which matters when what it would exclude comes next: a name or type.
  let [opening, counting, negating] = [true, false, false];
  let unitEvery: Token[] | undefined;
  const periodWords: Token[] = [];
  // "the Carter wedding", "marathon": an event whose dates only typed days beside it say.
  const events: Token[] = [];
  // Where the last word naming a report or a figure ended: a breakdown's word right after it asks for the breakdown.
  let claimEnd = -1;
  const typed = (i: number, len: number) => typedPhraseOf(tokens, i, len);
  // A name or a type set against one said before it: "a vs b", "which got more, a or b", "more at a than at b".
  const contrasting = (k: number) => slots.names.length + slots.types.length > 0 && (head || contrastedAt(tokens, k));
  const period = (said: Said, at: number, dated?: RangeSpec, afterHead = false) => {
    // "november occupancy, need it for the call tmrw", "a call with me thursday", "it's the 24th:": the asker's own time.
    const stated = dated !== undefined && statesToday(tokens, at, said.typed.toLowerCase(), boundsIn(dated, setting), setting.today);
    if (stated && slots.period?.typed.toLowerCase() === 'today') delete slots.period;
    if ((slots.period && !head && ['today', 'tomorrow', 'tonight'].includes(said.typed.toLowerCase())) || ownTime(tokens, at, said.typed) || stated)
      return false;
    // "december, including the 31st?": a day at its end checks the period; "the night of the 31st", that day of it.
    const fitted = slots.period && !head ? dayOfPeriod(slots.period, said, setting, tokens[at - 1]?.text) : undefined;
    if (fitted === null) return false;
    if (fitted) {
      [slots.period, head] = [fitted, false];
      return true;
    }
    // A period read and then set aside, or replaced by another, is not said back ("Read "fridays" as Dec 4").
    const notesWithout = (x: Said) => slots.notes.filter((n) => !n.includes(`"${x.typed}"`));
    const replacePeriod = (by: Said) => Object.assign(slots, { notes: slots.period ? notesWithout(slots.period) : slots.notes, period: by });
    // "the quarter july-september": a unit named, then the period it is.
    if (slots.period && !head && /^(the )?(week|month|quarter|half|year)$/i.test(slots.period.typed)) {
      replacePeriod(said);
      return true;
    }
    // "presidents' day weekend, saturday through monday": those days of it.
    const daysOfIt = slots.period && weekdaysInside(slots.period, said, setting);
    if (daysOfIt) {
      replacePeriod(daysOfIt);
      return false;
    }
    const daysOf = slots.period && weekdaysWithin(slots.period, said, setting);
    if (daysOf) {
      slots.notes = notesWithout(daysOf === said ? slots.period! : said);
      [slots.period, slots.grouping] = [daysOf, slots.grouping ?? 'day'];
      return daysOf === said;
    }
    const saidAhead = AHEAD_IN_DATES.test(said.typed);
    if (saidAhead || (dated?.kind === 'period' && dated.rel === 'next') || (dated?.kind === 'rolling' && dated.dir === 'next')) slots.ahead = true;
    // Dates that run on past today are ahead, but no word said so: "numbers for the 4th" names no report.
    else if (dated?.kind === 'explicit' && dated.end >= setting.today && !slots.ahead) slots.ahead = slots.guessedAhead = true;
    // "signups vs last week", no period said before it: this week so far against the last ("harbor view vs seaside
    // grand last month" sets names side by side in last month).
    const unit = 'words' in said && said.words.length === 2 && ['last', 'previous'].includes(said.words[0]!.text) ? said.words[1]! : null;
    // "signups vs last august", in August: this August so far against last year's.
    const named = /^last (\S+)$/i.exec(said.typed);
    const thisMonth = named && MONTH_BY_WORD.get(named[1]!.toLowerCase()) === parts(setting.today).month;
    if (head && afterHead && !slots.period && unit && ['week', 'month', 'quarter', 'year'].includes(unit.text)) {
      slots.period = { words: [{ raw: 'this', text: 'this' }, unit], typed: `this ${unit.raw}` };
      slots.compare ??= 'previous';
    } else if (head && at === headEnd && !slots.period && thisMonth) {
      slots.period = { words: ['this', 'month'].map((w) => ({ raw: w, text: w })), typed: named[1]! };
      slots.compare ??= 'last-year';
    } else if (head && slots.period && !runsOn(slots.period, said)) slots.against = said;
    else if (!slots.period || yields(slots.period, said) || narrower(said, slots.period) || runsOn(slots.period, said)) {
      replacePeriod(said);
      // "over christmas and new year's (dec 22 - jan 2)": a holiday inside the days typed names them, nothing to compare with.
      if (slots.against && inside(slots.against, said)) delete slots.against;
    }
    // A holiday inside the period said names it ("the long weekend (columbus day)"): nothing to compare with.
    else if (!inside(said, slots.period) && !slots.against)
      [slots.against, slots.againstApart] = [said, !AGAINST_WORDS.has(tokens[at - 1]?.text ?? '')];
    head = false;
    return true;
  };
  const { yields, inside, narrower, runsOn } = periodsBeside(slots, setting);
  for (let i = 0; i < tokens.length;) {
    const word = tokens[i]!.text;
    const option = recognizeOption(tokens, i);
    // "tz referal", "type referal": a value typed after its word that is none is refused as the grammar says.
    const strictValue = ['tz', 'timezone', 'time-zone', 'zone', 'delay'].includes(word);
    const next = tokens[i + 1]?.text ?? '';
    // "top referal" is a wrong count, "type hotel" a wrong type; "top performers" are the best, "which type brought …" asks by type.
    const nextMeanings = lexAt(i + 1)?.meanings;
    const looseValue =
      !TYPE_ASKED.has(tokens[i - 1]?.text ?? '') &&
      // "the condo type": a type said before the word "type".
      !(i > 0 && lexAt(i - 1)?.meanings.some((m) => m.kind === 'type')) &&
      !readDate(tokens, i + 1, setting) &&
      ((word === 'top' && !nextMeanings && !isEnglish(next) && amountAt(tokens, i + 1) < 0) ||
        (word === 'type' && !nextMeanings?.some((m) => m.kind === 'type' || m.kind === 'filler')));
    if (option && 'error' in option && (strictValue || looseValue)) {
      slots.dateError ??= option.error;
      i += option.len;
      continue;
    }
    // "property harbor-view-inn", "discovery 9c2f…": an id typed after its word; a plain word after it is the report's word,
    // and so is where a period begins ("the lakes and pines discovery 2 weeks ago").
    const idWord = tokens[i + 1]?.text ?? '';
    const typedId = () =>
      /[\p{L}\p{N}]/u.test(idWord) &&
      !readDate(tokens, i + 1, setting) &&
      (/[-\d]/.test(idWord) || (!isEnglish(idWord) && !lexAt(i + 1) && !matchName(tokens, i + 1, names)));
    const typedOption = option && 'value' in option && TYPED_OPTIONS.has(option.value.key) ? option : undefined;
    if (typedOption && (!['property', 'discovery'].includes(typedOption.value.key) || typedId())) {
      slots.options.push(...tokens.slice(i, i + typedOption.len));
      i += typedOption.len;
      continue;
    }
    // "every monday", "at 9am": a schedule, which the grammar points to a subscription. "Each month" is a
    // grouping where a period is said ("signups each month this year"), else a schedule too (kept for the end).
    const every = word === 'every' || word === 'each' ? recognizeEvery(tokens, i) : null;
    const time = word === 'at' || /\d(am|pm)$|^\d{1,2}:\d\d$/.test(word) || /^(am|pm)$/.test(next) ? recognizeTime(tokens, i) : null;
    // "every friday in september", "every week of this month": the days or weeks of a period, side by side, not a schedule.
    if (every && 'value' in every && /^(in|of|during|this|last|next|past)$/.test(tokens[i + every.len]?.text ?? '')) {
      Object.assign(slots, { grouping: ['week', 'month'].includes(next) ? next : 'day', groupingAsked: true });
      i += every.len;
      continue;
    }
    if (every && 'value' in every && !(every.len === 2 && ['day', 'week', 'month'].includes(tokens[i + 1]!.text))) {
      slots.options.push(...tokens.slice(i, i + every.len));
      i += every.len;
      continue;
    }
    if (every && 'value' in every) unitEvery = tokens.slice(i, i + 2);
    if (time && 'value' in time) {
      // "for the director meeting at 16:00", "before my 11am": the asker's time, not a schedule.
      if (!ownHour(tokens, i, time.len)) slots.options.push(...tokens.slice(i, i + time.len));
      i += time.len;
      continue;
    }
    // "pause the newsletter", "email the report to …": an action verb opening the sentence, before its object.
    const reportWord = lexAt(i)?.meanings.some((m) => m.kind === 'report' || m.kind === 'figure' || m.kind === 'verb') ?? false;
    // "what rate should we set": a decision asked for (a count asked, "how many should we hire", says what no report holds).
    if ((opening && imperative(tokens, i, reportWord)) || (advised(tokens, i) && !counting)) slots.request = true;
    // "only sea-breeze": a slug after "only" is a property's, named as the grammar names it.
    if (['only', 'just'].includes(tokens[i - 1]?.text ?? '') && /^[a-z0-9]+(-[a-z0-9]+)+$/.test(word) && !matchName(tokens, i, names)) {
      slots.options.push({ raw: 'property', text: 'property' }, { raw: word, text: word });
      i++;
      continue;
    }
    // A name from the data, unless the lexicon reads a longer phrase here ("google review" is no channel).
    // Not a holiday's first word ("canada day", "canadian thanksgiving").
    const named = matchName(tokens, i, names);
    const name = named && (holidayNameAt(tokens, i, setting.country ?? 'US')?.len ?? 0) > 1 ? null : named;
    const here = lexAt(i);
    if (name && (name.len > (here?.len ?? 0) || (name.len === here?.len && here.meanings.every((m) => m.kind === 'filler')))) {
      slots.negated ||= negating;
      slots.namesContrasted ||= contrasting(i);
      slots.names.push({ names: name.names, typed: name.typed, ...(negating ? { negated: true } : {}) });
      // "except harbor view and seaside grand": both left out.
      negating &&= ['and', 'or', ','].includes(tokens[i + name.len]?.text ?? '');
      // "how much did facebook bring in": what is counted is the name's.
      [opening, counting, i] = [false, false, i + name.len];
      continue;
    }
    // "at the resort", "for the inn": a word of a property's or a discovery's name where a name goes, even one
    // that elsewhere asks for a breakdown ("which inn"); or opening the question before a report of them ("resort signups").
    const ofNames = opening && lexAt(i + 1)?.meanings.some((m) => m.kind === 'report' && filtersByName(m.report));
    const whereNameGoes = ['the', ...BEFORE_NAMES].includes(tokens[i - 1]?.text ?? '') || (ofNames && !readDate(tokens, i, setting));
    const holding = whereNameGoes && (here?.meanings.every((m) => m.kind === 'dimension') ?? true) ? namesHoldingAt(tokens, i, names) : [];
    if (holding.length > 0) {
      slots.negated ||= negating;
      slots.namesContrasted ||= contrasting(i);
      slots.names.push({ names: holding, typed: tokens[i]!.raw, ...(negating ? { negated: true } : {}) });
      negating &&= ['and', 'or', ','].includes(tokens[i + 1]?.text ?? '');
      [opening, i] = [false, i + 1];
      continue;
    }
    // "ADR above $200", "90%+", "25+ signups", "4+ star stories": an amount the asker reads the figures against.
    const amount = amountAt(tokens, i) >= 0 ? numberSaid(tokens, i, true) : null;
    if (amount) {
      slots.share ||= word.endsWith('%') && !tokens.slice(Math.max(0, i - 3), i).some((t) => CHANGE_WORDS.test(t.text));
      if ('note' in amount) slots.notes.push(amount.note);
      else slots.dateError ??= amount.error;
      [opening, i] = [false, i + 1];
      continue;
    }
    // "top 10, last month": a number after "top" is its count, never a day; "the fall foliage discovery" is a name, no season.
    const afterTop = ['top', 'bottom'].includes(tokens[i - 1]?.text ?? '');
    const read = /^\d+$/.test(word) && afterTop ? null : readDate(tokens, i, setting);
    const date = read && 'spec' in read && nameOverPeriod(tokens, i, read.len, (k) => !!lexAt(k)) ? null : read;
    if (date) {
      if ('error' in date) {
        // An event said without its day ("since the newsletter went out") or a school's break ("spring break"): its days
        // are asked, where none are said beside it. "mtd bookings through friday": the end word cuts the period said before.
        const cuts = slots.period ? date.cuts : undefined;
        if (cuts === undefined) {
          if (date.asked) slots.vagueTime ??= date.asked;
          else slots.dateError ??= date.error;
        }
        i += cuts ?? date.len;
        continue;
      }
      // "excluding today", "not including this week": days left out of the period, settled once every word is read.
      if (negating) {
        slots.excluded.push({ spec: date.spec, typed: typed(i, date.len) });
        [negating, i] = [false, i + date.len];
        continue;
      }
      const { spec, lastYear, season, night, inYear } = date;
      const kinds = { ...(season ? { season } : {}), ...(inYear ? { inYear } : {}), ...(night ? { night } : {}) };
      const taken = period({ spec, typed: typed(i, date.len), ...(lastYear ? { lastYear } : {}), ...kinds }, i, spec);
      opening = false;
      if (date.note && taken) slots.notes.push(date.note);
      if (date.grouping && !slots.grouping) Object.assign(slots, { grouping: date.grouping, groupingAsked: true });
      i += date.len;
      continue;
    }
    const range = recognizeRange(tokens, i);
    if (range && 'error' in range && range.error.code === 'bad_range') slots.dateError ??= range.error; // "the last 1,200 days": too long.
    if (range && 'value' in range) {
      const said = { words: tokens.slice(i, i + range.len), typed: typed(i, range.len) };
      const first = specOf(said, setting);
      const run = toDateAsOf(tokens, i + range.len, first, setting, readDate) ?? runTo(tokens, i + range.len, first, setting, readDate);
      const len = range.len + (run?.len ?? 0);
      if (negating) slots.excluded.push({ spec: run?.spec ?? first, typed: typed(i, len) });
      else {
        if (/^(next|coming)/.test(range.phrase)) slots.ahead = true;
        period(run ? { spec: run.spec, typed: typed(i, len) } : said, i, run?.spec, i === headEnd);
        opening = false;
      }
      [negating, i] = [false, i + len];
      continue;
    }
    const count = /^\d{1,2}$/.test(word) ? Number(word) : NaN;
    const after = lexAt(i + 1);
    const counts = afterTop || (after && COUNTED(after.meanings));
    if (count >= 1 && count <= 25 && counts && (afterTop || yardstickAt(tokens, i) < 0)) {
      slots.top = count;
      i++;
      continue;
    }
    // "26 guest stories", "1.5 stories": no count; "more than 50 signups": a yardstick.
    const number = numberSaid(tokens, i, !!counts);
    if (number && 'note' in number) slots.notes.push(number.note);
    else if (number) slots.dateError ??= number.error;
    const found = lexAt(i);
    // Words that only carry the sentence, its tense among them ("how much did we …").
    const filler = found?.meanings.every((m) => SENTENCE_KINDS.has(m.kind)) ?? false;
    if (counting && SOCIAL_COUNTS.has(word)) slots.notHeld ??= { topic: 'social media engagement', nearest: 'referrals' };
    if (counting && !filler) {
      counting = false;
      // "how many housekeepers", "how much did we pay": a count of something no report holds (a verb in the past, "how many
      // people started …", or a report's after the word, "how many members signed up", says what was done, not what is counted).
      const verbed = (k: number) => isPastVerb(tokens[k]?.text ?? '') && (k === i || !!lexAt(k)?.meanings.some((m) => m.kind === 'verb'));
      const saysWhat = () => verbed(i) || verbed(i + 1) || SO_FAR.some((w) => wordsAt(tokens, i, w)) || readDate(tokens, i, setting) !== null;
      if (!found && /^[a-z]+$/.test(word) && isEnglish(word) && !saysWhat()) slots.notHeld ??= { topic: `"${tokens[i]!.raw}"` };
    }
    opening &&= OPENERS.has(word);
    if (found) {
      // "which state sends the most": a verb in the third person asks nothing of the bot.
      const third = word !== singular(word);
      // "room nights booked for the condotels in may": "booked for" a type is no stay date's verb.
      const forWhom = / for$/.test(typed(i, found.len)) && [0, 1].some((k) => lexAt(i + found.len + k)?.meanings.some((m) => m.kind === 'type'));
      const dimensionsBefore = slots.dimensions.length;
      slots.namesContrasted ||= found.meanings.some((m) => m.kind === 'type') && contrasting(i);
      const aside = (m: Meaning) =>
        (m.kind === 'request' && third) ||
        (m.kind === 'verb' && forWhom) ||
        (m.kind === 'notHeld' && saidInPassing(tokens, i, found.len, m.topic)) ||
        // "(bookings, not referrals)", "not the digest": a report set aside; "stories of their stay": a guest's own, no report.
        (m.kind === 'report' && (/\bnot( the)?$/.test(typed(Math.max(0, i - 2), Math.min(i, 2))) || othersOwn(tokens, i)));
      for (const m of found.meanings) if (!aside(m)) take(slots, m, typed(i, found.len));
      // "signups city last month", "referral rev / source / apr", "geo report": a breakdown's word right after the report's,
      // between slashes or naming a table is the breakdown, as a spreadsheet's column ("discovery planners" are planners).
      const table = claimEnd === i || tokens[i - 1]?.text === '/' || TABLE_NOUNS.has(tokens[i + found.len]?.text ?? '');
      if (table) for (const d of slots.dimensions.slice(dimensionsBefore)) d.bare = true;
      // "which trip planner", "top 2 trip planners", "by discovery": asked as a ranking, right after its word.
      const before = tokens[i - 1]?.text ?? '';
      const afterRank = RANK_BEFORE.has(before) || (/^\d+$/.test(before) && ['top', 'bottom'].includes(tokens[i - 2]?.text ?? ''));
      if (afterRank) for (const d of slots.dimensions.slice(dimensionsBefore)) d.afterRank = true;
      if (found.meanings.some((m) => m.kind === 'report' || m.kind === 'figure'))
        [slots.joined, claimEnd] = [slots.joined || joinsClaims(tokens, i, claimEnd), i + found.len];
      // "this year vs last": the one before, where no period follows.
      if (head && found.len === 1 && word === 'last') slots.compare ??= 'previous';
      // "top discovery", "best property type": one, the best; "top channels" are all of them ranked.
      const next = lexAt(i + found.len);
      const one =
        next && (next.len === 1 || next.meanings.some((m) => m.kind === 'dimension')) && !/s$/.test(tokens[i + found.len + next.len - 1]!.text);
      if (one && TOP_ONE.has(typed(i, found.len).toLowerCase()) && slots.top === undefined && COUNTED(next.meanings)) slots.top = 1;
      if (found.meanings.some((m) => m.kind === 'compareHead')) [head, headAt, headEnd] = [true, i, i + found.len];
      slots.negated ||= negating && found.meanings.some((m) => m.kind === 'type');
      counting ||= found.len > 1 && /^how (many|much)$/.test(typed(i, found.len).toLowerCase());
      negating = found.meanings.some((m) => m.kind === 'negation') || (negating && filler);
      i += found.len;
      continue;
    }
    // "compare to lunch": what a comparison is made with must be a period; anything else is refused as the grammar does.
    if (head && i === headEnd && word !== '..' && !/^\d+$/.test(word))
      slots.dateError ??= commandError(
        'bad_option',
        message('grammar.unknownComparison', { phrase: typed(headAt, i + 1 - headAt) }),
        message('grammar.compareHint'),
      );
    // A word of time no rule read ("noon") is not understood; emoji and signs alone ("🎄", "-", "%") say nothing.
    const label = labelAt(tokens, i, slots.readPast, events);
    events.push(...label);
    // A name not held, or a word no dictionary has, is not understood; a colleague's ("Kat thinks …") is the story.
    const unread = ((unheldNameAt(tokens, i) || !isWordOfSentence(tokens, i)) && !personAt(tokens, i)) || TIMES_OF_DAY.has(word);
    if (PERIOD_WORDS.has(word)) periodWords.push(tokens[i]!);
    // A percentage said beside a figure ("ran above 80%") is the asker's yardstick: the report shows the figure; "#3", a label.
    else if (label.length === 0 && /[\p{L}\p{N}]/u.test(word) && word !== '..' && !isNumberWord(tokens, i) && unread)
      slots.unknown.push({ word: tokens[i]!, ...(i > 0 ? { before: tokens[i - 1]!.text } : {}) });
    else if (label.length === 0 && /^[a-z]+$/.test(word)) {
      // "signups by gizmo": a breakdown asked that no record carries is refused, never left out ("by far" is no breakdown).
      const describing = lexAt(i + 1)?.meanings.some((m) => m.kind === 'dimension');
      if (['by', 'per'].includes(tokens[i - 1]?.text ?? '') && !BY_IDIOMS.has(word) && !describing) slots.noBreakdown ??= word;
      slots.readPast.push(tokens[i]!);
    }
    i++;
  }
  settleLabels(slots, { periodWords, events });
  settleSoFar(slots, tokens, setting);
  settleApart(slots, tokens, setting);
  leaveOut(slots, setting);
  if (unitEvery && !slots.period) {
    slots.options.push(...unitEvery);
    delete slots.grouping;
  }
  return slots;
}
