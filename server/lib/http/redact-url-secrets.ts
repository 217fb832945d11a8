/** What a secret in a logged URL is replaced with. */
export const REDACTED = "[redacted]";

/**
 * Path segments that are themselves a secret: better-auth's reset link carries its live token as
 * the segment after /reset-password/, and the local test checkout names a session by its token.
 */
const SECRET_SEGMENT_AFTER = new Set(["reset-password", "local-checkout"]);

/**
 * Query parameters that carry a secret, or a URL that may carry one: mailed tokens (verify-email,
 * magic-link/verify, delete-user/callback), OAuth codes and state, signed media URLs' signatures,
 * and callback or redirect URLs, which better-auth fills with the token when it redirects.
 */
const SECRET_PARAMS = new Set([
  "token",
  "code",
  "state",
  "sig",
  "signature",
  "callbackurl",
  "newusercallbackurl",
  "errorcallbackurl",
  "redirectto",
  "id_token",
  "access_token",
]);

/**
 * A request path (with or without its query) as it may be written to the log: every segment and
 * query value that could let a reader of the log act as the user is replaced by [redacted].
 */
export function redactUrlSecrets(pathAndQuery: string): string {
  const queryAt = pathAndQuery.indexOf("?");
  const path = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const segments = path.split("/");
  const redactedPath = segments
    .map((segment, i) => (i > 0 && segment !== "" && SECRET_SEGMENT_AFTER.has(decodeSafely(segments[i - 1]).toLowerCase()) ? REDACTED : segment))
    .join("/");
  if (queryAt === -1) return redactedPath;
  const query = pathAndQuery
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAMS.has(decodeSafely(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${redactedPath}?${query}`;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll("+", " "));
  } catch {
    return value;
  }
}
