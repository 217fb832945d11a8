/**
 * The one way tests call the API as the app's own web page would: the request carries the
 * server's Origin (state-changing API routes refuse any other), `json` becomes an
 * application/json body, and `cookie` is sent as the session. A FormData body keeps the
 * multipart type fetch gives it. Anything in `headers` wins, so a test can still send a
 * foreign Origin or another content type on purpose.
 */
export interface SameOriginInit extends RequestInit {
  json?: unknown;
  cookie?: string;
}

export function sameOriginFetch(server: { url: string }, path: string, init: SameOriginInit = {}): Promise<Response> {
  const { json, cookie, headers: given, ...rest } = init;
  const headers = new Headers({ origin: new URL(server.url).origin });
  if (cookie) headers.set("cookie", cookie);
  if (json !== undefined) headers.set("content-type", "application/json");
  for (const [name, value] of new Headers(given)) headers.set(name, value);
  const method = rest.method ?? (json === undefined ? "GET" : "POST");
  const body = json === undefined ? rest.body : JSON.stringify(json);
  return fetch(new URL(path, server.url), { ...rest, method, headers, body });
}
