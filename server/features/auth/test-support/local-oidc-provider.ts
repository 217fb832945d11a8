import { generateKeyPairSync } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface OidcAccount {
  sub: string;
  email: string;
  name: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for Google. Its login
 * and consent screens answer at once for `account`, as if the person had signed in and agreed.
 * The client is registered after the app starts (registerClient), when its callback URL is known.
 */
export async function startLocalOidcProvider(account: OidcAccount) {
  const records = new Map<string, Record<string, unknown>>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  const provider = new Provider(issuer, {
    adapter: (model: string) => createMapAdapter(records, model),
    jwks: { keys: [{ ...signingKey, use: "sig", alg: "RS256", kid: "test" }] },
    cookies: { keys: ["local-oidc-provider-test-cookies"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
    }),
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
  });
  const handleProtocol = provider.callback();

  async function answerInteraction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    }
    const grant = new provider.Grant({ accountId: details.session?.accountId ?? account.sub, clientId: String(details.params.client_id) });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  server.on("request", (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return handleProtocol(req, res);
    answerInteraction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    registerClient(client: { clientId: string; clientSecret: string; redirectUri: string }) {
      records.set(`Client:${client.clientId}`, {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** oidc-provider's storage interface over a Map: enough for one test's short life. */
function createMapAdapter(records: Map<string, Record<string, unknown>>, model: string) {
  const key = (id: string) => `${model}:${id}`;
  return {
    upsert: async (id: string, payload: Record<string, unknown>) => {
      records.set(key(id), payload);
      if (model === "Session") records.set(`SessionUid:${payload.uid}`, { id });
    },
    find: async (id: string) => records.get(key(id)),
    findByUid: async (uid: string) => records.get(key(String(records.get(`SessionUid:${uid}`)?.id))),
    findByUserCode: async () => undefined,
    consume: async (id: string) => {
      const record = records.get(key(id));
      if (record) record.consumed = Math.floor(Date.now() / 1000);
    },
    destroy: async (id: string) => void records.delete(key(id)),
    revokeByGrantId: async (grantId: string) => {
      for (const [k, v] of records) if (v.grantId === grantId) records.delete(k);
    },
  };
}
