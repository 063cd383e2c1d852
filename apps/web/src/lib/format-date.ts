import dayjs from 'dayjs';

/**
 * Dates as the spec shows them (core section 9: DD-MMM-YYYY, time HH:mm), in the browser's time
 * zone: the server stores instants in UTC and the forms send them with the browser's offset.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD-MMM-YYYY HH:mm') : '';
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD-MMM-YYYY') : '';
}

export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('HH:mm') : '';
}
