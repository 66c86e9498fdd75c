import type { SeedHandler } from "@hopper/core/module";

import { createUser } from "./server/services/create-user";

/** Demo accounts, one per role, with passwords printed by the launcher. Only for a fresh database. */
export const DEMO_USERS = [
  { username: "demo-admin", email: "admin@hopper.test", password: "hopper-admin", role: "admin" },
  { username: "demo-moderator", email: "moderator@hopper.test", password: "hopper-moderator", role: "moderator" },
  // A second moderator, so two can work the review queue at once (the review lock's browser test).
  { username: "demo-reviewer", email: "reviewer@hopper.test", password: "hopper-reviewer", role: "moderator" },
  { username: "demo-creator", email: "creator@hopper.test", password: "hopper-creator", role: "user" },
] as const;

const seed: SeedHandler = async ({ db, report }) => {
  for (const demo of DEMO_USERS) {
    await createUser(db, { ...demo, emailVerified: true });
    report(`${demo.role.padEnd(9)} ${demo.username} / ${demo.password}`);
  }
};

export default seed;
