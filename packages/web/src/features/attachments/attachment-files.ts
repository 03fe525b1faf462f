/**
 * The attachment's signed `filePath` with `download=1`, which asks the server for a download
 * (Content-Disposition: attachment). Works whether or not the path already has a query string.
 */
export function downloadHref(filePath: string): string {
  const url = new URL(filePath, window.location.origin);
  url.searchParams.set('download', '1');
  // Same origin: keep the link relative, as the server gave it.
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

const FORMATS = (['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const).map(
  (unit) => new Intl.NumberFormat('tr-TR', { style: 'unit', unit, maximumFractionDigits: 1 }),
);

/** A file size in Turkish number format, e.g. "1,5 MB", "820 bayt". */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  for (const [i, format] of FORMATS.entries()) {
    if (value < 1024 || i === FORMATS.length - 1) return format.format(value);
    value /= 1024;
  }
  return '';
}
