import { formatDateTimeTr, type TaleFull, type TaleRevision } from '@masal/shared';
import { t } from '../../../i18n/i18n.ts';

/** A text the comparison can be made between. */
export interface TextChoice {
  id: string;
  label: string;
  text: string;
}

export interface ChoicePair {
  before: TextChoice;
  after: TextChoice;
}

/**
 * The compiler's original text, the text to publish as it is now when no saved revision holds it (e.g.
 * the editor's text before the first save), and every revision, newest first, numbered from the oldest.
 */
export function textChoices(
  tale: Pick<TaleFull, 'taleText' | 'taleTextEnd'>,
  revisions: readonly TaleRevision[],
): TextChoice[] {
  const current = tale.taleTextEnd ?? '';
  const choices: TextChoice[] = [
    { id: 'original', label: t('completedTales.originalText'), text: tale.taleText ?? '' },
  ];
  const newest = revisions[0];
  if (!newest || (newest.taleTextEnd ?? '') !== current) {
    choices.push({ id: 'current', label: t('completedTales.currentText'), text: current });
  }
  revisions.forEach((r, i) => {
    const label = t('completedTales.revision', {
      n: revisions.length - i,
      date: formatDateTimeTr(r.at),
      name: r.authorNameSurname ?? t('completedTales.unknownAuthor'),
    });
    choices.push({ id: `revision-${r.revisionId}`, label, text: r.taleTextEnd ?? '' });
  });
  return choices;
}

/**
 * The pair on screen: the ids chosen, or by default the latest text against the one before it (the last
 * save's changes), the original when there is none.
 */
export function choicePair(
  choices: readonly TextChoice[],
  chosen: { before?: string | undefined; after?: string | undefined },
): ChoicePair {
  const byId = (id: string | undefined) => choices.find((c) => c.id === id);
  const original = choices[0] as TextChoice;
  const latest = choices[1] ?? original;
  return {
    before: byId(chosen.before) ?? choices[2] ?? original,
    after: byId(chosen.after) ?? latest,
  };
}
