import { runInstall } from "../../install/installer.js";
import { installContent } from "../../install/content-install.js";
import {
  commandRequestSchema,
  contentInstallSchema,
  createServerSchema,
  powerRequestSchema,
  reinstallRequestSchema,
  updateServerSchema,
} from "../../protocol.js";
import type { AgentServices } from "../../services.js";
import { reply, type Router } from "../router.js";

export function registerServerRoutes(router: Router, s: AgentServices): void {
  const ctx = { config: s.config, runtime: s.runtime, log: s.log, outbox: s.outbox };

  router.add("GET", "/api/system", async () => ({
    nodeId: s.config.nodeId,
    version: s.version,
    startedAt: new Date(s.startedAt * 1000).toISOString(),
    servers: s.manager.list().length,
    docker: await s.runtime.ping(),
  }));

  router.add("GET", "/api/servers", async () => s.manager.list().map((m) => m.server.view()));

  router.add("POST", "/api/servers", async ({ body }) => {
    const spec = await body(createServerSchema);
    const managed = await s.manager.create(spec);
    // installing runs in the background; its result arrives as an install-result callback
    void runInstall(ctx, s.manager, managed, spec.install, { wipe: false, reinstall: false }).catch((e: Error) =>
      s.log.error({ err: e.message }, "install failed"),
    );
    return reply(201, managed.server.view());
  });

  router.add("GET", "/api/servers/:id", async ({ params }) => s.manager.get(params.id ?? "").server.view());

  router.add("PATCH", "/api/servers/:id", async ({ params, body }) => {
    const patch = await body(updateServerSchema);
    return (await s.manager.update(params.id ?? "", patch)).server.view();
  });

  router.add("DELETE", "/api/servers/:id", async ({ params }) => {
    await s.manager.delete(params.id ?? "");
    return undefined;
  });

  router.add("POST", "/api/servers/:id/power", async ({ params, body }) => {
    const managed = s.manager.get(params.id ?? "");
    const { action, waitSeconds } = await body(powerRequestSchema);
    if (action === "start" || action === "restart") await managed.server.assertDiskFits();
    // answers at once; progress is visible through state events and callbacks
    managed.server.requestPower(action, waitSeconds);
    s.metrics.powerAction(action);
    return reply(202, { accepted: action, state: managed.server.currentState });
  });

  router.add("POST", "/api/servers/:id/commands", async ({ params, body }) => {
    const managed = s.manager.get(params.id ?? "");
    const { command } = await body(commandRequestSchema);
    managed.server.assertNotBusy();
    managed.server.sendCommand(command);
    return reply(202, { sent: true });
  });

  router.add("GET", "/api/servers/:id/logs", async ({ params }) => ({
    lines: s.manager.get(params.id ?? "").server.history.toArray(),
  }));

  router.add("POST", "/api/servers/:id/install", async ({ params, body }) => {
    const managed = s.manager.get(params.id ?? "");
    const { wipe, ...install } = await body(reinstallRequestSchema);
    managed.server.assertNotBusy();
    void runInstall(ctx, s.manager, managed, install, { wipe, reinstall: true }).catch((e: Error) =>
      s.log.error({ err: e.message }, "reinstall failed"),
    );
    return reply(202, { accepted: true });
  });

  router.add("POST", "/api/servers/:id/content", async ({ params, body }) => {
    const managed = s.manager.get(params.id ?? "");
    const request = await body(contentInstallSchema);
    const path = await installContent(s.config, managed, request);
    return reply(201, { path });
  });
}
