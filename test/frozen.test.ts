import { describe, expect, it } from 'vitest';
import { reportMessage } from '../adapters/slack/message.js';
import { reportCard, subscriptionLine } from '../adapters/teams/message.js';
import { deepFrozen, madeOnce } from '../src/frozen.js';
import { handReport } from './helpers/hand-report.js';

describe('deepFrozen', () => {
  it('freezes every object inside, so a change throws instead of reaching the other readers', () => {
    const value = deepFrozen({ title: 'a', rows: [{ n: 1 }], nested: { deep: { x: 2 } } });
    expect(() => {
      (value.rows[0] as { n: number }).n = 3;
    }).toThrow(TypeError);
    expect(() => {
      (value.rows as unknown[]).push({ n: 4 });
    }).toThrow(TypeError);
    expect(() => {
      (value.nested.deep as { x: number }).x = 5;
    }).toThrow(TypeError);
    expect(value).toEqual({ title: 'a', rows: [{ n: 1 }], nested: { deep: { x: 2 } } });
  });
});

describe('madeOnce', () => {
  it('makes once per frozen value and key, and hands every caller the same frozen result', () => {
    const value = deepFrozen({ id: 1 });
    let made = 0;
    const make = () => ({ n: ++made });
    const first = madeOnce(value, 'k', make);
    expect(madeOnce(value, 'k', make)).toBe(first);
    expect(made).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    // Another key is another making; another value (equal, but not the same) is too.
    expect(madeOnce(value, 'other', make)).toEqual({ n: 2 });
    expect(madeOnce(deepFrozen({ id: 1 }), 'k', make)).toEqual({ n: 3 });
  });

  it('makes anew each time for a value that is not frozen (it may have changed since)', () => {
    const value = { id: 1 };
    let made = 0;
    madeOnce(value, 'k', () => ++made);
    madeOnce(value, 'k', () => ++made);
    expect(made).toBe(2);
  });
});

describe('one rendering per shared report', () => {
  it('Slack: two subscriptions of one shared report share its blocks, each with its own line, as a fresh rendering reads', () => {
    const shared = deepFrozen(handReport());
    const a = reportMessage(shared, [], false, { subscriptionId: 'aaaaaa' });
    const b = reportMessage(shared, [], false, { subscriptionId: 'bbbbbb' });
    // The report's blocks are the same objects (rendered once); the line under them is each one's own.
    expect(b.blocks[0]).toBe(a.blocks[0]);
    expect(JSON.stringify(a.blocks)).toContain('aaaaaa');
    expect(JSON.stringify(b.blocks)).toContain('bbbbbb');
    expect(JSON.stringify(b.blocks)).not.toContain('aaaaaa');
    // The same as a report nobody shares (not frozen), rendered anew.
    expect(b).toEqual(reportMessage(handReport(), [], false, { subscriptionId: 'bbbbbb' }));
    // Other options are another rendering: a chart that failed says so.
    const failed = reportMessage(shared, [], true, { subscriptionId: 'aaaaaa' });
    expect(failed).toEqual(reportMessage(handReport(), [], true, { subscriptionId: 'aaaaaa' }));
    expect(failed).not.toEqual(a);
  });

  it('Teams: two subscriptions of one shared report share its card body, each with its own line', () => {
    const shared = deepFrozen(handReport());
    const a = reportCard({ report: shared, chartError: false, subscriptionId: 'aaaaaa' }, []);
    const b = reportCard({ report: shared, chartError: false, subscriptionId: 'bbbbbb' }, []);
    expect(b.body[0]).toBe(a.body[0]);
    expect(JSON.stringify(a.body.at(-1))).toContain(subscriptionLine('aaaaaa'));
    expect(JSON.stringify(b.body.at(-1))).toContain(subscriptionLine('bbbbbb'));
    expect(b).toEqual(reportCard({ report: handReport(), chartError: false, subscriptionId: 'bbbbbb' }, []));
    const failed = reportCard({ report: shared, chartError: true, subscriptionId: 'aaaaaa' }, []);
    expect(failed).toEqual(reportCard({ report: handReport(), chartError: true, subscriptionId: 'aaaaaa' }, []));
    expect(failed).not.toEqual(a);
  });
});
