import type { ScopeName } from "@hopper/core/auth";
import type { RestHandler, RestRoute } from "@hopper/core/module";

import { sendMessageBody, threadIdsQuery } from "./thread-queries";

const handlers = () => import("../server/rest/threads");
type HandlerName = keyof Awaited<ReturnType<typeof handlers>>;
/** One named handler of the threads REST file, loaded on first use. */
const load = (name: HandlerName) => async () => ({ default: (await handlers())[name] as RestHandler });

const threadsTag = {
  name: "Threads",
  description: "Conversations between a project's team or a reporter and the moderators",
};
const schemas = () => import("../server/rest/thread-schema");

interface Spec {
  method: RestRoute["method"];
  path: string;
  operationId: string;
  summary: string;
  scope: ScopeName;
  handler: HandlerName;
  answer: "one" | "list" | "empty";
  description: string;
}

// The reference's thread routes (modrinth-facts.md §1.2); its client's threads_v3 module calls the same paths
// under /v3, answered alike.
const SPECS: readonly Spec[] = [
  {
    method: "GET",
    path: "/thread/:id",
    operationId: "getThread",
    summary: "A thread: a project's (its team and staff) or a report's (the reporter and staff)",
    scope: "THREAD_READ",
    handler: "getThread",
    answer: "one",
    description: "The thread, private notes and hidden authors left out for non-staff",
  },
  {
    method: "GET",
    path: "/threads",
    operationId: "getThreads",
    summary: "The caller's readable threads among the ids, in the order asked (at most 100 ids)",
    scope: "THREAD_READ",
    handler: "getThreads",
    answer: "list",
    description: "The threads",
  },
  {
    method: "POST",
    path: "/thread/:id",
    operationId: "sendThreadMessage",
    summary: "Send a text message to a thread (private notes: staff only)",
    scope: "THREAD_WRITE",
    handler: "postMessage",
    answer: "empty",
    description: "The message was sent",
  },
  {
    method: "DELETE",
    path: "/message/:id",
    operationId: "deleteThreadMessage",
    summary: "Delete a message (its author or staff); it stays in the thread as deleted",
    scope: "THREAD_WRITE",
    handler: "deleteMessage",
    answer: "empty",
    description: "The message was deleted",
  },
];

function routeOf(spec: Spec, version: "v2" | "v3"): RestRoute {
  return {
    method: spec.method,
    path: `/${version}${spec.path}`,
    operationId: version === "v2" ? spec.operationId : `${spec.operationId}V3`,
    tag: threadsTag,
    summary: spec.summary,
    scope: spec.scope,
    response:
      spec.answer === "empty"
        ? { kind: "empty", description: spec.description }
        : {
            kind: "json",
            description: spec.description,
            schema: () => schemas().then((m) => (spec.answer === "one" ? m.threadSchema : m.threadListSchema)),
          },
    ...(spec.answer === "list" ? { query: threadIdsQuery } : {}),
    ...(spec.method === "POST" ? { body: { kind: "json" as const, schema: async () => sendMessageBody } } : {}),
    handler: load(spec.handler),
  };
}

/** Public API routes for threads: the reference's v2 routes and their v3 twins. */
export const threadRoutes: readonly RestRoute[] = [
  ...SPECS.map((spec) => routeOf(spec, "v2")),
  ...SPECS.map((spec) => routeOf(spec, "v3")),
];
