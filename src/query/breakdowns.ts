/**
 * Breakdowns against the registry: which breakdown a `by …` word asks of a given report, which
 * reports can do one, and the sentences that say so. Each report's definition lists what it
 * breaks down by (`breakdowns`), the fields its records carry; the word people type is the
 * field's name, whichever report it is for. The one exception is the referral operations'
 * geolocation breakdown, which answers country, region and city at once: `referrals by country`
 * is that breakdown, as it always was.
 */
import { reportDefinition, reportDefinitions } from './catalog.js';
import { BREAKDOWN_NAMES } from './labels.js';
import { commandError } from './tokens.js';
import { message } from '../messages/index.js';
import type { Breakdown, CommandError } from './types.js';

/** The parts of a place that a `geo` breakdown shows together. */
const GEO_PARTS: ReadonlySet<Breakdown> = new Set(['country', 'region', 'city']);

/** What `report` breaks down by, in its definition's order; none for an unknown report. */
export function breakdownsOf(report: string): readonly Breakdown[] {
  const definition = reportDefinition(report);
  return definition?.options.includes('breakdown') ? (definition.breakdowns ?? []) : [];
}

/** The breakdown `report` makes when `asked` is asked for, or null when it cannot. */
export function breakdownFor(report: string, asked: Breakdown): Breakdown | null {
  const own = breakdownsOf(report);
  if (own.includes(asked)) return asked;
  return GEO_PARTS.has(asked) && own.includes('geo') ? 'geo' : null;
}

/** The reports that can make `asked`, in registry order. */
export function reportsBreakingDownBy(asked: Breakdown): string[] {
  return reportDefinitions()
    .filter((d) => breakdownFor(d.kind, asked) !== null)
    .map((d) => d.kind);
}

const either = (words: readonly string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? ''));
const all = (words: readonly string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? ''));

/** `by country, region or city`: a breakdown's name as help and refusals list it. */
function nameOf(breakdown: Breakdown): string {
  return breakdown === 'geo' ? 'location (country, region, city)' : BREAKDOWN_NAMES[breakdown];
}

/** `country, region, city, property, category or sign-up layer`: what `report` breaks down by, in words; '' for none. */
export function breakdownList(report: string): string {
  return either(breakdownsOf(report).map(nameOf));
}

/** `by country`, `by property type`: a breakdown as people type it (the grammar reads both spellings of the last). */
const byWords = (breakdown: Breakdown) => `by ${breakdown.replace('-', ' ')}`;

/** The commands of `report`'s breakdowns, as help lists them: `by country`, `by region`, … */
export function breakdownCommands(report: string): string[] {
  return breakdownsOf(report).map(byWords);
}

/**
 * A breakdown asked of a report that cannot make it, in a question: one sentence naming the
 * breakdowns the report has (`Bookings can be broken down by property type, not by country.`).
 */
export function breakdownRefusal(report: string, asked: string): CommandError {
  const definition = reportDefinition(report);
  const title = definition?.title ?? report;
  const [first] = breakdownsOf(report);
  if (first === undefined) {
    return commandError('bad_option', message('grammar.cannotBreakDown', { title, asked }), message('grammar.helpBreakdowns'));
  }
  return commandError(
    'bad_option',
    message('grammar.breaksDownBy', { title, breakdowns: breakdownList(report), asked }),
    message('grammar.tryCommand', { command: `${report} ${byWords(first)}` }),
  );
}

/**
 * A breakdown asked of a report that cannot make it, in a command: where it works instead, as
 * the grammar has always said it (`"by channel" works only with referrals, not bookings.`), or
 * what the report breaks down by where no report makes it.
 */
export function breakdownCommandRefusal(report: string, asked: Breakdown, phrase: string): CommandError {
  const others = reportsBreakingDownBy(asked);
  if (others.length === 0) return breakdownRefusal(report, BREAKDOWN_NAMES[asked]);
  return commandError(
    'bad_option',
    message('grammar.optionNotHere', { phrase, allowed: all(others), report }),
    message('grammar.tryCommand', { command: `${others[0]} ${phrase}` }),
  );
}
