import { actorOf } from "@hopper/core/auth";
import { parseRestQuery, readRestJson, restJson, restNoContent } from "@hopper/core/module";
import type { RestHandler } from "@hopper/core/module";

import { sendMessageBody, threadIdsQuery } from "../../api/thread-queries";
import { threadForViewer, threadsForViewer } from "../services/threads/thread-read";
import { deleteThreadMessage, sendThreadMessage } from "../services/threads/thread-send";
import { threadWire } from "./thread-body";

// Every route declares THREAD_READ or THREAD_WRITE, so the dispatcher has already refused anonymous callers and
// tokens without the scope; the services decide who may read and write which thread. v2 and v3 answer alike.

/** GET /thread/{id}: the thread as the caller may see it; 404 when unknown or not the caller's to read. */
export const getThread: RestHandler = async (_request, ctx) =>
  restJson(threadWire(await threadForViewer(ctx.db, actorOf(ctx.viewer), ctx.params.id ?? "")));

/** GET /threads?ids=[…]: the caller's readable threads among the ids, in the order asked. */
export const getThreads: RestHandler = async (_request, ctx) => {
  const { ids } = parseRestQuery(threadIdsQuery, ctx);
  return restJson((await threadsForViewer(ctx.db, actorOf(ctx.viewer), ids)).map(threadWire));
};

/** POST /thread/{id} `{ body: MessageBody }`: sends a text message. 204, as the reference. */
export const postMessage: RestHandler = async (request, ctx) => {
  const { body } = await readRestJson(request, sendMessageBody);
  await ctx.db.$transaction((tx) => sendThreadMessage(tx, actorOf(ctx.viewer), ctx.params.id ?? "", { body }));
  return restNoContent();
};

/** DELETE /message/{id}: the author or staff; the message stays as "deleted". 204. */
export const deleteMessage: RestHandler = async (_request, ctx) => {
  await deleteThreadMessage(ctx.db, actorOf(ctx.viewer), ctx.params.id ?? "");
  return restNoContent();
};
