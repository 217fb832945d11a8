import type { PayPalClient } from "./paypal-client";

const HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

/**
 * Asks PayPal whether a delivery is genuine (POST /v1/notifications/verify-webhook-signature).
 * The event goes back byte for byte: PayPal signs the raw body, and a re-serialised copy
 * (other key order or spacing) would fail the check.
 */
export async function verifyPayPalWebhook(
  api: PayPalClient,
  input: { rawBody: string; headers: Record<string, string | undefined>; webhookId: string },
): Promise<boolean> {
  const fields: Record<string, string> = { webhook_id: input.webhookId };
  for (const [field, header] of Object.entries(HEADERS)) {
    const value = input.headers[header];
    if (!value) return false;
    fields[field] = value;
  }
  try {
    JSON.parse(input.rawBody);
  } catch {
    return false;
  }
  const rawBody = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${input.rawBody}}`;
  const { data } = await api.request<{ verification_status?: string }>("/v1/notifications/verify-webhook-signature", { method: "POST", rawBody });
  return data?.verification_status === "SUCCESS";
}
