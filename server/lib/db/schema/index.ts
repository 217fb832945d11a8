export * from "./auth";
export * from "./billing";
export * from "./roasts";
export * from "./misc";
