import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the prerender and while React hydrates its HTML, true after: what depends on the
 * browser's live state (a refresh in flight) renders only then, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
