import { describe, expect, it } from 'vitest';
import { createPaceMeter } from './upload-pace.ts';

describe('an upload’s pace', () => {
  it('says nothing until half a second of progress is there', () => {
    let clock = 0;
    const meter = createPaceMeter(() => clock);
    expect(meter.sample(0, 1000)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    clock = 200;
    expect(meter.sample(100, 1000).bytesPerSecond).toBeNull();
  });

  it('measures the last five seconds and the time left at that speed', () => {
    let clock = 0;
    const meter = createPaceMeter(() => clock);
    meter.sample(0, 10_000);
    clock = 4_000;
    meter.sample(4_000, 10_000);
    // The first sample leaves the window: only the last 5 s count (a slower second stretch).
    clock = 9_000;
    const pace = meter.sample(6_000, 10_000);
    expect(pace.bytesPerSecond).toBe(400);
    expect(pace.secondsLeft).toBe(10);
  });

  it('starts afresh after a reset', () => {
    let clock = 0;
    const meter = createPaceMeter(() => clock);
    meter.sample(0, 100);
    clock = 1_000;
    meter.reset();
    expect(meter.sample(50, 100).bytesPerSecond).toBeNull();
  });
});
