/**
 * A message as Slack and Teams deliver it, made plain before it is read: people format what they
 * ask (`**occupancy**`, `_last month_`, a `> quoted` line, bullets), put emoji in as Slack sends
 * them (`:chart_with_upwards_trend:`), forward an e-mail with its headers, and sign off ("Thanks,\n
 * Priya\nRegional Director, Southern Maine"). None of that is the question: a signature's name or
 * region read as words would be a name not found or a place the report cannot narrow to.
 */

/** Lines that close a message; what follows them is the sender's name and title. */
const SIGN_OFFS = [
  'thanks',
  'thank you',
  'thanks so much',
  'thanks in advance',
  'many thanks',
  'thx',
  'ty',
  'cheers',
  'best',
  'best regards',
  'kind regards',
  'warm regards',
  'regards',
  'sincerely',
  'all the best',
  'talk soon',
  'much appreciated',
  'appreciate it',
  // A letter's close: "Yours faithfully, Eleanor", "Respectfully, Gertrude", "With thanks".
  'yours faithfully',
  'yours sincerely',
  'yours truly',
  'yours ever',
  'sincerely yours',
  'respectfully yours',
  'respectfully',
  'yours',
  'with thanks',
  'with many thanks',
  'with gratitude',
  'best wishes',
  'warmly',
  'cordially',
];
/** A sign-off alone, or with the sender's name after it on its line ("thanks! — Ana, Finance x221", "thx, Mia"). */
const SIGN_OFF_LINE = new RegExp(
  `^(?:${SIGN_OFFS.join('|')})[\\s,.!]*(?:[—–-]+[\\s\\S]*|,?\\s*\\p{Lu}[\\p{L}'.-]*(?:\\s+\\p{Lu}[\\p{L}'.-]*)?)?$`,
  'iu',
);
/** A sign-off closing the message's last line, after its question ("… for December. Yours faithfully, Eleanor"). */
const SIGN_OFF_AT_END = new RegExp(
  `(?<=[.!?])\\s+(?:${SIGN_OFFS.join('|')})[\\s,.!]*(\\p{L}[\\p{L}'.-]*(?:\\s+\\p{L}[\\p{L}'.-]*)?[.!]?)?\\s*$`,
  'iu',
);
/** A signature's own opening ("-- Regional Director, Northeast"), as mail programs write it. */
const SIGNATURE_LINE = /^(?:--|—|–)\s*\S/;
/** The most lines, and words a line, a signature after a sign-off holds: more is still the message. */
const SIGNATURE_LINES = 3;
const SIGNATURE_WORDS = 6;

/** Header lines of a forwarded or replied-to e-mail ("From: Tom Reyes", "Subject: holiday numbers", "FW: …"). */
const MAIL_HEADER =
  /^(?:(?:from|to|cc|sent|date|subject)\s*:.*|(?:fw|fwd|re)\s*:\s*|-{2,}\s*(?:forwarded|original) message\s*-*\s*|-{3,}|_{3,}|on .{4,80} wrote:)$/i;
/** A line quoted from an earlier message or an e-mail ("> …", Slack's "&gt; …"), and its marks. */
const QUOTED = /^\s*(?:>|&gt;)/;
const QUOTE_MARKS = /^(?:\s*(?:>|&gt;))+/;
const MAIL_PREFIX = /^(?:(?:fw|fwd|re)\s*:\s*)+/i;

/** Emoji as Slack and Teams send them in text: `:turkey:`, `:chart_with_upwards_trend:`, `:+1:`. */
const EMOJI_CODE = /:(?=[a-z0-9_+-]*[a-z])[a-z0-9_+-]+:/gi;
/**
 * Emoji that stand for a word of a question, as a glyph or as Slack's code: "🏕️ bookings" are the RV resorts',
 * "🎄 week" Christmas week, "📸 stories ⬆️ or ⬇️" up or down. Any other emoji is decoration, as one ending the message is.
 */
const EMOJI_WORDS: readonly (readonly [RegExp, string])[] = (
  [
    [String.raw`🏕\uFE0F?|⛺\uFE0F?|:camping:|:tent:`, 'rv resort'],
    [String.raw`🏠\uFE0F?|🏡\uFE0F?|:house:|:house_with_garden:`, 'vacation rental'],
    [String.raw`🎄\uFE0F?|:christmas_tree:`, 'christmas'],
    [String.raw`🦃\uFE0F?|:turkey:`, 'thanksgiving'],
    [String.raw`🎃\uFE0F?|:jack_o_lantern:`, 'halloween'],
    [String.raw`🇨🇦|:flag-ca:|:canada:`, 'canada'],
    [String.raw`🇺🇸|:flag-us:|:us:`, 'us'],
    [String.raw`⭐\uFE0F?|🌟\uFE0F?|:star:|:star2:`, 'rating'],
    [String.raw`📸\uFE0F?|📷\uFE0F?|:camera:|:camera_with_flash:`, 'photo'],
    [String.raw`⬆\uFE0F?|🔼\uFE0F?|:arrow_up:|:arrow_up_small:`, 'up'],
    [String.raw`⬇\uFE0F?|🔽\uFE0F?|:arrow_down:|:arrow_down_small:`, 'down'],
    [String.raw`🆚\uFE0F?|:vs:`, 'vs'],
  ] as const
).map(([glyphs, word]) => [new RegExp(`(?:${glyphs})(?=[\\s\\S]*\\p{L})`, 'gu'), word] as const);

