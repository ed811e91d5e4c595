/** The App Home's quick reports are commands the one parser reads as reports, not errors. */
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/query/index.js';
import { QUICK_REPORTS } from '../../src/render/slack-home.js';

describe('App Home quick reports', () => {
  it.each(QUICK_REPORTS.map((q) => [q.label, q.text]))('%s (%s) is a report command', (_label, text) => {
    const parsed = parseCommand(text, { now: new Date('2026-11-21T10:00:00Z'), timeZone: 'UTC' });
    expect(parsed.kind).toBe('report');
  });
});
