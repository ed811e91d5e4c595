/**
 * A message in a thread that is not addressed to the bot (a Slack reply without a mention),
 * read against the thread's last report, without any platform: answered only when it asks for
 * another report (a follow-up that changes something, or another report named outright); chat,
 * the same report again, help, refusals and questions back are not answered there.
 */
import { describe, expect, it } from 'vitest';
import { answerInThread, PLAIN_VOICE, type Conversation } from '../../src/commands/index.js';
import { parseCommand, type ReportQuery } from '../../src/query/index.js';

/** Saturday 2026-11-21, 10:00 UTC. */
const NOW = new Date('2026-11-21T10:00:00Z');
const clock = { now: NOW, timeZone: 'UTC' };
const conversation: Conversation = { target: { platform: 'test' }, requester: { userId: 'U0ANA' }, voice: PLAIN_VOICE, followUpKey: 'thread' };

function query(command: string): ReportQuery {
  const parsed = parseCommand(command, clock);
  if (parsed.kind !== 'report') throw new Error(`not a report: ${command}`);
  return parsed.query;
}
const previous = query('referrals last-month');
const reply = (text: string) => answerInThread(text, conversation, clock, previous)?.say ?? null;

describe('a reply in a thread the bot answered, not addressed to it', () => {
  it('a follow-up that changes something is answered with the changed report', () => {
    expect(reply('and by channel?')).toBe('Working on *Referrals by channel · last month*…');
    expect(reply('same for signups')).toBe('Working on *Signups · last month*…');
    expect(reply('what about last week?')).toBe('Working on *Referrals · last week*…');
  });

  it('another report named outright is answered', () => {
    expect(reply('signups last week')).toBe('Working on *Signups · last week*…');
  });

  it('chat is not answered, nor words that would only ask for the same report again', () => {
    for (const text of ['thanks, that is useful', 'ok thanks', 'is that right?', 'great', 'Anna what do you think', 'referrals last-month'])
      expect(reply(text), text).toBeNull();
  });

  it('chat the reader would take for a date or a filter is not answered unless it is put to the bot', () => {
    // Each reads as referrals of another day when read on its own (the reader skips "see you",
    // "thanks for", "did you"); said in passing, it is chat.
    for (const text of ['see you on friday', 'thanks for this week', 'see you on monday', 'ok, for today then', 'did you see it yesterday'])
      expect(reply(text), text).toBeNull();
    expect(reply('booking revenue last week')).toBe('Working on *Bookings · last week*…');
    expect(reply('last week?')).toBe('Working on *Referrals · last week*…');
  });

  it('help, a refusal and a question back are not answered there', () => {
    for (const text of ['help', 'what can you do?', 'cancellations last month', 'signups and stories last week', 'subscriptions'])
      expect(reply(text), text).toBeNull();
  });
});
