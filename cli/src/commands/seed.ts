import { withDatabase } from "../lib/database";
import { seedIfEmpty } from "../lib/seed";
import { setupDatabase } from "../lib/setup-database";

export async function seedCommand(options: { force?: boolean }): Promise<void> {
  await withDatabase(async (url) => {
    await setupDatabase(url);
    const report = await seedIfEmpty({ force: options.force });
    if (!report) console.log("The database already has data; nothing seeded (use --force to seed anyway).");
    else console.log(["Seeded demo data.", ...report].join("\n"));
  });
}
