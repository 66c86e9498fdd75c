import { z } from "zod";

import { jsonIdList } from "@hopper/core/module";

import { MESSAGE_BODY_MAX } from "../server/services/threads/message-body";

// Query strings and bodies of the thread routes: the handlers parse with them and /v2/openapi.json documents
// them. Only zod and the body's limit are imported, so the manifest stays light.

/** The most ids of `GET /threads?ids=` (the service's THREAD_IDS_MAX, repeated so the manifest stays light). */
const THREAD_IDS_MAX = 100;

/** `ids=["AABBCCDD", …]`, at most 100 of them. */
export const threadIdsQuery = z.object({ ids: jsonIdList("ids", THREAD_IDS_MAX) });

/**
 * `POST /thread/{id}`: the reference's `SendMessageRequest`. Users send text; the other body types are the
 * system's, and the service refuses them with "Only text messages can be sent."
 */
export const sendMessageBody = z.object({
  body: z
    .looseObject({
      type: z.string().max(32).describe("text (the other types are written by the system)"),
      body: z
        .string()
        .max(MESSAGE_BODY_MAX, `A message is at most ${MESSAGE_BODY_MAX} characters.`)
        .optional()
        .describe("Markdown"),
      private: z.boolean().optional().describe("A note only staff see (staff only)"),
      replying_to: z.string().max(8).nullish(),
    })
    .describe("The message body (Labrinth.Threads.v3.MessageBody)"),
});
