import {
  ACTION,
  type Attachment,
  type AuthUser,
  canEditTale,
  canMarkAttachment,
  type FieldProblem,
  isStaff,
  type TaleFull,
} from '@masal/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { DraftRestoreAlert } from '../../../components/draft-restore-alert.tsx';
import { useDeviceDraft } from '../../../components/use-device-draft.ts';
import { t } from '../../../i18n/i18n.ts';
import { setAttachmentPublished, withAttachment } from '../../attachments/attachment-published.ts';
import { AttachmentRows } from '../../attachments/attachment-rows.tsx';
import { FormSection } from '../../tales/form/form-section.tsx';
import { StaleVersionDialog } from '../../tales/form/stale-version-dialog.tsx';
import { TaleFormActions } from '../../tales/form/tale-form-actions.tsx';
import { TalePreviewDialog } from '../../tales/tale-preview-dialog.tsx';
import { SimilarTalesSection } from '../copy-detection/similar-tales-section.tsx';
import { DecisionButtons } from '../decision-buttons.tsx';
import { offeredTransitions } from '../decision-rules.ts';
import { TaleHistoryList } from '../tale-history-list.tsx';
import { AbstractSection } from './abstract-section.tsx';
import { reviewKeys } from './review-api.ts';
import { ReviewClassificationSection } from './review-classification-section.tsx';
import { REVIEW_DRAFT } from './review-drafts.ts';
import { ReviewHeader } from './review-header.tsx';
import { ReviewTextsSection } from './review-texts-section.tsx';
import { REVIEW_FIELDS, type ReviewValues, reviewValuesOf, sameReview } from './review-values.ts';
import { useReviewSave } from './use-review-save.ts';

type ReviewField = (typeof REVIEW_FIELDS)[number];
const isReviewField = (field: string): field is ReviewField =>
  (REVIEW_FIELDS as readonly string[]).includes(field);

/**
 * The review screen: the compiler's text beside the text to publish, classification, context, abstract,
 * attachments, the decisions the viewer may take and the history. The assigned editor at 3 edits and
 * saves (a copy kept on the device, 409 → the choice of versions); everyone else reads.
 */
