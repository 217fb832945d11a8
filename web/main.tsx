import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readPageData } from "./app/page-data";
import "./styles.css";

const root = document.getElementById("root")!;
const pageData = readPageData();
// Prerendered pages arrive with their HTML and are hydrated; the app shell starts empty. Hydrating
// in a transition lets React yield to the browser every few milliseconds instead of blocking the
// main thread for the whole page (Total Blocking Time on a slow phone). It starts in a task of its
// own: evaluating this bundle is already one long task on a slow phone, and creating the root
// (every event listener) and the first slice of hydration added to it.
if (root.firstElementChild) setTimeout(() => startTransition(() => void hydrateRoot(root, <App pageData={pageData} />)), 0);
else createRoot(root).render(<App pageData={pageData} />);
