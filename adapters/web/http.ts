/**
 * Small HTTP helpers for the preview routes: bounded JSON bodies validated with zod, and
 * one-sentence errors. A bad request never gets a stack trace, only what to fix.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { sendJson } from '../http/server.js';

/** Bodies are a command line or a button value: 16 KB is far more than either needs. */
export const MAX_BODY_BYTES = 16 * 1024;

/** A request the page should not have sent; `message` is the one sentence sent back with 400. */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Reads and validates a JSON body; throws BadRequest with one sentence when it is not one. */
export async function readJson<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new BadRequest('Send the request body as JSON (content-type: application/json).', 415);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('The request body is too large.', 413);
    chunks.push(chunk);
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BadRequest('The request body is not valid JSON.');
  }
  return parseOr400(schema, json);
}

/** Validates query-string or body values; the first problem becomes the sentence. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  throw new BadRequest(`The request's ${field} is missing or not valid.`);
}

/** Sends a BadRequest as `{ error }`; anything else is rethrown for the server's 500. */
export function sendError(res: ServerResponse, err: unknown): void {
  if (!(err instanceof BadRequest)) throw err;
  sendJson(res, err.status, { error: err.message });
}

/** A text response that is never cached (the page changes with the bot). */
export function sendText(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
  res.end(body);
}
