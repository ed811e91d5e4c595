/**
 * The preview page writes a report's figures and dates in the browser's language
 * (`Accept-Language`, issue 29 item 4), in both looks; the words stay English. Expected strings
 * by hand from the fixture (OCTOBER in test/helpers/fixtures.ts): French groups digits with a
 * narrow no-break space (U+202F) and puts a no-break space (U+00A0) before `$US` and `%`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from '../../src/render/locale.js';
import { startPreviewServer, type PreviewServer } from './server.js';

let s: PreviewServer;
beforeAll(async () => {
  s = await startPreviewServer();
});
afterAll(async () => {
  await s?.close();
});

const SESSION = '0c9a4f3e-2d1b-4a5c-8e7f-6b5a4c3d2e1f';

describe('the preview page in the browser’s language', () => {
  it('a browser asking for fr-FR gets the report in fr-FR figures, in the Slack and the Teams look', async () => {
    const res = await fetch(`${s.url}/preview/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
      body: JSON.stringify({ sessionId: SESSION, text: '/report referrals last-month' }),
    });
    expect(res.status).toBe(200);
    const until = Date.now() + 15_000;
    while (s.preview.messages(SESSION).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    const [message] = s.preview.messages(SESSION);
    expect(message?.kind).toBe('report');
    // The HTML writes U+00A0 as itself or as an entity; the card's JSON as itself.
    const html = message!.html.replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0');
    expect(html).toContain('1\u202f234,56\u00a0$US');
    expect(html).toContain('1–31 oct. 2026');
    expect(JSON.stringify(message!.teams)).toContain('1\u202f234,56\u00a0$US ▼ 10,0\u00a0% (worse)');
  });

  it('reads Accept-Language by its weights, skipping what Intl does not know', () => {
    expect(localeFromAcceptLanguage('de;q=0.5, ja-JP, *;q=0.1')).toBe('ja-JP');
    expect(localeFromAcceptLanguage('xx-notalocale-atall, en-GB;q=0.7')).toBe('en-GB');
    expect(localeFromAcceptLanguage('*')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });
});
