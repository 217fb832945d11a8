export { openDatabase, queryRows, type Database, type Db, type Tx, type SqlRunner } from "./client";
export { migrateDatabase } from "./migrate";
export { seedReferenceData, TIER_SEEDS } from "./seed";
export * as tables from "./schema";
