/**
 * A fetch that behaves like a browser tab for auth tests: keeps cookies per origin, sends the
 * page's Origin on POST, and reports redirects instead of following them (follow() does).
 * `ip` is sent as X-Forwarded-For, which the server believes only with TRUST_PROXY set.
 */
export function createBrowser(pageOrigin: string, options: { ip?: string } = {}) {
  const jar = new Map<string, Map<string, string>>();

  function storeCookies(url: URL, response: Response) {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...value] = pair.split("=");
      const expired = attributes.some((a) => /^\s*max-age=0\b/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value.join("=") === "") cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join("="));
    }
    jar.set(url.host, cookies);
  }

  async function request(target: string, init: RequestInit & { json?: unknown } = {}) {
    const url = new URL(target, pageOrigin);
    const headers = new Headers(init.headers);
    const cookies = jar.get(url.host);
    if (cookies?.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (options.ip) headers.set("x-forwarded-for", options.ip);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    if ((init.method ?? "GET") !== "GET") headers.set("origin", pageOrigin);
    const response = await fetch(url, { ...init, body, headers, redirect: "manual" });
    storeCookies(url, response);
    return response;
  }

  return {
    request,
    post: (path: string, json: unknown = {}) => request(path, { method: "POST", json }),
    /** Follows redirects like a browser (GET after 302/303) and returns every URL visited. */
    async follow(start: string, init: RequestInit & { json?: unknown } = {}) {
      const visited: string[] = [];
      let url = new URL(start, pageOrigin).toString();
      let response = await request(url, init);
      visited.push(url);
      while (response.status >= 300 && response.status < 400 && visited.length < 20) {
        url = new URL(response.headers.get("location") ?? "", url).toString();
        visited.push(url);
        response = await request(url);
      }
      return { response, visited };
    },
    cookieNames: (origin = pageOrigin) => [...(jar.get(new URL(origin).host)?.keys() ?? [])],
  };
}

export type Browser = ReturnType<typeof createBrowser>;
