import { describe, expect, it } from "vitest";
import { viewQuery } from "./query-view";

const base = { data: undefined, isPending: true, isFetching: true, isError: false };

describe("viewQuery", () => {
  it("is loading while nothing has arrived", () => {
    expect(viewQuery(base)).toEqual({ kind: "loading" });
  });

  it("is an error only when the read failed with nothing to show", () => {
    expect(viewQuery({ ...base, isPending: false, isFetching: false, isError: true })).toEqual({ kind: "error" });
  });

  it("keeps the prerendered data while its refresh is in flight, marked as refreshing", () => {
    expect(viewQuery({ data: [1, 2], isPending: false, isFetching: true, isError: false })).toEqual({ kind: "ready", data: [1, 2], refreshing: true });
  });

  it("keeps the data it has when the refresh fails", () => {
    expect(viewQuery({ data: [1], isPending: false, isFetching: false, isError: true })).toEqual({ kind: "ready", data: [1], refreshing: false });
  });

  it("shows an empty answer as ready, not as loading", () => {
    expect(viewQuery({ data: [], isPending: false, isFetching: false, isError: false })).toEqual({ kind: "ready", data: [], refreshing: false });
  });
});
