/**
 * Sets `key` as the newest entry of `map` and drops the oldest entries past `max`: a map used as a
 * cache of at most `max` entries, where the one set (or used, when set again) longest ago goes first.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
}
