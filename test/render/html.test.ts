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
