/**
 * One queue, one deployment. Two deployments on one Redis under one prefix (a local try-out
 * and the production bot, or staging and production) take each other's jobs: each worker
 * runs what the other queued, with the wrong credentials, and fails it for good. The default
 * prefix differs per deployment (config.ts: `report-bot:<deployment id>`); an explicit
 * REDIS_PREFIX may still be shared by mistake, so the first deployment to use a prefix
 * writes its id under it, and another deployment refuses to start there.
 */
import type { RedisClient } from './redis.js';

/** The key under the prefix that names the deployment owning it. */
export const ownerKey = (prefix: string) => `${prefix}:deployment`;

/**
 * Claims `prefix` for `deploymentId`. Resolves with null when it is this deployment's (newly
 * or already: replicas and restarts of one deployment share it), or with the other owner's id.
 */
export async function claimPrefix(redis: RedisClient, prefix: string, deploymentId: string): Promise<string | null> {
  if ((await redis.set(ownerKey(prefix), deploymentId, 'NX')) === 'OK') return null;
  const owner = await redis.get(ownerKey(prefix));
  return owner === null || owner === deploymentId ? null : owner;
}
