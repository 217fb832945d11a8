import { getEnv } from "./env";

/**
 * `node dist/server/check-ready.js`: the container image's HEALTHCHECK. Exits 0 when this
 * container's process answers /api/ready with 200 (on HEALTH_PORT when set, as the image sets it
 * for every role, else on PORT), 1 otherwise: compose starts the services that wait on it then.
 */
const env = getEnv();
const port = env.HEALTH_PORT ?? env.PORT;
const response = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(4_000) }).catch(() => null);
process.exit(response?.status === 200 ? 0 : 1);
