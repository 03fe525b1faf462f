/**
 * The names the list PDFs download under, each saying what it lists (every list was
 * "MasalListesi.pdf"). The advisory-board member's list keeps the seed's own name, `{product}Listesi`.
 */
export const PDF_LIST_FILE_NAMES = {
  completed: 'TamamlananMasallar.pdf',
  privateContent: 'ÖzelİçerikliMasallar.pdf',
  published: 'YayımlananMasallar.pdf',
  advisoryBoard: 'DanışmaKurulundakiMasallar.pdf',
  all: 'MasalListesi.pdf',
  /** GET /pdf/tales/advisoryBoard/{id} (seed §7). */
  boardMember: 'MasalListesi.pdf',
} as const;
