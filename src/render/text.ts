import type { Report, Table } from '../catalogue/types.js';
import { answerSentence, insightSentences } from './insights.js';
import { RENDER_LIMITS } from './limits.js';
import { TOP_STORIES, comparisonWords, formatMetric, formatValue, headerTitle, localeOf, periodLabel, periodWords, stars } from './format.js';
import { DEFAULT_LOCALE } from './locale.js';

/**
 * A plain-text rendering of a report: the CLI's output, the notification fallback and what
 * a screen reader gets. Tables are aligned in monospace columns.
 */
export function toText(report: Report): string {
  const lines: string[] = [];
  lines.push(headerTitle(report).toUpperCase(), periodLabel(report));
  const compared = comparisonWords(report, 'compared');
  if (compared) lines.push(compared);
  if (report.settings.length) lines.push(capitalize(report.settings.join(', ')));
  lines.push('');
  const answer = answerSentence(report);
  if (answer) lines.push(answer, '');
  if (report.sections.length === 0) {
    for (const m of report.metrics) lines.push(`  ${formatMetric(m, report.currency, localeOf(report))}`);
    if (report.insights.length) lines.push('', ...insightSentences(report).map((s) => `  ${s}`));
  }
  if (report.emptyMessage) {
    lines.push('', report.emptyMessage);
  } else {
    for (const t of report.tables) lines.push('', ...tableLines(t, report.currency, localeOf(report)));
    if (report.highlights.length) {
      lines.push('', TOP_STORIES);
      report.highlights.forEach((h, i) => {
        lines.push(`  ${i + 1}. ${h.person} at ${h.property} ${stars(h.rating)}`.trimEnd());
        if (h.caption) lines.push(`     "${h.caption}"`);
        if (h.quote) lines.push(`     Review: "${h.quote}"`);
        if (h.photoUrl) lines.push(`     Photo: ${h.photoUrl}`);
      });
    }
  }
  for (const s of report.sections) {
    lines.push('', `— ${[headerTitle(s), ...periodWords(s)].join(' · ')}`);
    for (const m of s.metrics.slice(0, RENDER_LIMITS.shown.digestMetrics)) lines.push(`  ${formatMetric(m, s.currency, localeOf(s))}`);
    for (const sentence of insightSentences(s).slice(0, RENDER_LIMITS.shown.digestInsights)) lines.push(`  ${sentence}`);
    if (s.emptyMessage) lines.push(`  ${s.emptyMessage}`);
    for (const h of s.highlights) lines.push(`  • ${h.person} at ${h.property} ${stars(h.rating)}${h.caption ? `: "${h.caption}"` : ''}`);
  }
  if (report.notes.length) lines.push('', ...report.notes.map((n) => `Note: ${n}`));
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A table as aligned lines: text columns left, figures right. */
export function tableLines(table: Table, currency: string, locale: string = DEFAULT_LOCALE): string[] {
  const header = table.columns.map((c) => c.label);
  // The column label already says "Nights": cells show the bare number.
  const body = table.rows.map((row) => table.columns.map((c) => formatValue(row[c.key], c.unit === 'nights' ? 'count' : c.unit, currency, locale)));
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (table.columns[i]!.unit ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [table.title, `  ${line(header)}`, ...body.map((r) => `  ${line(r)}`)];
  if (table.moreRows > 0) out.push(`  … and ${table.moreRows} more`);
  return out;
}
