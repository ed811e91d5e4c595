/**
 * Error answers in RFC 9457 problem-details form. The spec leaves the error format unstated;
 * problem details are what a strict ASP.NET Core service sends by default.
 */
import type { ServerResponse } from 'node:http';

const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** A request the sandbox refuses, with the HTTP status and a one-line reason. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
    this.name = 'ProblemError';
  }
}

/** Shorthand for the most common refusal. */
export const badRequest = (detail: string): ProblemError => new ProblemError(400, detail);

/** Writes a problem-details answer. */
export function sendProblem(res: ServerResponse, problem: ProblemError): void {
  const body = JSON.stringify({
    type: 'about:blank',
    title: TITLES[problem.status] ?? 'Error',
    status: problem.status,
    detail: problem.detail,
  });
  res.writeHead(problem.status, {
    ...problem.headers,
    'content-type': 'application/problem+json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
