/** Figures as Turkish readers write them: 12.345 tales, 3,5 days. */
const whole = new Intl.NumberFormat('tr-TR');
const days = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

export const formatCount = (n: number) => whole.format(n);
export const formatDays = (n: number | null) => (n === null ? '–' : days.format(n));
