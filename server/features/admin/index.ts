export { adminRoutes } from "./admin.routes";
export { isAdmin, parseAdminEmails } from "../shared/is-admin";
export { readQueueDepth } from "./read-queue-depth";
export { migrateMediaJob, registerMigrationJob } from "./migration/migration-job";
