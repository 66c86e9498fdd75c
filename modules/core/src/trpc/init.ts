import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";

import type { ScopeName } from "../auth/scopes";
import { hasScope } from "../auth/scopes";
import { actorOf, isStaff } from "../auth/actor";
import { adminOnly, AppError, ERROR_CODES, shellRefusalWith, staffOnly, unauthorized } from "../errors/app-error";
import type { ErrorDescriptor } from "../errors/app-error";
import { isNulTextError, NUL_TEXT_MESSAGE } from "../errors/database-text";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../errors/database-unavailable";
import { containsNul } from "../validation/text";
import type { TrpcContext } from "./context";

type ZodIssue = ZodError["issues"][number];

/** The ICU values a form needs to say a zod issue in the reader's language (the limit of a too_big / too_small). */
function issueValues(issue: ZodIssue): Record<string, string | number> {
  if (issue.code === "too_big") return { maximum: Number(issue.maximum), origin: issue.origin };
  if (issue.code === "too_small") return { minimum: Number(issue.minimum), origin: issue.origin };
  return {};
}

/**
 * What a site form needs of an AppError: its code, English field messages, and the descriptors of its
 * message and field messages (read in the reader's language, docs/shell.md "Errors from services").
 */
function appErrorData(cause: AppError) {
  const descriptor: ErrorDescriptor = cause.descriptor ?? { key: "" };
  const { fields: fieldMessages, ...message } = descriptor;
  return {
    code: cause.code,
    fields: cause.fields ?? null,
    message: message.key ? message : null,
    fieldMessages: fieldMessages ?? null,
  };
}

const t = initTRPC.context<TrpcContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    return {
      ...shape,
      data: {
        ...shape.data,
        stack: undefined,
        appError: cause instanceof AppError ? appErrorData(cause) : null,
        zodIssues:
          cause instanceof ZodError
            ? cause.issues.map((i) => ({
                path: i.path.map(String),
                message: i.message,
                code: i.code,
                values: issueValues(i),
              }))
            : null,
      },
    };
  },
});

/**
 * Services throw AppError; this turns it into the matching TRPCError once, for every procedure. NUL in any
 * input is refused before the procedure runs (PostgreSQL cannot store it: error 22021 was a 500), and a
 * database NUL error that still happens is the caller's 400 too.
 */
/** NUL in a call's text, with the shell catalogue's descriptor as its cause (a site form says it in the reader's language). */
function nulTextRefused(): TRPCError {
  const cause = shellRefusalWith("invalid_input", "textNul", NUL_TEXT_MESSAGE);
  return new TRPCError({ code: "BAD_REQUEST", message: NUL_TEXT_MESSAGE, cause });
}

const mapAppErrors = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) throw nulTextRefused();
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: ERROR_CODES[cause.code].trpc, message: cause.message, cause });
  }
  if (!result.ok && isNulTextError(result.error.cause)) throw nulTextRefused();
  // PostgreSQL away (restarting, failing over): the site says to try again, not that something broke.
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: DATABASE_UNAVAILABLE_MESSAGE,
      cause: result.error.cause,
    });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure.use(mapAppErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  // The guards' causes carry the shell catalogue's descriptors, so a site form shows them in the reader's language.
  if (!ctx.viewer) {
    const cause = unauthorized();
    throw new TRPCError({ code: "UNAUTHORIZED", message: cause.message, cause });
  }
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

export const staffProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isStaff(actorOf(ctx.viewer))) {
    const cause = staffOnly();
    throw new TRPCError({ code: "FORBIDDEN", message: cause.message, cause });
  }
  return next();
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.viewer.user.role !== "admin") {
    const cause = adminOnly();
    throw new TRPCError({ code: "FORBIDDEN", message: cause.message, cause });
  }
  return next();
});

/** A signed-in procedure that also needs `scope` (always present for browser sessions, maybe not for tokens). */
export const scopedProcedure = (scope: ScopeName) =>
  authedProcedure.use(({ ctx, next }) => {
    if (!hasScope(ctx.viewer.scopes, scope)) {
      throw new TRPCError({ code: "FORBIDDEN", message: `This token does not have the ${scope} scope.` });
    }
    return next();
  });
