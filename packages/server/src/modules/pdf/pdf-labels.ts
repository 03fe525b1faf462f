/**
 * The PDFs' Turkish words. The tale's are the preview's (the web catalogue's `talePreview` section, which
 * test/pdf.test.ts compares these with), so the paper and the screen name every section alike.
 */
import { institutionName } from '@masal/shared/institution';

export const TALE_LABELS = {
  status: 'Durum',
  wordCount: (count: string) => `${count} kelime`,
  taleNo: 'Masal No',
  empty: '—',
  sectionInfo: 'Masal Bilgileri',
  sectionCompiler: 'Derleyici Bilgileri',
  sectionCompilerExplanation: 'Derleyici Açıklamaları',
  sectionSource: 'Kaynak Bilgileri',
  sectionAttachments: 'Masal Ek Dosyaları',
  sectionTaleText: 'Ana Masal Metni',
  sectionTaleTextEnd: 'Yayınlanacak Masal Metni',
  sectionBibliography: 'Kaynakça',
  sectionContext: 'Bağlam Özellikleri',
  taleName: 'Masal Adı',
  copyright: 'Telif Hakkı',
  copyrightYes: 'Telif hakkı talep ediyor',
  copyrightNo: 'Telif hakkı talep etmiyor',
  taleType: 'Masal Türü',
  taleTypeByEditor: 'Editör tarafından girilecek',
  area: 'Bölge',
  city: 'İl',
  taleSource: 'Masalın Kaynağı',
  taleSourceCompilation: 'Derleme',
  taleSourcePrinted: 'Tez / Basılı Yayın',
  compilerNameSurname: 'Adı Soyadı',
  compilerJob: 'Mesleği',
  whereToCompile: 'Derlendiği Yer',
  compilerEducationLevel: 'Öğrenim Durumu',
  compilerBirthDate: 'Doğum Tarihi',
  compilerPlaceOfBirth: 'Doğum Yeri',
  sourcePerson: 'Kaynak Kişi',
  materialName: 'Materyal Adı',
  complationDate: 'Derleme Tarihi',
  learnedFrom: 'Kimden Öğrendiği',
  job: 'Mesleği',
  educationLevel: 'Öğrenim Durumu',
  birthYear: 'Doğum Yılı',
  placeOfBirth: 'Doğum Yeri',
  noAttachments: 'Ek dosya yok.',
  atu: (value: string) => `ATU ${value}`,
  ttv: (value: string) => `TTV ${value}`,
} as const;

/** The list's columns: no, taleId, name, compiler, province, type, status, words, date. */
export const LIST_COLUMNS = [
  { header: 'No', weight: 4, align: 'right' },
  { header: 'Masal No', weight: 6, align: 'right' },
  { header: 'Masal Adı', weight: 24 },
  { header: 'Derleyici', weight: 14 },
  { header: 'İl', weight: 9 },
  { header: 'Masal Türü', weight: 16 },
  { header: 'Durum', weight: 12 },
  { header: 'Kelime', weight: 6, align: 'right' },
  { header: 'Tarih', weight: 9 },
] as const;

export const LIST_LABELS = {
  completed: 'Tamamlanan Masallar',
  privateContent: 'Özel İçerikli Masallar',
  published: 'Yayımlanan Masallar',
  advisoryBoard: 'Danışma Kurulundaki Masallar',
  all: 'Masal Listesi',
  board: (member: string) =>
    `Danışma Kurulu: ${member} üyesinin karar verdiği ve kurulun kararını bekleyen masallar`,
  /** The line under a list's title: when it was made, and its order. */
  madeAt: (when: string) => `Oluşturulma: ${when}`,
} as const;

/** The running head of a tale's pages: the institution COPYRIGHT_TEXT names, and the portal (as the web header). */
export const pdfPublisher = (copyrightText: string) =>
  `${institutionName(copyrightText)} · Masal — Halk Masalları Arşivi`;
