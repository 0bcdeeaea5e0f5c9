import {
  makePostgresTemplate,
  makeSqliteTemplate,
  TEMPLATE_POSTGRES_DATABASE,
  TEMPLATE_SQLITE_FILE,
} from "./template-databases.ts";
import { testDialect } from "./test-database.ts";

/**
 * Vitest's global setup: the run's template databases, made before any test file starts and removed
 * after the last. The workers inherit the variables naming them.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const sqlite = await makeSqliteTemplate();
  process.env[TEMPLATE_SQLITE_FILE] = sqlite.file;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = testDialect === "postgres" && adminUrl ? await makePostgresTemplate(adminUrl) : undefined;
  if (postgres) process.env[TEMPLATE_POSTGRES_DATABASE] = postgres.name;
  return async () => {
    sqlite.remove();
    await postgres?.remove();
  };
}
