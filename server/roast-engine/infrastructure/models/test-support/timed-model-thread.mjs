// A stand-in for model-thread-worker.mjs that speaks its messages and answers each input after
// the milliseconds it asks for (`ms`; never, when it asks for -1), one input at a time as the
// real thread does, so a test can make the thread slow or wedged on purpose.
import { parentPort } from "node:worker_threads";

let queue = Promise.resolve();
parentPort.on("message", (message) => {
  if (message.type === "load") return parentPort.postMessage({ type: "loaded", model: message.model });
  queue = queue.then(
    () =>
      new Promise((resolve) => {
        if (message.ms < 0) return;
        setTimeout(() => {
          parentPort.postMessage({ type: "result", id: message.id, result: { label: message.label } });
          resolve();
        }, message.ms);
      }),
  );
});
