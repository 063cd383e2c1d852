import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@charter/shared';

/** Screens of 768 px or narrower get the compact layout (core section 9). */
export function useIsMobile(): boolean {
  // Read synchronously so the first paint already has the right header (no flash of the desktop nav).
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });
}
