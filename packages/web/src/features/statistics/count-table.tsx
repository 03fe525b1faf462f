import { formatCount } from '@masal/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../components/visually-hidden.ts';

export interface CountRow {
  key: string | number;
  label: ReactNode;
  count: number;
  /** More columns between the label and the count. */
  extra?: ReactNode[];
}

/**
 * Figures as a table: a label column and a count column (right-aligned, Turkish digits). The caption names the
 * table for screen readers; `showCaption` writes it on screen too.
 */
export function CountTable({
  caption,
  showCaption = false,
  head,
  rows,
}: {
  caption: string;
  showCaption?: boolean;
  /** Headers: the label's, any extra columns', the count's. */
  head: readonly string[];
  rows: readonly CountRow[];
}) {
  const last = head.length - 1;
  return (
    <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0, pt: 0, fontWeight: 600 } }}>
      <caption style={showCaption ? undefined : visuallyHidden}>{caption}</caption>
      <TableHead>
        <TableRow>
          {head.map((text, i) => (
            <TableCell key={text} scope="col" align={i === 0 ? 'left' : 'right'}>
              {text}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
              {row.label}
            </TableCell>
            {(row.extra ?? []).map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the extra columns are fixed per table.
              <TableCell key={i} align="right">
                {cell}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-column={head[last]}>
              {formatCount(row.count)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
