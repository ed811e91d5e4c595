/**
 * The `report` job: one report someone asked for (a command, a button, Check now, Download
 * CSV), delivered to the conversation they asked in. Its payload is validated here; one that
 * does not validate still has someone waiting, who is told to type the command again.
 */
import { UnrecoverableError } from 'bullmq';
import { evaluateAlert } from '../src/reports/alerts.js';
import { checkSentence } from '../src/render/alerts.js';
import { notify, notifyUnreadable } from './failure.js';
import type { JobHandler, JobWork } from './job.js';
import type { JobSchemas } from './queue.js';
import { runReportJob, type PostClaim, type ReportJobKind, type ReportPathDeps } from './report-path.js';

/** A request needs the shared path and the payload schemas of the platforms it may be for. */
export interface RequestJobDeps extends ReportPathDeps {
  schemas: JobSchemas;
}

/** A request posts as often as it is tried to: nothing to claim or record. */
const UNCLAIMED: PostClaim = { record: async () => undefined, release: async () => undefined };

/** What a request brings to the shared path. */
export function requestKind(deps: Pick<RequestJobDeps, 'deliverer' | 'logger'>): ReportJobKind {
  return {
    chartsMayFollow: true,
    async refused(_job, work, sentence, fields) {
      await notify(deps, work.target, { kind: 'notice', text: sentence, correlationId: work.correlationId, audience: 'requester' }, fields);
      return { status: 'skipped', reason: 'refused', correlationId: work.correlationId };
    },
    // Check now: the report says what the alert's condition finds, crossed or not.
    async alertLine(report, work) {
      if (!work.check) return undefined;
      const { alertId, condition } = work.check;
      return { text: checkSentence(evaluateAlert(report, condition), condition, work.query, report.currency, report.locale), alertId };
    },
    claim: async () => ({ claim: UNCLAIMED }),
  };
}

export function requestJobHandler(deps: RequestJobDeps): JobHandler {
  const kind = requestKind(deps);
  return async (job) => {
    const parsed = deps.schemas.report.safeParse(job.data);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; ');
      deps.logger.error(
        { event: 'job_failed', jobId: job.id, jobName: job.name, code: 'invalid_payload', final: true, detail },
        'job payload is invalid',
      );
      await notifyUnreadable(deps, job);
      throw new UnrecoverableError(`invalid payload: ${detail}`);
    }
    const p = parsed.data;
    const work: JobWork = {
      query: p.query,
      target: p.target,
      accessTarget: p.accessTarget,
      now: new Date(p.requestedAt),
      correlationId: p.correlationId,
      requester: p.requester,
      replaceMessageId: p.replaceMessageId,
      check: p.check,
      as: p.as,
    };
    return runReportJob(deps, kind, job, work);
  };
}
