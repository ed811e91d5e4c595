/**
 * Text into Teams markdown, safely shown: Teams' escaping function, as `escapeMrkdwn`
 * (block-kit.ts) is Slack's.
 *
 * Teams does not take entities from a bot: it escapes the message's HTML characters itself
 * (`<` to `&lt;`, a bare `&` to `&amp;`) before its markdown runs. Outside code that is
 * harmless, the markdown turns the entity back into the character. Inside a code span the
 * markdown shows the entity as typed, so `` `discovery <id>` `` reached the reader as
 * `discovery &lt;id&gt;` (seen in Microsoft's Agents Playground, and reported of Teams).
 * Entities written by us would be shown the same way, doubled.
 *
 * So nothing is escaped into entities. Inside code spans the three characters are swapped
 * for look-alikes one for one (`‹` `›` `＆`): those spans hold our placeholders
 * (`<id>`, `<zone>`), never something to copy as typed. Outside code, only `<word…>`, which
 * Teams could take for an HTML tag and drop, gets the same angle look-alikes; `&`, a lone `<`
 * or `>`, `*`, `_`, emoji and any script pass as they are.
 */

const LOOK_ALIKE: Record<string, string> = { '<': '\u2039', '>': '\u203A', '&': '\uFF06' };

/** Text for a Teams message or card TextBlock: no character Teams would show as an entity. */
export function teamsMarkdown(text: string): string {
  // A code span is a run of backticks, text, and the same run; other text is between them.
  return text
    .split(/(`+[^`]*?`+)/)
    .map((part, i) => (i % 2 === 1 ? codeSpan(part) : prose(part)))
    .join('');
}

function codeSpan(span: string): string {
  return span.replace(/[<>&]/g, (c) => LOOK_ALIKE[c]!);
}

function prose(text: string): string {
  return text.replace(/<([A-Za-z/!?][^<>\n]*)>/g, '\u2039$1\u203A');
}
