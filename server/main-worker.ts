import { exitOnStartError, runProcess } from "./run-process";

/** Production worker process: renders roasts and runs scheduled jobs; serves no HTTP. */
runProcess("worker").catch(exitOnStartError);
