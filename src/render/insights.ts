/**
 * The sentences of a report's insights (see src/reports/insights.ts), the same words in Slack,
 * Teams, text and HTML: plain text, no markup, so each renderer escapes them its own way.
 */
import { formatDay } from '../query/calendar.js';
import { message } from '../messages/index.js';
import { spanName } from '../reports/timeline.js';
import type { Contribution, Insight, Report, Unit } from '../catalogue/types.js';
import { comparisonWords, formatChange, formatPercent, formatValue, localeOf } from './format.js';
import { DEFAULT_LOCALE, localSpan } from './locale.js';

/** `+$3,100.00`, `−800` (a true minus sign, as the change arrows read). */
function signed(value: number, unit: Unit, currency: string, locale: string): string {
  const amount = formatValue(Math.abs(value), unit === 'nights' ? 'count' : unit, currency, locale);
  return `${value < 0 ? '\u2212' : '+'}${amount}`;
}

const part = (c: Contribution, unit: Unit, currency: string, locale: string) => `${c.name} ${signed(c.delta, unit, currency, locale)}`;

/**
 * - drivers: `Referral revenue ▲ 43.0%: google / cpc +$3,100.00, newsletter / email +$1,900.00;
 *   tripadvisor / referral −$800.00; other channels +$640.00.`
 * - concentration: `google / cpc accounts for 58.0% of referral revenue.`
 * - unusual: `Signups on Tue Nov 17: 41, 2.9× a usual Tuesday (14).`
 * - pickup: `+312 nights and +$68,400.00 picked up for stays Nov 23 – Dec 19 since Mon Nov 16.`
 * - pickupPending: `Pickup appears from Mon Nov 30, once a week of snapshots is kept.`
 */
export function insightSentence(insight: Insight, currency: string, locale: string = DEFAULT_LOCALE): string {
  switch (insight.kind) {
    case 'drivers': {
      const change = formatChange({ change: insight.change, unit: insight.unit, better: null }, currency, locale);
      const clauses = [insight.drivers.map((c) => part(c, insight.unit, currency, locale)).join(', ')];
      if (insight.against) clauses.push(part(insight.against, insight.unit, currency, locale));
      if (Math.round(Math.abs(insight.rest) * 100) > 0) {
        clauses.push(
          message('insight.other', { dimension: insight.dimension, amount: signed(insight.rest, insight.unit, currency, locale) }, locale),
        );
      }
      return message('insight.drivers', { metric: insight.metric, change, clauses: clauses.join('; ') }, locale);
    }
    case 'concentration':
      return message(
        'insight.concentration',
        { member: insight.member, share: formatPercent(insight.share, locale), metric: insight.metric.toLowerCase() },
        locale,
      );
    case 'unusual': {
      const ratio = insight.value / insight.usual;
      const value = (v: number) => formatValue(v, insight.unit, currency, locale);
      return message(
        'insight.unusual',
        {
          metric: insight.metric,
          day: formatDay(insight.day, 'EEE MMM d'),
          value: value(insight.value),
          how: ratio >= 1 ? 'above' : 'below',
          ratio: ratio.toFixed(1),
          weekday: formatDay(insight.day, 'EEEE'),
          usual: value(insight.usual),
        },
        locale,
      );
    }
    case 'pickup': {
      const since = formatDay(insight.since, 'EEE MMM d');
      const stays = spanName(insight.start, insight.end);
      const amounts = message(
        'insight.pickupAmounts',
        {
          count: Math.abs(insight.nights),
          nights: signed(insight.nights, 'nights', currency, locale),
          revenue: signed(insight.revenue, 'currency', currency, locale),
        },
        locale,
      );
      if (insight.nights === 0 && Math.round(insight.revenue * 100) === 0) return message('insight.pickupNothing', { stays, since }, locale);
      if (insight.nights < 0) return message('insight.pickupCancellations', { stays, since, amounts }, locale);
      return message('insight.pickup', { amounts, stays, since }, locale);
    }
    case 'pickupPending':
      return message('insight.pickupPending', { from: formatDay(insight.from, 'EEE MMM d') }, locale);
  }
}

/** Every insight of a report, worded. */
export function insightSentences(report: Pick<Report, 'insights' | 'currency' | 'locale'>): string[] {
  return report.insights.map((i) => insightSentence(i, report.currency, localeOf(report)));
}

/**
 * The one-sentence answer to a question about one figure (`query.focus`), said before the
 * report: `ADR for Dec 1–31, 2026 on the books: $226.00, ▲ 1.6% vs Dec 1–31, 2025 (last year).`
 * Null for a command, a digest, or a figure the report did not make.
 */
export function answerSentence(
  report: Pick<Report, 'query' | 'metrics' | 'period' | 'comparison' | 'currency' | 'emptyMessage' | 'locale'>,
): string | null {
  const locale = localeOf(report);
  const focus = report.query.focus;
  const m = focus === undefined ? undefined : report.metrics.find((x) => x.key === focus);
  if (!m) return null;
  const span = localSpan(report.period.start, report.period.end, locale);
  const when = message('answer.when', { label: m.label, span, ahead: report.period.status === 'ahead' ? 'yes' : 'no' }, locale);
  if (m.value === null || report.emptyMessage) return message('answer.noData', { when }, locale);
  const change = formatChange(m, report.currency, locale);
  const compared = comparisonWords(report);
  const value = formatValue(m.value, m.unit, report.currency, locale);
  return change && compared
    ? message('answer.figureCompared', { when, value, change, compared }, locale)
    : message('answer.figure', { when, value }, locale);
}
