import type { ApiResult } from '@charter/shared';

/** "dataEntry.dataSource" -> "Data Source". */
export function fieldName(path: string): string {
  const last = path.split('.').pop() ?? path;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The lines of the "Error" dialog of a failed template, terms, setting or workflow save (spec
 * section 8): the per-field validation errors, else the server's messages.
 */
export function errorDialogLines(result: Pick<ApiResult, 'messages' | 'errors'>): string[] {
  const perField = Object.entries(result.errors ?? {}).flatMap(([path, messages]) =>
    messages.map((m) => (path === '_' ? m : `${fieldName(path)}: ${m}`)),
  );
  const lines = perField.length > 0 ? perField : result.messages;
  return [...new Set(lines.map((l) => l.trim()).filter(Boolean))];
}

/** The lines of the "Saved OK" dialog: the server's messages, without repeating the title. */
export function savedDialogLines(messages: readonly string[]): string[] {
  return [...new Set(messages.map((l) => l.trim()).filter((l) => l && l !== 'Saved OK'))];
}
