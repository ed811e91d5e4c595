/**
 * The preview page's HTML and CSS, one self-contained document with no build step. The
 * script is served beside it (`/preview/app.js`) so the page's CSP can forbid inline script;
 * inline styles stay allowed because toHtml's messages carry their own `<style>`.
 */

/**
 * Scripts only from the bot; images also from the sandbox's photo server on another port
 * (story photos are absolute URLs) and data URIs (charts inline, Teams card images).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: http: https:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const CSS = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Lato,Roboto,Helvetica,Arial,sans-serif;color:#1d1c1d;background:#f4ede4;display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:12px;padding:10px 20px;background:#3f0e40;color:#fff}
header h1{font-size:16px;margin:0;font-weight:700}
header .spacer{flex:1}
.toggle{display:inline-flex;border:1px solid rgba(255,255,255,.5);border-radius:6px;overflow:hidden}
.toggle button{font:inherit;font-size:13px;padding:4px 12px;background:transparent;color:#fff;border:0;cursor:pointer}
.toggle button[aria-pressed="true"]{background:#fff;color:#3f0e40;font-weight:700}
.banner{padding:6px 20px;background:#fff4c2;border-bottom:1px solid #e8d88a;font-size:13px}
main{flex:1;display:flex;min-height:0}
#log{flex:1;overflow-y:auto;padding:16px 20px;display:flex;flex-direction:column;gap:12px}
aside{width:300px;flex:none;border-left:1px solid #ddd;background:#fff;padding:16px;overflow-y:auto}
aside h2{font-size:14px;margin:0 0 8px}
aside p{font-size:13px;color:#616061;margin:4px 0}
.sub{border:1px solid #e2e2e2;border-radius:6px;padding:8px;margin:8px 0;font-size:13px}
.sub code{font-size:12px}
.sub .muted{color:#616061}
.item{display:flex;gap:10px;align-items:flex-start;max-width:820px}
.avatar{width:36px;height:36px;border-radius:6px;flex:none;display:flex;align-items:center;justify-content:center;font-weight:700;color:#fff;background:#2eb67d}
.item.user .avatar{background:#1264a3}
.body{flex:1;min-width:0}
.meta{font-size:12px;color:#616061;margin-bottom:2px}
.meta b{color:#1d1c1d;font-size:14px;margin-right:6px}
.user-text{white-space:pre-wrap;background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:6px 12px;display:inline-block}
.ephemeral .rb-msg{background:#f8f8f8}
.ephemeral .teams-card .rb-msg{background:transparent}
.ephemeral .meta::after{content:"Only visible to you";margin-left:6px;font-style:italic}
.item.updating .slack-view,.item.updating .teams-card{opacity:.5}
.tools{display:flex;gap:8px;margin-top:4px}
.tools button,.sub button,#send{font:inherit;font-size:12px;padding:2px 10px;border:1px solid #c4c4c4;border-radius:4px;background:#fff;cursor:pointer}
.tools .done{color:#2eb67d}
.teams-card .rb-msg{border:0;padding:0;max-width:none}
.teams-card{display:none;max-width:760px;background:#fff;border:1px solid #e1dfdd;border-radius:4px;padding:12px 16px;font-family:"Segoe UI",system-ui,sans-serif;box-shadow:0 1px 2px rgba(0,0,0,.12)}
body.view-teams .teams-card{display:block}
body.view-teams .slack-view{display:none}
body.view-teams{background:#f5f5f5}
body.view-teams header{background:#464775}
.tc-text{margin:4px 0;white-space:pre-wrap}
.tc-large{font-size:18px;font-weight:600}
.tc-medium{font-size:16px}
.tc-small{font-size:12px}
.tc-subtle{color:#605e5c}
.tc-bold{font-weight:600}
.tc-facts{border-collapse:collapse;margin:6px 0}
.tc-table{border-collapse:collapse;width:100%;margin:4px 0}
.tc-table th,.tc-table td{padding:2px 8px 2px 0;vertical-align:top}
.tc-table th .tc-text{font-weight:600}
.tc-facts td{padding:2px 16px 2px 0;vertical-align:top}
.tc-facts td:first-child{font-weight:600}
.tc-columns{display:flex;gap:12px}
.tc-column{flex:1;min-width:0}
.tc-column.auto{flex:none}
.tc-img{max-width:100%;display:block;margin:6px 0}
.tc-img.small{width:40px}
.tc-img.medium{width:80px}
.tc-img.large{width:160px}
.tc-img.stretch{width:100%}
body.view-teams .tools{display:none}
.tc-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:10px}
.tc-actions button,.tc-actions a{font:inherit;font-size:13px;padding:4px 12px;border:1px solid #8a8886;border-radius:4px;background:#fff;cursor:pointer;color:inherit;text-decoration:none}
.tc-sep{border-top:1px solid #e1dfdd;margin-top:8px;padding-top:8px}
.tc-emphasis{background:#f3f2f1;padding:6px 8px}
footer{padding:10px 20px 14px;background:#fff;border-top:1px solid #ddd;position:relative}
#composer{display:flex;gap:8px;max-width:820px}
#command{flex:1;font:15px/1.4 inherit;padding:8px 12px;border:1px solid #868686;border-radius:8px}
#send{font-size:14px;padding:6px 16px;background:#007a5a;color:#fff;border-color:#007a5a}
#suggestions{position:absolute;bottom:58px;left:20px;min-width:260px;list-style:none;margin:0;padding:4px 0;background:#fff;border:1px solid #c4c4c4;border-radius:6px;box-shadow:0 4px 12px rgba(0,0,0,.12);max-height:260px;overflow-y:auto}
#suggestions[hidden]{display:none}
#suggestions li{padding:4px 12px;cursor:pointer;font-size:13px}
#suggestions li[aria-selected="true"]{background:#1264a3;color:#fff}
#suggestions .hint{color:#888;margin-left:8px;font-size:12px}
#suggestions li[aria-selected="true"] .hint{color:#dde}
.hint-line{font-size:12px;color:#616061;margin-top:4px}
.empty{color:#616061;font-size:13px}
`;

/** The page's icon (also answered at /favicon.ico): a bar chart on the bot's accent blue. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1F6FB2"/>' +
  '<rect x="7" y="17" width="4" height="8" fill="#fff"/><rect x="14" y="11" width="4" height="14" fill="#fff"/><rect x="21" y="7" width="4" height="18" fill="#fff"/></svg>';

/** The page; `sample` adds the "sample data" banner, `subscriptions` whether they are on. */
/**
 * Where the served page says the server's wall clock (`withServerNow`): the page orders its own
 * lines and the server's messages on that one clock, however far the browser's is off.
 */
