"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";

import { hostingCaller } from "../hosting-caller";
import type { NodeFormState } from "./node-form-state";
import { nodeMessages } from "./node-messages";

// The nodes page's forms work without JavaScript: each action reads its form and calls the procedure, which decides
// who may do what and answers the messages.

const PAGE = "/servers/admin";
const FIELDS = [
  "id",
  "name",
  "region",
  "agentUrl",
  "publicUrl",
  "gameHost",
  "cpu",
  "memoryMiB",
  "diskMiB",
  "portFirst",
  "portLast",
] as const;

const text = (form: FormData, name: string, max = 1000) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

function refusalCause(error: unknown): AppError | ZodError | null {
  const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
  if (cause instanceof AppError) return cause.code === "internal_error" ? null : cause;
  return cause instanceof ZodError ? cause : null;
}

async function runNodeForm(
  form: FormData,
  keep: readonly string[],
  work: () => Promise<Partial<NodeFormState>>,
): Promise<NodeFormState> {
  const values = Object.fromEntries(keep.map((name) => [name, text(form, name)]));
  try {
    return { error: null, fields: {}, values, secret: null, ...(await work()) };
  } catch (error) {
    if (error instanceof Error && error.name === "TRPCError" && (error as { code?: string }).code === "UNAUTHORIZED") {
      redirect("/auth/sign-in");
    }
    const cause = refusalCause(error);
    if (!cause) throw error;
    const shown = await localizedFormErrors(cause, [nodeMessages]);
    const message = Object.keys(shown.fields).length > 0 ? null : shown.message;
    return { error: message, fields: shown.fields, values, secret: null };
  }
}

/** "Register node": the token and agent.json come back once, in the answer only. */
export async function registerNodeAction(_previous: NodeFormState, form: FormData): Promise<NodeFormState> {
  const state = await runNodeForm(form, FIELDS, async () => {
    const secret = await (
      await hostingCaller()
    ).nodes.register(
      Object.fromEntries(FIELDS.map((name) => [name, text(form, name)])) as Record<(typeof FIELDS)[number], string>,
    );
    return { secret };
  });
  if (state.secret) {
    state.values = {};
    revalidatePath(PAGE);
  }
  return state;
}

/** "Rotate token" of a node: the new token comes back once. */
export async function rotateNodeTokenAction(_previous: NodeFormState, form: FormData): Promise<NodeFormState> {
  return runNodeForm(form, [], async () => ({
    secret: await (await hostingCaller()).nodes.rotateToken({ nodeId: text(form, "nodeId", 32) }),
  }));
}

/** "Drain" / "Take new servers again". */
export async function setNodeDrainingAction(form: FormData): Promise<void> {
  await (
    await hostingCaller()
  ).nodes.setDraining({
    nodeId: text(form, "nodeId", 32),
    draining: text(form, "draining") === "true",
  });
  revalidatePath(PAGE);
  redirect(PAGE);
}
