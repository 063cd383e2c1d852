/** The cost text read from a field: a positive amount, else null. */
export function parseCost(text: string): number | null {
  const n = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : null;
}
