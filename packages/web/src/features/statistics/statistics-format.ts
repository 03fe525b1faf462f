/** Days as Turkish readers write them: 3,5 days (counts: formatCount of @masal/shared). */
const days = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

export const formatDays = (n: number | null) => (n === null ? '–' : days.format(n));

/**
 * Days as a bar draws them: rounded as formatDays writes them, so a bar's length is the figure beside it
 * (a decision minutes after submission read "0 days" yet filled the chart, the axis stretched to it).
 */
export const shownDays = (n: number | null) => (n === null ? 0 : Math.round(n * 10) / 10);
