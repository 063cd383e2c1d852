const pad = (n: number) => String(n).padStart(2, '0');

/** A day as the bidding end is typed: dd/MM/yyyy of a Brisbane day (AEST, UTC+10, no daylight saving). */
export function brisbaneDay(date: Date): string {
  const d = new Date(date.getTime() + 10 * 3_600_000);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}
