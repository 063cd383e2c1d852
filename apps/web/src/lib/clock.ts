import { useSyncExternalStore } from 'react';

/** What a clock-driven cell shows; a primitive, so an unchanged value re-renders nothing. */
type Shown = string | number | boolean | null;

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let current = new Date();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    timer = setInterval(() => {
      current = new Date();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The clock's time: the last tick while it runs, otherwise now (a screen opened after a pause). */
function readClock(): Date {
  if (timer === null && Date.now() - current.getTime() >= TICK_MS) current = new Date();
  return current;
}

/**
 * What `show` makes of the current time, every second: one timer for the whole page, and only the
 * components whose shown value changed render again (a countdown cell, a row turning urgent), not
 * the screen around them. A screen-level clock re-rendered the whole list (every row, every Mantine
 * box) each second, which was most of a signed-in page's main-thread time (ADR 0053).
 */
export function useClock<T extends Shown>(show: (now: Date) => T): T {
  const snapshot = () => show(readClock());
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
