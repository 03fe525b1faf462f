import { MSG } from '@masal/shared/messages';
import { SOURCE_TYPE } from '@masal/shared/tale-constants';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';
import { type FieldError, get, useFormContext, useFormState } from 'react-hook-form';
import { type TextKey, t } from '../../../i18n/i18n.ts';
import { summaryLine } from './summary-line.ts';
import { FIELD_ORDER, type TaleFieldPath, type TaleFormValues } from './tale-form-values.ts';

const LABEL: Record<(typeof FIELD_ORDER)[number], TextKey> = {
  taleName: 'taleForm.taleName',
  copyrightStatus: 'taleForm.copyright',
  area: 'taleForm.area',
  city: 'taleForm.city',
  taleSource: 'taleForm.taleSource',
  taleSourceText: 'taleForm.taleSourceText',
  compilerNameSurname: 'taleForm.compilerNameSurname',
  compilerJob: 'taleForm.compilerJob',
  whereToCompile: 'taleForm.whereToCompile',
  compilerEducationLevel: 'taleForm.educationLevel',
  compilerBirthDate: 'taleForm.compilerBirthDate',
  compilerPlaceOfBirth: 'taleForm.compilerPlaceOfBirth',
  compilerExplanation: 'taleForm.compilerExplanation',
  sourceType: 'taleForm.sourceType',
  'sourcePerson.nameSurname': 'taleForm.sourceNameSurname',
  'sourcePerson.complationDate': 'taleForm.complationDate',
  'sourcePerson.learnedFrom': 'taleForm.learnedFrom',
  'sourcePerson.job': 'taleForm.sourceJob',
  'sourcePerson.educationLevel': 'taleForm.sourceEducationLevel',
  'sourcePerson.birthDate': 'taleForm.birthYear',
  'sourcePerson.placeOfBirth': 'taleForm.sourcePlaceOfBirth',
  'sourcePerson.nameConsent': 'talePreview.nameConsent',
  taleText: 'taleForm.taleText',
  taleTextEnd: 'taleForm.taleTextEnd',
  contextProperties: 'taleForm.contextProperties',
};

export interface SubmitProblem {
  name: TaleFieldPath;
  /** The field's label before the message, or null when the message already names the field. */
  label: string | null;
  message: string;
}

/** The form's current errors as the submit summary lists them: in the form's order, each with its label. */
export function useSubmitProblems(): SubmitProblem[] {
  const { getValues } = useFormContext<TaleFormValues>();
  const { errors } = useFormState<TaleFormValues>();
  const material = getValues('sourceType') === SOURCE_TYPE.material;
  const labelOf = (name: TaleFieldPath) =>
    name === 'sourcePerson.nameSurname' && material
      ? t('taleForm.materialName')
      : t(LABEL[name as (typeof FIELD_ORDER)[number]]);
  return FIELD_ORDER.flatMap((name) => {
    const message = (get(errors, name) as FieldError | undefined)?.message;
    return message ? [{ name, ...summaryLine(labelOf(name), message) }] : [];
  });
}

/** The problems as a list of links; `onPick` takes the person to the field. */
export function SubmitProblemList({
  problems,
  onPick,
}: {
  problems: SubmitProblem[];
  onPick: (name: TaleFieldPath) => void;
}) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
      {problems.map((p) => (
        <li key={p.name}>
          <Link component="button" type="button" color="inherit" onClick={() => onPick(p.name)}>
            {p.label ?? p.message}
          </Link>
          {p.label ? `: ${p.message}` : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * After a refused Gönder: one list of every problem, in the form's order, each a link to its
 * field. It takes the focus on each refusal and shrinks as the fields are filled.
 */
export function SubmitSummary({ request }: { request: number }) {
  const { setFocus } = useFormContext<TaleFormValues>();
  const box = useRef<HTMLDivElement>(null);
  const problems = useSubmitProblems();

  const visible = request > 0 && problems.length > 0;
  // The errors may arrive a render after the request: focus once the list is actually shown.
  const focusedRequest = useRef(0);
  useEffect(() => {
    if (!visible || focusedRequest.current === request) return;
    focusedRequest.current = request;
    box.current?.focus();
  }, [visible, request]);

  if (!visible) return null;
  return (
    <Alert severity="error" ref={box} tabIndex={-1} data-testid="submit-summary">
      <AlertTitle>{MSG.submitIncomplete}</AlertTitle>
      <SubmitProblemList problems={problems} onPick={(name) => setFocus(name)} />
    </Alert>
  );
}
