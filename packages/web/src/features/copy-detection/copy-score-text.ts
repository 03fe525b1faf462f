/** A similarity score (0–1) as the panel shows it: a whole percentage, written the Turkish way ("%57"). */
const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

export function scorePercent(score: number): string {
  return percent.format(score);
}
