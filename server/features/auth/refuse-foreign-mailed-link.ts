import type { Env } from "../../env";
import { findForeignMailedLink } from "../../lib/http/dev-origins";

/** better-auth's codes for the same refusal, so the web client and error wording treat them alike. */
const CODES: Record<string, string> = {
  callbackURL: "INVALID_CALLBACK_URL",
  redirectTo: "INVALID_REDIRECT_URL",
  newUserCallbackURL: "INVALID_NEW_USER_CALLBACK_URL",
  errorCallbackURL: "INVALID_ERROR_CALLBACK_URL",
};

/**
 * A 403 for an auth request whose link would land off PUBLIC_URL and TRUSTED_ORIGINS, before
 * better-auth sees it. Every POST here can mail a link (sign-up, sign-in of an unconfirmed
 * address, magic link, reset, change of address), and better-auth's own check trusts the
 * development origins, which a sender chooses with Host and Origin (lib/http/dev-origins.ts).
 */
export async function refuseForeignMailedLink(request: Request, env: Pick<Env, "publicUrl" | "TRUSTED_ORIGINS">): Promise<Response | undefined> {
  if (request.method !== "POST") return undefined;
  const body = await readBody(request.clone()).catch(() => undefined);
  // better-auth reads a callbackURL from the query when the body has none.
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const field = findForeignMailedLink(body, env) ?? findForeignMailedLink(query, env);
  if (!field) return undefined;
  return Response.json({ code: CODES[field], message: `Invalid ${field}` }, { status: 403 });
}

/** The body as better-auth (better-call's getBody) will read it: JSON, or either kind of form. */
async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (/^application\/([a-z0-9.+-]*\+)?json/.test(type)) return request.json();
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return Object.fromEntries((await request.formData()).entries());
  }
  return undefined;
}
