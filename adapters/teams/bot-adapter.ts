/**
 * The botbuilder `CloudAdapter`, configured from `config.teams` with
 * `ConfigurationBotFrameworkAuthentication`. Every botbuilder type the bot touches stays in
 * this folder; the rest of the code sees plain references, targets and messages.
 *
 * Authentication. With an app id, every request must carry a Bot Framework JWT, which
 * botbuilder validates against Microsoft's signing keys, and outgoing calls get a token for
 * the app. Without one, botbuilder turns authentication off both ways (anonymous claims in,
 * no token out): that is for local testing with the Bot Framework Emulator and the tests,
 * and the adapter then only talks to service URLs on this machine.
 */
import { CloudAdapter, ConfigurationBotFrameworkAuthentication, type Activity, type InvokeResponse, type TurnContext } from 'botbuilder';
import type { Config } from '../../src/config.js';

/** `config.teams`: null means no app id, so no authentication (local testing only). */
export type TeamsConfig = Config['teams'];

/**
 * The Bot Framework REST calls the deliverer makes itself (botbuilder's ConnectorClient,
 * typed here structurally: its package is botbuilder's dependency, not ours). Each answers
 * the activity id, or throws a RestError carrying `statusCode`.
 */
export interface ConversationsApi {
  sendToConversation(conversationId: string, activity: Partial<Activity>): Promise<{ id?: string }>;
  replyToActivity(conversationId: string, activityId: string, activity: Partial<Activity>): Promise<{ id?: string }>;
  updateActivity(conversationId: string, activityId: string, activity: Partial<Activity>): Promise<{ id?: string }>;
}

/** The turn logic botbuilder runs for one activity. */
export type TurnLogic = (context: TurnContext) => Promise<void>;

/**
 * `CloudAdapter` with its protected `processActivity` opened up: the receiver parses and
 * validates the request itself (with zod, answering each refusal with its own status, where
 * `CloudAdapter.process` would print failures to the console), then hands over the
 * activity and the Authorization header here.
 */
export class TeamsCloudAdapter extends CloudAdapter {
  /** Authenticates the request (throws botbuilder's `AuthenticationError`) and runs `logic`. */
  processIncoming(authHeader: string, activity: Activity, logic: TurnLogic): Promise<InvokeResponse | undefined> {
    return this.processActivity(authHeader, activity, logic);
  }

  /**
   * The Bot Framework client of a turn. The deliverer calls it directly so that a new post,
   * a reply and an update each go to exactly the endpoint meant (`TurnContext.sendActivity`
   * in a proactive turn replies to a made-up activity id).
   */
  conversationsOf(context: TurnContext): ConversationsApi {
    const client = context.turnState.get<{ conversations?: ConversationsApi } | undefined>(this.ConnectorClientKey);
    if (!client?.conversations) throw new Error('the turn has no Bot Framework connector client');
    return client.conversations;
  }
}

/** Builds the adapter for `config.teams` (null: authentication off). */
export function createBotAdapter(config: TeamsConfig): TeamsCloudAdapter {
  const auth = new ConfigurationBotFrameworkAuthentication(
    config
      ? {
          MicrosoftAppId: config.appId,
          MicrosoftAppPassword: config.appPassword ?? '',
          MicrosoftAppType: config.appType,
          MicrosoftAppTenantId: config.tenantId ?? '',
        }
      : {},
  );
  return new TeamsCloudAdapter(auth);
}

/**
 * Whether a value thrown before the turn logic ran is botbuilder's `AuthenticationError`
 * (it sets no `name`, only `statusCode` 401 or 403). Errors inside the turn never get here.
 */
export function isAuthenticationError(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return status === 401 || status === 403;
}
