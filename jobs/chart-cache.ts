/**
 * Shared chart renders. Channels that subscribe to the same report at the same minute get the
 * same report and therefore the same chart specs; a spec is drawn once and the image reused
 * (in this process, for the last `max` specs). Two renders of one spec at the same moment
 * share one drawing. A failed drawing is not remembered.
 */
import { createHash } from 'node:crypto';
import type { ChartImage, ChartRenderer, ChartSpec } from '../src/render/charts.js';

export function sharedChartRenderer(renderer: ChartRenderer, max = 64, onLookup?: (hit: boolean) => void): ChartRenderer {
  const images = new Map<string, Promise<ChartImage>>();
  return {
    render(spec: ChartSpec) {
      const key = createHash('sha256').update(JSON.stringify(spec)).digest('hex');
      const known = images.get(key);
      onLookup?.(known !== undefined);
      if (known) {
        // Most recently used last, so the oldest is the one evicted.
        images.delete(key);
        images.set(key, known);
        return known;
      }
      const made = renderer.render(spec);
      images.set(key, made);
      made.catch(() => images.delete(key));
      while (images.size > max) images.delete(images.keys().next().value!);
      return made;
    },
  };
}
