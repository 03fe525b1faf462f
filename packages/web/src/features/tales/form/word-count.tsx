import { formatCount } from '@masal/shared';
import { countWords } from '@masal/shared/text';
import { useDeferredValue, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import type { TaleFormValues } from './tale-form-values.ts';

/** The live word count of a text field, counted as the server counts (Intl.Segmenter, Turkish). */
export function WordCount({ name }: { name: 'taleText' | 'taleTextEnd' }) {
  const text = useWatch<TaleFormValues, typeof name>({ name });
  // Counting a long tale on every key press would slow typing; the count may lag a moment.
  const deferred = useDeferredValue(text);
  const count = useMemo(() => countWords(deferred), [deferred]);
  return (
    <span data-testid={`word-count-${name}`}>{t('taleForm.wordCount', { count: formatCount(count) })}</span>
  );
}
