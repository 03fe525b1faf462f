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
