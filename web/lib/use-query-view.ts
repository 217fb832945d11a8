import { type QueryStateLike, type QueryView, viewQuery } from "./query-view";
import { useHydrated } from "./use-hydrated";

/** viewQuery for a component; a refresh counts as in flight only after hydration (the prerender knows none). */
export function useQueryView<T>(query: QueryStateLike<T>): QueryView<T> {
  const hydrated = useHydrated();
  const view = viewQuery(query);
  return view.kind === "ready" && !hydrated ? { ...view, refreshing: false } : view;
}
