import type { Story } from '../api/schemas.js';
import type { ReportQuery, ResolvedRange } from '../query/index.js';
import { DEFAULT_TOP, Tally, baseReport, fetchBoth, metric, periodsOf, personName, privacyNotes, rankedTable } from './common.js';
import { propertyName } from './names.js';
import type { Report, ReportContext, ReportDefinition, StoryHighlight } from './types.js';

/** Best first: photo score, then review rating, then the newest. */
function better(a: Story, b: Story): number {
  return (
    (b.photo.score ?? -1) - (a.photo.score ?? -1) ||
    (b.review?.rating ?? -1) - (a.review?.rating ?? -1) ||
    b.submissionDate.localeCompare(a.submissionDate)
  );
}

interface StoryFold {
  total: number;
  ratingSum: number;
  rated: number;
  /** The best `top` stories so far, best first; never more than `top` are kept. */
  best: Story[];
  properties: Tally;
}

async function fold(ctx: ReportContext, query: ReportQuery, range: ResolvedRange, top: number): Promise<StoryFold> {
  const f: StoryFold = { total: 0, ratingSum: 0, rated: 0, best: [], properties: new Tally() };
  const pages = ctx.api.advocacyStories({ start: range.start, end: range.end, properties: query.properties }, { signal: ctx.signal });
  for await (const page of pages) {
    f.total = page.total;
    for (const s of page.records as Story[]) {
      if (s.review?.rating != null) {
        f.ratingSum += s.review.rating;
        f.rated++;
      }
      f.properties.add(propertyName(s.propertySlug, s.propertyId));
      if (f.best.length < top || better(s, f.best.at(-1)!) < 0) {
        f.best.push(s);
        f.best.sort(better);
        if (f.best.length > top) f.best.pop();
      }
    }
  }
  return f;
}

function highlight(s: Story): StoryHighlight {
  return {
    property: propertyName(s.propertySlug, s.propertyId),
    person: personName(s.first, s.lastInitial),
    caption: s.photo.caption?.trim() || null,
    quote: s.review?.quote?.trim() || null,
    rating: s.review?.rating ?? null,
    score: s.photo.score,
    photoUrl: s.photo.url,
    submittedOn: s.submissionDate.slice(0, 10),
  };
}

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now);
  const top = query.top ?? DEFAULT_TOP;
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r, top));
  const avg = (f: StoryFold) => (f.rated > 0 ? f.ratingSum / f.rated : null);
  const report = baseReport(query, ctx, 'Guest photo stories', periods);
  report.metrics = [
    metric('stories', 'Stories with photos', 'count', current.total, previous?.total ?? null),
    metric('avgRating', 'Average review', 'rating', avg(current), previous && avg(previous)),
  ];
  report.notes = privacyNotes(ctx, 'guests');
  if (current.total === 0) {
    report.emptyMessage = 'No photo stories were submitted in this period.';
    return report;
  }
  report.highlights = current.best.map(highlight);
  report.tables.push(rankedTable('byProperty', 'Stories by property', 'Property', current.properties, top, 'Stories'));
  return report;
}

export const storiesReport: ReportDefinition = { kind: 'stories', run };
