import { setupTestDatabase } from "../../../tests/setup/test-database";
import { postgresSearchEngine } from "../src/server/engines/postgres-engine";
import { runEngineContract } from "./engine-contract";

const database = setupTestDatabase();

runEngineContract("PostgreSQL", async () => {
  const engine = postgresSearchEngine(database.db);
  await engine.ensureSchema();
  await engine.ensureSchema(); // creating the tables again is harmless
  return engine;
});
