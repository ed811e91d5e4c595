/**
 * A digest named by when it came or comes: "Monday's digest", "tomorrow's digest", "the Christmas Eve digest", "the
 * summary you sent last week", "the weekly report that came on Christmas Eve". A digest reports on the last whole week
 * before it is posted, so the day it was sent on names that week, not itself. A longer period said before it is what it
 * covers ("last week's digest", "December's summary") and stays as said.
 */
import { plusDays, weekStart } from '../calendar.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { rangeWords } from '../labels.js';
import { typedPhraseOf, type Token } from '../tokens.js';
import { message } from '../../messages/index.js';
import { explicit, periodAt } from './relative-dates.js';

/** A digest's own words: "digest", "summary", "roundup", "recap", a "weekly report". */
const DIGEST_WORD = /^(digest|summary|roundup|recap)$/;
/** Words between a digest and when it came: "the summary you sent last week", "the digest that lands next monday". */
const SENDING = new Set('sent came comes arrived arrives landed lands posted went goes out that which you we i on'.split(' '));
const SENT = /^(sent|came|comes|arrived|arrives|landed|lands|posted|went|goes)$/;

const isDigestAt = (tokens: readonly Token[], k: number) =>
  DIGEST_WORD.test(tokens[k]?.text ?? '') || (tokens[k]?.text === 'report' && tokens[k - 1]?.text === 'weekly');
/**
 * The digest's own name after a day, as when it came ("monday's digest", "tomorrow's weekly summary"); "yesterday's
 * summary" is one of yesterday, and "since monday's digest came out" counts from that day.
 */
function digestOfDayAt(tokens: readonly Token[], k: number): boolean {
  const at = tokens[k]?.text === 'weekly' ? k + 1 : k;
  return (tokens[at]?.text === 'digest' || (at > k && isDigestAt(tokens, at))) && !SENT.test(tokens[at + 1]?.text ?? '');
}

/** Whether a digest's word and words of its sending come right before `at` ("the digest you sent …"). */
function sentBefore(tokens: readonly Token[], at: number): boolean {
  let k = at - 1;
  while (k >= Math.max(0, at - 4) && SENDING.has(tokens[k]!.text)) k--;
  return k < at - 1 && isDigestAt(tokens, k) && tokens.slice(k + 1, at).some((t) => SENT.test(t.text));
}

/**
 * The period read at `i` (or the range words there), where it says when a digest came: one day right before a digest's
 * word ("monday digest", as "Monday's digest" reads), or any period after a digest and a verb of sending. Then it is
 * the week that digest reports on, the last whole week that ended before that day (or week); else `match` as it was.
 */
export function digestWeek(tokens: readonly Token[], i: number, s: DateSetting, match: DateMatch): DateMatch {
  if (match && 'error' in match) return match;
  const after = sentBefore(tokens, i);
  if (!after && ![1, 2, 3].some((k) => isDigestAt(tokens, i + k))) return match;
  // The period read, or the grammar's range words there ("tomorrow's digest").
  const days = periodAt(() => match, tokens, i, s);
  if (!days || (!after && !(days.start === days.end && digestOfDayAt(tokens, i + days.len)))) return match;
  const end = plusDays(weekStart(days.start, s.weekStartsOn), -1);
  const week = explicit(plusDays(end, -6), end);
  return {
    len: days.len,
    spec: week,
    note: message('grammar.readAsDigestWeek', { typed: typedPhraseOf(tokens, i, days.len), read: rangeWords(week) }),
  };
}
