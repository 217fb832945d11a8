import { AppError } from "../../../../lib/errors";

export interface PayPalClientOptions {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  fetch?: typeof fetch;
}

export interface PayPalRequest {
  method?: "GET" | "POST" | "PATCH";
  body?: unknown;
  /** Sent as-is (the webhook check embeds the event's raw bytes). */
  rawBody?: string;
  /** PayPal-Request-Id: makes a retried POST (a capture) happen once. */
  requestId?: string;
}

/** PayPal's REST API over fetch: an OAuth2 client-credentials token, cached until shortly before it expires. */
export function createPayPalClient(options: PayPalClientOptions) {
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const response = await doFetch(`${options.apiBase}/v1/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: "grant_type=client_credentials",
    });
    if (!response.ok) throw new AppError("UNAVAILABLE", "PayPal sign-in failed", { details: { status: response.status } });
    const data = (await response.json()) as { access_token: string; expires_in: number };
    // Renew a minute early so a token never expires mid-request.
    token = { value: data.access_token, expiresAt: Date.now() + (data.expires_in - 60) * 1000 };
    return token.value;
  }

  async function request<T>(path: string, init: PayPalRequest = {}): Promise<{ status: number; data: T }> {
    const response = await doFetch(`${options.apiBase}${path}`, {
      method: init.method ?? "GET",
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        "content-type": "application/json",
        accept: "application/json",
        ...(init.requestId && { "paypal-request-id": init.requestId }),
      },
      body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    const text = await response.text();
    const data = parseJson(text) as T;
    if (!response.ok) {
      throw new AppError("UNAVAILABLE", "PayPal did not accept the request", { details: { path, status: response.status, body: data } });
    }
    return { status: response.status, data };
  }

  return { request };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;

/** The link a buyer follows to approve a payment (v2 orders name it payer-action, v1 approve). */
export function findApprovalUrl(links: Array<{ rel: string; href: string }> | undefined): string | null {
  return links?.find((l) => l.rel === "approve" || l.rel === "payer-action")?.href ?? null;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
