import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readPageData } from "./app/page-data";
import "./styles.css";

const root = document.getElementById("root")!;
const pageData = readPageData();
// Prerendered pages arrive with their HTML and are hydrated; the app shell starts empty.
if (root.firstElementChild) hydrateRoot(root, <App pageData={pageData} />);
else createRoot(root).render(<App pageData={pageData} />);
