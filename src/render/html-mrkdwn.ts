/**
 * Slack mrkdwn -> HTML, for previews. Safety comes from the order of operations: the mrkdwn
 * is split into its syntax (code blocks, quotes, `<…>` links and mentions, `code`) first;
 * every piece of text is then entity-decoded once and HTML-escaped once; only after that are
 * our own tags (<strong>, <em>, …) added around escaped text. So nothing a message contains
 * can become markup, and a link is emitted only for an http(s) URL.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>' };

/** Slack's three entities back to characters, in one pass (so `&amp;lt;` stays `&lt;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt);/g, (_m, name: string) => ENTITIES[name]!);
}

/** Text safe in HTML content and in double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Decoded, escaped text with Slack's *bold*, _italic_ and ~strike~ as tags. */
function styled(raw: string): string {
  const pair = (marker: string, tag: string) => {
    const m = `\\${marker}`;
    // Markers count only at word edges, as in Slack: snake_case_names stay as they are.
    const re = new RegExp(`(^|[^\\w${m}])${m}(?=\\S)([^${m}\\n]*?\\S)${m}(?![\\w${m}])`, 'g');
    return (s: string) => s.replace(re, `$1<${tag}>$2</${tag}>`);
  };
  let html = escapeHtml(decodeEntities(raw));
  for (const apply of [pair('*', 'strong'), pair('_', 'em'), pair('~', 's')]) html = apply(html);
  return html;
}

/** `<…>` control sequences: links, user/channel mentions, special mentions. */
function control(inner: string): string {
  const [target = '', label] = splitOnce(inner, '|');
  if (target.startsWith('!')) return mention(`@${label ?? target.slice(1).split('^')[0]}`);
  if (target.startsWith('@')) return mention(`@${label ?? target.slice(1)}`);
  if (target.startsWith('#')) return mention(`#${label ?? target.slice(1)}`);
  const url = decodeEntities(target);
  const text = escapeHtml(decodeEntities(label ?? target));
  if (!/^https?:\/\/[^\s"'<>]+$/i.test(url)) return text;
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;
}

function mention(text: string): string {
  return `<span class="rb-mention">${escapeHtml(decodeEntities(text))}</span>`;
}

function splitOnce(text: string, sep: string): [string, string | undefined] {
  const i = text.indexOf(sep);
  return i < 0 ? [text, undefined] : [text.slice(0, i), text.slice(i + 1)];
}

/** One line: inline code and `<…>` sequences are opaque; the rest gets styled. */
function inline(line: string): string {
  const out: string[] = [];
  const token = /`([^`\n]+)`|<([^<>\n]*)>/g;
  let last = 0;
  for (let m = token.exec(line); m; m = token.exec(line)) {
    out.push(styled(line.slice(last, m.index)));
    out.push(m[1] !== undefined ? `<code>${escapeHtml(decodeEntities(m[1]))}</code>` : control(m[2] ?? ''));
    last = token.lastIndex;
  }
  out.push(styled(line.slice(last)));
  return out.join('');
}

/** Lines of text outside code blocks: `>` lines become a blockquote, others break with <br>. */
function lines(text: string): string {
  const out: string[] = [];
  let quote: string[] = [];
  let plain: string[] = [];
  const flush = () => {
    if (plain.length) out.push(plain.map(inline).join('<br>'));
    if (quote.length) out.push(`<blockquote>${quote.map(inline).join('<br>')}</blockquote>`);
    plain = [];
    quote = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('>')) {
      if (plain.length) flush();
      quote.push(line.slice(1));
    } else {
      if (quote.length) flush();
      plain.push(line);
    }
  }
  flush();
  return out.join('');
}

/** A mrkdwn string as an HTML fragment. */
export function mrkdwnToHtml(text: string): string {
  const parts = text.split('```');
  const out: string[] = [];
  parts.forEach((part, i) => {
    const isCode = i % 2 === 1 && i < parts.length - 1;
    if (isCode) {
      out.push(`<pre>${escapeHtml(decodeEntities(part.replace(/^\n/, '').replace(/\n$/, '')))}</pre>`);
      return;
    }
    // An unclosed ``` is shown as typed; a newline hugging a code block belongs to the block.
    const body = ((i % 2 === 1 ? '```' : '') + part).replace(/^\n/, '').replace(/\n$/, '');
    if (body) out.push(`<div>${lines(body)}</div>`);
  });
  return out.join('');
}
