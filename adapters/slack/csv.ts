/**
 * Download CSV in Slack: the report's CSV file (src/render/csv.ts) uploaded into the thread of
 * the message whose button asked, with Slack's three upload steps (`files.getUploadURLExternal`,
 * the upload, `files.completeUploadExternal` with `channel_id` and `thread_ts`), as chart
 * images are. The file in the thread is the whole answer: nothing else is said on success.
 * A report with no table left (its period emptied since) is refused with one sentence, which
 * the job layer passes on to the person who clicked.
 */
import type { WebClient } from '@slack/web-api';
import { DeliveryError, type OutgoingMessage } from '../../jobs/index.js';
import { reportCsv } from '../../src/render/csv.js';
import { headerTitle } from '../../src/render/format.js';
import { clip } from '../../src/render/limits.js';
import type { Sent } from './notices.js';
import { message } from '../../src/messages/index.js';

type CsvMessage = Extract<OutgoingMessage, { kind: 'csv' }>;

/** The sentence for a report that has no table (any more) to download. */
export const NO_TABLE_SENTENCE = message('csv.noTable');

/** Uploads the CSV into `channel`, in the thread of `threadTs` (the report's own thread, else the report). */
export async function postCsvInThread(client: WebClient, channel: string, threadTs: string | undefined, msg: CsvMessage): Promise<Sent> {
  const file = reportCsv(msg.report);
  if (!file) throw new DeliveryError('rejected', { platformCode: 'no_table', userMessage: NO_TABLE_SENTENCE });
  const title = clip([headerTitle(msg.report), msg.report.period.label].join(' · '), 250);
  const res = await client.filesUploadV2({
    channel_id: channel,
    ...(threadTs ? { thread_ts: threadTs } : {}),
    file_uploads: [{ file: Buffer.from(file.text, 'utf8'), filename: file.filename, title }],
  });
  const id = ((res as { files?: { files?: { id?: string }[] }[] }).files ?? []).flatMap((c) => c.files ?? [])[0]?.id ?? '';
  return { messageId: id, via: 'files.upload' };
}
