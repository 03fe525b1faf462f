import { MSG } from '@masal/shared/messages';
import { describe, expect, it } from 'vitest';
import { t } from '../../../i18n/i18n.ts';
import { summaryLine } from './summary-line.ts';

describe('submit summary line', () => {
  it('a message that names its field is shown alone', () => {
    expect(summaryLine(t('taleForm.taleName'), MSG.taleNameRequired)).toEqual({
      label: null,
      message: 'Masal adı alanı zorunludur.',
    });
    const namedAlready: [Parameters<typeof t>[0], string][] = [
      ['taleForm.area', MSG.areaRequired],
      ['taleForm.city', MSG.cityRequired],
      ['taleForm.taleSource', MSG.taleSourceRequired],
      ['taleForm.taleSourceText', MSG.taleSourceTextRequired],
      ['taleForm.compilerNameSurname', MSG.compilerNameSurnameRequired],
      ['taleForm.whereToCompile', MSG.whereToCompileRequired],
      ['taleForm.sourceNameSurname', MSG.sourceNameRequired],
      ['taleForm.materialName', MSG.materialNameRequired],
      ['taleForm.complationDate', MSG.complationDateRequired],
      ['taleForm.taleText', MSG.taleTextRequired],
    ];
    for (const [label, message] of namedAlready)
      expect(summaryLine(t(label), message).label, label).toBeNull();
  });

  it('a message that does not name its field gets the label before it', () => {
    expect(summaryLine(t('taleForm.compilerBirthDate'), MSG.dateInvalid)).toEqual({
      label: 'Doğum Tarihi',
      message: MSG.dateInvalid,
    });
    expect(summaryLine(t('taleForm.contextProperties'), MSG.textTooLong).label).toBe('Bağlam Özellikleri');
  });

  it('only whole words count: "İl" is not found inside another word', () => {
    expect(summaryLine('İl', 'Geçerli bir bilgi giriniz.').label).toBe('İl');
    expect(summaryLine('İl', MSG.cityInvalid).label).toBeNull();
  });
});
