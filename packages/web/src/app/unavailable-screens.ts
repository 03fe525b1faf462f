/** Every /masal/… screen of seed §2 that later issues deliver; they share one page until then. */
export const UNAVAILABLE_SCREENS = [] as const;
