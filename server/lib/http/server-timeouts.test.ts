import { describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { serverTimeouts } from "./server-timeouts";

describe("server timeouts", () => {
  it("gives a whole request three minutes, its headers 20 s, and checks every 5 s by default", () => {
    expect(serverTimeouts(parseEnv({}))).toEqual({
      requestTimeout: 180_000,
      headersTimeout: 20_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 5_000,
    });
  });

  it("keeps idle connections longer than a proxy's own idle timeout when behind one", () => {
    expect(serverTimeouts(parseEnv({ TRUST_PROXY: "1" })).keepAliveTimeout).toBe(65_000);
  });

  it("never gives the headers longer than the whole request, and checks often enough for a short one", () => {
    const short = serverTimeouts(parseEnv({ REQUEST_TIMEOUT_MS: "2000" }));
    expect(short).toMatchObject({ requestTimeout: 2_000, headersTimeout: 2_000, connectionsCheckingInterval: 500 });
    expect(() => parseEnv({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => parseEnv({ UPLOAD_IDLE_TIMEOUT_MS: "soon" })).toThrow(/UPLOAD_IDLE_TIMEOUT_MS/);
  });
});
