/** The columns a tale list shows whatever its width: the tale's name and the row's buttons. */
const KEPT = new Set(['taleName', 'actions']);
/** What a column without a width of its own takes (the data grid's default). */
const DEFAULT_WIDTH = 100;

export interface SizedColumn {
  field: string;
  width?: number;
  minWidth?: number;
}

const widthOf = (c: SizedColumn) => c.width ?? c.minWidth ?? DEFAULT_WIDTH;

/**
 * The fields to hide so the columns fit `available` pixels without a sideways scroll: the last
 * columns give way first (the lists order them by importance); the name and buttons always stay.
 */
export function columnsToHide(columns: readonly SizedColumn[], available: number): Set<string> {
  const hidden = new Set<string>();
  let total = columns.reduce((sum, c) => sum + widthOf(c), 0);
  for (let i = columns.length - 1; i >= 0 && total > available; i--) {
    const column = columns[i] as SizedColumn;
    if (KEPT.has(column.field)) continue;
    hidden.add(column.field);
    total -= widthOf(column);
  }
  return hidden;
}
