/** A count with its noun, singular for one: "1 hour", "24 hours", "0 hours". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
