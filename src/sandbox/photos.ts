/**
 * Story photos served by the sandbox itself (`GET /photos/<id>.svg`), so demo cards and chart
 * previews show a real image with no network access. The picture is a small seaside scene
 * whose colours and shapes are derived from the photo id: same id, same bytes.
 */
import { hashKey, Rng } from './random.js';

/** Path pattern of photo URLs; the id must be a GUID. */
export const PHOTO_PATH = /^\/photos\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\.svg$/;

const SKIES = [
  ['#ffb347', '#ffcc80'],
  ['#5b8def', '#a8c8ff'],
  ['#ff7e67', '#ffd3b6'],
  ['#2c3e70', '#6a7fdb'],
  ['#9fd8cb', '#e0f7f1'],
] as const;
const SEAS = ['#1f6f8b', '#2a9d8f', '#264653', '#3a86ff', '#0b525b'] as const;

function idSeed(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = hashKey(h, id.charCodeAt(i), i);
  return h;
}

/** The SVG document for a photo id. */
export function photoSvg(id: string): string {
  const rng = new Rng(idSeed(id.toLowerCase()));
  const [skyTop, skyBottom] = rng.pick(SKIES);
  const sea = rng.pick(SEAS);
  const sunX = rng.int(80, 560);
  const sunY = rng.int(60, 200);
  const sunR = rng.int(24, 56);
  const hill = Array.from({ length: 6 }, (_, i) => `${i * 128},${rng.int(250, 320)}`).join(' ');
  const waves = Array.from({ length: 4 }, (_, i) => {
    const y = 350 + i * 30;
    return `<path d="M0 ${y} Q 80 ${y - 12} 160 ${y} T 320 ${y} T 480 ${y} T 640 ${y}" stroke="#ffffff" stroke-opacity="0.35" fill="none" stroke-width="3"/>`;
  }).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">',
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    '<rect width="640" height="480" fill="url(#sky)"/>',
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="#fff6d5" fill-opacity="0.9"/>`,
    `<polygon points="0,330 ${hill} 640,330" fill="#3d5a40" fill-opacity="0.8"/>`,
    `<rect y="330" width="640" height="150" fill="${sea}"/>`,
    waves,
    `<text x="16" y="466" font-family="sans-serif" font-size="12" fill="#ffffff" fill-opacity="0.7">sandbox photo ${id.slice(0, 8)}</text>`,
    '</svg>',
  ].join('');
}
