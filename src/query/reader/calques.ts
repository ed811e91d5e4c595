/**
 * English written from another language, read as its writer means it: "the passed month" (last
 * month), "the 15 last days" (the last 15 days), "before yesterday" (the day before yesterday),
 * "next to next week" (the week after next), "the week that comes" (next week), a semester and a
 * trimester (a half and a quarter), and days written day first, as most of the world writes them:
 * "15.4", "3.3.", "1.2.2032", and "7/3 to 14/3" where one day of the question can only be day first; "KW 14", "the
 * running month" and "last week monday" as German says them.
 * normalise.ts applies them to the text before it is cut into words.
 */

const UNIT = '(week|month|year|quarter|weekend|half)';
const COUNT = '(\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|fifteen|twenty|thirty)';

/** Each calque and the words it stands for, in order (a semester is a half before "the passed semester" is read). */
const CALQUES: readonly [RegExp, string][] = [
  [/\bsemesters?\b/gi, 'half'],
  [/\btrimesters?\b/gi, 'quarter'],
  // "the precedent week" alone is last week; "compared with the precedent month", the month before the one asked.
  [new RegExp(`\\b(?<!(?:with|to|vs|versus|against|than) (?:the )?)(?:the )?(?:pass|passed|precedent) ${UNIT}\\b`, 'gi'), 'last $1'],
  [new RegExp(`\\bthe ${UNIT} passed\\b`, 'gi'), 'the $1 just gone'],
  [/\bprecedent\b/gi, 'previous'],
  // "KW 14", "CW14" (German "Kalenderwoche"): week 14.
  [/\b(?:kw|cw)\s?(\d{1,2})\b/gi, 'week $1'],
  // "the running month" (German "laufend", French "en cours"): the one under way.
  [new RegExp(`\\b(?:the )?running ${UNIT}\\b`, 'gi'), 'this $1'],
  // "last week monday" (German "letzte Woche Montag"): that weekday of that week.
  [/\b(last|this|next) week,? ((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/gi, '$2 of $1 week'],
  // "the actual week" (German "aktuell", Spanish "actual"): the one now.
  [new RegExp(`\\b(?:the )?actual ${UNIT}\\b`, 'gi'), 'this $1'],
  [new RegExp(`\\bthe ${UNIT} after the next(?: one)?\\b`, 'gi'), 'the $1 after next'],
  // "the same quarter of last year" ("del año pasado"), "a resume of february" (a résumé: a summary).
  [new RegExp(`\\bsame (${UNIT.slice(1, -1)}|period|time|days|dates) of (?:the )?(?:last|previous|past) year\\b`, 'gi'), 'same $1 last year'],
  [/\b(the|a) r[eé]sum[eé] of\b/gi, '$1 summary of'],
  // "inscriptions to the newsletter" (French, Spanish "inscripciones"): sign-ups.
  [/\binscriptions?\b/gi, 'signups'],
  [new RegExp(`\\b${COUNT} (last|past|next|previous|coming) (days|nights|weeks|months)\\b`, 'gi'), '$2 $1 $3'],
  [/\b(?<!day )before yesterday\b/gi, 'the day before yesterday'],
  [/\b(?<!day )after tomorrow\b/gi, 'the day after tomorrow'],
  [new RegExp(`\\b(?:the )?next to next ${UNIT}\\b`, 'gi'), 'the $1 after next'],
  [new RegExp(`\\b(?:the )?last to last ${UNIT}\\b`, 'gi'), 'the $1 before last'],
  [new RegExp(`\\b(?:the )?${UNIT} before the last(?: one)?\\b`, 'gi'), 'the $1 before last'],
  [new RegExp(`\\bthe ${UNIT} that comes\\b`, 'gi'), 'next $1'],
];

/** Words beside which "4.6" is an amount. */
const AMOUNTS = /\b(?:stars?|reviews?|ratings?|rated|scores?|averages?|avg)\b|[%$]/i;

const isDayAndMonth = (day: string, month: string) => Number(day) >= 1 && Number(day) <= 31 && Number(month) >= 1 && Number(month) <= 12;

/**
 * Days written day first, as month first: "15.4" and "1.2.2032" (dots are never a US date; a decimal beside an amount's
 * word, "4.5 stars", "above 80.5", is left alone), and every "d/m" or "d/m/y" where one day said can only be day first ("14/3", "15/05/2035").
 */
function monthFirst(text: string): string {
  const evident = [...text.matchAll(/\b(\d{1,2})\/(\d{1,2})\b/g)].some(([, d, m]) => Number(d) > 12 && isDayAndMonth(d!, m!));
  const slashes = evident
    ? text.replace(/\b(\d{1,2})\/(\d{1,2})(\/\d{4}|\/\d{2})?\b(?!\/)/g, (whole, d: string, m: string, y = '') =>
        isDayAndMonth(d, m) ? `${m}/${d}${y}` : whole,
      )
    : text;
  const asMonthFirst = (whole: string, d: string, m: string, y = '') => (isDayAndMonth(d, m) ? `${Number(m)}/${Number(d)}${y && `/${y}`}` : whole);
  const full = slashes.replace(/\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b(?![.\d])/g, (whole, d: string, m: string, y: string) =>
    asMonthFirst(whole, d, m, y),
  );
  // "the 4.6 we quoted" beside stars or a review is a rating, not a day.
  if (AMOUNTS.test(full)) return full;
  // "20./21.4.", "20.-21.4.": two days of one month, the month said once.
  const pairs = full.replace(/\b(\d{1,2})\.?\s*[/-]\s*(\d{1,2})\.(\d{1,2})\.(?!\d)/g, (whole, a: string, b: string, m: string) =>
    isDayAndMonth(a, m) && isDayAndMonth(b, m) ? `${a}.${m}. - ${b}.${m}.` : whole,
  );
  // After a word that introduces a day ("from 15.4"), or closed by its own dot ("3.3.", as German writes a day).
  return pairs.replace(
    /(?<=(?:\b(?:the|on|from|to|until|till|since|of|for|between|and)\s+))(\d{1,2})\.(\d{1,2})\b(?![\d%]|\.\d)|\b(\d{1,2})\.(\d{1,2})\.(?![\d%])/gi,
    (whole, d?: string, m?: string, dotD?: string, dotM?: string) => asMonthFirst(whole, (d ?? dotD)!, (m ?? dotM)!),
  );
}

/** The text with each calque read as the words it stands for. */
export function readCalques(text: string): string {
  return CALQUES.reduce((t, [pattern, words]) => t.replace(pattern, words), monthFirst(text));
}
