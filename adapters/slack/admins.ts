/**
 * Who may change what a Slack conversation sees (`/report access grant|revoke|reset`): the
 * workspace's admins and owners, as Slack itself says through `users.info` (scope
 * `users:read`). ADMIN_USERS is checked by the front door before this is asked.
 */
import type { WebClient } from '@slack/web-api';

/** Whether `userId` is an admin or owner of the workspace; throws when Slack could not say. */
export async function isWorkspaceAdmin(client: WebClient, userId: string): Promise<boolean> {
  const { user } = await client.users.info({ user: userId });
  // Only the flags are read: the profile (names, e-mail) is never kept or logged.
  return user?.is_admin === true || user?.is_owner === true || user?.is_primary_owner === true;
}
