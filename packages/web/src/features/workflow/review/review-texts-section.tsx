import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import { FormSection } from '../../tales/form/form-section.tsx';
import { WordCount } from '../../tales/form/word-count.tsx';
import { PreviewText } from '../../tales/preview-section.tsx';
import type { ReviewValues } from './review-values.ts';

/**
 * The compiler's main text, read-only, beside the text to publish the editor writes (stacked on a
 * phone). The editor may start from a copy of the main text. Whoever may not edit reads both as text.
 */
export function ReviewTextsSection({ taleText, editable }: { taleText: string | null; editable: boolean }) {
  const mainId = useId();
  const endId = useId();
  const { register, setValue } = useFormContext<ReviewValues>();
  const { errors } = useFormState<ReviewValues>({ name: 'taleTextEnd' });
  const textEnd = useWatch<ReviewValues, 'taleTextEnd'>({ name: 'taleTextEnd' });
  const { ref, ...field } = register('taleTextEnd');
  const message = errors.taleTextEnd?.message;

  return (
    <FormSection title={t('review.sectionTexts')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={mainId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('review.mainText')}
          </Typography>
          <TextToRead labelledBy={mainId} text={taleText} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={endId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('review.textToPublish')}
          </Typography>
          {editable ? (
            <TextField
              {...field}
              inputRef={ref}
              id="review-taleTextEnd"
              label={t('taleForm.taleTextEnd')}
              multiline
              minRows={12}
              maxRows={30}
              fullWidth
              error={Boolean(message)}
              helperText={message ?? <WordCount name="taleTextEnd" />}
            />
          ) : (
            <TextToRead labelledBy={endId} text={textEnd} />
          )}
          {editable && !textEnd.trim() && taleText?.trim() ? (
            <Button
              sx={{ mt: 1 }}
              onClick={() => setValue('taleTextEnd', taleText, { shouldDirty: true, shouldValidate: false })}
            >
              {t('review.copyMainText')}
            </Button>
          ) : null}
        </Box>
      </Box>
    </FormSection>
  );
}

/** A text to read, not to edit; focusable, so keyboard users can scroll a long text (WCAG 2.1.1). */
function TextToRead({ labelledBy, text }: { labelledBy: string; text: string | null }) {
  return (
    <Box
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      sx={{
        maxHeight: { md: '70vh' },
        overflowY: 'auto',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <PreviewText text={text} />
    </Box>
  );
}
