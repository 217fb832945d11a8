export { adminRoutes } from "./admin.routes";
export { isAdmin, parseAdminEmails } from "./is-admin";
export { migrateMediaJob, registerMigrationJob } from "./migration/migration-job";
