import { withDatabase } from "../lib/database";
import { output } from "../lib/output";
import { seedIfEmpty } from "../lib/seed";
import { setupDatabase } from "../lib/setup-database";

export async function seedCommand(options: { force?: boolean }): Promise<void> {
  await withDatabase(async (url) => {
    await setupDatabase(url);
    const report = await seedIfEmpty({ force: options.force });
    if (!report) output("The database already has data; nothing seeded (use --force to seed anyway).");
    else output(["Seeded demo data.", ...report].join("\n"));
  });
}
