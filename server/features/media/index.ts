export { type ServeFileOptions, serveFile } from "./serve-file";
