/**
 * A long message cut to what it asks. People who are not analysts write a paragraph: who they
 * are, why they ask ("our lender has a call with me Thursday"), the question, and thanks. Words
 * of the story around the question (a day of a meeting, "front desk manager", a town) would be
 * read as periods, topics and names. So a message of several sentences keeps the sentences that
 * ask (a question mark, "could you", "show me", "i'd like to see"), the sentence before one that
 * asks for "that" without saying what, and the sentences after the first ask that add to it ("top
 * three is plenty", "by week if you can", "since christmas"), unless they guess ("black friday should be busy").
 * The others are the story. A message of one sentence, or with no sentence that asks, is read whole. Before
 * that, asides about whom the answer is for are cut out wherever they stand ("- Priya needs it for the sponsor
 * meeting", "prepping for my 1:1 with Keisha").
 */
import { MONTH_BY_WORD } from '../words.js';
import { datesIn, pointsBack, saysTime, SETS_AGAINST, sinceSaidBefore } from './days-pointed.js';
import { lexicon } from './lexicon.js';
import { NOBODY } from './relayed.js';
import { normalise } from './normalise.js';
import type { Token } from '../tokens.js';

/** Words that make a sentence ask, as data: a request to the bot or a wish to see something. */
const ASKING = [
  'could you',
  'can you',
  'would you',
  'will you',
  'can u',
  'could u',
  'can i',
  'could i',
  'may i',
  'please',
  'pls',
  'show me',
  'tell me',
  'give me',
  'send me',
  'pull',
  'let me know',
  'let me see',
  // Not "i'd like to look smart": a wish to see or have something.
  'i would like to see',
  'i would like to know',
  'i would like to get',
  'i would like to have',
  'i would like the',
  'i would like a',
  'i would like an',
  'i would like our',
  'i would love',
  'like to see',
  'love to see',
  'like to know',
  'want to see',
  'need to see',
  'i need to know',
  'i want to know',
  'i am wondering',
  'we are wondering',
  'i am curious',
  'the bot can',
  'if the bot can',
  'is there',
];

/**
 * How a clause about the asker's own work begins, after the name of whoever it is for ("Priya
 * needs it for the sponsor meeting", "prepping for my 1:1 with Keisha", "pulling targets for the
 * '29 plan"): why the question is asked, never more of it, whatever words it holds.
 */
const ASIDES = [
  'need it',
  'needs it',
  'needed it',
  'want it',
  'wants it',
  'asked for it',
  'is asking',
  'for my',
  'it is for',
  'this is for',
  'prepping',
  'preparing',
  'pulling',
  'putting',
  'working on',
  'doing',
  'covering for',
  'filling in for',
  'standing in for',
  'getting ready',
  'going into',
  'heading into',
  'want to see if',
  'to see if',
  'trying to see if',
  // Why it is asked: a decision or a plan of the asker's, or who asked for it.
  'because',
  'cause',
  'cuz',
  'bc',
  'planning',
  'deciding',
  'trying to decide',
  'thinking about',
  'thinking of',
  'benchmarking',
  'want to benchmark',
  'need the number',
  'need the numbers',
  'need a number',
  'need this',
  'need that',
  'my boss',
  'the boss',
  'my manager',
  'my gm',
  'my supervisor',
  'my director',
];
/** The ends of clauses an aside may stand in: of sentences, after a dash, a semicolon or a question mark, and a comma before "because". */
const CLAUSE_END = /(?<=[.!?])\s+|\s*\n+\s*|;\s+|\s+[-–—]+\s+|,\s+(?=(?:because|cause|cuz)\b)/u;

/** Who an aside may be said of before it opens: the asker ("i'm putting together …") or someone named ("Priya needs it …"). */
const ASIDE_SUBJECT = /^ (i am|we are|i|we|\p{Lu}\S*) /u;

