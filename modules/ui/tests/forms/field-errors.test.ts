import { createTRPCClient, httpLink } from "@trpc/client";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { AppError, invalidInput } from "@hopper/core/errors";
import type { TrpcContext } from "@hopper/core/trpc";
import { authedProcedure, publicProcedure, router } from "@hopper/core/trpc";

import { FIX_FIELDS, formErrorsOf, GENERIC_FORM_ERROR } from "../../src/forms/field-errors";

// A real router on the real tRPC setup (core/trpc's error formatter), served in-process through tRPC's fetch
// adapter and called through a real client, so the test reads the error exactly as a client component gets it.
const testRouter = router({
  rename: publicProcedure
    .input(z.object({ name: z.string().min(3, "At least 3 characters."), slug: z.string() }))
    .mutation(() => {
      throw invalidInput("The project could not be saved.", { slug: "This slug is taken." });
    }),
  secret: authedProcedure.query(() => "never"),
  crash: publicProcedure.query(() => {
    throw new Error('relation "project" does not exist');
  }),
});

const context: TrpcContext = { db: undefined as never, viewer: null, ip: null, userAgent: null };

const client = createTRPCClient<typeof testRouter>({
  links: [
    httpLink({
      url: "http://hopper.test/trpc",
      transformer: superjson,
      fetch: (url, init) =>
        fetchRequestHandler({
          endpoint: "/trpc",
          req: new Request(url, init as RequestInit),
          router: testRouter,
          createContext: () => context,
          onError: () => undefined,
        }),
    }),
  ],
});

async function rejection(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("formErrorsOf", () => {
  it("an AppError on the server: its message and its field errors", () => {
    expect(formErrorsOf(new AppError("invalid_input", "Check the form.", { name: "Required." }))).toEqual({
      message: "Check the form.",
      fields: { name: "Required." },
    });
    expect(formErrorsOf(new AppError("forbidden", "No."))).toEqual({ message: "No.", fields: {} });
  });

  it("a tRPC client error from a service's AppError: the service's message and fields", async () => {
    const error = await rejection(() => client.rename.mutate({ name: "Sodium", slug: "taken" }));
    expect(formErrorsOf(error)).toEqual({
      message: "The project could not be saved.",
      fields: { slug: "This slug is taken." },
    });
  });

  it("a tRPC client error from the procedure's zod input: one message per field and a readable summary", async () => {
    const error = await rejection(() => client.rename.mutate({ name: "ab", slug: 3 as unknown as string }));
    const { message, fields } = formErrorsOf(error);
    expect(message).toBe(FIX_FIELDS);
    expect(fields.name).toBe("At least 3 characters.");
    expect(Object.keys(fields).sort()).toEqual(["name", "slug"]);
  });

  it("a tRPC client error from a guard keeps its readable message; a crash does not leak its text", async () => {
    expect(formErrorsOf(await rejection(() => client.secret.query()))).toEqual({
      message: "You must be signed in to do this.",
      fields: {},
    });
    expect(formErrorsOf(await rejection(() => client.crash.query()))).toEqual({
      message: GENERIC_FORM_ERROR,
      fields: {},
    });
  });

  it("a ZodError: nested paths are joined with dots, the first message per field wins", () => {
    const result = z
      .object({ links: z.object({ source: z.url("Enter a web address.") }), title: z.string().min(1).max(2) })
      .safeParse({ links: { source: "nope" }, title: "" });
    expect(result.success).toBe(false);
    expect(formErrorsOf(result.error)).toEqual({
      message: FIX_FIELDS,
      fields: { "links.source": "Enter a web address.", title: expect.any(String) },
    });
  });

  it("anything else: the generic message, never the thrown text", () => {
    for (const thrown of [new Error("ECONNRESET"), "boom", null, undefined, 42, { message: "internal" }]) {
      expect(formErrorsOf(thrown)).toEqual({ message: GENERIC_FORM_ERROR, fields: {} });
    }
  });
});
