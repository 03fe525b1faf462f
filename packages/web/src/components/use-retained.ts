import { useState } from 'react';

/**
 * The last non-null value: a dialog opened by `value` keeps showing it while it fades out after
 * `value` becomes null, so its content does not flash empty.
 */
export function useRetained<T>(value: T | null): T | null {
  const [retained, setRetained] = useState(value);
  if (value !== null && value !== retained) setRetained(value);
  return value ?? retained;
}
