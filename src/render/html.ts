/**
 * A Slack message -> a self-contained HTML fragment that looks like Slack's light theme, for
 * the local preview page and the rendered samples. It draws exactly the blocks Slack would
 * get, so what a developer previews is what Slack shows.
 *
 * Everything that comes from the message is escaped (see html-mrkdwn.ts); image sources are
 * limited to http(s), data:image and relative file names, links to http(s). An uploaded Slack
 * file cannot be fetched outside Slack, so it is drawn as a placeholder with its alt text.
 */
import type {
  ContextBlock,
  DataTableBlock,
  ImageBlock,
  ImageElement,
  InputBlock,
  SectionBlock,
  SlackBlock,
  SlackMessage,
  TableBlock,
  TextObject,
} from './block-kit.js';
import { escapeHtml, mrkdwnToHtml } from './html-mrkdwn.js';
import { message } from '../messages/index.js';

/** Options of `toHtml`. */
export interface HtmlOptions {
  /**
   * Images the preview holds itself, keyed by Slack file id or by image URL, with the source
   * to load instead (a chart PNG the preview server made, a photo copied beside the page).
   * An uploaded Slack file not listed here is drawn as a placeholder with its alt text.
   */
  localImages?: Readonly<Record<string, string>>;
}

/** Renders a Slack message (`toSlackMessage`'s output) as an HTML fragment with its own styles. */
export function toHtml(message: Pick<SlackMessage, 'text' | 'blocks'>, options: HtmlOptions = {}): string {
  const files = options.localImages ?? {};
  const render = (b: SlackBlock) => block(b, files);
  const body = message.blocks.length > 0 ? message.blocks.map(render).join('\n') : `<div class="rb-text">${mrkdwnToHtml(message.text)}</div>`;
  return `<div class="rb-msg">\n<style>${STYLE}</style>\n${body}\n</div>`;
}

type Files = Readonly<Record<string, string>>;

/** The source of an image: a local copy if the preview has one, else its URL. */
function sourceOf(image: ImageBlock | ImageElement, files: Files): string | undefined {
  if ('image_url' in image) return Object.hasOwn(files, image.image_url) ? files[image.image_url] : image.image_url;
  const key = 'id' in image.slack_file ? image.slack_file.id : image.slack_file.url;
  return Object.hasOwn(files, key) ? files[key] : undefined;
}

function text(t: TextObject): string {
  return t.type === 'plain_text' ? escapeHtml(t.text) : mrkdwnToHtml(t.text);
}

