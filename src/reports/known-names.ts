/**
 * The names a deployment's data holds, learned from the service itself, for the question
 * reader (src/query/reader/names.ts): the service lists no properties or places, so they are
 * read off recent records. The member properties (by slug, as queries filter by them) and the
 * places leads come from, from the last 90 days of signups; the referral channels and the
 * visitors' places, from the referrals by channel and by geo. Discoveries are not learned: their
 * records carry a name but not the id a query filters by, so "lakes & pines" is left to the
 * discovery breakdown. Learned when the first question is read (nothing is asked of the service
 * before then) and again when a question comes a day or more later; a failure keeps what was known.
 */
import type { ReportingApi } from '../api/client.js';
import { plusDays, todayIn } from '../query/calendar.js';
import { propertyName } from '../query/names.js';
import type { KnownName, NameIndex } from '../query/reader/names.js';

/** How far back names are read: long enough to meet every property and channel in use. */
const LOOK_BACK_DAYS = 90;
const DAY_MS = 86_400_000;

/** One reading of the names in the service's recent records. */
export async function learnNames(api: ReportingApi, now: Date, signal?: AbortSignal): Promise<NameIndex> {
  const end = plusDays(todayIn(now, 'UTC'), -1);
  const range = { start: plusDays(end, 1 - LOOK_BACK_DAYS), end };
  const seen = new Map<string, KnownName>();
  const add = (kind: KnownName['kind'], name: string | null | undefined, id = name) => {
    if (name && id && name.trim()) seen.set(`${kind}:${id.toLowerCase()}`, { kind, name: name.trim(), id });
  };
  const places = (r: { country?: string | null; region?: string | null; city?: string | null }) => {
    add('country', r.country);
    add('region', r.region);
    add('city', r.city);
  };
  const [channels, geo] = await Promise.all([api.sponsorReferralsByChannel(range, { signal }), api.sponsorReferralsByGeo(range, { signal })]);
  for (const c of channels) {
    add('channel', `${c.source} / ${c.medium}`);
    add('channel', c.source);
    add('channel', c.medium);
  }
  for (const g of geo) places(g);
  for await (const page of api.advocacySignups(range, { signal })) {
    for (const s of page.records) {
      add('property', propertyName(s.propertySlug, s.propertyId), s.propertySlug?.trim() || s.propertyId);
      places(s);
    }
  }
  return { names: [...seen.values()] };
}

/** Names kept current: what was learned last, refreshed daily in the background. */
export interface NameBook {
  current(): NameIndex;
  stop(): void;
}

export function startNameBook(opts: { api: ReportingApi; now?: () => Date; onError: (err: unknown) => void }): NameBook {
  let known: NameIndex = { names: [] };
  // Nothing is asked of the service before the first question: names are learned when one is read, then daily.
  let learnedAt = -Infinity;
  const controller = new AbortController();
  const learn = (now: Date) =>
    learnNames(opts.api, now, controller.signal).then(
      (names) => {
        known = names;
      },
      (err: unknown) => {
        if (!controller.signal.aborted) opts.onError(err);
      },
    );
  return {
    current() {
      const now = opts.now?.() ?? new Date();
      if (!controller.signal.aborted && now.getTime() - learnedAt >= DAY_MS) {
        learnedAt = now.getTime();
        void learn(now);
      }
      return known;
    },
    stop() {
      controller.abort();
    },
  };
}
