/**
 * The `Range` header of a download (the `range-parser` package, RFC 9110 §14): one byte range is answered 206;
 * ranges that all lie past the end, or end before they start, 416; several ranges, another unit or a header that
 * does not parse get the whole object (200), as the RFC allows.
 */
import parseRanges from 'range-parser';

export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * range-parser 1.3 turns a suffix longer than the object (`bytes=-5000` of 1,000 bytes) into a negative start and
 * calls it unsatisfiable; RFC 9110 §14.1.2 says the whole object is meant, so such a suffix is cut to the size.
 */
const clampSuffixes = (header: string, size: number) =>
  header.replace(/([=,]\s*)-(\d+)/g, (_, before: string, length: string) =>
    Number(length) > size ? `${before}-${size}` : `${before}-${length}`,
  );

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const unit = header?.slice(0, header.indexOf('=')).trim().toLowerCase();
  if (header === undefined || unit !== 'bytes') return { kind: 'full' };
  const ranges = parseRanges(size, clampSuffixes(header, size));
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges === -2 || ranges.length !== 1) return { kind: 'full' };
  const [range] = ranges;
  return range ? { kind: 'partial', start: range.start, end: range.end } : { kind: 'full' };
}
