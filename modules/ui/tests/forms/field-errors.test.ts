import { createTRPCClient, httpLink } from "@trpc/client";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { AppError, invalidInput, toRestError } from "@hopper/core/errors";
import type { TrpcContext } from "@hopper/core/trpc";
import { authedProcedure, publicProcedure, router } from "@hopper/core/trpc";

import { FIX_FIELDS, formErrorsOf, GENERIC_FORM_ERROR, localizeFormErrors } from "../../src/forms/field-errors";
import { defineCatalogue, translatorFor, UPSIDE_DOWN_LOCALE } from "../../src/i18n/catalogue";
import { flipText } from "../../src/i18n/upside-down";

// A module's refusal catalogue, as a service names it in an AppError's descriptor.
const errors = defineCatalogue("example.errors", {
  slugTaken: "The URL {slug} is already used.",
  nameLength: "The name must be at most {max} characters.",
});
const slugTaken = (slug: string) =>
  new AppError(
    "conflict",
    `The URL ${slug} is already used.`,
    { slug: `The URL ${slug} is already used.` },
    {
      key: "example.errors.slugTaken",
      values: { slug },
      fields: { slug: { key: "example.errors.slugTaken", values: { slug } } },
    },
  );

// A real router on the real tRPC setup (core/trpc's error formatter), served in-process through tRPC's fetch
// adapter and called through a real client, so the test reads the error exactly as a client component gets it.
const testRouter = router({
  rename: publicProcedure
    .input(z.object({ name: z.string().min(3, "At least 3 characters."), slug: z.string() }))
    .mutation(() => {
      throw invalidInput("The project could not be saved.", { slug: "This slug is taken." });
    }),
  create: publicProcedure.input(z.object({ slug: z.string().max(5, "The URL is too long.") })).mutation(({ input }) => {
    throw slugTaken(input.slug);
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
    expect(formErrorsOf(new AppError("invalid_input", "Check the form.", { name: "Required." }))).toMatchObject({
      message: "Check the form.",
      fields: { name: "Required." },
      descriptor: null,
    });
    expect(formErrorsOf(new AppError("forbidden", "No."))).toMatchObject({ message: "No.", fields: {} });
  });

  it("a tRPC client error from a service's AppError: the service's message and fields", async () => {
    const error = await rejection(() => client.rename.mutate({ name: "Sodium", slug: "taken" }));
    expect(formErrorsOf(error)).toMatchObject({
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
    expect(formErrorsOf(await rejection(() => client.secret.query()))).toMatchObject({
      message: "You must be signed in to do this.",
      fields: {},
    });
    expect(formErrorsOf(await rejection(() => client.crash.query()))).toMatchObject({
      message: GENERIC_FORM_ERROR,
      fields: {},
    });
  });

  it("a ZodError: nested paths are joined with dots, the first message per field wins", () => {
    const result = z
      .object({ links: z.object({ source: z.url("Enter a web address.") }), title: z.string().min(1).max(2) })
      .safeParse({ links: { source: "nope" }, title: "" });
    expect(result.success).toBe(false);
    expect(formErrorsOf(result.error)).toMatchObject({
      message: FIX_FIELDS,
      fields: { "links.source": "Enter a web address.", title: expect.any(String) },
    });
  });

  it("anything else: the generic message, never the thrown text", () => {
    for (const thrown of [new Error("ECONNRESET"), "boom", null, undefined, 42, { message: "internal" }]) {
      expect(formErrorsOf(thrown)).toMatchObject({ message: GENERIC_FORM_ERROR, fields: {} });
    }
  });
});

// Issue 14 (language): a service's refusal reaches a form with its descriptor and shows in the reader's
// language, while the REST API keeps sending the English text.
describe("localizeFormErrors", () => {
  it("says a service's refusal (message and field) in the reader's language through the tRPC client", async () => {
    const error = await rejection(() => client.create.mutate({ slug: "taken" }));
    const english = formErrorsOf(error);
    expect(english).toMatchObject({
      message: "The URL taken is already used.",
      fields: { slug: "The URL taken is already used." },
    });
    // The slug is the user's text: it stays as typed inside the turned sentence.
    const flipped = translatorFor(errors, UPSIDE_DOWN_LOCALE)("slugTaken", { slug: "taken" });
    expect(flipped).not.toBe("The URL taken is already used.");
    expect(flipped).toContain("taken");
    expect(localizeFormErrors(english, [errors], UPSIDE_DOWN_LOCALE)).toMatchObject({
      message: flipped,
      fields: { slug: flipped },
    });
    expect(localizeFormErrors(english, [errors], "en-US")).toMatchObject({ message: "The URL taken is already used." });
    expect(toRestError(slugTaken("taken")).body).toEqual({
      error: "conflict",
      description: "The URL taken is already used.",
    });
  });

  it("says the same for an AppError caught on the server (server actions, form routes)", () => {
    expect(localizeFormErrors(formErrorsOf(slugTaken("abc")), [errors], UPSIDE_DOWN_LOCALE).message).toBe(
      translatorFor(errors, UPSIDE_DOWN_LOCALE)("slugTaken", { slug: "abc" }),
    );
  });

  it("keeps the English text when the form does not read the owning catalogue, or the key is missing", () => {
    const english = formErrorsOf(slugTaken("abc"));
    expect(localizeFormErrors(english, [], UPSIDE_DOWN_LOCALE).message).toBe("The URL abc is already used.");
    const missing = new AppError("conflict", "Gone.", undefined, { key: "example.errors.gone" });
    expect(localizeFormErrors(formErrorsOf(missing), [errors], UPSIDE_DOWN_LOCALE).message).toBe("Gone.");
  });

  it("says a shared schema's limit by zod issue code from the shell catalogue, and the generic texts", async () => {
    const error = await rejection(() => client.create.mutate({ slug: "far-too-long" }));
    const shown = localizeFormErrors(formErrorsOf(error), [errors], UPSIDE_DOWN_LOCALE);
    expect(shown).toMatchObject({
      message: flipText(FIX_FIELDS),
      fields: { slug: flipText("At most # characters.").replace("#", "5") },
    });
    expect(
      localizeFormErrors(formErrorsOf(await rejection(() => client.crash.query())), [], UPSIDE_DOWN_LOCALE),
    ).toMatchObject({
      message: flipText(GENERIC_FORM_ERROR),
    });
  });
});
