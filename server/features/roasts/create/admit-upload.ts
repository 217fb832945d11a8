import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppContext, AppEnv } from "../../../context";
import { ipRateLimitKey, resolveClientIp } from "../../../lib/client-ip";
import { AppError } from "../../../lib/errors";
import { createInFlightLimit, type InFlightLimit } from "../../../lib/in-flight-limit";
import { requireUserNotBanned } from "../../shared/user-bans";
import { requireUploadAllowed, UPLOAD_IN_FLIGHT } from "./upload-limits";

/** Each running server's count of uploads still arriving (tests run several in one process). */
const inFlightByServer = new WeakMap<AppContext, InFlightLimit>();

function inFlightOf(ctx: AppContext): InFlightLimit {
  let limit = inFlightByServer.get(ctx);
  if (!limit) {
    limit = createInFlightLimit();
    inFlightByServer.set(ctx, limit);
  }
  return limit;
}

/** Uploads a little later: what is on its way now ends, or is given up, within seconds to minutes. */
const RETRY_AFTER_SECONDS = 10;

const tooManyOfYours = () =>
  new AppError("RATE_LIMITED", "You already have uploads on their way. Please wait for them to finish, then try again.", {
    title: "Too many uploads",
    details: { retryAfterSeconds: RETRY_AFTER_SECONDS },
  });
const tooManyFromAddress = () =>
  new AppError("RATE_LIMITED", "Many uploads are on their way from your network right now. Please try again in a moment.", {
    title: "Too many uploads",
    details: { retryAfterSeconds: RETRY_AFTER_SECONDS },
  });

/** The client's address as rate limits count it (an IPv6 client as its /64), or "unknown". */
export function clientKey(c: Context<AppEnv>): string {
  const ctx = c.get("ctx");
  // Only Node's server has a socket to read; without one (an in-memory request) every client is one.
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  const ip = resolveClientIp({ socketAddress, forwardedFor: c.req.header("x-forwarded-for"), trustedHops: ctx.env.TRUST_PROXY });
  return ip ? ipRateLimitKey(ip) : "unknown";
}

/**
 * Whether Node's parser has seen the whole body: a small upload sent at once is in by the next
 * turn of the event loop (which parses what the socket already received) and holds no connection
 * open. A body still arriving is what is counted; a large one always is, since the parser stops
 * taking bytes nobody reads after about 16 KB.
 */
async function bodyArrived(c: Context<AppEnv>): Promise<boolean> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return false;
  if (!incoming.complete) await new Promise((resolve) => setImmediate(resolve));
  return incoming.complete;
}

/**
 * Everything an upload must pass before a byte of its body is read, cheapest refusal first once
 * the session is known (requireUser): the account is not banned, it can pay for a roast (402),
 * it has not uploaded too often (429), and it and its address have few enough uploads still
 * arriving right now (429). A refused upload is answered at once and its body never read (the Node adapter
 * discards what still arrives for half a second after the answer, then hangs up), so a client
 * holding a large body open costs nothing. Returns the release of the upload's in-flight place,
 * for when its body has arrived (or was given up).
 */
export async function admitUpload(c: Context<AppEnv>, userId: string): Promise<() => void> {
  const ctx = c.get("ctx");
  await requireUserNotBanned(ctx.database.db, userId);
  await requireUploadAllowed(ctx, userId);
  if (await bodyArrived(c)) return () => {};
  const taken = inFlightOf(ctx).take([
    { key: `user:${userId}`, max: UPLOAD_IN_FLIGHT.perUser },
    { key: `ip:${clientKey(c)}`, max: UPLOAD_IN_FLIGHT.perIp },
  ]);
  if (!taken.taken) throw taken.refusedBy.key.startsWith("user:") ? tooManyOfYours() : tooManyFromAddress();
  return taken.release;
}
