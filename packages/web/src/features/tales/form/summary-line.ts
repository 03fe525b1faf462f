import { lowerTr } from '@masal/shared/text';

const words = (s: string) => lowerTr(s).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * One line of the submit summary: the message alone when it already names the field
 * ("Masal adı alanı zorunludur."), else the field's label before it ("Doğum Tarihi: Geçerli bir
 * tarih giriniz."), so no line says the field's name twice and none leaves it out.
 */
export function summaryLine(label: string, message: string): { label: string | null; message: string } {
  const name = words(label).join(' ');
  const text = ` ${words(message).join(' ')} `;
  return name && text.includes(` ${name} `) ? { label: null, message } : { label, message };
}
