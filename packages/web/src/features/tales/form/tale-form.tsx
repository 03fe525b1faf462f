import { type AuthUser, PRODUCT_PATH } from '@masal/shared';
import type { Attachment } from '@masal/shared/schemas/attachment';
import type { TaleData, TaleFull } from '@masal/shared/schemas/tale';
import {
  ACTION,
  canDeleteAttachment,
  canEditTale,
  canMarkAttachment,
  ownerSubmitTarget,
} from '@masal/shared/workflow';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DraftRestoreAlert } from '../../../components/draft-restore-alert.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { useDeviceDraft } from '../../../components/use-device-draft.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { t } from '../../../i18n/i18n.ts';
import { TalePreviewDialog } from '../tale-preview-dialog.tsx';
import { TaleStatusChip } from '../tale-status-chip.tsx';
import { AttachmentsSection } from './attachments-section.tsx';
import { CompilerSection } from './compiler-section.tsx';
import { ReadOnlyContext } from './read-only-context.ts';
import { SourceSection } from './source-section.tsx';
import { StaleVersionDialog } from './stale-version-dialog.tsx';
import { SubmitCheckDialog } from './submit-check-dialog.tsx';
import { SubmitSummary } from './submit-summary.tsx';
import { TALE_DRAFT } from './tale-draft.ts';
import { TaleFormActions } from './tale-form-actions.tsx';
import { type TaleRulesContext, taleRules } from './tale-form-rules.ts';
import { type TaleFormValues, toTaleInput, valuesOfTale } from './tale-form-values.ts';
import { TaleInfoSection } from './tale-info-section.tsx';
import { TaleStatusAlerts } from './tale-status-alerts.tsx';
import { TaleTextsSection } from './tale-texts-section.tsx';
import type { TaleIdOrLater } from './use-attachment-uploads.ts';
import { useSubmitCheck } from './use-submit-check.ts';
import { useTaleSave } from './use-tale-save.ts';

export interface TaleFormProps {
  user: AuthUser;
  /** The tale as loaded, or null for a new one. */
  initialTale: TaleFull | null;
  initialValues: TaleFormValues;
  /** A new tale got its id: the page records it in the URL. */
  onCreated: (taleId: number) => void;
}

