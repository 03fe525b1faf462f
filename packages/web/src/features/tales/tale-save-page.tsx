import type { AuthUser } from '@masal/shared';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/loader.tsx';
import { t } from '../../i18n/i18n.ts';
import { NOT_FOUND_PAGE } from '../../navigation/pages.ts';
import { useAuthUser } from '../../session/session-store.ts';
import { TaleForm } from './form/tale-form.tsx';
import { taleFormStartQuery } from './form/tale-form-loader.ts';

interface RouteState {
  /** Another page opened a tale without a query parameter. */
  taleId?: unknown;
  /** This page created the tale and wrote its id into the URL: the open form stays as it is. */
  adoptedTaleId?: unknown;
}

/** `?taleId=` or route state `{taleId}`; NaN for a malformed id, null for a new tale. */
function routeTaleId(params: URLSearchParams, state: RouteState | null): number | null {
  const raw = params.get('taleId');
  if (raw !== null) return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  return typeof state?.taleId === 'number' ? state.taleId : null;
}

/** /masal/taleSave: a new tale, or the tale of `?taleId=` (or route state `{taleId}`). */
export function TaleSavePage() {
  const user = useAuthUser();
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as RouteState | null;
  const taleId = routeTaleId(params, state);

  // One form per opened tale; the id a new tale receives on its first save does not reopen the form.
  const [opened, setOpened] = useState({ key: 0, taleId, loadId: taleId });
  if (!Object.is(taleId, opened.taleId)) {
    const adopted = taleId !== null && state?.adoptedTaleId === taleId;
    setOpened({
      key: adopted ? opened.key : opened.key + 1,
      taleId,
      loadId: adopted ? opened.loadId : taleId,
    });
  }

  if (Number.isNaN(taleId)) return <Navigate to={NOT_FOUND_PAGE} replace />;
  if (!user) return null;
  return (
    <TaleEditor
      key={opened.key}
      user={user}
      taleId={opened.loadId}
      onCreated={(id) => setParams({ taleId: String(id) }, { replace: true, state: { adoptedTaleId: id } })}
    />
  );
}

function TaleEditor({
  user,
  taleId,
  onCreated,
}: {
  user: AuthUser;
  taleId: number | null;
  onCreated: (taleId: number) => void;
}) {
  const start = useQuery(taleFormStartQuery(user, taleId));
  if (start.isPending) return <PageLoader />;
  if (start.isError) return <Alert severity="error">{t('taleForm.loadFailed')}</Alert>;
  return (
    <TaleForm
      user={user}
      initialTale={start.data.tale}
      initialValues={start.data.values}
      onCreated={onCreated}
    />
  );
}
