import { z } from "zod";

// The thread answer's schema (the reference's `Labrinth.Threads.v3.Thread`, the same under /v2): body.ts builds it
// (typed with it) and /v2/openapi.json documents it.

const messageBody = z
  .object({ type: z.string() })
  .catchall(z.union([z.string(), z.boolean(), z.null()]))
  .describe("text {body, private, replying_to}, status_change {old_status, new_status}, thread_closure, …");

export const threadMessageSchema = z.object({
  id: z.string(),
  author_id: z.string().nullable().describe("Null for the system, or a moderator hidden from the caller"),
  body: messageBody,
  created: z.string().meta({ format: "date-time" }),
  hide_identity: z.boolean(),
});

export const threadMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string(),
  role: z.string(),
  badges: z.number(),
  created: z.string().meta({ format: "date-time" }),
  bio: z.string().optional(),
});

export const threadSchema = z
  .object({
    id: z.string(),
    type: z.enum(["project", "report", "direct_message"]),
    project_id: z.string().nullable(),
    report_id: z.string().nullable(),
    messages: z.array(threadMessageSchema),
    members: z.array(threadMemberSchema).describe("The users whose messages the caller sees signed"),
  })
  .meta({ id: "Thread", description: "A thread between a project's team or a reporter and the moderators" });

export type ThreadWire = z.infer<typeof threadSchema>;
export const threadListSchema = threadSchema.array();
