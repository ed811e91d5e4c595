/**
 * The words the page's autocompletion offers, taken from the report registry and the
 * grammar's own tables so the suggestions cannot drift from what the parser accepts.
 */
import { BREAKDOWNS, KEYWORDS, MONTH_BY_WORD, RANGE_WORDS, reportDefinitions } from '../query/index.js';

/** One report as the page suggests it. */
export interface ReportCompletion {
  name: string;
  title: string;
  aliases: string[];
  examples: string[];
}

export interface Completions {
  reports: ReportCompletion[];
  ranges: string[];
  /** Options and command words (`by`, `channel`, `subscribe`, `every` …). */
  keywords: string[];
  months: string[];
  commands: string[];
}

export function commandCompletions(): Completions {
  const reports = reportDefinitions().map((d) => ({ name: d.kind, title: d.title, aliases: [...d.aliases], examples: [...d.examples] }));
  const commands = ['help', 'subscribe', 'subscriptions', 'unsubscribe', 'alert', 'alerts'];
  return {
    reports,
    ranges: [...RANGE_WORDS],
    // What `by …` breaks a report down by (`region`, `property-type`) is offered with the options.
    keywords: [...new Set([...KEYWORDS.filter((k) => !commands.includes(k)), ...BREAKDOWNS])],
    // Full names only (the map lists them first): the short forms would crowd the list.
    months: [...new Map([...MONTH_BY_WORD].reverse().map(([word, n]) => [n, word])).values()].reverse(),
    commands,
  };
}
