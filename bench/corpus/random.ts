/** A seeded PRNG (mulberry32), so the same count gives the same corpus on every run and machine. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** `n` hex digits. */
  hex(n: number): string;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    chance: (p) => next() < p,
    hex: (n) => {
      let s = '';
      while (s.length < n)
        s += Math.floor(next() * 4294967296)
          .toString(16)
          .padStart(8, '0');
      return s.slice(0, n);
    },
  };
}

/** Picks a key of `weights` in proportion to its weight. */
export function weighted<K extends string | number>(random: Random, weights: ReadonlyArray<[K, number]>): K {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let r = random.next() * total;
  for (const [key, w] of weights) {
    r -= w;
    if (r < 0) return key;
  }
  return (weights[weights.length - 1] as [K, number])[0];
}
