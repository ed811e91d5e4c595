/**
 * Whether an alert's condition holds for a report: a small pure function over the report's
 * headline figures, so every check (a scheduled one, the preview's "Check now") decides the
 * same way. Whether to post is not decided here: an alert posts only when its condition starts
 * to hold, which needs the previous check (jobs/alert-state.ts keeps it).
 */
import type { AlertCondition } from '../query/types.js';
import { reportDefinition } from '../catalogue/registry.js';
import type { Metric, Report } from '../catalogue/types.js';

/**
 * What one check found.
 * - `holding`: the condition holds for this report.
 * - `metric`: the watched figure as the report shows it (value, previous, change); null when the
 *   report does not show it at all.
 * - `why`: `ok` (decided on the figures), `no-data` (no value for the period: never holding),
 *   `no-comparison` (`changes-by` with nothing to compare with, or from zero: never holding).
 */
export interface AlertCheck {
  holding: boolean;
  metric: Metric | null;
  why: 'ok' | 'no-data' | 'no-comparison';
}

/**
 * A change of exactly the threshold counts ("changes by 20%" holds at 20.0%); the float noise
 * of a division (0.19999999999999996) must not decide it.
 */
const EPSILON = 1e-9;

/** The report's figure an alert watches, by the word its definition lists. */
export function watchedMetric(report: Pick<Report, 'kind' | 'metrics'>, word: string): Metric | null {
  const entry = (reportDefinition(report.kind)?.alerts ?? []).find((a) => a.word === word);
  if (!entry) return null;
  return report.metrics.find((m) => m.key === entry.metric) ?? null;
}

/**
 * `below` / `above`: strictly under / over the value (at exactly $5,000 revenue is not below
 * $5,000). `changes-by`: the relative change against the comparison period, either way, is at
 * least the fraction; a percentage figure (occupancy) is judged by its relative change too
 * (70% to 77% is +10%), the same way the report's arrow reads.
 */
export function evaluateAlert(report: Pick<Report, 'kind' | 'metrics'>, condition: AlertCondition): AlertCheck {
  const metric = watchedMetric(report, condition.metric);
  if (!metric || metric.value === null) return { holding: false, metric, why: 'no-data' };
  switch (condition.op) {
    case 'below':
      return { holding: metric.value < condition.value, metric, why: 'ok' };
    case 'above':
      return { holding: metric.value > condition.value, metric, why: 'ok' };
    case 'changes-by': {
      const relative = metric.change?.relative ?? null;
      if (relative === null) return { holding: false, metric, why: 'no-comparison' };
      return { holding: Math.abs(relative) >= condition.fraction - EPSILON, metric, why: 'ok' };
    }
  }
}
