import { describe, expect, it } from 'vitest';
import { escapeHtml, mrkdwnToHtml } from '../../src/render/html-mrkdwn.js';
import { toHtml } from '../../src/render/html.js';
import { toSlackMessage } from './owners.js';
import { highlight, makeReport } from './slack-fixtures.js';

/** The fragment without its <style>, to look at the markup only. */
const markup = (html: string) => html.replace(/<style>[\s\S]*?<\/style>\n?/, '');

describe('mrkdwn to HTML', () => {
  it('styles bold, italic, strike and inline code', () => {
    expect(mrkdwnToHtml('*Revenue* is _up_ ~a lot~ in `Q3`')).toBe(
      '<div><strong>Revenue</strong> is <em>up</em> <s>a lot</s> in <code>Q3</code></div>',
    );
  });

  it('leaves markers inside words alone', () => {
    expect(mrkdwnToHtml('snake_case_name and 2*3*4')).toBe('<div>snake_case_name and 2*3*4</div>');
  });

  it('renders code blocks as <pre>, with no styling inside', () => {
    expect(mrkdwnToHtml('*Top*\n```a  *b*\nc &amp; d```\n_and 3 more_')).toBe(
      '<div><strong>Top</strong></div><pre>a  *b*\nc &#38; d</pre><div><em>and 3 more</em></div>',
    );
  });

  it('groups > lines into a blockquote', () => {
    expect(mrkdwnToHtml('*Ana L.* · Inn\n>Caption\n>“Quote”')).toBe(
      '<div><strong>Ana L.</strong> · Inn<blockquote>Caption<br>“Quote”</blockquote></div>',
    );
  });

  it('turns <url|text> into a link only for http(s)', () => {
    expect(mrkdwnToHtml('see <https://example.com/a?b=1&amp;c=2|the site>')).toBe(
      '<div>see <a href="https://example.com/a?b=1&#38;c=2" target="_blank" rel="noopener noreferrer nofollow">the site</a></div>',
    );
    expect(mrkdwnToHtml('<javascript:alert(1)|click>')).toBe('<div>click</div>');
  });

  it('shows mentions as text', () => {
    expect(mrkdwnToHtml('<!channel> <@U123> <#C1|general>')).toBe(
      '<div><span class="rb-mention">@channel</span> <span class="rb-mention">@U123</span> <span class="rb-mention">#general</span></div>',
    );
  });

  it('decodes Slack entities exactly once, then escapes for HTML', () => {
    expect(mrkdwnToHtml('&lt;b&gt; &amp;lt; "x" \'y\'')).toBe('<div>&#60;b&#62; &#38;lt; &#34;x&#34; &#39;y&#39;</div>');
  });

  it('escapes every HTML-special character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});

describe('a Slack message as HTML', () => {
  it('draws each kind of block', () => {
    const html = markup(
      toHtml({
        text: 'fallback',
        blocks: [
          { type: 'header', text: { type: 'plain_text', text: 'Referrals & more', emoji: true } },
          { type: 'context', elements: [{ type: 'mrkdwn', text: 'Last month', verbatim: true }] },
          {
            type: 'section',
            fields: [
              { type: 'mrkdwn', text: '*A*\n1', verbatim: true },
              { type: 'mrkdwn', text: '*B*\n2', verbatim: true },
            ],
          },
          { type: 'image', image_url: 'https://example.com/c.png', alt_text: 'A chart' },
          { type: 'image', slack_file: { id: 'F123' }, alt_text: 'Uploaded chart' },
          { type: 'divider' },
          {
            type: 'actions',
            elements: [{ type: 'button', text: { type: 'plain_text', text: 'Refresh' }, action_id: 'report_refresh', value: '{"a":"refresh"}' }],
          },
        ],
      }),
    );
    expect(markup(html).split('\n')).toEqual([
      '<div class="rb-msg">',
      '<h2 class="rb-header">Referrals &#38; more</h2>',
      '<div class="rb-context"><span><div>Last month</div></span></div>',
      '<section class="rb-section"><div class="rb-section-body"><div class="rb-fields"><div class="rb-field"><div><strong>A</strong><br>1</div></div><div class="rb-field"><div><strong>B</strong><br>2</div></div></div></div></section>',
      '<figure class="rb-image"><img class="rb-image-img" src="https://example.com/c.png" alt="A chart" loading="lazy"></figure>',
      '<figure class="rb-image"><div class="rb-image-img rb-placeholder" role="img" aria-label="Uploaded chart">Uploaded chart</div></figure>',
      '<hr class="rb-divider">',
      '<div class="rb-actions"><button type="button" class="rb-button" data-action-id="report_refresh" data-value="{&#34;a&#34;:&#34;refresh&#34;}">Refresh</button></div>',
      '</div>',
    ]);
  });

  it('loads an uploaded file or an image from a local copy when given one', () => {
    const html = toHtml(
      {
        text: 'x',
        blocks: [
          { type: 'image', slack_file: { id: 'F123' }, alt_text: 'Chart' },
          {
            type: 'section',
            text: { type: 'mrkdwn', text: 'x' },
            accessory: { type: 'image', image_url: 'https://photos.example.com/p/1.svg', alt_text: 'Photo' },
          },
        ],
      },
      { localImages: { F123: 'digest-chart.png', 'https://photos.example.com/p/1.svg': 'photos/1.svg' } },
    );
    expect(html).toContain('<img class="rb-image-img" src="digest-chart.png" alt="Chart" loading="lazy">');
    expect(html).toContain('<img class="rb-accessory" src="photos/1.svg" alt="Photo" loading="lazy">');
  });

  it('refuses image sources that are not http(s), data:image or a plain relative path', () => {
    for (const src of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example/x.png', '../secret.png']) {
      const html = toHtml({ text: 'x', blocks: [{ type: 'image', image_url: src, alt_text: 'A chart' }] });
      expect(html).not.toContain('<img');
      expect(html).toContain('rb-placeholder');
    }
  });

  it('accepts http, https and data:image sources and refuses one with anything before or after it', () => {
    const src = (url: string) => toHtml({ text: 'x', blocks: [{ type: 'image', image_url: url, alt_text: 'A' }] });
    for (const url of ['http://example.com/c.png', 'HTTPS://example.com/c.png', 'data:image/png;base64,iVBORw0KGgo=']) {
      expect(src(url)).toContain(`<img class="rb-image-img" src="${url}" alt="A" loading="lazy">`);
    }
    // Each passes the first or second check only if that check is not anchored at both ends.
    const refused = [
      'javascript:alert(1)//https://evil.example/x.png',
      'https://evil.example/x.png onerror=alert(1)',
      'javascript:alert(1)//data:image/png;base64,AAAA',
      'data:image/png;base64,AAAA<script>',
    ];
    for (const url of refused)
      expect(markup(src(url))).toContain(
        '<figure class="rb-image"><div class="rb-image-img rb-placeholder" role="img" aria-label="A">A</div></figure>',
      );
  });

  it('falls back to the message text when there are no blocks', () => {
    expect(markup(toHtml({ text: '*Sales* & more', blocks: [] }))).toBe(
      '<div class="rb-msg">\n<div class="rb-text"><div><strong>Sales</strong> &#38; more</div></div>\n</div>',
    );
  });

  it('keeps plain text as typed, and draws a section with text and fields, a context with a picture, an image title', () => {
    const html = toHtml({
      text: 'x',
      blocks: [
        {
          type: 'section',
          text: { type: 'plain_text', text: '*Top* <b> & "q"' },
          fields: [
            { type: 'plain_text', text: '_a_' },
            { type: 'mrkdwn', text: '_b_' },
          ],
        },
        {
          type: 'context',
          elements: [
            { type: 'image', image_url: 'https://example.com/i.png', alt_text: 'Icon' },
            { type: 'plain_text', text: 'Ana L.' },
          ],
        },
        {
          type: 'image',
          image_url: 'https://example.com/c.png',
          alt_text: 'Chart "Q3" <b>',
          title: { type: 'plain_text', text: 'Nights & revenue' },
        },
      ],
    });
    expect(markup(html).split('\n')).toEqual([
      '<div class="rb-msg">',
      '<section class="rb-section"><div class="rb-section-body"><div class="rb-text">*Top* &#60;b&#62; &#38; &#34;q&#34;</div><div class="rb-fields"><div class="rb-field">_a_</div><div class="rb-field"><div><em>b</em></div></div></div></div></section>',
      '<div class="rb-context"><img class="rb-context-img" src="https://example.com/i.png" alt="Icon" loading="lazy"><span>Ana L.</span></div>',
      '<figure class="rb-image"><div class="rb-image-title">Nights &#38; revenue</div><img class="rb-image-img" src="https://example.com/c.png" alt="Chart &#34;Q3&#34; &#60;b&#62;" loading="lazy"></figure>',
      '</div>',
    ]);
  });

  it('draws buttons, a link only for a well-formed http(s) URL', () => {
    const button = (text: string, url?: string) => ({
      type: 'button' as const,
      text: { type: 'plain_text' as const, text },
      ...(url ? { url } : {}),
    });
    const html = toHtml({
      text: 'x',
      blocks: [
        {
          type: 'actions',
          elements: [
            button('CSV', 'http://example.com/r.csv?a=1&b=2'),
            button('Go'),
            button('Bad', 'javascript:alert(1)'),
            button('Tail', 'javascript:alert(1)//https://evil.example/x.csv'),
            button('Space', 'https://example.com/x.csv onclick=alert(1)'),
          ],
        },
      ],
    });
    const plain = (label: string) => `<button type="button" class="rb-button" data-action-id="" data-value="">${label}</button>`;
    expect(markup(html).split('\n')[1]).toBe(
      '<div class="rb-actions">' +
        '<a class="rb-button" href="http://example.com/r.csv?a=1&#38;b=2" data-action-id="" download rel="noopener noreferrer">CSV</a>' +
        plain('Go') +
        plain('Bad') +
        plain('Tail') +
        plain('Space') +
        '</div>',
    );
  });

  it('lets no caption inject HTML', () => {
    const report = makeReport({
      highlights: [
        highlight({
          caption: '<script>alert(1)</script> <img src=x onerror=alert(2)>',
          quote: '"><iframe src="https://evil">',
          person: 'Ana" onmouseover="alert(3)',
          photoUrl: 'https://photos.example.com/a.jpg?"><script>',
        }),
      ],
    });
    const html = toHtml(toSlackMessage(report));
    // Every tag in the markup is one the renderer makes; the data shows up only as text.
    const tags = [...markup(html).matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
    const ours = new Set([
      'div',
      'span',
      'section',
      'h2',
      'strong',
      'em',
      's',
      'code',
      'pre',
      'blockquote',
      'br',
      'a',
      'img',
      'figure',
      'hr',
      'button',
    ]);
    expect(tags.filter((t) => !ours.has(t))).toEqual([]);
    expect(tags).not.toContain('img');
    expect(html).not.toMatch(/<script|<iframe|" onmouseover="/i);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    // A URL with raw quotes and brackets is not a URL we accept: no accessory, so no <img> either.
    expect(html).not.toContain('photos.example.com/a.jpg');
  });
});
