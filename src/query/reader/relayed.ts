/**
 * Questions relayed from someone else: 'Sandra at Seaside asked "how are our signups doing?"',
 * 'fwd from Keiko: signups by region for Q1', 'Luis from Dune Crest asked: …', 'Priya again: …'.
 * The question relayed is the one asked: who asked is left out, and where they ask from is kept,
 * for their "our" is that place's ("our signups", from Seaside, are Seaside's). A colleague named as the subject of a
 * sentence ("Kat thinks …") is the story around the question too.
 */
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import type { Token } from '../tokens.js';

const RELAY = new RegExp(
  [
    String.raw`^\s*(?:(fwd?|forwarded|question|q)\s+)?(from\s+)?(\p{Lu}\p{Ll}+)(?:\s+(?:again|also|too))?`,
    // "(Coastal Escapes)", "at Maple Street", "from Dune Crest": where they ask from.
    String.raw`(?:\s*\(([^()]+)\))?(?:\s+(?:at|from|@)\s+(\p{Lu}[\p{L}&']*(?:\s+(?:\p{Lu}[\p{L}&']*|&))*))?`,
    String.raw`(?:\s+(asked|asks|wants|says|said|needs|wanted|is asking|would like)(?:\s+(?:to know|for|about|if|whether))?)?`,
    String.raw`\s*([:\-–—]|(?=["“‘']))?\s*`,
  ].join(''),
  'u',
);

/** A colleague named as people write them: "Sarah Kim", "Kevin O'Brien", "my boss Sarah". */
const PERSON = String.raw`(?:my\s+(?:boss|colleague|manager|gm|coworker|co-worker|director)\s+)?(\p{Lu}\p{Ll}+)(?:\s+((?:O'|Mc)?\p{Lu}[\p{Ll}']+))?`;
/** Who they are: "from revenue management", "in marketing", "at the front desk". */
const ROLE = String.raw`(\s+(?:from|in|at|on|with)\s+(?:the\s+)?[\p{L}&' ]{2,30}?)?`;
/** What they ask: "wants", "needs", "asked for", "would like to know"; a team's too ("owners want", "front desk asking"). */
const ASKS = String.raw`\s+(?:(?:is|are)\s+)?(?:wants?|needs?|asked|asks|asking|would\s+like|requested|wanted)(?:\s+(?:to\s+know(?:\s+about)?|for|about|if|whether))?`;
/** "Priya from revenue management needs …", "Summer Jones wants …": a colleague's ask, opening the message. */
const COLLEAGUE_FIRST = new RegExp(String.raw`^\s*${PERSON}${ROLE}${ASKS}\s+`, 'u');
/** "…, Greg in marketing wants it", "… - for Rachel Green": a colleague's ask, closing it. */
const COLLEAGUE_LAST = new RegExp(String.raw`\s*[,;:\-–—]\s*(?:for\s+)?${PERSON}${ROLE}(${ASKS}(?:\s+(?:it|this|them|these))?)?\s*[.!?]*\s*$`, 'u');

/** Teams and roles that relay a question as a colleague does ("front desk asking: …", "…, owners want to know"). */
const TEAMS = String.raw`(?:the\s+)?(?:front\s+desk|front\s+office|sales|marketing|finance|accounting|revenue(?:\s+management)?|reservations|housekeeping|ops|operations|management|leadership|corporate|ownership|owners?|gm|board|director|boss|manager|team)`;
const TEAM_FIRST = new RegExp(String.raw`^\s*(?:q(?:uestion)?\s+)?(?:from\s+)?${TEAMS}${ASKS}\s*[:\-–—]\s*`, 'iu');
const TEAM_LAST = new RegExp(String.raw`\s*[,;\-–—]\s*${TEAMS}${ASKS}(?:\s+(?:it|this|them|these))?\s*[.!?]*\s*$`, 'iu');

/**
 * The message without a colleague's name said with their ask: the name is a person's where who they are is said, or it is
 * no word of a name or report (their surname's, where they have one: "Seaside Grand" is a place, "Summer Jones" a person).
 */
function withoutColleague(text: string, named: (word: string) => boolean): string {
  const person = (first: string, last: string | undefined, role: string | undefined) =>
    role !== undefined || (last ? !named(last.toLowerCase()) : !named(first.toLowerCase()) && !NOBODY.has(first.toLowerCase()));
  const team = TEAM_FIRST.exec(text) ?? TEAM_LAST.exec(text);
  if (team) return team.index === 0 ? text.slice(team[0].length) : text.slice(0, team.index);
  const opening = COLLEAGUE_FIRST.exec(text);
  if (opening && person(opening[1]!, opening[2], opening[3])) return text.slice(opening[0].length);
  const closing = COLLEAGUE_LAST.exec(text);
  if (closing && (closing[2] || closing[4]) && person(closing[1]!, closing[2], closing[3])) return text.slice(0, closing.index);
  return text;
}

/** The question in `text` without who relayed it, where it is relayed; `named` says which words are names or report words, never a person's. */
export function relayedPart(text: string, named: (word: string) => boolean): string {
  const m = RELAY.exec(text);
  if (!m) return withoutColleague(text, named);
  const [whole, forwarded, from, person, within, at, verb, separator] = m;
  const word = person!.toLowerCase();
  // "Jan-Mar '29 OTB", "Sunday: occupancy": days and months are no one.
  const nobody = named(word) || NOBODY.has(word) || MONTH_BY_WORD.has(word) || WEEKDAY_BY_WORD.has(word);
  if (!(forwarded || from || verb || separator) || nobody) return withoutColleague(text, named);
  // "(sponsor, Pemaquid Outfitters)" says who they are; "(Coastal Escapes)", where they ask from.
  const place = at ?? (within?.includes(',') ? undefined : within);
  return `${place ?? ''} ${text.slice(whole.length)}`.trim();
}

/** Capitalised words that open a sentence as its subject and are nobody's name ("What will …", "Occupancy is …"). */
export const NOBODY: ReadonlySet<string> = new Set(
  'what how which who when where why that this there it he she they we you everyone someone anyone business occupancy revenue'.split(' '),
);

/** Verbs after a person's name ("Kat thinks", "Greg wants", "Dan's asking", "Priya here"). */
const PERSON_VERBS = new Set(
  'is was will would has had thinks think wants needs asked asks asking bet presents said says mentioned wanted needed here doing set sent knows wrote writes reckons'.split(
    ' ',
  ),
);

/** What a colleague said or sent, after their name and "'s". */
const PERSON_THINGS = new Set('question questions email note message request ask point idea numbers team boss'.split(' '));

/**
 * Whether the capitalised word at `i` is a colleague's first name, said as the subject of a verb ("Kat thinks the holiday
 * email moved the needle", "Tim's doing the rate review"): the story around the question, never a name to filter by.
 */
export function personAt(tokens: readonly Token[], i: number): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(tokens[i]?.raw ?? '') || NOBODY.has(tokens[i]!.text)) return false;
  // "… settling an argument with Lou": someone the asker is with, ending the message.
  // "Jen's question above", "Paul's email": what a colleague said or sent.
  const theirs = tokens[i + 1]?.text === 's' && PERSON_THINGS.has(tokens[i + 2]?.text ?? '');
  return PERSON_VERBS.has(tokens[i + 1]?.text ?? '') || theirs || (tokens[i - 1]?.text === 'with' && i === tokens.length - 1);
}
