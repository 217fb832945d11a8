/** The parts of a query's state that decide what a section shows. */
export interface QueryStateLike<T> {
  data: T | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
}

export type QueryView<T> =
  | { kind: "loading" }
  | { kind: "error" }
  /** `refreshing`: shown data (e.g. the prerendered build-time copy) is being re-read from the API. */
  | { kind: "ready"; data: T; refreshing: boolean };

/**
 * What a section shows for a query. Data in hand always wins: a prerendered page keeps its plans
 * and samples when their refresh fails (swapping them for an error would move the page), and the
 * loading state is only for when there is genuinely nothing to show yet.
 */
export function viewQuery<T>(query: QueryStateLike<T>): QueryView<T> {
  if (query.data !== undefined) return { kind: "ready", data: query.data, refreshing: query.isFetching };
  if (query.isError) return { kind: "error" };
  return { kind: "loading" };
}
