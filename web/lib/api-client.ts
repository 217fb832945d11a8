import type { ApiErrorBody } from "../../common/api-error";

/** A failed API call, carrying the server's `{ error, title?, code }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string | undefined;

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.error ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.code = body.code ?? "UNKNOWN";
    this.title = body.title;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Calls our own API (same origin, session cookie included) and returns the parsed JSON.
 * Non-2xx answers become an ApiError so callers and React Query handle one error type.
 * A body is `json` (sent as application/json) or a FormData upload (multipart), or none: the
 * server refuses any other body on a state-changing call, since a cross-site form could send it.
 */
export async function apiFetch<T>(path: string, init: Omit<RequestInit, "body"> & { json?: unknown; body?: FormData } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: "same-origin",
    ...rest,
    headers: {
      accept: "application/json",
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    throw new ApiError(response.status, (data ?? {}) as Partial<ApiErrorBody>);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
