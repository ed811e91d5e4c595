import { GlobalFonts } from '@napi-rs/canvas';
import { vi } from 'vitest';

/**
 * Makes the canvas report no system font, as on a machine without any, until
 * vi.restoreAllMocks(). `GlobalFonts.families` is a read-only getter over the native
 * `getFamilies()` (JSON in a Buffer), which the typings leave out; the fonts stay loaded.
 */
export function withoutSystemFonts(): void {
  const native = GlobalFonts as unknown as { getFamilies(): Buffer };
  vi.spyOn(native, 'getFamilies').mockReturnValue(Buffer.from('[]'));
  if (GlobalFonts.families.length !== 0) throw new Error('the system font list is still there');
}
