/**
 * A count with its noun, singular for exactly one: "1 hour", "24 hours", "0 hours", "1,250 rows".
 * Every count shown beside a unit (pages, e-mails, PDFs, server messages) goes through here, so
 * none reads "1 hours"; nouns whose plural is not an added "s" name it ("1 aircraft", "2 aircraft").
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-AU')} ${n === 1 ? singular : plural}`;
}
