import { getEnv } from "../../server/env";
import { type ProcessRole, startServer } from "../../server/start";

/**
 * What `npm start` (role all) or `npm run worker` runs, as a child process a test can kill with
 * SIGKILL: the same startServer on the configuration in its environment, without the first-start
 * web build and the banner. Says it is ready with one JSON line on stdout.
 */
const role = (process.argv[2] ?? "all") as ProcessRole;
const env = getEnv();
startServer({ env, role, port: role === "worker" ? undefined : env.PORT, hostname: "127.0.0.1" })
  .then((server) => process.stdout.write(`${JSON.stringify({ ready: server.url, pid: process.pid })}\n`))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
