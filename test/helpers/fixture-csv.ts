/**
 * The Download CSV of `referrals last-month by channel` for the fixtures of ./fixtures.ts
 * (SPONSOR_CHANNELS; Oct 1–31 vs Sep 1–30), worked out by hand:
 * - google / cpc: Oct 7, 5 referrals, $600.00, influenced $800.00; September $800.00:
 *   -200 / 800 = -25 %.
 * - newsletter / email: Oct 17, 4, $400.00, influenced $900.00; September $571.73:
 *   -171.73 / 571.73 = -0.3003690… = -30.04 %.
 * - facebook / social: Oct 27, 3, $234.56, influenced $800.00; nothing in September: no %.
 * Sources are the same rows without the medium. Two tables: each under its title.
 */
export const OCTOBER_BY_CHANNEL_CSV = {
  filename: 'referrals-by-channel-2026-10.csv',
  lines: [
    'Top channels,,,,',
    'Source / medium,Referral revenue (USD),Transactions,Influenced revenue (USD),Change (%)',
    'google / cpc,600.00,5,800.00,-25',
    'newsletter / email,400.00,4,900.00,-30.04',
    'facebook / social,234.56,3,800.00,',
    ',,,,',
    'Top sources,,,,',
    'Source,Referral revenue (USD),Transactions,Influenced revenue (USD),Change (%)',
    'google,600.00,5,800.00,-25',
    'newsletter,400.00,4,900.00,-30.04',
    'facebook,234.56,3,800.00,',
  ],
} as const;

/** The file's bytes: UTF-8 with its byte-order mark, CRLF after every line. */
export function csvBytes(lines: readonly string[]): Buffer {
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}
