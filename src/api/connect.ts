import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import { createReportingApi, type ClientOptions, type ReportingApi } from './client.js';

/** A ready client and what to shut down with it. */
export interface ReportingConnection {
  api: ReportingApi;
  /** True when answers come from a local stand-in (sample data), not a real service. */
  sample: boolean;
  /** The stand-in's address in demo mode. */
  sandboxUrl?: string;
  close(): Promise<void>;
}

/** A local stand-in for the service, started on demand (demo mode); the wiring passes the sandbox. */
export type LocalService = () => Promise<{ url: string; apiKey: string; close(): Promise<void> }>;

/**
 * Connects to `REPORTING_API_URL`, or, when it is unset, starts `local` (the wiring's choice:
 * main.ts and the CLI pass the sandbox) in this process on a loopback port and connects to
 * that: demo mode needs no set-up at all, and the client path is the same real HTTP path
 * either way. The client layer itself never imports the stand-in.
 */
export async function connectReportingApi(
  cfg: Pick<Config, 'api'>,
  opts: { logger?: Logger; options?: Omit<ClientOptions, 'logger'>; local?: LocalService } = {},
): Promise<ReportingConnection> {
  const { logger, options = {} } = opts;
  if (cfg.api.url) {
    const api = createReportingApi({ ...cfg.api, url: cfg.api.url }, { ...options, logger });
    return { api, sample: false, close: () => api.close() };
  }
  if (!opts.local) throw new Error('REPORTING_API_URL is not set, and no local service was given to stand in for it.');
  const service = await opts.local();
  const api = createReportingApi(
    { ...cfg.api, url: service.url, key: service.apiKey, keyHeader: 'Authorization', keyPrefix: 'Bearer ' },
    { ...options, logger },
  );
  return {
    api,
    sample: true,
    sandboxUrl: service.url,
    close: async () => {
      await api.close();
      await service.close();
    },
  };
}
