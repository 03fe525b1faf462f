import {
  COPYRIGHT_STATUS,
  formatDateTr,
  SOURCE_TYPE,
  TALE_SOURCE,
  type TaleCreateInput,
  type TaleFull,
} from '@masal/shared';
import { t } from '../../i18n/i18n.ts';
import { AttachmentRows } from '../attachments/attachment-rows.tsx';
import { PreviewFields, PreviewSection, PreviewText } from './preview-section.tsx';
import { taleGroupText } from './tale-group-text.ts';

const hasText = (v: string | null | undefined) => Boolean(v?.trim());
const dateOrNull = (v: string | null | undefined) => (v ? formatDateTr(v) : null);

/** Seed §2: "group / subgroup", or a note that the editor sets it (decisions.md "Tale group"). */

function taleSource(source: number | null | undefined): string | null {
  if (source === TALE_SOURCE.compilation) return t('talePreview.taleSourceCompilation');
  if (source === TALE_SOURCE.printed) return t('talePreview.taleSourcePrinted');
  return null;
}

/** What the preview shows: a saved tale, or the form's values in the check before Gönder. */
export type TalePreviewData = TaleCreateInput &
  Pick<TaleFull, 'uploadList' | 'groupName' | 'subGroupName' | 'typeAtu' | 'typeTtv'>;

/** The sections of the tale preview of seed §2, in its order; optional ones only when they apply. */
export function TalePreviewContent({ tale }: { tale: TalePreviewData }) {
  const person = tale.sourceType === SOURCE_TYPE.person;
  const source = tale.sourcePerson;

  return (
    <>
      <PreviewSection title={t('talePreview.sectionInfo')}>
        <PreviewFields
          fields={[
            { label: t('talePreview.taleName'), value: tale.taleName },
            {
              label: t('talePreview.copyright'),
              value:
                tale.copyrightStatus === COPYRIGHT_STATUS.wanted
                  ? t('talePreview.copyrightYes')
                  : t('talePreview.copyrightNo'),
            },
            {
              label: t('talePreview.taleGroup'),
              value: taleGroupText(tale) ?? t('talePreview.taleGroupByEditor'),
            },
            { label: t('talePreview.area'), value: tale.area },
            { label: t('talePreview.city'), value: tale.city },
            { label: t('talePreview.taleSource'), value: taleSource(tale.taleSource) },
          ]}
        />
      </PreviewSection>

      <PreviewSection title={t('talePreview.sectionCompiler')}>
        <PreviewFields
          fields={[
            { label: t('talePreview.compilerNameSurname'), value: tale.compilerNameSurname },
            { label: t('talePreview.compilerJob'), value: tale.compilerJob },
            { label: t('talePreview.whereToCompile'), value: tale.whereToCompile },
            { label: t('talePreview.compilerEducationLevel'), value: tale.compilerEducationLevel },
            { label: t('talePreview.compilerBirthDate'), value: dateOrNull(tale.compilerBirthDate) },
            { label: t('talePreview.compilerPlaceOfBirth'), value: tale.compilerPlaceOfBirth },
          ]}
        />
      </PreviewSection>

      {hasText(tale.compilerExplanation) ? (
        <PreviewSection title={t('talePreview.sectionCompilerExplanation')}>
          <PreviewText text={tale.compilerExplanation} />
        </PreviewSection>
      ) : null}

      <PreviewSection title={t('talePreview.sectionSource')}>
        <PreviewFields
          fields={[
            {
              label: person ? t('talePreview.sourcePerson') : t('talePreview.materialName'),
              value: source?.nameSurname,
            },
            { label: t('talePreview.complationDate'), value: dateOrNull(source?.complationDate) },
            ...(person
              ? [
                  { label: t('talePreview.learnedFrom'), value: source?.learnedFrom },
                  { label: t('talePreview.job'), value: source?.job },
                  { label: t('talePreview.educationLevel'), value: source?.educationLevel },
                  { label: t('talePreview.birthYear'), value: source?.birthDate },
                  { label: t('talePreview.placeOfBirth'), value: source?.placeOfBirth },
                  {
                    label: t('talePreview.nameConsent'),
                    value: source?.nameConsent
                      ? t('talePreview.nameConsentYes')
                      : t('talePreview.nameConsentNo'),
                  },
                ]
              : []),
          ]}
        />
      </PreviewSection>

      <PreviewSection title={t('talePreview.sectionAttachments')}>
        <AttachmentRows attachments={tale.uploadList} />
      </PreviewSection>

      <PreviewSection title={t('talePreview.sectionTaleText')}>
        <PreviewText text={tale.taleText} />
      </PreviewSection>

      <PreviewSection title={t('talePreview.sectionTaleTextEnd')}>
        <PreviewText text={tale.taleTextEnd} />
      </PreviewSection>

      {tale.taleSource === TALE_SOURCE.printed ? (
        <PreviewSection title={t('talePreview.sectionBibliography')}>
          <PreviewText text={tale.taleSourceText} />
        </PreviewSection>
      ) : null}

      {hasText(tale.contextProperties) ? (
        <PreviewSection title={t('talePreview.sectionContext')}>
          <PreviewText text={tale.contextProperties} />
        </PreviewSection>
      ) : null}
    </>
  );
}
