import { PDF_LIST_FILE_NAMES } from '@masal/shared';
import { useSearchParams } from 'react-router';
import { PdfButton } from './pdf-button.tsx';

/** The lists of decisions.md's PDF criteria. */
export type PdfCriterion = 'completed' | 'privateContent' | 'published' | 'advisoryBoard';

/** A list page's PDF: the criterion's list in the order and with the name search the page shows (its URL). */
export function ListPdfButton({ criterion }: { criterion: PdfCriterion }) {
  const [params] = useSearchParams();
  const query = new URLSearchParams();
  for (const key of ['sort', 'order', 'q']) {
    const value = params.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const search = query.size > 0 ? `?${query}` : '';
  return (
    <PdfButton
      path={`/pdf/tales/criterion/${criterion}${search}`}
      fileName={PDF_LIST_FILE_NAMES[criterion]}
    />
  );
}
