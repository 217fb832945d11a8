export * from "./auth";
export * from "./billing";
export * from "./roasts";
export * from "./misc";
export * from "./welcome-mailboxes";
export * from "./moderation";
export * from "./drafts";