/** The tale form of /masal/taleSave: sections, local copy, saving, submitting and attachments. */
export function TaleForm({ user, initialTale, initialValues, onCreated }: TaleFormProps) {
  const navigate = useNavigate();
  const [tale, setTale] = useState(initialTale);
  const [baseline, setBaseline] = useState(initialValues);
  const [attachments, setAttachments] = useState<Attachment[]>(initialTale?.uploadList ?? []);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [rules] = useState<TaleRulesContext>(() => ({ strict: false }));
  const form = useForm<TaleFormValues, TaleRulesContext, TaleData>({
    resolver: taleRules.resolver,
    context: rules,
    defaultValues: initialValues,
    shouldFocusError: false,
  });
  useEffect(() => taleRules.preload(), []);

  const roleIds = user.userRoles.map((r) => r.roleId);
  const viewer = { userId: user.userId, roleIds };
  const readOnly = tale !== null && !canEditTale(tale, viewer);
  const isOwner = tale === null || tale.userId === user.userId;
  const canSubmit = !readOnly && isOwner && (tale === null || ownerSubmitTarget(tale.actionId) !== undefined);

  const { watch, getValues, reset } = form;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = watch(() => onChange());
      return () => subscription.unsubscribe();
    },
    [watch],
  );
  /** The draft save, once defined below: what the device copy calls when the network returns. */
  const sendKept = useRef<() => unknown>(() => undefined);
  /** The last save found no network: the tale waits on the device (and a new tale's files with it). */
  const savedOffline = useRef(false);
  const draft = useDeviceDraft(TALE_DRAFT, {
    userId: user.userId,
    recordId: tale?.taleId ?? null,
    version: tale?.version ?? null,
    baseline,
    enabled: !readOnly,
    getValues,
    setValues: reset,
    subscribe,
    send: () => sendKept.current(),
  });

  const save = useTaleSave({
    form,
    rules,
    tale,
    baseline,
    onSaved: (saved) => {
      setTale(saved);
      setBaseline(valuesOfTale(saved));
      setAttachments(saved.uploadList);
      if (tale === null) onCreated(saved.taleId);
    },
    onSubmitted: (moved) => {
      draft.discard();
      // The true state at once (sent, nothing to press) while the confirmation page opens.
      setTale(moved);
      check.sent();
      navigate(`${PRODUCT_PATH}/taleSent/${moved.taleId}`);
    },
    onOffline: () => {
      savedOffline.current = true;
      draft.queue();
    },
  });
  sendKept.current = () => save.saveDraft();

  const check = useSubmitCheck({
    form,
    rules,
    preview: () => ({
      ...toTaleInput(getValues()),
      taleName: getValues('taleName').trim(),
      uploadList: attachments,
      groupName: tale?.groupName ?? null,
      subGroupName: tale?.subGroupName ?? null,
      typeAtu: tale?.typeAtu ?? null,
      typeTtv: tale?.typeTtv ?? null,
    }),
    submit: () => save.submit(),
  });
  const [uploading, setUploading] = useState(false);

  /** An attachment needs a saved tale: a new one is saved as a draft first (or waits on the device with it). */
  const ensureTaleId = async (): Promise<TaleIdOrLater> => {
    if (tale) return tale.taleId;
    savedOffline.current = false;
    const saved = await save.saveDraft();
    if (saved) return saved.taleId;
    if (savedOffline.current) return 'later';
    if (form.getFieldState('taleName').error) showToast(t('taleForm.uploadNeedsName'), 'info');
    return null;
  };

  const loadTheirs = () => {
    const server = save.takeTheirs();
    if (!server) return;
    // The user's copy stays on this device and is offered back at the top of the form.
    draft.keep(getValues());
    const values = valuesOfTale(server);
    setTale(server);
    setBaseline(values);
    setAttachments(server.uploadList);
    reset(values);
  };

  const saveLabel =
    tale === null || tale.actionId === ACTION.draft ? t('taleForm.saveDraft') : t('taleForm.save');
  let title = t('taleForm.titleNew');
  if (tale) title = readOnly ? t('taleForm.titleView') : t('taleForm.titleEdit');
  useDocumentTitle(title);

  return (
    <FormProvider {...form}>
      <ReadOnlyContext.Provider value={readOnly}>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          aria-labelledby="tale-form-title"
          // Enter in a field does not send the form: saving is always a deliberate button press.
          onSubmit={(e) => e.preventDefault()}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography id="tale-form-title" component="h1" variant="h5" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <TaleStatusChip actionId={tale?.actionId ?? ACTION.draft} label={tale?.actionName} />
          </Box>
          <TaleStatusAlerts tale={tale} readOnly={readOnly} />
          {draft.offer && !readOnly ? (
            <DraftRestoreAlert
              savedAt={draft.offer.savedAt}
              onRestore={draft.restore}
              onDismiss={draft.dismissOffer}
            />
          ) : null}
          <TaleInfoSection tale={tale ?? undefined} />
          <CompilerSection />
          <SourceSection />
          <TaleTextsSection savedWordCount={tale ? tale.numberOfWord : null} />
          <AttachmentsSection
            userId={user.userId}
            taleId={tale?.taleId ?? null}
            attachments={attachments}
            onChange={setAttachments}
            readOnly={readOnly}
            may={{
              delete: tale === null || canDeleteAttachment(tale, viewer),
              mark: tale !== null && canMarkAttachment(tale, viewer),
            }}
            ensureTaleId={ensureTaleId}
            onUploadingChange={setUploading}
          />
          <SubmitSummary request={save.summaryRequest + check.summaryBump} />
          <TaleFormActions
            saveLabel={saveLabel}
            canSave={!readOnly}
            canSubmit={canSubmit}
            canPreview={tale !== null}
            busy={save.busy}
            unsaved={draft.unsaved}
            uploading={uploading}
            phase={check.phase}
            onSave={() => void save.saveDraft()}
            onSubmit={() => void check.open()}
            onPreview={() => setPreviewId(tale?.taleId ?? null)}
          />
        </Stack>
      </ReadOnlyContext.Provider>
      <StaleVersionDialog
        serverTale={save.conflict?.tale ?? null}
        onKeepMine={save.keepMine}
        onLoadTheirs={loadTheirs}
        onClose={save.dismissConflict}
      />
      <TalePreviewDialog taleId={previewId} onClose={() => setPreviewId(null)} />
      <SubmitCheckDialog
        data={check.data}
        blockedReason={uploading ? t('taleForm.submitWaitsForUpload') : null}
        onPick={(name) => check.back(name)}
        onBack={() => check.back()}
        onConfirm={() => void check.confirm()}
        onExited={check.exited}
      />
    </FormProvider>
  );
}