export const SERVER_NOW = '@@server-now@@';

/** The page as served now: `page` (renderPage's) stamped with the server's clock. */
export function withServerNow(page: string, now: Date): string {
  return page.replace(SERVER_NOW, now.toISOString());
}

export function renderPage(opts: { sample: boolean; subscriptions: boolean }): string {
  const banner = opts.sample
    ? '<div class="banner" id="sample-banner" role="status"><b>Sample data.</b> REPORTING_API_URL is not set, so answers come from the built-in sandbox Reporting Data Service.</div>'
    : '';
  const subs = opts.subscriptions
    ? '<p>Subscribe with <code>/report subscribe digest every monday at 9:00</code>, then press Run now to see the digest before it goes to a channel. Alerts (<code>/report alert referrals revenue below $5,000 last-week</code>) have Check now, which shows whether the condition holds right now.</p><div id="sub-list"></div>'
    : '<p id="sub-off">Scheduled digests need Redis: set REDIS_URL.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Report bot — preview</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${CSS}</style>
</head>
<body data-subscriptions="${opts.subscriptions ? 'on' : 'off'}" data-now="${SERVER_NOW}">
<header>
  <h1>Report bot — preview</h1>
  <span class="spacer"></span>
  <div class="toggle" role="group" aria-label="View as">
    <button type="button" id="view-slack" aria-pressed="true">Slack</button>
    <button type="button" id="view-teams" aria-pressed="false">Teams</button>
  </div>
</header>
${banner}
<main>
  <div id="log" aria-live="polite"><p class="empty" id="empty">Type a command below, e.g. <code>/report referrals last-month</code>, or <code>/report help</code>.</p></div>
  <aside>
    <h2>Subscriptions</h2>
    ${subs}
  </aside>
</main>
<footer>
  <ul id="suggestions" role="listbox" hidden></ul>
  <form id="composer" autocomplete="off">
    <input id="command" name="command" type="text" placeholder="/report referrals last-month" aria-label="Command" aria-autocomplete="list" aria-controls="suggestions" autofocus>
    <button id="send" type="submit">Send</button>
  </form>
  <div class="hint-line">Tab completes report names and ranges. The reply is drawn as Slack would show it; switch to Teams above.</div>
</footer>
<script src="/preview/app.js" defer></script>
</body>
</html>`;
}
