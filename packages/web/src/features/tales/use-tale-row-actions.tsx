import { PRODUCT_PATH, type TaleSummary } from '@masal/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { TaleDeleteDialog } from './tale-delete-dialog.tsx';
import type { TaleRowActions } from './tale-grid-columns.tsx';
import { TalePreviewDialog } from './tale-preview-dialog.tsx';

/** The row buttons of the tale lists and the dialogs they open (preview, delete confirmation). */
export function useTaleRowActions(onDeleted?: (tale: TaleSummary) => void): {
  actions: TaleRowActions;
  dialogs: ReactNode;
} {
  const navigate = useNavigate();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TaleSummary | null>(null);

  const actions = useMemo<TaleRowActions>(
    () => ({
      preview: (row) => setPreviewId(row.taleId),
      edit: (row) => navigate(`${PRODUCT_PATH}/taleSave?taleId=${row.taleId}`),
      remove: (row) => setDeleting(row),
    }),
    [navigate],
  );

  const dialogs = (
    <>
      <TalePreviewDialog taleId={previewId} onClose={() => setPreviewId(null)} />
      <TaleDeleteDialog tale={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
    </>
  );
  return { actions, dialogs };
}
