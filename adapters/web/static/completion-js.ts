/**
 * Part of the page script (see app.ts): autocompletion of report names, commands, ranges,
 * options and months, from `/preview/completions` (the grammar's own word lists). Tab (or
 * Enter after choosing with the arrows) accepts; plain Enter always sends.
 */
export const COMPLETION_JS = String.raw`
  // ---- Autocompletion of report names, ranges and options from the grammar.
  var words = { reports: [], rest: [], ranges: [], hints: {} };
  fetch('/preview/completions').then(function (r) { return r.json(); }).then(function (c) {
    c.reports.forEach(function (r) {
      words.reports.push(r.name);
      words.hints[r.name] = r.title;
      r.aliases.forEach(function (a) { words.reports.push(a); words.hints[a] = r.title; });
    });
    c.commands.forEach(function (w) { words.reports.push(w); words.hints[w] = 'command'; });
    c.ranges.forEach(function (w) { words.ranges.push(w); words.hints[w] = 'range'; });
    c.months.forEach(function (w) { words.hints[w] = 'month'; });
    c.keywords.forEach(function (w) { if (!words.hints[w]) words.hints[w] = 'option'; });
    words.rest = c.ranges.concat(c.keywords, c.months);
    // Typed before the word lists arrived (a slow start): offer them for what is there now.
    if (document.activeElement === input && input.value) suggest();
  }).catch(function () { /* no completion, the command still works */ });

  var shown = [];
  var selected = -1;
  function hideSuggestions() { list.hidden = true; shown = []; selected = -1; }
  function candidates() {
    var before = input.value.slice(0, input.selectionStart == null ? input.value.length : input.selectionStart);
    var tokens = before.split(/\s+/);
    var current = tokens[tokens.length - 1].toLowerCase();
    var prior = tokens.slice(0, -1).filter(function (t) { return t && t !== '/report' && t !== 'report'; });
    if (current.charAt(0) === '/') return '/report'.indexOf(current) === 0 && current !== '/report' ? ['/report'] : [];
    var last = prior[prior.length - 1];
    var namesReport = prior.some(function (t) { return words.reports.indexOf(t.toLowerCase()) >= 0 && words.hints[t.toLowerCase()] !== 'command'; });
    var pool = prior.length === 0 || last === 'subscribe' || !namesReport ? words.reports : words.rest;
    if (current === '' && pool === words.rest) return words.ranges.slice(0, 8);
    if (current === '') return [];
    return pool.filter(function (w) { return w.indexOf(current) === 0 && w !== current; }).slice(0, 8);
  }
  function render() {
    list.textContent = '';
    shown.forEach(function (w, i) {
      var li = el('li', null, w);
      li.setAttribute('role', 'option');
      li.setAttribute('aria-selected', String(i === selected));
      if (words.hints[w]) li.appendChild(el('span', 'hint', words.hints[w]));
      li.addEventListener('mousedown', function (e) { e.preventDefault(); accept(w); });
      list.appendChild(li);
    });
    list.hidden = shown.length === 0;
  }
  function accept(word) {
    var end = input.selectionStart == null ? input.value.length : input.selectionStart;
    var start = input.value.slice(0, end).search(/\S*$/);
    input.value = input.value.slice(0, start) + word + ' ' + input.value.slice(end);
    var caret = start + word.length + 1;
    input.setSelectionRange(caret, caret);
    input.focus();
    suggest();
  }
  function suggest() { shown = candidates(); selected = -1; render(); }
  input.addEventListener('input', suggest);
  input.addEventListener('blur', function () { setTimeout(hideSuggestions, 100); });
  input.addEventListener('keydown', function (e) {
    if (list.hidden) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      var n = shown.length;
      selected = e.key === 'ArrowDown' ? (selected + 1) % n : (selected - 1 + n) % n;
      render();
    } else if (e.key === 'Tab' || (e.key === 'Enter' && selected >= 0)) {
      e.preventDefault();
      accept(shown[selected >= 0 ? selected : 0]);
    } else if (e.key === 'Escape') {
      hideSuggestions();
    }
  });
`;
