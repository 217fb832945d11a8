export { adminRoutes } from "./admin.routes";
export { isAdmin } from "./is-admin";
export { migrateMediaJob, registerMigrationJob } from "./migration/migration-job";
