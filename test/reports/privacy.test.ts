import { describe, expect, it } from 'vitest';
import { buildSampleReports } from '../../scripts/sample-reports.js';

/** E-mail addresses, and phone numbers however they are written (not money or dates). */
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}\b/;

describe('privacy scan of every sandbox report', () => {
  it('the patterns catch what they are meant to catch', () => {
    expect('ana.lopez@example.com').toMatch(EMAIL);
    for (const phone of ['+1 555 010 0199', '(555) 010-0199', '555.010.0199', '+44 207-946-0958']) expect(phone).toMatch(PHONE);
    for (const figure of ['$1,234,567.89', '2026-11-21', '12.5%', 'Nov 8–14, 2026']) expect(figure).not.toMatch(PHONE);
  });

  it('finds no e-mail address or phone number in any report', async () => {
    const reports = await buildSampleReports();
    expect(Object.keys(reports)).toHaveLength(10);
    for (const [name, report] of Object.entries(reports)) {
      const text = JSON.stringify(report);
      expect(text, name).not.toMatch(EMAIL);
      expect(text, name).not.toMatch(PHONE);
      expect(text, name).not.toMatch(/"(email|phone|last|lastInitial|plannerId|pmsNumber|crsNumber)"/);
    }
  });
});
