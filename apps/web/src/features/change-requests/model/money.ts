/** "$1,200.00" (the currency is shown once beside the table); "—" where this viewer has no figure. */
export function formatMoney(v: number | null): string {
  return v === null ? '—' : `$${v.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The cost text read from a field: a positive amount, else null. */
export function parseCost(text: string): number | null {
  const n = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : null;
}