/** A URL we are willing to put in `src`: http(s), an inline image, or a relative file name. */
function safeSrc(url: string): string | null {
  if (/^https?:\/\/[^\s"'<>]+$/i.test(url)) return url;
  if (/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(url)) return url;
  if (/^[\w][\w.-]*(\/[\w][\w.-]*)*$/.test(url)) return url;
  return null;
}

function img(url: string | undefined, alt: string, cls: string): string {
  const src = url === undefined ? null : safeSrc(url);
  if (src === null) return `<div class="${cls} rb-placeholder" role="img" aria-label="${escapeHtml(alt)}">${escapeHtml(alt)}</div>`;
  return `<img class="${cls}" src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy">`;
}

function imageElement(e: ImageElement, cls: string, files: Files): string {
  return img(sourceOf(e, files), e.alt_text, cls);
}

function section(s: SectionBlock, files: Files): string {
  const parts: string[] = [];
  if (s.text) parts.push(`<div class="rb-text">${text(s.text)}</div>`);
  if (s.fields) parts.push(`<div class="rb-fields">${s.fields.map((f) => `<div class="rb-field">${text(f)}</div>`).join('')}</div>`);
  // The bot's only accessory is a photo; other elements (menus, pickers) are not drawn.
  const accessory = s.accessory?.type === 'image' ? imageElement(s.accessory, 'rb-accessory', files) : '';
  return `<section class="rb-section"><div class="rb-section-body">${parts.join('')}</div>${accessory}</section>`;
}

function context(c: ContextBlock, files: Files): string {
  const items = c.elements.map((e) => (e.type === 'image' ? imageElement(e, 'rb-context-img', files) : `<span>${text(e)}</span>`));
  return `<div class="rb-context">${items.join('')}</div>`;
}

/**
 * A form's field (the bot's modals): its label, the control as it starts (the option chosen,
 * the text typed, the time, the channel), and its hint. Drawn, not working: the preview shows
 * a form's layout; Slack runs it.
 */
function input(b: InputBlock): string {
  const e = b.element;
  const shown =
    e.type === 'static_select'
      ? (e.initial_option?.text.text ?? message('preview.chooseOption'))
      : e.type === 'plain_text_input'
        ? (e.initial_value ?? e.placeholder?.text ?? '')
        : e.type === 'timepicker'
          ? (e.initial_time ?? message('preview.chooseTime'))
          : e.initial_conversation
            ? `#${e.initial_conversation}`
            : message('preview.thisConversation');
  const optional = b.optional ? ` <span class="rb-optional">${escapeHtml(message('preview.optional'))}</span>` : '';
  const hint = b.hint ? `<div class="rb-hint">${escapeHtml(b.hint.text)}</div>` : '';
  const menu = e.type.endsWith('select') || e.type === 'timepicker' ? ' rb-menu' : '';
  return `<div class="rb-input"><label>${escapeHtml(b.label.text)}${optional}</label><div class="rb-control${menu}">${escapeHtml(shown)}</div>${hint}</div>`;
}

/**
 * Slack's table and data table: a header row, then the rows, figures right-aligned; a data table
 * shows its first page and the pager under it (drawn, not working, as the preview's forms).
 */
function table(b: TableBlock | DataTableBlock): string {
  const [header = [], ...rows] = b.rows;
  const pageSize = b.type === 'data_table' ? (b.page_size ?? 5) : rows.length;
  const align = (k: number) =>
    b.type === 'table' ? b.column_settings?.[k]?.align : rows.some((r) => r[k]?.type === 'raw_number') ? 'right' : undefined;
  const cellText = (c: TableBlock['rows'][number][number]) => escapeHtml('text' in c ? c.text : '');
  const cells = (row: TableBlock['rows'][number], tag: 'th' | 'td') =>
    row.map((c, k) => `<${tag}${align(k) === 'right' ? ' class="rb-num"' : ''}>${cellText(c)}</${tag}>`).join('');
  const caption = b.type === 'data_table' ? `<caption>${escapeHtml(b.caption)}</caption>` : '';
  const body = rows.slice(0, pageSize).map((r) => `<tr>${cells(r, 'td')}</tr>`);
  const pager =
    rows.length > pageSize
      ? `<div class="rb-pager">${escapeHtml(message('preview.tablePage', { first: 1, last: pageSize, total: rows.length }))}</div>`
      : '';
  return `<div class="rb-table-wrap"><table class="rb-table">${caption}<thead><tr>${cells(header, 'th')}</tr></thead><tbody>${body.join('')}</tbody></table>${pager}</div>`;
}

function block(b: SlackBlock, files: Files): string {
  switch (b.type) {
    case 'header':
      return `<h2 class="rb-header">${escapeHtml(b.text.text)}</h2>`;
    case 'section':
      return section(b, files);
    case 'context':
      return context(b, files);
    case 'image': {
      const title = b.title ? `<div class="rb-image-title">${escapeHtml(b.title.text)}</div>` : '';
      return `<figure class="rb-image">${title}${img(sourceOf(b, files), b.alt_text, 'rb-image-img')}</figure>`;
    }
    case 'divider':
      return '<hr class="rb-divider">';
    case 'table':
    case 'data_table':
      return table(b);
    case 'input':
      return input(b);
    case 'actions': {
      const buttons = b.elements.flatMap((e) => {
        // A link button (Download CSV) is a link: it downloads, it does not talk to the bot.
        const href = e.url && /^https?:\/\/[^\s"'<>]+$/i.test(e.url) ? e.url : null;
        if (href)
          return [
            `<a class="rb-button" href="${escapeHtml(href)}" data-action-id="${escapeHtml(e.action_id ?? '')}" download rel="noopener noreferrer">${escapeHtml(e.text.text)}</a>`,
          ];
        return [
          `<button type="button" class="rb-button" data-action-id="${escapeHtml(e.action_id ?? '')}" data-value="${escapeHtml(e.value ?? '')}">${escapeHtml(e.text.text)}</button>`,
        ];
      });
      return `<div class="rb-actions">${buttons.join('')}</div>`;
    }
  }
}

/** Slack's light theme, closely enough to judge a layout. Scoped to `.rb-msg`. */
const STYLE = [
  '.rb-msg{font:15px/1.46668 -apple-system,BlinkMacSystemFont,"Segoe UI",Lato,Roboto,Helvetica,Arial,sans-serif;color:#1d1c1d;background:#fff;max-width:760px;padding:8px 20px 12px;border:1px solid #e2e2e2;border-radius:8px}',
  '.rb-msg *{box-sizing:border-box}',
  '.rb-header{font-size:18px;font-weight:900;line-height:1.33;margin:8px 0 4px}',
  '.rb-section{display:flex;gap:12px;align-items:flex-start;margin:8px 0}',
  '.rb-section-body{flex:1;min-width:0}',
  '.rb-fields{display:grid;grid-template-columns:1fr 1fr;gap:8px 16px;margin-top:4px}',
  '.rb-accessory{width:88px;height:88px;object-fit:cover;border-radius:6px;flex:none}',
  '.rb-context{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:center;font-size:12px;line-height:1.5;color:#616061;margin:4px 0}',
  '.rb-context-img{width:20px;height:20px;border-radius:4px}',
  '.rb-image{margin:8px 0}',
  '.rb-image-title{font-size:15px;color:#1d1c1d;margin-bottom:4px}',
  '.rb-image-img{display:block;max-width:100%;max-height:400px;border-radius:8px;border:1px solid #e2e2e2}',
  '.rb-placeholder{display:flex;align-items:center;justify-content:center;min-height:88px;padding:12px;background:#f8f8f8;border:1px dashed #c4c4c4;border-radius:6px;color:#616061;font-size:12px;text-align:center}',
  '.rb-divider{border:0;border-top:1px solid #e2e2e2;margin:12px 0}',
  '.rb-table-wrap{margin:4px 0 8px;overflow-x:auto;border:1px solid #e2e2e2;border-radius:8px}',
  '.rb-table{border-collapse:collapse;width:100%;font-size:14px}',
  '.rb-table caption{caption-side:top;text-align:left;padding:6px 12px;color:#616061;font-size:12px}',
  '.rb-table th,.rb-table td{padding:6px 12px;border-bottom:1px solid #eeeeee;text-align:left;vertical-align:top}',
  '.rb-table th{font-weight:700;background:#f8f8f8}',
  '.rb-table .rb-num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}',
  '.rb-pager{padding:6px 12px;font-size:12px;color:#616061;text-align:right}',
  '.rb-actions{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0 4px}',
  '.rb-button{display:inline-flex;align-items:center;text-decoration:none;font:inherit;font-size:13px;font-weight:700;height:28px;padding:0 12px;background:#fff;color:#1d1c1d;border:1px solid rgba(29,28,29,.3);border-radius:4px;cursor:pointer}',
  '.rb-button:hover{background:#f8f8f8;box-shadow:0 1px 3px rgba(0,0,0,.08)}',
  '.rb-msg pre{font:12px/1.5 Monaco,Menlo,Consolas,"Courier New",monospace;background:#f8f8f8;border:1px solid #e2e2e2;border-radius:4px;padding:8px;margin:4px 0;white-space:pre;overflow-x:auto}',
  '.rb-msg code{font:12px Monaco,Menlo,Consolas,"Courier New",monospace;color:#e01e5a;background:#f8f8f8;border:1px solid #e2e2e2;border-radius:3px;padding:0 3px}',
  '.rb-msg blockquote{margin:4px 0;padding-left:12px;border-left:4px solid #dddddd}',
  '.rb-msg a{color:#1264a3;text-decoration:none}',
  '.rb-msg a.rb-button{color:#1d1c1d}',
  '.rb-input{margin:12px 0}',
  '.rb-input label{display:block;font-weight:700;margin-bottom:4px}',
  '.rb-optional{font-weight:400;color:#616061}',
  '.rb-control{min-height:36px;padding:7px 12px;border:1px solid rgba(29,28,29,.3);border-radius:4px;background:#fff}',
  '.rb-menu::after{content:"\\25BE";float:right;color:#616061}',
  '.rb-hint{font-size:13px;color:#616061;margin-top:4px}',
  '.rb-mention{color:#1264a3;background:rgba(29,155,209,.1);border-radius:3px;padding:0 2px}',
].join('');
