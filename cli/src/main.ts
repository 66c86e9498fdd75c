import { Command, InvalidArgumentError } from "commander";

import { ConfigError, config } from "@hopper/core/config";
import { setLogTarget } from "@hopper/core/log";

import { fail } from "./lib/fail";
import { validateAllSettings } from "./lib/validate-settings";

// The processes (`start`, `web`, `jobs:run`) log to stdout like every server; the one-shot commands print their
// result there, so their log lines go to stderr.
const PROCESS_COMMANDS = new Set(["start", "web", "jobs:run"]);
if (!PROCESS_COMMANDS.has(process.argv[2] ?? "")) setLogTarget("stderr");

const program = new Command()
  .name("hopper")
  .description("Run and administer a Hopper instance. Uses DATABASE_URL, or embedded PostgreSQL in .data/ when unset.")
  .showHelpAfterError()
  .configureOutput({ outputError: (text, write) => write(`hopper: ${text.replace(/^error: /, "")}`) })
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));

/**
 * A command's module is loaded only when that command runs: the web process (`hopper web`) starts without
 * loading the builder, the seeders and the job worker (about a second under tsx).
 */
const lazy =
  <A extends unknown[]>(load: () => Promise<(...args: A) => Promise<void>>) =>
  async (...args: A) =>
    (await load())(...args);

const run =
  <A extends unknown[]>(action: (...args: A) => Promise<void>) =>
  async (...args: A) => {
    try {
      // Refuse to start on a bad environment, naming the variable (kernel and every module's settings).
      config();
      validateAllSettings();
      await action(...args);
    } catch (error) {
      fail(error);
    }
  };

/** A repeatable option (`--redirect-uri a --redirect-uri b`): each occurrence adds one value. */
const repeated = (value: string, previous: string[]) => [...previous, value];

const role = (value: string) => {
  if (value !== "moderator" && value !== "admin") throw new InvalidArgumentError("must be moderator or admin.");
  return value;
};

program
  .command("start")
  .description("start the database (embedded if needed), migrations, web and jobs")
  .action(run(lazy(async () => (await import("./commands/start")).startCommand)));
program
  .command("build")
  .description("build the web app")
  .action(run(lazy(async () => (await import("./commands/build")).buildCommand)));
program
  .command("web")
  .description("serve the built web app and the public API (the web process of `start`; uses PORT)")
  .action(run(lazy(async () => (await import("./commands/web")).webCommand)));
program
  .command("migrate")
  .description("apply pending database migrations and create job queues")
  .action(run(lazy(async () => (await import("./commands/migrate")).migrateCommand)));
program
  .command("seed")
  .description("load demo data into an empty database")
  .option("--force", "seed even when the database already has users")
  .action(run(lazy(async () => (await import("./commands/seed")).seedCommand)));
program
  .command("user:create")
  .description("create a user account")
  .requiredOption("--username <username>", "3-39 letters, digits, '_' or '-'")
  .requiredOption("--email <email>", "email address (treated as verified)")
  .requiredOption("--password <password>", "at least 8 characters")
  .option("--role <role>", "moderator or admin (default: a normal user)", role)
  .action(run(lazy(async () => (await import("./commands/user-create")).userCreateCommand)));
program
  .command("token:create")
  .description("create a personal access token and print it (only the token, on stdout)")
  .requiredOption("--user <user>", "username or user id")
  .requiredOption("--scopes <scopes>", "comma-separated API scopes, e.g. PROJECT_READ,VERSION_CREATE")
  .option("--name <name>", "token name", "CLI token")
  .option("--expires-days <days>", "days until the token expires (default: never)")
  .action(run(lazy(async () => (await import("./commands/token-create")).tokenCreateCommand)));
program
  .command("oauth:app:create")
  .description("register an OAuth app for a user; prints CLIENT_ID, or CLIENT_ID SECRET for a confidential app")
  .requiredOption("--owner <user>", "the owner's username or user id")
  .requiredOption("--name <name>", "3-64 characters")
  .option("--redirect-uri <uri>", "an exact redirect URI (repeat for more, at most 10)", repeated, [])
  .option("--public", "a public client (desktop, mobile or browser app): no secret, PKCE required")
  .option("--max-scopes <scopes>", "comma-separated scopes the app may ask for (default: every grantable scope)")
  .action(run(lazy(async () => (await import("./commands/oauth-app-create")).oauthAppCreateCommand)));
program
  .command("search:reindex")
  .description("rebuild the search index from the catalogue without downtime")
  .action(run(lazy(async () => (await import("./commands/search-reindex")).searchReindexCommand)));
program
  .command("files:export <folder>")
  .description("copy every stored file (S3 bucket or .data/cdn) into a folder, for a backup")
  .action(run(lazy(async () => (await import("./commands/files")).filesExportCommand)));
program
  .command("files:import <folder>")
  .description("copy a folder that files:export wrote into the storage (S3 bucket or .data/cdn), for a restore")
  .action(run(lazy(async () => (await import("./commands/files")).filesImportCommand)));
program
  .command("jobs:run")
  .description("run the jobs worker in the foreground")
  .action(run(lazy(async () => (await import("./commands/jobs-run")).jobsRunCommand)));

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof ConfigError) fail(error);
  throw error;
}
