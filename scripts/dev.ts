import { spawn } from "node:child_process";

/**
 * Watch mode: the server restarts on change (tsx watch) on port 3000, and Vite serves the web
 * app with live reload on port 5173, proxying /api, /media and /dev to the server.
 */
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "development" } }),
  spawn("npx", ["vite", "--host", "127.0.0.1"], { stdio: "inherit" }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
for (const child of children) child.once("exit", (code) => code && code !== 0 && stop());
