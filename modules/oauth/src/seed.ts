import { scopesToBits } from "@hopper/core/auth";
import type { SeedHandler } from "@hopper/core/module";

import { createApp } from "./server/services/apps/app-create";

const DEMO_APP = "Demo Launcher";
/** The demo app's client id, fixed so the browser walks open its page (tests/e2e/support/declared-pages.ts). */
export const DEMO_APP_ID = "DemoApp1";

/**
 * The demo app (docs/oauth.md, "Registering an app"): "Demo Launcher" of demo-creator, a public client with the
 * loopback redirect a desktop launcher listens on (any port) and read-only scopes. Seeding again adds no second one.
 */
const seed: SeedHandler = async ({ db, report }) => {
  const creator = await db.user.findUnique({ where: { usernameKey: "demo-creator" } });
  if (!creator) return;
  const existing = await db.oAuthApp.findUnique({ where: { id: DEMO_APP_ID }, select: { id: true } });
  if (existing) return;
  const { app } = await createApp(
    db,
    { userId: creator.id, role: creator.role },
    {
      name: DEMO_APP,
      description: "A desktop launcher that signs in with Hopper (a public client: PKCE, no secret).",
      redirectUris: ["http://127.0.0.1/callback"],
      maxScopes: scopesToBits(["USER_READ", "PROJECT_READ", "VERSION_READ", "COLLECTION_READ", "NOTIFICATION_READ"]),
      isPublic: true,
    },
    { id: DEMO_APP_ID },
  );
  report(`oauth       1 demo app of demo-creator: Demo Launcher (public client, client_id ${app.id})`);
};

export default seed;
