/**
 * The preview page's script: plain browser JavaScript, no bundler, served as
 * `/preview/app.js`. Everything it puts on the page from data goes in with textContent; the
 * only HTML it inserts is the server's toHtml output, which escapes all it draws.
 * Kept as strings (no backticks or dollar-brace inside them), assembled into one script.
 */
import { CARD_JS, HELPERS_JS } from './card-js.js';
import { COMPLETION_JS } from './completion-js.js';

export const APP_JS = String.raw`(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var log = $('log');
  var input = $('command');
  var list = $('suggestions');
  var messages = new Map();
${HELPERS_JS}${CARD_JS}
  function newId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var a = new Uint8Array(16);
    crypto.getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return (b + 256).toString(16).slice(1); }).join('');
  }
  function stored(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
  function store(key, value) { try { localStorage.setItem(key, value); } catch (e) { /* private mode: the session lasts the tab */ } }

  var sessionId = stored('report-bot-preview-session');
  if (!sessionId || !/^[A-Za-z0-9_-]{1,128}$/.test(sessionId)) {
    sessionId = newId();
    store('report-bot-preview-session', sessionId);
  }
  var q = '?sessionId=' + encodeURIComponent(sessionId);

  // Lines are ordered by time on the server's clock: the server's messages carry its stamps, and
  // this page's own lines are stamped with the browser's clock moved by how far it is off the
  // server's (the page says the server's time when served), so a browser whose clock is wrong
  // still shows each reply under what it answers.
  var skew = Date.parse(document.body.getAttribute('data-now')) - Date.now() || 0;
  function nowIso() { return new Date(Date.now() + skew).toISOString(); }

  function timeOf(iso) {
    var d = iso ? new Date(iso) : new Date(nowIso());
    return d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  }
  function scrollDown() { log.scrollTop = log.scrollHeight; }
  function clearEmpty() { var e = $('empty'); if (e) e.remove(); }

  // ---- What only this page knows (your commands and the replies only you saw) is kept in
  // local storage, so a reload shows the same conversation; the server keeps the rest.
  var HISTORY_KEY = 'report-bot-preview-log-' + sessionId;
  var HISTORY_MAX = 200;
  var history = [];
  try { history = JSON.parse(stored(HISTORY_KEY) || '[]'); } catch (e) { history = []; }
  if (!Array.isArray(history)) history = [];
  function remember(entry) {
    history.push(entry);
    if (history.length > HISTORY_MAX) history = history.slice(-HISTORY_MAX);
    store(HISTORY_KEY, JSON.stringify(history));
  }

  // Rows stay in time order, whichever arrives first after a reload: the stored ones or the server's.
  function place(row, at) {
    row.setAttribute('data-at', at);
    var rows = log.querySelectorAll('[data-at]');
    for (var i = 0; i < rows.length; i++) {
      if (rows[i].getAttribute('data-at') > at) { log.insertBefore(row, rows[i]); return; }
    }
    log.appendChild(row);
    follow(row);
  }
  // The newest reply is scrolled into view whole: again when its chart or photos have loaded
  // and made it taller, as long as it is still the newest.
  function follow(row) {
    scrollDown();
    Array.prototype.forEach.call(row.querySelectorAll('img'), function (img) {
      if (!img.complete) img.addEventListener('load', function () { if (log.lastElementChild === row) scrollDown(); });
    });
  }

  function item(kind, name, at) {
    clearEmpty();
    var row = el('div', 'item ' + kind);
    row.appendChild(el('div', 'avatar', name === 'You' ? 'Y' : 'R'));
    var body = el('div', 'body');
    var meta = el('div', 'meta');
    meta.appendChild(el('b', null, name));
    meta.appendChild(el('span', 'time', timeOf(at)));
    body.appendChild(meta);
    row.appendChild(body);
    return { row: row, body: body, meta: meta };
  }

  function addUser(text, at) {
    var it = item('user', 'You', at);
    it.body.appendChild(el('div', 'user-text', text));
    place(it.row, at);
  }

  // html is toHtml output from the server (escaped there), or that output as stored by this page;
  // teams, the card of a reply that has one (a question back with its buttons), drawn as text.
  function addEphemeral(html, at, teams) {
    var it = item('bot ephemeral', 'Report bot', at);
    var view = el('div', 'slack-view');
    view.innerHTML = html;
    it.body.appendChild(view);
    // Teams shows a plain text reply the same way; the escaped HTML serves for both views.
    var drawn = Boolean(teams) && typeof teams === 'object';
    var card = drawn ? drawCard({ teams: teams }) : el('div', 'teams-card');
    if (!drawn) card.innerHTML = html;
    it.body.appendChild(card);
    place(it.row, at);
  }

  function addNote(text, at) {
    var it = item('bot ephemeral', 'Report bot', at);
    var box = el('div', 'rb-msg');
    box.appendChild(el('div', 'rb-text', text));
    it.body.appendChild(box);
    place(it.row, at);
  }

  var SHOW = { user: addUser, html: addEphemeral, note: addNote };
  // A reply is dated when it was asked for, not when it arrived: the report a command queued is
  // stamped by the server later, so "Working on …" stays above it even when the report is quicker
  // than the answer to the command.
  function say(kind, value, at, teams) {
    at = at || nowIso();
    remember(teams ? { kind: kind, value: value, at: at, teams: teams } : { kind: kind, value: value, at: at });
    SHOW[kind](value, at, teams);
  }
  history.forEach(function (h) {
    if (h && SHOW.hasOwnProperty(h.kind) && typeof h.value === 'string' && typeof h.at === 'string') SHOW[h.kind](h.value, h.at, h.teams);
  });

  // ---- Messages the bot delivered (reports and notices), new or replaced in place.
  function upsert(m) {
    messages.set(m.id, m);
    var it = item('bot' + (m.kind === 'notice' && m.audience === 'requester' ? ' ephemeral' : ''), 'Report bot', m.at);
    it.row.setAttribute('data-message-id', m.id);
    if (m.subscriptionId) it.meta.appendChild(el('span', 'sub-tag', ' · subscription ' + m.subscriptionId));
    var view = el('div', 'slack-view');
    view.innerHTML = m.html;
    it.body.appendChild(view);
    it.body.appendChild(drawCard(m));
    if (m.blocks && m.blocks.length) {
      var tools = el('div', 'tools');
      var copy = el('button', 'copy', 'Copy Block Kit JSON');
      copy.type = 'button';
      var status = el('span', 'done');
      copy.addEventListener('click', function () { copyJson(m.id, status); });
      tools.appendChild(copy);
      tools.appendChild(status);
      it.body.appendChild(tools);
    }
    var old = log.querySelector('[data-message-id="' + CSS.escape(m.id) + '"]');
    if (old) {
      it.row.setAttribute('data-at', old.getAttribute('data-at'));
      old.replaceWith(it.row);
      if (log.lastElementChild === it.row) follow(it.row);
    } else place(it.row, m.at);
  }

  function copyJson(id, status) {
    var m = messages.get(id);
    if (!m) return;
    var json = JSON.stringify({ text: m.text, blocks: m.blocks }, null, 2);
    var done = function () { status.textContent = 'Copied'; setTimeout(function () { status.textContent = ''; }, 2000); };
    var fallback = function () {
      var t = el('textarea');
      t.value = json;
      t.style.position = 'fixed';
      t.style.opacity = '0';
      document.body.appendChild(t);
      t.select();
      try { document.execCommand('copy'); done(); } catch (e) { status.textContent = 'Copy failed'; }
      t.remove();
    };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(json).then(done, fallback);
    else fallback();
  }

  function loadMessages() {
    return fetch('/preview/messages' + q).then(function (r) { return r.json(); }).then(function (body) {
      (body.messages || []).forEach(upsert);
    }).catch(function () { /* the event stream retries and reloads */ });
  }

  var events = new EventSource('/preview/events' + q);
  events.addEventListener('open', loadMessages);
  events.addEventListener('message', function (e) {
    try { upsert(JSON.parse(e.data)); } catch (err) { /* a malformed event is skipped */ }
  });

  // ---- Sending commands and button clicks.
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (j) { if (!r.ok && j && j.error) throw new Error(j.error); return j; }); });
  }
  function showAnswer(a, asked) {
    if (a && typeof a.html === 'string') say('html', a.html, asked, a.teams);
    else if (a && a.text) say('note', a.text, asked);
  }

  $('composer').addEventListener('submit', function (e) {
    e.preventDefault();
    hideSuggestions();
    var text = input.value.trim();
    if (!text) return;
    input.value = '';
    var asked = nowIso();
    say('user', text, asked);
    post('/preview/command', { sessionId: sessionId, text: text })
      .then(function (a) { showAnswer(a, asked); if (a.kind === 'ephemeral') loadSubscriptions(); })
      .catch(function (err) { say('note', 'The bot did not answer: ' + err.message, asked); });
  });

  log.addEventListener('click', function (e) {
    var b = e.target.closest('button[data-value]');
    if (!b) return;
    var row = b.closest('[data-message-id]');
    var messageId = row ? row.getAttribute('data-message-id') : undefined;
    if (row) row.classList.add('updating');
    var asked = nowIso();
    post('/preview/action', { sessionId: sessionId, value: b.getAttribute('data-value'), messageId: messageId })
      // A button on a reply only this page shows (a question back) starts a new report: say so.
      .then(function (a) { if (a.kind === 'ephemeral' || !row) { showAnswer(a, asked); if (row) row.classList.remove('updating'); } })
      .catch(function (err) { say('note', 'The bot did not answer: ' + err.message, asked); });
  });

  // ---- Slack / Teams view.
  function setView(v) {
    document.body.classList.toggle('view-teams', v === 'teams');
    $('view-slack').setAttribute('aria-pressed', String(v !== 'teams'));
    $('view-teams').setAttribute('aria-pressed', String(v === 'teams'));
    store('report-bot-preview-view', v);
  }
  $('view-slack').addEventListener('click', function () { setView('slack'); });
  $('view-teams').addEventListener('click', function () { setView('teams'); });
  setView(stored('report-bot-preview-view') === 'teams' ? 'teams' : 'slack');

  // ---- Subscriptions panel with Run now (Check now for an alert).
  function loadSubscriptions() {
    var box = $('sub-list');
    if (!box) return;
    fetch('/preview/subscriptions' + q).then(function (r) { return r.json(); }).then(function (v) {
      box.textContent = '';
      if (!v.available) { box.appendChild(el('p', null, v.message)); return; }
      if (!v.subscriptions.length) { box.appendChild(el('p', 'muted', 'None yet in this session.')); return; }
      v.subscriptions.forEach(function (s) {
        var d = el('div', 'sub');
        d.setAttribute('data-subscription-id', s.id);
        d.appendChild(el('code', null, s.id));
        d.appendChild(el('div', null, s.description));
        d.appendChild(el('div', 'muted', s.schedule));
        d.appendChild(el('div', 'muted', (s.paused ? '' : 'Next: ') + s.next));
        var run = s.alert ? el('button', 'check-now', 'Check now') : el('button', 'run-now', 'Run now');
        run.type = 'button';
        run.addEventListener('click', function () {
          post('/preview/subscriptions/run', { sessionId: sessionId, id: s.id })
            .then(function (a) { say('note', a.text.replace(/\x60/g, '')); })
            .catch(function (err) { say('note', err.message); });
        });
        d.appendChild(run);
        box.appendChild(d);
      });
    }).catch(function () { /* shown on the next command */ });
  }
  loadSubscriptions();

${COMPLETION_JS}})();
`;
