/**
 * Seeded, stateless randomness for the sandbox.
 *
 * Every generated value is derived from a hash of (seed, kind, date, index, ...) rather than
 * from one long random stream: that is what lets the sandbox serve any slice of any date range
 * without generating (or storing) what comes before it, and still give the same bytes every time.
 */

/** murmur3's 32-bit finaliser: full avalanche, so neighbouring keys (day 1, day 2) look unrelated. */
function fmix32(input: number): number {
  let h = input | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Hashes up to five integer key parts into an unsigned 32-bit value.
 * Fixed arity on purpose: this runs once per candidate record when counting a page's total.
 */
export function hashKey(seed: number, a = 0, b = 0, c = 0, d = 0): number {
  let h = fmix32(seed ^ 0x9e3779b9);
  h = fmix32(h ^ Math.imul(a | 0, 0xcc9e2d51));
  h = fmix32((h + 0x6d2b79f5) ^ Math.imul(b | 0, 0x1b873593));
  h = fmix32((h + 0x7f4a7c15) ^ Math.imul(c | 0, 0xe6546b64));
  h = fmix32((h + 0x2545f491) ^ Math.imul(d | 0, 0x85ebca77));
  return h;
}

/** A uniform number in [0, 1) straight from a key, for the cheap attribute checks. */
export function unitOf(seed: number, a = 0, b = 0, c = 0, d = 0): number {
  return hashKey(seed, a, b, c, d) / 4294967296;
}

/**
 * A small sequential generator (mulberry32) for building one record: the record's key seeds it,
 * then each field draws in a fixed order, so a record never depends on its neighbours.
 */
export class Rng {
  private state: number;

  constructor(state: number) {
    this.state = state >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks an index with probability proportional to its weight. */
  weightedIndex(weights: readonly number[]): number {
    return weightedIndexAt(weights, this.next());
  }

  /** Exponentially distributed value with the given mean (long tail: lead times, stay lengths). */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }
}

/**
 * The GUID of record `index` of `day` (and `which` of its ids, e.g. 0 = the record, 1 = its
 * photo). Hashing alone would collide around 100,000 records (birthday bound on 32-bit keys),
 * so two of the four words come from a Feistel permutation of the pair (day, salt+which+index):
 * a bijection, hence unique ids within a seed, yet every word looks random. The layout is
 * RFC 9562 version 4, so strict uuid validators accept it.
 */
export function guidFor(seed: number, salt: number, day: number, index: number, which = 0): string {
  const tag = (salt * 4 + which) & 0xfff;
  let left = day >>> 0;
  let right = ((index & 0xfffff) | (tag << 20)) >>> 0;
  for (let round = 0; round < 4; round++) {
    const next = (left ^ hashKey(seed, 0x7e1 + round, right)) >>> 0;
    left = right;
    right = next;
  }
  const w0 = left;
  const w1 = hashKey(seed, tag, day, index, 1);
  const w2 = hashKey(seed, tag, day, index, 2);
  const w3 = right;
  const hex = [w0, w1, w2, w3].map((w) => w.toString(16).padStart(8, '0')).join('');
  const version = '4' + hex.slice(13, 16);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16) + hex.slice(17, 20);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${version}-${variant}-${hex.slice(20, 32)}`;
}

/** Index for a given uniform draw `u` under the given weights (inverse CDF, so it is monotone in u). */
export function weightedIndexAt(weights: readonly number[], u: number): number {
  let total = 0;
  for (const w of weights) total += w;
  let target = u * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i] ?? 0;
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/**
 * Poisson draw by inverse CDF from a given uniform. Using the same `u` for a larger mean never
 * gives a smaller count, which keeps "more delay, more influenced transactions" monotone.
 */
export function poissonAt(mean: number, u: number): number {
  if (!(mean > 0)) return 0;
  if (mean > 60) {
    // A normal approximation is plenty for large means and keeps the loop short.
    const clamped = Math.min(Math.max(u, 1e-9), 1 - 1e-9);
    const z = Math.log(clamped / (1 - clamped)) * 0.5513;
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * z));
  }
  let k = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  while (u > cumulative && k < 1000) {
    k++;
    p *= mean / k;
    cumulative += p;
  }
  return k;
}
