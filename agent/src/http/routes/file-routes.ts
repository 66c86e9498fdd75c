import type { Readable } from "node:stream";
import {
  archiveRequestSchema,
  copyRequestSchema,
  deleteRequestSchema,
  filePathSchema,
  mkdirRequestSchema,
  renameRequestSchema,
  unarchiveRequestSchema,
} from "../../protocol.js";
import type { AgentServices } from "../../services.js";
import { reply, type Router } from "../router.js";

export function registerFileRoutes(router: Router, s: AgentServices): void {
  /** Files of a server, refused while a backup or install holds the server busy. */
  const filesOf = (id: string | undefined) => {
    const managed = s.manager.get(id ?? "");
    managed.server.assertNotBusy();
    return managed.files;
  };
  const pathParam = (q: URLSearchParams) => filePathSchema.parse(q.get("path") ?? "");

  router.add("GET", "/api/servers/:id/files/list", async ({ params, query }) => ({
    entries: await filesOf(params.id).list(pathParam(query)),
  }));

  router.add("GET", "/api/servers/:id/files/read", async ({ params, query, res }) => {
    const { stream, size } = await filesOf(params.id).read(pathParam(query));
    res.writeHead(200, { "content-type": "application/octet-stream", "content-length": size });
    stream.pipe(res);
    await new Promise((resolve) => res.on("close", resolve));
  });

  router.add("PUT", "/api/servers/:id/files/write", async ({ params, query, req }) => {
    const length = req.headers["content-length"] ? Number(req.headers["content-length"]) : undefined;
    const written = await filesOf(params.id).write(pathParam(query), req as Readable, length);
    return reply(201, { written });
  });

  router.add("POST", "/api/servers/:id/files/rename", async ({ params, body }) => {
    const { from, to } = await body(renameRequestSchema);
    await filesOf(params.id).rename(from, to);
  });

  router.add("POST", "/api/servers/:id/files/copy", async ({ params, body }) => {
    const { from, to } = await body(copyRequestSchema);
    await filesOf(params.id).copy(from, to);
  });

  router.add("POST", "/api/servers/:id/files/delete", async ({ params, body }) => {
    const { paths } = await body(deleteRequestSchema);
    await filesOf(params.id).delete(paths);
  });

  router.add("POST", "/api/servers/:id/files/mkdir", async ({ params, body }) => {
    const { path } = await body(mkdirRequestSchema);
    await filesOf(params.id).mkdir(path);
  });

  router.add("POST", "/api/servers/:id/files/archive", async ({ params, body }) => {
    const { paths, destination } = await body(archiveRequestSchema);
    return reply(201, { path: await filesOf(params.id).archive(paths, destination) });
  });

  router.add("POST", "/api/servers/:id/files/unarchive", async ({ params, body }) => {
    const { path, destination } = await body(unarchiveRequestSchema);
    await filesOf(params.id).unarchive(path, destination);
  });
}
