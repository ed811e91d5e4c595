/**
 * The message extension (a search command, `composeExtensions` in teams/manifest.json): in any
 * chat's or channel's compose box, `@Report bot referrals last month` (or a question) sends a
 * `composeExtension/query` invoke, answered with the report as a result to insert: a thumbnail
 * preview in the list, and the report's full card (the same card, buttons and values as the
 * bot posts) as what is inserted. The text goes through the front door like a typed command,
 * so the grammar reads it and the access of the conversation it is typed in applies; the report
 * is made at once, in this process, because Teams waits for the list (the chart is left out:
 * drawing it would keep the person waiting).
 */
import { z } from 'zod';
import type { Conversation, FrontDoor } from '../../src/commands/index.js';
import type { Report } from '../../src/catalogue/types.js';
import { withLocale } from '../../src/render/locale.js';
import { userMessageOf } from '../../src/errors.js';
import type { Logger } from '../../src/log.js';
import { toTeamsAttachment, toTeamsPreview, type AdaptiveCardAttachment, type ReportPreview } from '../../src/render/teams.js';
import { reportCard } from './message.js';
import type { TeamsTarget } from './target.js';
import { message as sentence } from '../../src/messages/index.js';

/** The search command's id and its one parameter, as teams/manifest.json declares them. */
export const EXTENSION_COMMAND = 'report';
export const EXTENSION_PARAMETER = 'query';

export interface TeamsExtensionDeps {
  door: FrontDoor;
  logger: Logger;
  /** Makes a report now, in this process; absent: the extension says previews are not available. */
  makeReport?: (query: Report['query'], now: Date) => Promise<Report>;
  now?: () => Date;
}

/** What the query invoke answers (the invoke response's body). */
export type ExtensionResponse =
  | {
      composeExtension: {
        type: 'result';
        attachmentLayout: 'list';
        attachments: (AdaptiveCardAttachment & { preview: ReportPreview })[];
      };
    }
  | { composeExtension: { type: 'message'; text: string } };

const QuerySchema = z.looseObject({
  commandId: z.string().max(64).optional(),
  parameters: z
    .array(z.looseObject({ name: z.string().max(64), value: z.unknown() }))
    .max(10)
    .optional(),
});

const EMPTY = sentence('teams.extensionEmpty');
const NOT_A_REPORT = sentence('teams.extensionNotAReport');
const NO_PREVIEWS = sentence('teams.extensionNoPreviews');

function message(text: string): ExtensionResponse {
  return { composeExtension: { type: 'message', text } };
}

/** The text typed in the search box. */
function typed(value: unknown): string {
  const parsed = QuerySchema.safeParse(value);
  if (!parsed.success || (parsed.data.commandId && parsed.data.commandId !== EXTENSION_COMMAND)) return '';
  const params = parsed.data.parameters ?? [];
  const param = params.find((p) => p.name === EXTENSION_PARAMETER) ?? params[0];
  return typeof param?.value === 'string' ? param.value.trim().slice(0, 500) : '';
}

/** Answers one `composeExtension/query`; never throws. */
export async function answerExtensionQuery(deps: TeamsExtensionDeps, value: unknown, conv: Conversation<TeamsTarget>): Promise<ExtensionResponse> {
  const text = typed(value);
  if (!text) return message(EMPTY);
  const answer = await deps.door.answer(text, conv);
  if (answer.then.kind !== 'report') return message(answer.then.kind === 'none' ? (answer.say ?? EMPTY) : NOT_A_REPORT);
  if (!deps.makeReport) return message(NO_PREVIEWS);
  let report: Report;
  try {
    // In the locale of the person inserting it, as a report they asked for would be.
    report = withLocale(await deps.makeReport(answer.then.query, deps.now?.() ?? new Date()), conv.requester.locale);
  } catch (err) {
    deps.logger.warn({ event: 'teams_extension_failed', report: answer.then.query.report, err: String(err) }, 'could not make a report preview');
    return message(userMessageOf(err));
  }
  deps.logger.info({ event: 'teams_extension_answered', report: report.query.report, ...(conv.logFields ?? {}) }, 'message extension preview');
  const attachment = toTeamsAttachment(reportCard({ report, chartError: false }, []));
  return { composeExtension: { type: 'result', attachmentLayout: 'list', attachments: [{ ...attachment, preview: toTeamsPreview(report) }] } };
}