/**
 * Things pasted into a message for the reader's colleagues, never what it asks, where the rest asks for a report: links,
 * files ("Q1_referrals_v3.xlsx"), tickets ("MKT-482", "#1193"). Not a month with its year ("JAN-2031") or a quarter's ("Q1-2031").
 */
const PASTED = [
  // Slack's own "<https://…|label>" is the tokenizer's to read.
  /(?<!<)\bhttps?:\/\/[^\s>|]+/giu,
  /(?<=^|\s)[\w.~-]+\.(?:xlsx|xls|xlsm|csv|pptx|ppt|docx|doc|pdf|key|numbers|gsheet|txt)\b/giu,
  /\b(?!(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)-)[A-Z]{2,}[A-Z0-9]*-\d+\b/gu,
  /(?:\b(?:ticket|issue|case|jira)\s*)?#\d{3,}\b/giu,
];

/** Emphasis around words: `_italic_`, `__bold__`, `` `code` ``; `*` and `~` are the tokenizer's to drop. */
const EMPHASIS = /(^|[\s(>])(_{1,2}|`{1,3})(?=\S)([^_`\n]*?\S)\2(?=$|[\s).,!?:;])/gm;
/** A quoted line (`>` or Slack's `&gt;`), and a bullet or a number opening a line. */
const LINE_MARK = /^[ \t]*(?:(?:>|&gt;)[ \t]*)+|^[ \t]*(?:[-*•◦▪‣]|\d{1,2}[.)])[ \t]+/gm;

function withoutSignature(lines: string[]): string[] {
  for (let k = 1; k < lines.length; k++) {
    const line = lines[k]!.trim();
    const after = lines.slice(k + 1).filter((l) => l.trim() !== '');
    // Words of letters: a signature's separators and numbers ("Marco | Front Office | ext. 4417", "+1 207 555 0199") are none.
    const short = after.length <= SIGNATURE_LINES && after.every((l) => l.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length <= SIGNATURE_WORDS);
    if ((SIGN_OFF_LINE.test(line) || SIGNATURE_LINE.test(line)) && short) return lines.slice(0, k);
  }
  // The name after it is one: capitalised ("Yours, Agnes"), not more of the question.
  const last = lines[lines.length - 1]!.replace(SIGN_OFF_AT_END, (all, name?: string) => (name === undefined || /^\p{Lu}/u.test(name) ? '' : all));
  return [...lines.slice(0, -1), last];
}

/**
 * The message's own words, its markup, emoji codes, mail headers and signature left out. Lines quoted from elsewhere are
 * the question where the message's own lines point to them ("can you do this one ⬆️"); where its own lines ask for a
 * report (`asks`), they are what the question answers ("> feels like people left after the Feb 4 send"), and left out.
 */
export function plainMessage(text: string, asks: (text: string) => boolean = () => false): string {
  const all = withoutSignature(text.split(/\r?\n/)).filter((line) => !MAIL_HEADER.test(line.replace(QUOTE_MARKS, '').trim()));
  const own = all.filter((line) => !QUOTED.test(line));
  const lines = own.length < all.length && asks(own.join('\n')) ? own : all;
  const typed = lines.map((line) => line.replace(MAIL_PREFIX, '')).join('\n');
  // Pasted things are left out where what is left asks for a report; a link alone is what was typed, and said back.
  const unpasted = PASTED.reduce((t, pasted) => t.replace(pasted, ' '), typed);
  const said = EMOJI_WORDS.reduce((t, [emoji, word]) => t.replace(emoji, ` ${word} `), unpasted !== typed && asks(unpasted) ? unpasted : typed);
  return (
    said
      // An emoji between words closes what came before it ("… by month please :pray: the designer needs …").
      .replace(EMOJI_CODE, (code, at: number, whole: string) =>
        /\p{L}/u.test(whole.slice(0, at)) && /\p{L}/u.test(whole.slice(at + code.length)) ? '! ' : ' ',
      )
      .replace(LINE_MARK, '')
      // A mention ("@Report bot", "@Jen") says whom the message is for, never what it asks; an address's "@" has no space before it.
      .replace(/(^|\s)@[\p{L}\p{N}._-]+/gu, '$1')
      .replace(EMPHASIS, '$1$3')
      .trim()
  );
}
