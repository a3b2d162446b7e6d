// Extremes and appends over arrays of any length: spreading an array into arguments
// (Math.min(...xs), push(...xs)) overflows the stack past about 120,000 elements.

/** The smallest value (Infinity for none). */
export function minOf(values: readonly number[]): number {
  let m = Infinity;
  for (const v of values) if (v < m) m = v;
  return m;
}

/** The largest value (-Infinity for none). */
export function maxOf(values: readonly number[]): number {
  let m = -Infinity;
  for (const v of values) if (v > m) m = v;
  return m;
}

/** Appends every element of `more` to `to`. */
export function pushAll<T>(to: T[], more: readonly T[]): void {
  for (const x of more) to.push(x);
}