/** A colleague said as the subject of a verb, opening a clause ("Greg wants to give a shoutout …", "Jess is doing …"). */
const COLLEAGUE =
  /^\s*(\p{Lu}\p{Ll}+)(?:'s)? (?:is|was|will|has|had|thinks|wants|needs|asked|asks|bet|presents|said|says|mentioned|knows|reckons)\b/u;
const opensWithColleague = (clause: string) => {
  const found = COLLEAGUE.exec(clause);
  return found !== null && !NOBODY.has(found[1]!.toLowerCase());
};

/** What someone wants to know, said with it: the question relayed, never an aside ("my GM wants to know where we stand …"). */
const RELAYS_QUESTION = /\b(?:wants?|wanted|needs?|would like|asked|asks|asking|wondering|wonders) (?:to know )?(?:where|how|what|which)\b/i;

/** Whether a clause is an aside: it opens as one, after whoever it is said of, if anyone; or it opens with a colleague. */
function isAside(clause: string): boolean {
  if (RELAYS_QUESTION.test(clause)) return false;
  if (opensWithColleague(clause)) return true;
  // An emoji or a sign opening the clause ("🎄 we're planning …") says nothing of how it opens.
  const words = normalise(clause).filter((w) => /[\p{L}\p{N}]/u.test(w.text));
  const text = ` ${words.map((w) => (/^\p{Lu}/u.test(w.raw) && w.text !== 'i' ? w.raw : w.text)).join(' ')} `;
  const opening = [text, text.replace(ASIDE_SUBJECT, ' ')];
  return ASIDES.some((a) => opening.some((o) => o.toLowerCase().startsWith(` ${a} `)));
}

/** The message without its asides, where something else is left. */
function withoutAsides(text: string): string {
  const clauses = text.split(CLAUSE_END);
  if (clauses.length < 2 || !clauses.some(isAside)) return text;
  let kept = text;
  for (const clause of clauses) if (clause.trim() !== '' && isAside(clause)) kept = kept.replace(clause, '');
  // What is left must still say what is asked ("hey bot. my boss wants referrals for june" is all question).
  return readSentence(kept).namesReport ? kept.replace(/\s+[-–—]+\s*$/u, '').trim() : text;
}

/** Words of courtesy, which make a short sentence after the question a thanks, not more of it ("thanks and happy monday"). */
const COURTESY = new Set(['thanks', 'thank', 'cheers', 'regards', 'appreciated', 'happy', 'hope', 'sorry', 'grateful', 'obliged']);
/** Words of days typed in figures ("(Dec 22 - Jan 2)") and of how they are shown ("June through August by month"): the period asked. */
const DATE_WORD = /^(\d.*|-|\.\.|to|through|and|the|of|from|until|by|per|day|week|month|quarter|daily|weekly|monthly|quarterly)$/;
/** Words of a guess or a hope, which make a sentence after the question the asker's musing ("black friday should be busy"). */
const MUSING = new Set(['should', 'hopefully', 'hope', 'expect', 'expecting', 'bet', 'guess', 'think', 'suspect', 'probably']);

/** The ends of sentences: a full stop, a question or exclamation mark before the next capitalised word, or a line break. */
const SENTENCE_END = /(?<=[.!?])\s+(?=["'“‘(]?\p{Lu})|\s*\n+\s*/u;
/** Words a full stop follows without ending a sentence ("vs. Last year", "St. Patrick's"). */
const ABBREVIATED = /\b(vs|st|mr|mrs|ms|dr|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|approx|incl|e\.g|i\.e|etc)\.$/i;

/** The meanings that say what is asked: a report, a figure, a verb, a breakdown, a ranking, how it is shown ("broken out by week"). */
const SAYS = new Set(['report', 'general', 'figure', 'verb', 'dimension', 'rank', 'grouping']);
/** Of those, the ones that name the report (a sentence without them asks for "that" said before). */
const NAMES_REPORT = new Set(['report', 'general', 'figure', 'verb']);

/**
 * A full stop, a question or an exclamation mark before a word in lower case: the end of a sentence only where a story or
 * thanks follows a question or an exclamation mark, or a greeting ends ("hope everyone had a good christmas. how's NYE
 * looking?"); else one sentence goes on ("the columbus day weekend felt DEAD. how full were we actually?").
 */
const LOWER_AFTER_MARK = /(?<=[.!?])\s+(?=["'“‘(]?[\p{Ll}\p{N}])/u;
/** How a greeting or good wishes open. */
const GREETING = /^\W*(?:hope|hoping|happy|merry|good morning|morning|hi|hey|hello)\b/iu;
const endsSentence = (before: string, part: string): boolean => (/[!?]$/.test(before.trim()) && opensStory(part)) || GREETING.test(before);
/**
 * How the story around a question opens: someone doing something ("we changed the popup on the 8th", "the marathon
 * organizers are asking …", "their GM is presenting …"), the asker's own wish ("just want to see whether …") or thanks.
 */
const STORY_OPENING =
  /^(?:(?:i|we|they|he|she|it|you) |(?:(?:the|our|their|my|his|her|this|that)(?: [\p{L}'’]+){1,3}?|(?!(?:also|and|so|just|like|only|then|but|plus|maybe)\b)[\p{L}'’]+(?: [\p{L}'’]+)?) (?:is|are|was|were|has|have|had|keeps?|kept|wants?|wanted|needs?|needed|asked|asks|said|says|thinks?|goes|went|aired|ran|changed|sent|moved|launched)\b|(?:just |still |really )?(?:want|wanted|trying|hope|hoping|curious|wondering)\b|(?:thanks|thank|cheers|appreciate|sorry|lol)\b)/u;
const storyIn = (words: readonly Token[]): boolean => STORY_OPENING.test(words.map((w) => w.text).join(' '));
const opensStory = (part: string): boolean => storyIn(normalise(part));

/** A dash or ", but": a sentence's end where a story quoting a figure comes before it ("STR says the market ran 61%, but …"). */
const ASK_AFTER_STORY = /\s+[-–—]+\s+|,\s+but\s+/u;

function sentencesOf(text: string): string[] {
  const parts = text
    .split(SENTENCE_END)
    // "we were 91% full on July 4th — what's on the books for Thanksgiving?"
    .flatMap((sentence) => {
      const [before, ...rest] = sentence.split(ASK_AFTER_STORY);
      return rest.length === 1 && /\d/.test(before!) && opensStory(before!) ? [before!, rest[0]!] : [sentence];
    })
    .flatMap((sentence) =>
      sentence
        .split(LOWER_AFTER_MARK)
        .reduce<string[]>(
          (out, part) =>
            out.length > 0 && !endsSentence(out[out.length - 1]!, part) ? [...out.slice(0, -1), `${out[out.length - 1]} ${part}`] : [...out, part],
          [],
        ),
    )
    .filter((s) => s.trim() !== '');
  // A full stop after an abbreviation joined what follows it.
  return parts.reduce<string[]>((out, part) => {
    if (out.length > 0 && ABBREVIATED.test(out[out.length - 1]!)) out[out.length - 1] += ` ${part}`;
    else out.push(part);
    return out;
  }, []);
}

/** The kinds of meaning the lexicon reads in `words`: at every word, or phrase after phrase. */
function kindsOf(words: readonly Token[], step: 'word' | 'phrase'): Set<string> {
  const kinds = new Set<string>();
  for (let i = 0; i < words.length;) {
    const found = lexicon().at(words, i);
    for (const m of found?.meanings ?? []) kinds.add(m.kind);
    i += step === 'phrase' ? (found?.len ?? 1) : 1;
  }
  return kinds;
}

/** What a sentence says: whether it asks, and which of the meanings that decide a report it holds. */
function readSentence(sentence: string): {
  asks: boolean;
  says: boolean;
  namesReport: boolean;
  adds: boolean;
  muses: boolean;
  dated: boolean;
  story: boolean;
} {
  const words = normalise(sentence);
  const text = ` ${words.map((w) => w.text).join(' ')} `;
  const kinds = kindsOf(words, 'word');
  return {
    dated: datesIn(words),
    asks: /\?\s*$/.test(sentence.trim()) || ASKING.some((a) => text.includes(` ${a} `)),
    says: [...kinds].some((k) => SAYS.has(k)),
    namesReport: [...kinds].some((k) => NAMES_REPORT.has(k)),
    // A short sentence of its own words, no thanks, or one setting the question against another period: more of the
    // question before it ("since christmas", "compare to the prior december too").
    adds:
      (words.length <= 4 && !words.some((w) => COURTESY.has(w.text))) ||
      words.every((w) => DATE_WORD.test(w.text) || MONTH_BY_WORD.has(w.text)) ||
      SETS_AGAINST.has(words[0]?.text ?? ''),
    muses: words.some((w) => MUSING.has(w.text)),
    story: storyIn(words),
  };
}

/** Whether some sentence of `text` names a report, a figure or what is counted. */
export const namesReport = (text: string): boolean => sentencesOf(text).some((sentence) => readSentence(sentence).namesReport);

/** Advice asked of the bot ("do you think we should raise rates"): nothing a report answers. */
const ADVICE = /\b(should we|we should|do you think|would you recommend|what would you)\b/i;
/** Where a second question begins after a first: "…? and also, …", "…, and can you …", "… also what's …". */
const SECOND_ASK =
  /[?.!,]\s+(?:and\s+)?also\b|[?.!]\s+(?:and\s+)?(?=(?:can|could|would|will|do|did|what|whats|what's|how|is|are)\b)|,?\s+and\s+(?:also\s+)?(?=(?:can|could|would|will|do|did|what|whats|what's|how|is)\b)/giu;

/**
 * A report asked, then something the service cannot answer ("what's occupancy this weekend? and also, do you think
 * we should raise rates", "stories last week, and can you draft a thank you note"): the first is answered, and the
 * second, which names no report and asks what the service does not hold or an act, is left out and said so.
 */
export function apartFromOtherAsk(typed: string): { text: string; leftOut?: string } {
  for (const m of typed.matchAll(SECOND_ASK)) {
    const [first, second] = [typed.slice(0, m.index), typed.slice(m.index + m[0].length)];
    // The first is one sentence that names a report; a story before it is askedPart's to cut.
    if (sentencesOf(first).length > 1 || !readSentence(first).namesReport || !/\p{L}/u.test(second)) continue;
    const words = normalise(second);
    // Phrase by phrase: "raise rates" is a request, its "rates" no figure.
    const kinds = kindsOf(words, 'phrase');
    const elsewhere = kinds.has('notHeld') || kinds.has('request') || ADVICE.test(second);
    if ([...kinds].some((k) => SAYS.has(k)) || !elsewhere) continue;
    return { text: first.replace(/[\s,;–—-]+$/u, ''), leftOut: second.replace(/^[\s,;:–—-]+(?:(?:like|so|um|oh)\b[\s,]*)?/iu, '').trim() };
  }
  return { text: typed };
}

/**
 * Words in brackets that tell the story ("(I know it's early, I'm off from the 28th)") or who is asking ("agency side here
 * (Brightwater)"), not the days of an event ("(march 3)").
 */
const withoutStoryInBrackets = (text: string): string =>
  text.replace(/(\bhere)?\s*\(([^()]*)\)/giu, (all, here: string | undefined, inside: string) => here ?? (opensStory(inside) ? '' : all));

/**
 * What the answer is for, said in passing: "for the partner newsletter", "before the deliverability review", "for the new
 * director's onboarding packet", "for the holiday email", but not what was signed up for. Its words name no report or
 * period asked; a name or a figure in it may ("for the Harbor View pitch", "for the Q3 review"), so those are kept; days
 * beside an event are no purpose ("the week after the meeting").
 */
const PURPOSE =
  /\s*,?\s*\b((?<!\b(?:signed up|sign up|signing up|subscribed|registered|joined|on track|on pace|tracking|pacing) )for|ahead of|to|(?<!\b(?:days?|weeks?|weekends?|months?|nights?|just|right|shortly|soon) )(?:before|after)) (?:the|my|our|their|his|her|this|next|a|an)((?: [\p{L}\d'’&-]+){0,3}?) (deck|review|meeting|roundtable|presentation|audit|packet|pitch|slides?|memo|newsletter|report|standup|huddle|sync|briefing|call|update|offsite|retreat|workshop|webinar|writeup|write-up|one-pager|accruals?|close|reconciliation|gl|ledger|feed|e-?mail|mailer|blast|post|blog|flyer|brochure|budget|plan)\b(?: (?:(?:at|on) (?:the )?[\p{L}\d:]+|tomorrow|today|tonight|(?:next|this) (?:week|month)|(?:(?:next|this) )?(?:mon|tues|wednes|thurs|fri|satur|sun)day))?/giu;
/** Purposes that name a report's own thing without a word before them ("signups for the newsletter"). */
const REPORT_THINGS = new Set(['newsletter', 'report']);
/** Things sent out, a purpose only after "for": "opt-outs after the holiday email" counts from the day it went out. */
const SENT_OUT = /^(?:e-?mail|mailer|blast|post|blog|flyer|brochure)$/i;
/**
 * Words of a purpose that do say something asked: a look back ("the mid-year recap slide"), a name, a figure ("the
 * September close"); a month's name before a thing sent out is its own date ("for the Feb email", "the July newsletter"),
 * and a year before a plan its own ("for the 2032 budget").
 */
const SAYS_IN_PURPOSE = /\p{Lu}\p{Ll}|\d|\b(?:recap|wrap|wrap-up|results|year-end)\b/u;
/** A purpose's words that may say what is asked: without a sent thing's month or a plan's year. */
const ownWords = (words: string, thing: string): string => {
  if (SENT_OUT.test(thing) || /^newsletter$/i.test(thing)) return words.replace(/\p{L}+/gu, (w) => (MONTH_BY_WORD.has(w.toLowerCase()) ? '' : w));
  return /^(?:budget|plan)$/i.test(thing) ? words.replace(/\b(?:19|20)\d\d\b/g, '') : words;
};
const saysInPurpose = (words: string, thing: string): boolean => SAYS_IN_PURPOSE.test(ownWords(words, thing));
const withoutPurposes = (text: string): string =>
  text.replace(PURPOSE, (all, lead: string, words: string, thing: string) =>
    saysInPurpose(words, thing) || (words === '' && REPORT_THINGS.has(thing.toLowerCase())) || (SENT_OUT.test(thing) && lead.toLowerCase() !== 'for')
      ? all
      : '',
  );

/** A question answered yes or no: "Was there a spike …?", "Did signups grow last month?". */
const YES_OR_NO = /^\s*(?:was|were|did|do|does|is|are|has|have|had)\b[^?]*\?\s*$/i;

/** The part of a message that asks: the sentences that do, and those that add to them; the whole of a short one. */
export function askedPart(typed: string): string {
  const text = withoutAsides(withoutPurposes(withoutStoryInBrackets(typed)));
  if (!/[.!?\n]\s*\S/.test(text) && !ASK_AFTER_STORY.test(text)) return text;
  const split = sentencesOf(text);
  const sentences = sinceSaidBefore(split);
  if (sentences.length < 2) return sentences.length < split.length ? sentences.join(' ') : text;
  const read = sentences.map(readSentence);
  const first = read.findIndex((r) => r.asks);
  if (first < 0 || !read.some((r) => r.namesReport)) return text;
  // A sentence after the question with days of its own, where the question has its own, is the story ("the auditor's coming
  // in on the 4th", "they moved the signup tablet on the 20th").
  const dated = read.some((r) => r.asks && r.dated);
  // After the question, a sentence that opens as the story is the story, whatever it wishes ("… and I'd love to see the effect"),
  // unless it asks for a report on days it says ("want to see bookings feb 10-16").
  const asksDated = (r: (typeof read)[number]) => r.asks && r.namesReport && r.dated;
  const story = (k: number) => k > first && read[k]!.story && !/\?\s*$/.test(sentences[k]!) && !asksDated(read[k]!);
  // "Was there an opt-out spike after the May 14 send? Daily optouts for May please.": a yes-or-no question on days of its
  // own is why a report asked on other days is wanted; the report asked is the answer.
  const whyAsked = (k: number) =>
    YES_OR_NO.test(sentences[k]!) && saysTime(sentences[k]!) && read.some((r, j) => j !== k && asksDated(r) && !YES_OR_NO.test(sentences[j]!));
  const kept = [...read.keys()].filter(
    (k) =>
      !story(k) &&
      !whyAsked(k) &&
      (read[k]!.asks ||
        (k > first && !read[k]!.muses && (read[k]!.adds || (read[k]!.says && !(dated && read[k]!.dated)))) ||
        (read[k + 1]?.asks === true && !read[k + 1]!.namesReport && read[k]!.namesReport)),
  );
  // "… how the program did in Q2. Total referral revenue, and how that compares to Q1", "we ran it from march 2 through
  // april 12. can you show me referrals for that window?": days pointed back to are the ones said just before.
  const before = kept.filter((k) => k > 0 && !kept.includes(k - 1) && read[k - 1]!.dated && pointsBack(sentences[k]!)).map((k) => k - 1);
  const all = [...new Set([...before, ...kept])].sort((a, b) => a - b);
  return kept.some((k) => read[k]!.namesReport) ? all.map((k) => sentences[k]).join(' ') : text;
}
