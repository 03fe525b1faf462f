/**
 * Sets `key` in `map` as its newest entry, then drops the oldest beyond `max`: the in-process caches stay bounded
 * whatever is asked of them. A Map iterates in insertion order, so its first key is the oldest.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}
