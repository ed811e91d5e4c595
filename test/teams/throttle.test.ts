/**
 * The Teams deliverer's per-conversation throttle (adapters/teams/throttle.ts): posts kept within
 * Teams' published limits for a bot in one conversation, a conversation held after a 429, and
 * the turns a firing asks for before it claims anything. On a fake clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationThrottle } from '../../adapters/teams/throttle.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('ConversationThrottle', () => {
  it('lets 7 posts a second into a conversation, the 8th after that second and the 9th after two; other conversations are not held', async () => {
    vi.useFakeTimers({ now: 0 });
    const throttle = new ConversationThrottle();
    for (let i = 0; i < 7; i++) expect(throttle.reserve('19:a')).toBe(0);
    expect(throttle.reserve('19:a')).toBe(1_000);
    expect(throttle.reserve('19:b')).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(throttle.reserve('19:a')).toBe(0);
    // 8 in any 2 s: the 9th when the first seven are two seconds old.
    expect(throttle.reserve('19:a')).toBe(1_000);
  });

  it('counts a reserved post once: the post it was reserved for goes at once and is not counted again', async () => {
    vi.useFakeTimers({ now: 0 });
    const throttle = new ConversationThrottle();
    for (let i = 0; i < 6; i++) await throttle.before('19:a');
    expect(throttle.reserve('19:a')).toBe(0);
    let sent = false;
    void throttle.before('19:a').then(() => (sent = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toBe(true);
    expect(throttle.reserve('19:a')).toBe(1_000);
  });

  it('holds a conversation Teams answered 429 for its Retry-After', async () => {
    vi.useFakeTimers({ now: 0 });
    const throttle = new ConversationThrottle();
    await throttle.refused('19:a', 5_000);
    expect(throttle.reserve('19:a')).toBe(5_000);
    expect(throttle.reserve('19:b')).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(throttle.reserve('19:a')).toBe(0);
  });
});
