/**
 * The pure evaluation of an alert over a report's figures, and its sentences, against the hand
 * report (test/helpers/hand-report.ts): referral revenue $1,234.56 (previous $1,371.73, a
 * change of -137.17 / 1,371.73 = -9.9998%), referral transactions 12 (previous 10: +20%).
 */
import { describe, expect, it } from 'vitest';
import type { AlertCondition } from '../../src/query/index.js';
import { evaluateAlert } from '../../src/reports/alerts.js';
import { checkSentence, conditionWords, crossedSentence } from '../../src/render/alerts.js';
import { handReport } from '../helpers/hand-report.js';

const report = handReport();
const check = (c: AlertCondition) => evaluateAlert(report, c);
const said = (c: AlertCondition) => checkSentence(check(c), c, report.query, 'USD');

describe('alert evaluation', () => {
  it('below / above: strictly under / over the value', () => {
    expect(check({ op: 'below', metric: 'revenue', value: 5000 }).holding).toBe(true);
    expect(check({ op: 'below', metric: 'revenue', value: 1000 }).holding).toBe(false);
    // At exactly the value, neither below nor above.
    expect(check({ op: 'below', metric: 'revenue', value: 1234.56 }).holding).toBe(false);
    expect(check({ op: 'above', metric: 'revenue', value: 1234.56 }).holding).toBe(false);
    expect(check({ op: 'above', metric: 'transactions', value: 11 }).holding).toBe(true);
    expect(check({ op: 'above', metric: 'transactions', value: 12 }).holding).toBe(false);
  });

  it('changes-by: the relative change either way reaches the fraction (20% of 10 is exactly +2)', () => {
    expect(check({ op: 'changes-by', metric: 'transactions', fraction: 0.2 }).holding).toBe(true);
    expect(check({ op: 'changes-by', metric: 'transactions', fraction: 0.21 }).holding).toBe(false);
    // -9.9998%: a fall of just under 10% does not cross 10%, and crosses 9.9%.
    expect(check({ op: 'changes-by', metric: 'revenue', fraction: 0.1 }).holding).toBe(false);
    expect(check({ op: 'changes-by', metric: 'revenue', fraction: 0.099 }).holding).toBe(true);
  });

  it('changes-by on a percentage figure: judged by its relative change, not its change in points', () => {
    // Occupancy 70.0% → 77.0%: up 7 points, which is 7 / 70 = +10% of the earlier figure.
    const occupancy = {
      ...handReport(),
      kind: 'occupancy' as const,
      metrics: [
        {
          key: 'occupancy',
          label: 'Occupancy',
          unit: 'percent' as const,
          better: 'up' as const,
          value: 0.77,
          previous: 0.7,
          change: { absolute: 0.07, relative: 0.1, direction: 'up' as const },
        },
      ],
    };
    const tenPercent: AlertCondition = { op: 'changes-by', metric: 'occupancy', fraction: 0.1 };
    const elevenPercent: AlertCondition = { op: 'changes-by', metric: 'occupancy', fraction: 0.11 };
    expect(evaluateAlert(occupancy, tenPercent)).toMatchObject({ holding: true, why: 'ok' });
    expect(evaluateAlert(occupancy, elevenPercent)).toMatchObject({ holding: false, why: 'ok' });
    expect(crossedSentence(evaluateAlert(occupancy, tenPercent), tenPercent, occupancy.query, 'USD')).toBe(
      'Occupancy for last month is 77.0%, up 10.0% on the period before, past your alert of 10%.',
    );
    expect(checkSentence(evaluateAlert(occupancy, elevenPercent), elevenPercent, occupancy.query, 'USD')).toBe(
      'Not crossed: occupancy for last month moved up 10.0%, less than 11%.',
    );
  });

  it('never holds without a figure or without a comparison', () => {
    const empty = handReport();
    empty.metrics[0] = { ...empty.metrics[0]!, value: null, previous: null, change: null };
    expect(evaluateAlert(empty, { op: 'below', metric: 'revenue', value: 5000 })).toMatchObject({ holding: false, why: 'no-data' });
    const fromZero = handReport();
    fromZero.metrics[1] = { ...fromZero.metrics[1]!, previous: 0, change: { absolute: 12, relative: null, direction: 'up' } };
    expect(evaluateAlert(fromZero, { op: 'changes-by', metric: 'transactions', fraction: 0.2 })).toMatchObject({
      holding: false,
      why: 'no-comparison',
    });
    // A word the report does not list (a stored alert of an older version) never holds.
    expect(evaluateAlert(report, { op: 'below', metric: 'nights', value: 5 })).toMatchObject({ holding: false, metric: null, why: 'no-data' });
  });

  it('says what crossed in one sentence, and what a check found when nothing crossed', () => {
    const below: AlertCondition = { op: 'below', metric: 'revenue', value: 5000 };
    expect(crossedSentence(check(below), below, report.query, 'USD')).toBe(
      'Referral revenue for last month is $1,234.56, below your alert of $5,000.',
    );
    expect(said(below)).toBe('Crossed: Referral revenue for last month is $1,234.56, below your alert of $5,000.');
    const moved: AlertCondition = { op: 'changes-by', metric: 'transactions', fraction: 0.2 };
    expect(crossedSentence(check(moved), moved, report.query, 'USD')).toBe(
      'Referral transactions for last month is 12, up 20.0% on the period before, past your alert of 20%.',
    );
    expect(said({ op: 'below', metric: 'revenue', value: 1000 })).toBe('Not crossed: revenue $1,234.56 is above $1,000.');
    expect(said({ op: 'above', metric: 'revenue', value: 1234.56 })).toBe('Not crossed: revenue $1,234.56 is exactly $1,234.56.');
    expect(said({ op: 'changes-by', metric: 'revenue', fraction: 0.1 })).toBe('Not crossed: revenue for last month moved down 10.0%, less than 10%.');
  });

  it("says an alert's post in its reader's locale: no-break spaces (U+00A0) before `$` and `%` in de-DE", () => {
    const below: AlertCondition = { op: 'below', metric: 'revenue', value: 5000 };
    expect(crossedSentence(check(below), below, report.query, 'USD', 'de-DE')).toBe(
      'Referral revenue for last month is 1.234,56\u00a0$, below your alert of 5.000\u00a0$.',
    );
    const moved: AlertCondition = { op: 'changes-by', metric: 'transactions', fraction: 0.2 };
    expect(crossedSentence(check(moved), moved, report.query, 'USD', 'fr-FR')).toBe(
      'Referral transactions for last month is 12, up 20,0\u00a0% on the period before, past your alert of 20\u00a0%.',
    );
    expect(
      checkSentence(
        check({ op: 'above', metric: 'revenue', value: 1234.56 }),
        { op: 'above', metric: 'revenue', value: 1234.56 },
        report.query,
        'USD',
        'de-DE',
      ),
    ).toBe('Not crossed: revenue 1.234,56\u00a0$ is exactly 1.234,56\u00a0$.');
  });

  it('words a condition as people typed it', () => {
    expect(conditionWords({ op: 'below', metric: 'revenue', value: 5000 }, 'currency', 'USD')).toBe('revenue below $5,000');
    expect(conditionWords({ op: 'below', metric: 'revenue', value: 5000.5 }, 'currency', 'USD')).toBe('revenue below $5,000.50');
    expect(conditionWords({ op: 'above', metric: 'occupancy', value: 0.8 }, 'percent', 'USD')).toBe('occupancy above 80%');
    expect(conditionWords({ op: 'changes-by', metric: 'signups', fraction: 0.25 }, 'count', 'USD')).toBe('signups changes by 25% or more');
  });
});
