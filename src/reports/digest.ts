import { checkQuery, factsOf, listWords } from '../access/scope.js';
import { AppError, afterColon, userMessageOf } from '../errors.js';
import { message } from '../messages/index.js';
import type { ReportKind, ReportQuery } from '../query/types.js';
import { baseReport, periodsOf } from './common.js';
import { reportTitle } from './breakdown.js';
import { occupancyReport } from './occupancy.js';
import { referralsReport } from './referrals.js';
import { signupsReport } from './signups.js';
import { storiesReport } from './stories.js';
import type { Report, ReportContext, ReportDefinition } from '../catalogue/types.js';

const KIND = 'digest';

/** The digest's sections, in the order a marketing channel reads them, and the figures each shows. */
const SECTIONS: { report: ReportDefinition; sub: (q: ReportQuery) => ReportQuery }[] = [
  // The look-ahead is about the weeks to come, whatever period the digest looks back on, and
  // is compared with the same stay dates last year unless the digest says otherwise.
  {
    report: occupancyReport,
    sub: (q) => withCompare({ ...section(q, 'occupancy'), range: 'next-4-weeks' }, q.compare === 'previous' ? undefined : q.compare),
  },
  { report: signupsReport, sub: (q) => ({ ...section(q, 'signups'), properties: q.properties }) },
  { report: storiesReport, sub: (q) => ({ ...section(q, 'stories'), properties: q.properties, top: q.top ?? 3 }) },
  { report: referralsReport, sub: (q) => section(q, 'referrals') },
];

/** Figures of a section a digest shows (renderers show each section's first four). */
const SHOWN_PER_SECTION = 4;

function section(q: ReportQuery, report: ReportKind): ReportQuery {
  return withCompare({ report, range: q.range, timeZone: q.timeZone, weekStartsOn: q.weekStartsOn, properties: [], discoveries: [] }, q.compare);
}

/** A query with `compare` set, or left to the report's default. */
function withCompare(q: ReportQuery, compare: ReportQuery['compare']): ReportQuery {
  const { compare: _dropped, ...rest } = q;
  return compare === undefined ? rest : { ...rest, compare };
}

/**
 * The four sections run at once. One failing section does not sink the digest: the others
 * are delivered and a note says which one is missing and why. Only when every section fails
 * does the digest fail, with the first section's error.
 */
async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const { sections, left } = allowedSections(query, ctx);
  if (sections.length === 0)
    throw new AppError('access_refused', { id: 'digest.noSection', values: { sections: left.join(', ') } }, { retryable: false });
  const results = await Promise.allSettled(sections.map((s) => s.report.run(s.query, ctx)));
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failures.length === results.length) throw failures[0]!.reason;
  const title = reportTitle(KIND, query);
  // The digest's own period is what it looks back on; each section says what it compares.
  const report = baseReport(query, ctx, title, { ...periodsOf(query, ctx.now, false), comparison: null, notes: [] });
  results.forEach((r, i) => {
    if (r.status === 'fulfilled') report.sections.push(r.value);
    else report.notes.push(message('report.sectionFailed', { title: sections[i]!.report.title, reason: afterColon(userMessageOf(r.reason)) }));
  });
  if (left.length > 0) report.notes.push(message('report.leftOut', { sections: listWords(left), count: left.length }));
  return report;
}

/**
 * The sections a conversation of `ctx.access` may see, each narrowed to its scope like any
 * request (a section of people is left out where people are not allowed), and the titles of
 * those left out. Without a scope, every section as it is.
 */
function allowedSections(query: ReportQuery, ctx: ReportContext): { sections: { report: ReportDefinition; query: ReportQuery }[]; left: string[] } {
  const sections: { report: ReportDefinition; query: ReportQuery }[] = [];
  const left: string[] = [];
  for (const s of SECTIONS) {
    const sub = s.sub(query);
    if (!ctx.access) {
      sections.push({ report: s.report, query: sub });
      continue;
    }
    const checked = checkQuery(ctx.access, sub, factsOf(s.report));
    if (checked.ok) sections.push({ report: s.report, query: checked.query });
    else left.push(s.report.title);
  }
  return { sections, left };
}

export const digestReport: ReportDefinition = {
  kind: 'digest',
  aliases: [],
  title: reportTitle(KIND, { range: '' }),
  /** A digest of a week is the weekly digest, in its "Working on …" and its header alike (the catalogue's `title.digest`). */
  titleFor: (query) => reportTitle(KIND, query),
  subject: message('subject.digest'),
  blurb: message('blurb.digest'),
  // The digest's occupancy section looks ahead 4 weeks on its own.
  defaultRange: 'last-week',
  lookAhead: false,
  options: [],
  examples: ['/report digest', '/report digest last-week week-starts monday'],
  questions: ['give me the weekly digest', 'a summary of last month'],
  words: {
    report: [
      'summary',
      'weekly summary',
      'weekly digest',
      'weekly report',
      'roundup',
      'round up',
      'recap',
      'overview',
      'snapshot',
      'everything',
      'across the board',
      'all reports',
      'rundown',
      'wrap up',
      'wrap',
      'overall',
      'how did everything go',
      'all the number',
      'high level',
      'overall picture',
      'big picture',
      'the picture',
      'year in review',
      'in review',
      'review of the year',
      'headline',
      'highlights',
      'in general',
      'general situation',
      'all the indicators',
      'all indicators',
      'headline number',
      'headline figure',
      'topline',
      'top line number',
      'roll up',
      'rollup',
    ],
    general: [
      'how we are doing',
      'how we doing',
      'how are we doing',
      'how did we do',
      'how we did',
      'how did it go',
      'how is business',
      'how is the portfolio',
      'how is the portfolio doing',
      'how is the portfolio tracking',
      'how is it looking',
      'how is it all looking',
      'how are thing',
      'how was',
      'how were',
      'how bad was',
      'how good was',
      'better or worse',
      'where are we',
      'where do we stand',
      'how are we tracking',
      'how are we trending',
      'are we up or down',
      'up or down',
      'how are we getting on',
      'how are we going',
      'how are we faring',
      'how are thing going',
      'anything notable',
      'anything new',
      'anything interesting',
      'any news',
      'what is new',
    ],
  },
  metrics: SECTIONS.flatMap((s) => s.report.metrics.slice(0, SHOWN_PER_SECTION)),
  run,
};
