import { useCallback, useEffect, useRef, useState } from 'react';
import { clampWidth, readWidths, writeWidths, type ColumnWidths } from '../model/column-widths';

const SAVE_DELAY_MS = 300;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Column widths of one table, remembered in localStorage (saved shortly after a drag settles). */
export function useColumnWidths(table: string) {
  const [widths, setWidths] = useState<ColumnWidths>(() => readWidths(browserStorage(), table));
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => writeWidths(browserStorage(), table, widths), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [table, widths]);

  const setWidth = useCallback((column: string, width: number) => {
    setWidths((current) => (current[column] === clampWidth(width) ? current : { ...current, [column]: clampWidth(width) }));
  }, []);

  return { widths, setWidth };
}
