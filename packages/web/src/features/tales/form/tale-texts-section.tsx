import { formatCount } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { t } from '../../../i18n/i18n.ts';
import { FormSection } from './form-section.tsx';
import { FormTextField } from './form-text-field.tsx';
import { useReadOnly } from './read-only-context.ts';
import { WordCount } from './word-count.tsx';

/**
 * "Ana Masal Metni", "Yayınlanacak Masal Metni" with their word counts, and "Bağlam Özellikleri".
 * `savedWordCount` is the server's numberOfWord of the last save, which the payment uses.
 */
export function TaleTextsSection({ savedWordCount }: { savedWordCount: number | null }) {
  const readOnly = useReadOnly();
  return (
    <FormSection title={t('taleForm.sectionTexts')}>
      <Stack spacing={2.5}>
        <FormTextField
          name="taleText"
          label={t('taleForm.taleText')}
          multiline
          minRows={10}
          maxRows={30}
          status={<WordCount name="taleText" />}
        />
        <FormTextField
          name="taleTextEnd"
          label={t('taleForm.taleTextEnd')}
          multiline
          minRows={6}
          maxRows={30}
          status={<WordCount name="taleTextEnd" />}
        />
        {/* How saving counts words only matters while the tale can still be saved. */}
        {readOnly ? null : (
          <Alert severity="info" variant="outlined">
            {t('taleForm.wordCountPayment')}
            {savedWordCount === null
              ? null
              : ` ${t('taleForm.savedWordCount', { count: formatCount(savedWordCount) })}`}
          </Alert>
        )}
        <FormTextField
          name="contextProperties"
          label={t('taleForm.contextProperties')}
          multiline
          minRows={3}
          helperText={t('taleForm.contextPropertiesHelp')}
        />
      </Stack>
    </FormSection>
  );
}
