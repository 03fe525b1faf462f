/**
 * Counts to colours: a sequential, colour-blind-safe scale (five steps of viridis, light for few tales, dark for
 * many) and a neutral fill for none. The steps are equal ranges of whole numbers up to the largest count, so a
 * legend can name each one ("4–6").
 */

/** viridis at five steps; distinguishable with every common colour vision deficiency and in greyscale. */
export const SCALE_COLOURS = ['#fde725', '#5ec962', '#21918c', '#3b528b', '#440154'] as const;

export interface ColourBin {
  /** Inclusive bounds; a province with no tale is in the bin 0–0. */
  from: number;
  to: number;
  colour: string;
}

/** The bins for counts up to `max`: "none" and at most five equal steps of whole numbers. */
export function colourBins(max: number, none: string): ColourBin[] {
  const bins: ColourBin[] = [{ from: 0, to: 0, colour: none }];
  if (max < 1) return bins;
  const size = Math.ceil(max / SCALE_COLOURS.length);
  const count = Math.ceil(max / size);
  const last = SCALE_COLOURS.length - 1;
  for (let i = 0; i < count; i += 1) {
    // Fewer steps than colours: spread over the scale, so that 1 and 2 tales are still far apart in colour.
    const colourIndex = count === 1 ? last : Math.round((i * last) / (count - 1));
    bins.push({
      from: i * size + 1,
      to: Math.min((i + 1) * size, max),
      colour: SCALE_COLOURS[colourIndex] as string,
    });
  }
  return bins;
}

/** The colour of `count` among `bins` (the last bin's beyond them). */
export function colourOf(count: number, bins: readonly ColourBin[]): string {
  const bin = bins.find((b) => count >= b.from && count <= b.to) ?? bins[bins.length - 1];
  return bin?.colour ?? SCALE_COLOURS[0];
}
