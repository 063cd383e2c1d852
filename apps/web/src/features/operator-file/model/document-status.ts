/** Current green, Nearly Expired orange, Expired red (as on the supplier's own Documents page); anything unknown grey. */
export function documentStatusColor(status: string): string {
  const colors: Record<string, string> = { Current: 'green', 'Nearly Expired': 'orange', Expired: 'red' };
  return colors[status] ?? 'gray';
}
