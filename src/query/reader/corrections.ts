/**
 * A question corrected as it is typed: "occupancy for june, no wait, july", "referrals by channel.
 * scratch that, by country", "opt-outs last month, oops, I meant planners", "stories from the
 * weekend... the one before, sorry". The words after a correction change the reading of the
 * words before it as a follow-up changes the report before it (follow-up.ts): what they say
 * replaces, what they leave unsaid stays. The last correction wins. A correction is a word of
 * taking back after a break in the sentence (a comma, a stop, a dash), so "actually" inside a
 * sentence ("did we actually fill up") is no correction.
 */
import { message } from '../../messages/index.js';
import type { ReportQuery } from '../types.js';
import type { QuestionReading, ReaderContext } from './read.js';

/** Words that take back what was just said, longest first where one begins another. */
const TAKING_BACK = [
  'no wait',
  'wait no',
  'no sorry',
  'sorry no',
  'sorry i meant',
  'sorry i mean',
  'no i meant',
  'no i mean',
  'i meant',
  'i mean',
  'or rather',
  'scratch that',
  'strike that',
  'actually make that',
  'actually make it',
  'make that',
  'make it',
  'change that to',
  'change it to',
  'on second thoughts?',
  'actually no',
  'no actually',
  'actually',
  'oops',
  'wait',
  'correction',
  'never mind that',
  'never mind',
  'nevermind',
  'nvm',
  // "May, no, April": a no between breaks.
  'no(?=\\s*[,;:—–-])',
];

/** A break in the sentence, then a word of taking back, then a break or a space. */
const CORRECTION = new RegExp(`(?:[,.;:!?…]|\\s[-–—]+)\\s*(${TAKING_BACK.join('|')})(?=$|[\\s,.;:!?…—–-])[\\s,.;:!?…—–-]*`, 'gi');

/** "… the one before, sorry": an apology at the end takes back what came before the last break. */
const APOLOGY_AT_END = /[\s,.;]*\b(?:sorry|oops|my bad)[.!]*\s*$/i;
const LAST_BREAK = /(?:\.{2,}|…|\s[-–—]+\s)(?!.*(?:\.{2,}|…|\s[-–—]+\s))/;

interface Part {
  text: string;
  /** The words that took back the part before, as typed. */
  by?: string;
}

/** The question's parts, each after the correction that opens it; one part where nothing is taken back. */
function partsOf(text: string): Part[] {
  const apology = APOLOGY_AT_END.exec(text);
  if (apology) {
    const kept = text.slice(0, apology.index);
    const at = LAST_BREAK.exec(kept);
    if (at && at.index > 0) return [{ text: kept.slice(0, at.index) }, { text: kept.slice(at.index + at[0].length), by: apology[0].trim() }];
  }
  const parts: Part[] = [];
  let from = 0;
  let by: string | undefined;
  for (const found of text.matchAll(CORRECTION)) {
    parts.push({ text: text.slice(from, found.index), ...(by ? { by } : {}) });
    from = found.index + found[0].length;
    by = found[1];
  }
  parts.push({ text: text.slice(from), ...(by ? { by } : {}) });
  return parts.filter((p) => p.text.trim() !== '');
}

/** "Dune Crest, not Seaside", "no, not by property, by discovery": what a correction says it is not is what it takes back. */
const NOT_THAT = /(?:^|[,;]\s*|\s)(?:but\s+)?not\s+(?!counting\b|including\b)[^,;.]*/gi;
/** A count alone ("make it 10", "no, 5"): the count of the period before it, or of its ranking. */
const COUNT_ALONE = /^\s*(\d{1,3})\s*$/;

/** A correction's words as a follow-up reads them: what it takes back left out, a count alone put where it goes. */
function asFollowUp(text: string, before: ReportQuery): string {
  const count = COUNT_ALONE.exec(text)?.[1];
  if (count === undefined) return text.replace(NOT_THAT, ' ');
  const period = /^(last|next)-\d+-([a-z]+)$/.exec(before.range);
  return period ? `${period[1]} ${count} ${period[2]}` : before.top !== undefined ? `top ${count}` : text;
}

type Read = (text: string, ctx: ReaderContext, previous?: ReportQuery, correcting?: boolean) => QuestionReading;

/**
 * The reading of a question with corrections, each part after the first read as a follow-up of the reading before;
 * null where there is no correction, or a part does not read (the question is then read whole).
 */
export function readCorrected(text: string, ctx: ReaderContext, previous: ReportQuery | undefined, read: Read): QuestionReading | null {
  const parts = partsOf(text);
  if (parts.length < 2) return null;
  let reading = read(parts[0]!.text, ctx, previous);
  const first = parts[0]!.text.replace(/[\s,.;:!?…—–-]+$/, '').trim();
  for (const part of parts.slice(1)) {
    if (reading.result.kind !== 'report') return null;
    const next = read(asFollowUp(part.text, reading.result.query), ctx, reading.result.query, true);
    if (next.result.kind === 'error' || next.result.kind === 'help') return null;
    reading = { result: next.result, notes: [message('grammar.readCorrection', { correction: part.by ?? '', first }), ...next.notes] };
  }
  return reading;
}
