import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import { startSandbox } from '../sandbox/server.js';
import { createReportingApi, type ClientOptions, type ReportingApi } from './client.js';

/** A ready client and what to shut down with it. */
export interface ReportingConnection {
  api: ReportingApi;
  /** True when answers come from the built-in sandbox (sample data), not a real service. */
  sample: boolean;
  /** The sandbox's address in demo mode. */
  sandboxUrl?: string;
  close(): Promise<void>;
}

/**
 * Connects to `REPORTING_API_URL`, or, when it is unset, starts the sandbox service in this
 * process on a loopback port and connects to that: demo mode needs no set-up at all, and
 * the client path is the same real HTTP path either way.
 */
export async function connectReportingApi(
  cfg: Pick<Config, 'api' | 'sandbox'>,
  logger?: Logger,
  options: Omit<ClientOptions, 'logger'> = {},
): Promise<ReportingConnection> {
  if (cfg.api.url) {
    const api = createReportingApi({ ...cfg.api, url: cfg.api.url }, { ...options, logger });
    return { api, sample: false, close: () => api.close() };
  }
  const sandbox = await startSandbox({ apiKey: cfg.sandbox.apiKey });
  const api = createReportingApi(
    { ...cfg.api, url: sandbox.url, key: sandbox.apiKey, keyHeader: 'Authorization', keyPrefix: 'Bearer ' },
    { ...options, logger },
  );
  return {
    api,
    sample: true,
    sandboxUrl: sandbox.url,
    close: async () => {
      await api.close();
      await sandbox.close();
    },
  };
}
