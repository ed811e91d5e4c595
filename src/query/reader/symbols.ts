/**
 * An analyst's operators and symbols, read as the words they stand for before the text is cut into words: "y/y", "wk/wk",
 * "m/m" (the comparison words "yoy", "wow", "mom"), "x" between a figure and a breakdown or a grain ("signups x city",
 * "occ x wk"), "Δ" (the difference), "w/" and "w/o" (with, without), ">" and "<" before an amount (over, under; "days > 80%"
 * are the days, each on its row), "~" before one (about), "# of" (the number of), a dash between years (through).
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
  // "# of bookings"; not a Slack channel or a hashtag ("#sales", "#Q4").
  [/(?<=^|\s)#\s?of\b/gi, 'number of'],
];

/** The text with each operator and symbol written as its words. */
export function readSymbols(text: string): string {
  const overUnit = text.replace(OVER_UNIT, (whole: string, a: string, b: string) => {
    const unit = a[0]!.toLowerCase();
    return unit === b[0]!.toLowerCase() ? `${unit}o${unit}` : whole;
  });
  return SYMBOLS.reduce((t, [symbol, words]) => t.replace(symbol, words), overUnit);
}
