import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageClearer, SIGN_IN_MESSAGE_CLEAR_MS, SIGN_UP_MESSAGE_CLEAR_MS } from './message-clear.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the server message of an auth form (seed §4)', () => {
  it('uses the seed delays: sign-in 100 ms, sign-up 3000 ms', () => {
    expect(SIGN_IN_MESSAGE_CLEAR_MS).toBe(100);
    expect(SIGN_UP_MESSAGE_CLEAR_MS).toBe(3000);
  });

  it('stays while the person reads it, however long', () => {
    const clear = vi.fn();
    const clearer = messageClearer(SIGN_UP_MESSAGE_CLEAR_MS, clear);
    clearer.shown();
    vi.advanceTimersByTime(60_000);
    expect(clear).not.toHaveBeenCalled();
  });

  it('clears the delay after the first change, and further typing does not postpone it', () => {
    const clear = vi.fn();
    const clearer = messageClearer(SIGN_UP_MESSAGE_CLEAR_MS, clear);
    clearer.shown();
    clearer.edited();
    vi.advanceTimersByTime(2_000);
    clearer.edited();
    vi.advanceTimersByTime(999);
    expect(clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('does nothing for changes while no message is shown', () => {
    const clear = vi.fn();
    const clearer = messageClearer(SIGN_IN_MESSAGE_CLEAR_MS, clear);
    clearer.edited();
    vi.advanceTimersByTime(1_000);
    expect(clear).not.toHaveBeenCalled();
  });

  it('a newer message waits again for a change', () => {
    const clear = vi.fn();
    const clearer = messageClearer(SIGN_IN_MESSAGE_CLEAR_MS, clear);
    clearer.shown();
    clearer.edited();
    clearer.shown();
    vi.advanceTimersByTime(1_000);
    expect(clear).not.toHaveBeenCalled();
    clearer.edited();
    vi.advanceTimersByTime(100);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('stops counting when the page leaves', () => {
    const clear = vi.fn();
    const clearer = messageClearer(SIGN_IN_MESSAGE_CLEAR_MS, clear);
    clearer.shown();
    clearer.edited();
    clearer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(clear).not.toHaveBeenCalled();
  });
});
