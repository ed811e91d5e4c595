/**
 * The two icons of the Teams app package, drawn as simple bar charts (no text, so no font
 * differences between machines):
 * - `color.png`: 192×192, the accent colour filling the square, white bars in the middle
 *   96×96 (Teams' safe area).
 * - `outline.png`: 32×32, white bars on a transparent background, as Teams requires.
 * Every shape sits on whole pixels, so the outline has no grey anti-aliased edge: each pixel
 * is either white or fully transparent.
 *
 * The PNGs are committed under `teams/`; `npm run teams:package -- --icons` redraws them.
 */
import { createCanvas } from '@napi-rs/canvas';

/** The app's accent colour (manifest `accentColor`, colour icon background). */
export const ACCENT_COLOR = '#1F6FB2';

export const COLOR_ICON_SIZE = 192;
export const OUTLINE_ICON_SIZE = 32;

/** Bars as [x, y, width, height] in a 32-unit grid, plus the base line. */
const SHAPES: readonly (readonly [number, number, number, number])[] = [
  [6, 16, 5, 10],
  [13, 10, 5, 16],
  [20, 4, 5, 22],
  [4, 27, 24, 2],
];

/** The 192×192 colour icon as PNG bytes. */
export function drawColorIcon(): Buffer {
  const canvas = createCanvas(COLOR_ICON_SIZE, COLOR_ICON_SIZE);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = ACCENT_COLOR;
  ctx.fillRect(0, 0, COLOR_ICON_SIZE, COLOR_ICON_SIZE);
  // The 32-unit drawing scaled by 3 is 96×96, centred: Teams' safe area of the colour icon.
  const scale = 3;
  const offset = (COLOR_ICON_SIZE - 32 * scale) / 2;
  ctx.fillStyle = '#FFFFFF';
  for (const [x, y, w, h] of SHAPES) ctx.fillRect(offset + x * scale, offset + y * scale, w * scale, h * scale);
  return canvas.toBuffer('image/png');
}

/** The 32×32 outline icon as PNG bytes: white on transparent. */
export function drawOutlineIcon(): Buffer {
  const canvas = createCanvas(OUTLINE_ICON_SIZE, OUTLINE_ICON_SIZE);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#FFFFFF';
  for (const [x, y, w, h] of SHAPES) ctx.fillRect(x, y, w, h);
  return canvas.toBuffer('image/png');
}

/** Width and height from a PNG's IHDR chunk; null when the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (png.length < 24 || !png.subarray(0, 8).equals(signature) || png.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
