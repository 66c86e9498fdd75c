import { withDatabase } from "../lib/database";
import { setupDatabase } from "../lib/setup-database";

export async function migrateCommand(): Promise<void> {
  await withDatabase(async (url) => {
    const applied = await setupDatabase(url);
    console.log(
      applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "The database is up to date.",
    );
  });
}
