import { withDatabase } from "../lib/database";
import { output } from "../lib/output";
import { setupDatabase } from "../lib/setup-database";

export async function migrateCommand(): Promise<void> {
  await withDatabase(async (url) => {
    const applied = await setupDatabase(url);
    output(
      applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "The database is up to date.",
    );
  });
}