export function TaleReview({ user, tale }: { user: AuthUser; tale: TaleFull }) {
  const queryClient = useQueryClient();
  const viewer = useMemo(
    () => ({ userId: user.userId, roleIds: user.userRoles.map((r) => r.roleId) }),
    [user],
  );
  const editable = canEditTale(tale, viewer);
  const hasDecisions = offeredTransitions(tale, viewer, { canPickEditor: false }).length > 0;

  /** The tale the form's work is based on: its version goes with the save. */
  const [base, setBase] = useState(tale);
  const [baseline, setBaseline] = useState(() => reviewValuesOf(tale));
  const form = useForm<ReviewValues>({ defaultValues: baseline });
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [abstractProblem, setAbstractProblem] = useState<string | undefined>(undefined);
  /** Typed into the abstract and not saved yet: counted as unsaved work and saved before a decision. */
  const [abstractUnsaved, setAbstractUnsaved] = useState(false);
  const saveAbstract = useRef<(() => Promise<boolean>) | null>(null);

  const load = useCallback(
    (next: TaleFull) => {
      const values = reviewValuesOf(next);
      setBase(next);
      setBaseline(values);
      form.reset(values);
    },
    [form],
  );

  // The tale read again (a decision, a save elsewhere): the form follows unless there is unsaved work,
  // which the next save then offers to keep (409).
  useEffect(() => {
    if (tale.version !== base.version && sameReview(form.getValues(), baseline)) load(tale);
  }, [tale, base.version, baseline, form, load]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = form.watch(() => onChange());
      return () => subscription.unsubscribe();
    },
    [form],
  );
  const draft = useDeviceDraft(REVIEW_DRAFT, {
    userId: user.userId,
    recordId: tale.taleId,
    version: base.version,
    baseline,
    enabled: editable,
    getValues: form.getValues,
    setValues: form.reset,
    subscribe,
  });

  const save = useReviewSave({
    form,
    tale: base,
    baseline,
    onSaved: (saved) => {
      queryClient.setQueryData(reviewKeys.full(saved.taleId), saved);
      load(saved);
    },
    onOffline: draft.sync,
  });

  const loadTheirs = () => {
    const server = save.takeTheirs();
    if (!server) return;
    // The editor's copy stays on this device and is offered back at the top.
    draft.keep(form.getValues());
    queryClient.setQueryData(reviewKeys.full(server.taleId), server);
    load(server);
  };

  /** The page's unsaved work — the form, then the abstract — saved before a decision is sent. */
  const saveAll = async () => {
    const saved = await save.save();
    if (!saved) return null;
    const abstractSaved = saveAbstract.current ? await saveAbstract.current() : true;
    return abstractSaved ? saved : null;
  };

  /** Staff keep a compiler's file out of the reading room (or let it back); the tale on screen follows. */
  const markAttachment = async (attachment: Attachment, published: boolean) => {
    const changed = await setAttachmentPublished(attachment.id, published);
    if (!changed) return;
    queryClient.setQueryData<TaleFull>(reviewKeys.full(tale.taleId), (old) =>
      old ? { ...old, uploadList: withAttachment(old.uploadList, changed) } : old,
    );
  };

  /** The server's messages for the page's fields (forwarding to the advisory board without what it needs). */
  const showFieldErrors = (errors: FieldProblem[]) => {
    for (const e of errors) {
      if (isReviewField(e.field)) form.setError(e.field, { type: 'server', message: e.message });
    }
    setAbstractProblem(errors.find((e) => e.field === 'abstract')?.message);
  };

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        aria-labelledby="tale-review-title"
        // Saving is always a deliberate button press.
        onSubmit={(e) => e.preventDefault()}
      >
        <ReviewHeader tale={tale} onPreview={() => setPreviewId(tale.taleId)} />
        {draft.offer && editable ? (
          <DraftRestoreAlert
            savedAt={draft.offer.savedAt}
            onRestore={draft.restore}
            onDismiss={draft.dismissOffer}
          />
        ) : null}
        {editable ? null : (
          <Alert severity="info" data-testid="read-only">
            {tale.actionId === ACTION.inReview
              ? t('review.readOnlyOtherEditor')
              : t('review.readOnly', { status: tale.actionName })}
          </Alert>
        )}
        <ReviewTextsSection taleText={tale.taleText} editable={editable} />
        {isStaff(viewer.roleIds) ? <SimilarTalesSection taleId={tale.taleId} /> : null}
        <ReviewClassificationSection editable={editable} />
        <AbstractSection
          userId={user.userId}
          taleId={tale.taleId}
          editable={editable}
          problem={abstractProblem}
          onChanged={() => setAbstractProblem(undefined)}
          onUnsaved={setAbstractUnsaved}
          pendingSave={saveAbstract}
        />
        <FormSection title={t('talePreview.sectionAttachments')}>
          <AttachmentRows
            attachments={tale.uploadList}
            {...(canMarkAttachment(tale, viewer)
              ? { onSetPublished: (a: Attachment, published: boolean) => void markAttachment(a, published) }
              : {})}
          />
        </FormSection>
        <FormSection title={t('review.sectionDecisions')}>
          <Typography color="text.secondary" sx={{ mb: hasDecisions ? 2 : 0 }}>
            {!hasDecisions
              ? t('review.decisionsNone')
              : // Only whoever may edit has unsaved work to save before a decision.
                editable
                ? t('review.decisionsIntro')
                : t('review.decisionsIntroReadOnly')}
          </Typography>
          <DecisionButtons
            tale={tale}
            onFieldErrors={showFieldErrors}
            beforeDecide={editable ? saveAll : undefined}
          />
        </FormSection>
        <FormSection title={t('review.sectionHistory')}>
          <TaleHistoryList taleId={tale.taleId} />
        </FormSection>
        {editable ? (
          <TaleFormActions
            saveLabel={t('taleForm.save')}
            canSave
            canSubmit={false}
            canPreview
            busy={save.busy}
            unsaved={draft.unsaved || abstractUnsaved}
            unsavedText={abstractUnsaved ? t('review.abstractUnsavedStatus') : undefined}
            onSave={() => void save.save()}
            onSubmit={() => undefined}
            onPreview={() => setPreviewId(tale.taleId)}
          />
        ) : null}
      </Stack>
      <StaleVersionDialog
        serverTale={save.conflict}
        onKeepMine={save.keepMine}
        onLoadTheirs={loadTheirs}
        onClose={save.dismissConflict}
      />
      <TalePreviewDialog taleId={previewId} onClose={() => setPreviewId(null)} />
    </FormProvider>
  );
}
