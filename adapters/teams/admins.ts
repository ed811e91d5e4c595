/**
 * Who may change what a Teams conversation sees (`access grant|revoke|reset`): the users
 * listed in TEAMS_ADMIN_IDS, by their Azure AD object id (Teams' admin roles are not visible
 * to a bot without Graph permissions). ADMIN_USERS is checked by the front door before this.
 */
import type { IncomingActivity } from './activity.js';

/** Whether the sender's AAD object id is on the list; a sender without one never is. */
export function isTeamsAdmin(adminIds: readonly string[], activity: Pick<IncomingActivity, 'from'>): boolean {
  const id = activity.from?.aadObjectId;
  return id !== undefined && adminIds.some((admin) => admin.toLowerCase() === id.toLowerCase());
}
