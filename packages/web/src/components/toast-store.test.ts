import { describe, expect, it } from 'vitest';
import { queueWith, type Toast } from './toast-store.ts';

const toast = (id: number, topic?: string): Toast => ({ id, message: `m${id}`, severity: 'info', topic });

describe('toast queue', () => {
  it('messages without a topic wait their turn', () => {
    expect(queueWith([toast(1)], toast(2)).map((x) => x.id)).toEqual([1, 2]);
  });

  it('a newer outcome of the same action replaces the older message in its place', () => {
    const queue = [toast(1, 'auth'), toast(2), toast(3, 'taleSave')];
    expect(queueWith(queue, toast(4, 'auth')).map((x) => x.id)).toEqual([4, 2, 3]);
    expect(queueWith(queue, toast(5, 'taleSave')).map((x) => x.id)).toEqual([1, 2, 5]);
  });

  it('repeated failures leave one message, so the newest (e.g. the lock) is on screen', () => {
    let queue: Toast[] = [];
    for (let id = 1; id <= 6; id++) queue = queueWith(queue, toast(id, 'auth'));
    expect(queue.map((x) => x.id)).toEqual([6]);
  });
});
