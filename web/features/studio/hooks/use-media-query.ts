import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, read while rendering (not after a first paint with the other
 * answer), so what depends on it takes its place at once without shifting the layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's `sm` (640 px): a phone held upright. */
export const NARROW_SCREEN = "(max-width: 639.98px)";
