/**
 * mrkdwn to HTML at its edges: markers repeated on a line, code blocks hugging newlines or
 * left open, quotes followed by text, and `<…>` sequences that are almost links.
 * (The common cases are in html.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { mrkdwnToHtml } from '../../src/render/html-mrkdwn.js';

describe('mrkdwn to HTML at the edges', () => {
  it('styles every marked word on a line, not only the first', () => {
    expect(mrkdwnToHtml('*a* and *b*, _c_ or _d_')).toBe('<div><strong>a</strong> and <strong>b</strong>, <em>c</em> or <em>d</em></div>');
  });

  it('drops the newlines that hug a code block, and adds no empty lines around it', () => {
    expect(mrkdwnToHtml('```\nx = 1\n```')).toBe('<pre>x = 1</pre>');
  });

  it('shows an unclosed ``` as typed, not as code', () => {
    expect(mrkdwnToHtml('a ```b')).toBe('<div>a </div><div>```b</div>');
  });

  it('keeps a quote before the text that follows it', () => {
    expect(mrkdwnToHtml('>Quote\nafter')).toBe('<div><blockquote>Quote</blockquote>after</div>');
  });

  it('shows a channel mention without its label as #id', () => {
    expect(mrkdwnToHtml('<#C0123>')).toBe('<div><span class="rb-mention">#C0123</span></div>');
  });

  it('links only a whole http(s) URL', () => {
    expect(mrkdwnToHtml('<http://example.com/a|site>')).toBe(
      '<div><a href="http://example.com/a" target="_blank" rel="noopener noreferrer nofollow">site</a></div>',
    );
    // Each would be a link if the check were not anchored at both ends.
    expect(mrkdwnToHtml('<javascript:alert(1)//https://example.com|x>')).toBe('<div>x</div>');
    expect(mrkdwnToHtml('<https://example.com/a onclick=alert(1)|y>')).toBe('<div>y</div>');
  });

  it('reads a leading | as an empty target with a label', () => {
    expect(mrkdwnToHtml('<|label>')).toBe('<div>label</div>');
  });
});
