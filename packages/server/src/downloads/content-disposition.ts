/**
 * The Content-Disposition of every download (the `content-disposition` package, RFC 6266): the real name in
 * `filename*` (UTF-8) and, for clients that read only `filename`, the same name in plain ASCII — Turkish letters
 * without their marks (Köroğlu → Koroglu), anything else that is not printable ASCII as `_`.
 */
import { create } from 'content-disposition';

const TURKISH_ASCII: Readonly<Record<string, string>> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};

/**
 * "İĞNE ÇÖP.pdf" → "IGNE COP.pdf". Quotes, backslashes and percent signs become `_` too: old clients read a
 * quoted name's escapes and percent-decode it, each in its own way.
 */
function asciiFallback(fileName: string): string {
  return [...fileName]
    .map((ch) => TURKISH_ASCII[ch] ?? ch)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  return create(fileName, { type: kind, fallback: asciiFallback(fileName) });
}
