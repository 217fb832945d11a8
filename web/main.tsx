import { createRoot } from "react-dom/client";
import "./styles.css";

createRoot(document.getElementById("root")!).render(<p className="p-8">RoastReel</p>);
