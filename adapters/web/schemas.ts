/** What the preview page sends, validated at the edge like every other platform's input. */
import { z } from 'zod';
import { SubscriptionIdSchema } from '../../src/commands/index.js';
import { PreviewTargetSchema } from './target.js';

/** The browser's session id (crypto.randomUUID, kept in localStorage): the preview target's. */
export const SessionIdSchema = PreviewTargetSchema.shape.sessionId;

export const CommandBodySchema = z.object({
  sessionId: SessionIdSchema,
  /** What was typed, with or without the leading `/report`. */
  text: z.string().max(1000),
});

export const ActionBodySchema = z.object({
  sessionId: SessionIdSchema,
  /** The button's `data-value` (validated again by decodeActionValue). */
  value: z.string().min(1).max(4000),
  /** The message the button is on, updated in place when it belongs to this session. */
  messageId: z.string().min(1).max(128).optional(),
});

export const RunNowBodySchema = z.object({
  sessionId: SessionIdSchema,
  id: SubscriptionIdSchema,
});

export const SessionQuerySchema = z.object({ sessionId: SessionIdSchema });

/** Chart ids as the preview deliverer makes them: `<message id>-<n>-<key>`. */
export const ChartIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/);
