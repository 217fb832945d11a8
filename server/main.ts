import { exitOnStartError, runProcess } from "./run-process";

/** All-in-one process (the embedded default): API, worker and web on one port. */
runProcess("all").catch(exitOnStartError);
