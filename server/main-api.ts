import { exitOnStartError, runProcess } from "./run-process";

/** Production HTTP process: API + web. Jobs it enqueues are taken by main-worker processes. */
runProcess("api").catch(exitOnStartError);
