/**
 * Where the preview page's messages go: a browser session (one person, one tab's session id
 * kept in localStorage), and how jobs relates one target to another.
 */
import { z } from 'zod';
import type { Requester } from '../../src/commands/index.js';
import type { Addressing } from '../../jobs/index.js';

/** A browser session of the local preview page. */
export const PreviewTargetSchema = z.object({
  platform: z.literal('preview'),
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});
export type PreviewTarget = z.infer<typeof PreviewTargetSchema>;

export const previewTarget = (sessionId: string): PreviewTarget => ({ platform: 'preview', sessionId });

/** Whoever sits at the local page: there is one person per browser session. */
export const LOCAL_REQUESTER: Requester = { userId: 'local', name: 'Local preview' };

export const previewAddressing: Addressing<PreviewTarget> = {
  name: 'preview',
  targetSchema: PreviewTargetSchema,
  /** `preview:<session>`. */
  conversationKey: (target) => `preview:${target.sessionId}`,
  /** The session holds nothing short-lived. */
  standingTarget: (target) => target,
  /** The same session: its one person sees everything in it. */
  directTarget: (target) => target,
};
