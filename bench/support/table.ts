/** A bench's table: columns as wide as their widest cell, the first `leftColumns` left-aligned, the rest right. */
export function printColumns(header: readonly string[], rows: readonly string[][], leftColumns = 1): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
