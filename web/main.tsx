import { startTransition } from "react";
import { readPageData } from "./app/page-data";
import "./styles.css";

/** A new task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each a task of its own: evaluating React DOM, evaluating the app, then
 * hydrating. As one bundle they were one long task on a slow phone (Total Blocking Time); their
 * files are preloaded by the page (vite.config.ts), so the steps add no round trip. Prerendered
 * pages arrive with their HTML and are hydrated in a transition, which lets React yield every few
 * milliseconds; the app shell starts empty and is rendered.
 */
async function start() {
  const root = document.getElementById("root")!;
  const pageData = readPageData();
  const { createRoot, hydrateRoot } = await import("react-dom/client");
  await nextTask();
  const { App } = await import("./app/app");
  await nextTask();
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, <App pageData={pageData} />));
  else createRoot(root).render(<App pageData={pageData} />);
}

void start();
