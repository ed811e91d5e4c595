/**
 * An analyst's operators and symbols, read as the words they stand for before the text is cut into words: "y/y", "wk/wk",
 * "m/m" (the comparison words "yoy", "wow", "mom"), "x" between a figure and a breakdown or a grain ("signups x city",
 * "occ x wk"), "Δ" (the difference), "w/" and "w/o" (with, without), ">" and "<" before an amount (over, under; "days > 80%"
 * are the days, each on its row), "~" before one (about), "# of" (the number of), a dash between years (through); and
 * words written as one by case, underscores or hashtags.
 */

/** "y/y", "yr/yr", "wk/wk", "m/m", "mo/mo", "q/q": a unit over the same unit, by its first letter. */
const OVER_UNIT = /\b(y|yr|w|wk|m|mo|q|qtr)\/(y|yr|w|wk|m|mo|q|qtr)\b/gi;

const SYMBOLS: readonly [RegExp, string][] = [
  [/\bw\/o\b/gi, 'without'],
  // Not the British "w/c" and "w/e" (week commencing, week ending).
  [/\bw\/(?=\s|[a-z]{2,})/gi, 'with '],
  [/Δ|\bdelta\b/gi, ' difference '],
  [/(?<=^|\s)[x×](?=\s+[a-z])/gi, 'by'],
  [/\b(days?|nights?|weeks?|months?)\s*>\s*/gi, '$1 with over '],
  [/\b(days?|nights?|weeks?|months?)\s*<\s*/gi, '$1 with under '],
  [/(?<=^|\s)>\s*(?=[$€£]?\d)/g, 'over '],
  [/(?<=^|\s)<\s*(?=[$€£]?\d)/g, 'under '],
  [/(?<=^|\s)~\s*(?=[$€£]?\d)/g, 'about '],
  // "2026-2027", "2026–2028": the years from one through the other.
  [/\b((?:19|20)\d\d)\s?[-–]\s?((?:19|20)\d\d)\b/g, '$1 through $2'],
  // "last30days", "next2weeks": a count of units run together.
  [/\b(last|next|past|previous|prior)(\d{1,3})(days?|nights?|weeks?|wks?|months?|mos?|years?|yrs?)\b/gi, '$1 $2 $3'],
  // "last Q", "this q", "the Q before", "q over q": a quarter by its letter, after a word that says which one.
  [/\b(last|this|next|prior|previous|prev|past|current|coming|same|that|the|each|per) q\b(?!['’-])/gi, '$1 quarter'],
  [/\bq over q\b/gi, 'quarter over quarter'],
  // "# of bookings"; not a Slack channel or a hashtag ("#sales", "#Q4").
  [/(?<=^|\s)#\s?of\b/gi, 'number of'],
];

/** A word in camel case ("ReferralsByChannel", "occupancyNext4Weeks"): a capital between small letters in it. */
const CAMEL = /\b(?=[A-Za-z\d]*[a-z][A-Z][a-z])[A-Za-z\d]+\b/g;

/** Words written as one, each read apart: camel case ("ReferralsByChannelLastMonth"), underscores ("signups_by_city", not a zone's "America/New_York"). */
function wordsApart(text: string): string {
  const camel = text.replace(CAMEL, (w: string) => {
    const parts = w.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/);
    // A brand's two capitals stay one name ("TripAdvisor", "LinkedIn", "iPhone"); "lastWeek", "HarborViewInn" part.
    const brand = /^[A-Z]/.test(w) ? parts.length < 3 : parts[0]!.length < 2;
    return brand ? w : parts.join(' ');
  });
  return camel.replace(/\S*[A-Za-z\d]_[A-Za-z\d]\S*/g, (w: string) => (w.includes('/') ? w : w.replace(/_/g, ' ')));
}

/**
 * Hashtags as words ("#signups #lastweek", "#occupancy"), where a message is made of them or holds two or more; one
 * among words is a channel's name ("summary for #sales"), which the tokenizer leaves out.
 */
export function hashtagsAsWords(text: string): string {
  const tags = text.match(/(?<=^|\s)#[a-z]/gi) ?? [];
  const only = text.replace(/(?<=^|\s)#[\p{L}\p{N}_-]+/gu, '').trim() === '';
  return tags.length >= 2 || (tags.length === 1 && only) ? text.replace(/(?<=^|\s)#(?=[a-z])/gi, '') : text;
}

/** The text with each operator and symbol written as its words. */
export function readSymbols(typed: string): string {
  const text = wordsApart(typed);
  const overUnit = text.replace(OVER_UNIT, (whole: string, a: string, b: string) => {
    const unit = a[0]!.toLowerCase();
    return unit === b[0]!.toLowerCase() ? `${unit}o${unit}` : whole;
  });
  return SYMBOLS.reduce((t, [symbol, words]) => t.replace(symbol, words), overUnit);
}
