/**
 * Part of the page script (see app.ts): the Teams view, a readable drawing of the Adaptive
 * Card's elements (TextBlock, RichTextBlock, FactSet, Image, ColumnSet, Container, Table, actions),
 * all with textContent. Buttons carry the same `data-value` as the Slack ones.
 */

/** `el(tag, class, text)`: an element with text set as textContent. */
export const HELPERS_JS = String.raw`
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
`;

export const CARD_JS = String.raw`
  // ---- Teams card view: a readable drawing of the Adaptive Card's elements.
  var SAFE_IMG = /^(https?:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,)/i;
  function plain(text) { return String(text || '').replace(/\*\*(.+?)\*\*/g, '$1').replace(/_(.+?)_/g, '$1'); }
  function textBlock(b) {
    var cls = 'tc-text';
    if (b.size === 'Large' || b.size === 'ExtraLarge') cls += ' tc-large';
    if (b.size === 'Medium') cls += ' tc-medium';
    if (b.size === 'Small') cls += ' tc-small';
    if (b.isSubtle) cls += ' tc-subtle';
    if (b.weight === 'Bolder') cls += ' tc-bold';
    var node = el('div', cls, plain(b.text));
    // Figures in a table are right-aligned in the card, as Teams draws them.
    if (/^(Left|Center|Right)$/.test(b.horizontalAlignment || '')) node.style.textAlign = b.horizontalAlignment.toLowerCase();
    return node;
  }
  function actionButtons(actions) {
    var box = el('div', 'tc-actions');
    (actions || []).forEach(function (a) {
      // Action.OpenUrl (Download CSV) is a link, as Teams opens it; http(s) only.
      if (a.type === 'Action.OpenUrl' && typeof a.url === 'string' && /^https?:\/\//i.test(a.url)) {
        var link = el('a', 'tc-link-button', a.title);
        link.href = a.url;
        link.setAttribute('download', '');
        link.rel = 'noopener noreferrer';
        box.appendChild(link);
        return;
      }
      var b = el('button', null, a.title);
      b.type = 'button';
      if (a.data && typeof a.data.value === 'string') b.setAttribute('data-value', a.data.value);
      box.appendChild(b);
    });
    return box;
  }
  function cardElement(b) {
    var node;
    switch (b.type) {
      case 'TextBlock': node = textBlock(b); break;
      case 'RichTextBlock':
        node = el('div', 'tc-text');
        (b.inlines || []).forEach(function (r) {
          var s = el('span', (r.isSubtle ? 'tc-subtle ' : '') + (r.weight === 'Bolder' ? 'tc-bold' : ''), r.text);
          if (r.italic) s.style.fontStyle = 'italic';
          node.appendChild(s);
        });
        break;
      case 'FactSet':
        node = el('table', 'tc-facts');
        (b.facts || []).forEach(function (f) {
          var tr = el('tr');
          tr.appendChild(el('td', null, plain(f.title)));
          tr.appendChild(el('td', null, plain(f.value)));
          node.appendChild(tr);
        });
        break;
      case 'Image':
        if (!SAFE_IMG.test(b.url || '')) { node = el('div', 'tc-text tc-subtle', b.altText); break; }
        // Sizes of Adaptive Cards' default host config (small 40, medium 80, large 160 px wide).
        node = el('img', 'tc-img' + (/^(Small|Medium|Large|Stretch)$/.test(b.size || '') ? ' ' + b.size.toLowerCase() : ''));
        node.src = b.url;
        node.alt = b.altText || '';
        break;
      case 'ColumnSet':
        node = el('div', 'tc-columns');
        (b.columns || []).forEach(function (c) {
          var col = el('div', 'tc-column' + (c.width === 'auto' ? ' auto' : ''));
          if (typeof c.width === 'number') col.style.flex = String(c.width);
          (c.items || []).forEach(function (i) { col.appendChild(cardElement(i)); });
          node.appendChild(col);
        });
        break;
      case 'Container':
        node = el('div', b.style === 'emphasis' ? 'tc-emphasis' : '');
        (b.items || []).forEach(function (i) { node.appendChild(cardElement(i)); });
        break;
      case 'Table':
        // The schema's Table (1.5): the first row the header, each column aligned as the card says.
        node = el('table', 'tc-table');
        (b.rows || []).forEach(function (r, i) {
          var tr = el('tr');
          (r.cells || []).forEach(function (c, k) {
            var td = el(i === 0 && b.firstRowAsHeaders !== false ? 'th' : 'td');
            var col = (b.columns || [])[k] || {};
            if (/^(Left|Center|Right)$/.test(col.horizontalCellContentAlignment || '')) td.style.textAlign = col.horizontalCellContentAlignment.toLowerCase();
            (c.items || []).forEach(function (item) { td.appendChild(cardElement(item)); });
            tr.appendChild(td);
          });
          node.appendChild(tr);
        });
        break;
      case 'ActionSet': node = actionButtons(b.actions); break;
      default:
        // Teams' own charts are drawn by Teams; the page shows what a client without them shows, their fallback.
        node = /^Chart\./.test(b.type) && b.fallback ? cardElement(b.fallback) : el('div', 'tc-text tc-subtle', '[' + b.type + ']');
    }
    if (b.separator) node.classList.add('tc-sep');
    return node;
  }
  function drawCard(m) {
    var card = el('div', 'teams-card');
    if (!m.teams) { card.appendChild(el('div', 'tc-text', m.text)); return card; }
    (m.teams.body || []).forEach(function (b) { card.appendChild(cardElement(b)); });
    if (m.teams.actions && m.teams.actions.length) card.appendChild(actionButtons(m.teams.actions));
    return card;
  }

`;
