import { z } from "zod";
import { installSchema, serverStates } from "../protocol.js";

const crashInfoSchema = z.object({ exitCode: z.number().nullable(), oomKilled: z.boolean(), at: z.string() });

/** What must survive an agent restart besides the spec. */
export const runtimeStateSchema = z.object({
  state: z.enum(serverStates),
  stopRequested: z.boolean(),
  containerStartedAt: z.string().nullable(),
  runningSince: z.number().nullable(),
  crashed: crashInfoSchema.nullable(),
  installed: installSchema.nullable(),
});
export type RuntimeState = z.infer<typeof runtimeStateSchema>;
