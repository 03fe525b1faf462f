/**
 * An upload's pace as a person reads it: the speed over the last few seconds (a phone's signal changes, the
 * average since the start would hide that) and the time left at that speed.
 */

/** Seconds of progress the speed is measured over. */
const WINDOW_MS = 5_000;

export interface Pace {
  /** Bytes a second, or null until there is enough to say. */
  bytesPerSecond: number | null;
  /** Seconds left at that speed, or null. */
  secondsLeft: number | null;
}

export function createPaceMeter(now: () => number = () => Date.now()) {
  let samples: { at: number; sent: number }[] = [];
  return {
    /** A progress report: `sent` of `total` bytes. */
    sample(sent: number, total: number): Pace {
      const at = now();
      samples.push({ at, sent });
      samples = samples.filter((s) => at - s.at <= WINDOW_MS);
      const first = samples[0];
      const elapsed = first ? (at - first.at) / 1000 : 0;
      if (!first || elapsed < 0.5 || sent <= first.sent) return { bytesPerSecond: null, secondsLeft: null };
      const bytesPerSecond = (sent - first.sent) / elapsed;
      return { bytesPerSecond, secondsLeft: Math.max(0, (total - sent) / bytesPerSecond) };
    },
    /** A pause or a dropped connection: the next speed is measured afresh. */
    reset() {
      samples = [];
    },
  };
}
