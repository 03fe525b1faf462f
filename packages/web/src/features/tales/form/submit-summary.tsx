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
  taleText: 'taleForm.taleText',
  taleTextEnd: 'taleForm.taleTextEnd',
  contextProperties: 'taleForm.contextProperties',
};

/**
 * After a refused Gönder: one list of every problem, in the form's order, each a link to its
 * field. It takes the focus on each refusal and shrinks as the fields are filled.
 */
export function SubmitSummary({ request }: { request: number }) {
  const { setFocus, getValues } = useFormContext<TaleFormValues>();
  const { errors } = useFormState<TaleFormValues>();
  const box = useRef<HTMLDivElement>(null);
  const problems = FIELD_ORDER.flatMap((name) => {
    const message = (get(errors, name) as FieldError | undefined)?.message;
    return message ? [{ name, message }] : [];
  });

  const visible = request > 0 && problems.length > 0;
  // The errors may arrive a render after the request: focus once the list is actually shown.
  const focusedRequest = useRef(0);
  useEffect(() => {
    if (!visible || focusedRequest.current === request) return;
    focusedRequest.current = request;
    box.current?.focus();
  }, [visible, request]);

  if (!visible) return null;
  const material = getValues('sourceType') === SOURCE_TYPE.material;
  const labelOf = (name: TaleFieldPath) =>
    name === 'sourcePerson.nameSurname' && material
      ? t('taleForm.materialName')
      : t(LABEL[name as (typeof FIELD_ORDER)[number]]);

  return (
    <Alert severity="error" ref={box} tabIndex={-1} data-testid="submit-summary">
      <AlertTitle>{MSG.submitIncomplete}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {problems.map((p) => {
          const line = summaryLine(labelOf(p.name), p.message);
          const focus = () => setFocus(p.name);
          return (
            <li key={p.name}>
              <Link component="button" type="button" color="inherit" onClick={focus}>
                {line.label ?? line.message}
              </Link>
              {line.label ? `: ${line.message}` : null}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
