import { catalogue } from './i18n/catalogue.ts';

/**
 * The names the list PDFs download under, each saying what it lists (every list was
 * "MasalListesi.pdf"). The advisory-board member's list keeps the seed's own name, `{product}Listesi`;
 * advisoryBoardMember is GET /pdf/tales/advisoryBoard/{id} (seed §7). The names live in the catalogue (pdf.fileNames).
 */
export const PDF_LIST_FILE_NAMES = catalogue.pdf.fileNames;
