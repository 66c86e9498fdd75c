// Issue 14 (language): the kernel's generic refusals (core's unauthorized()/forbidden() and the tRPC guards)
// name the shell catalogue's `refusals`, so a site form shows them in the reader's language while the error's
// own English text (REST's description) is unchanged and the same as the catalogue's en-US.
import { describe, expect, it } from "vitest";

import { adminOnly, forbidden, staffOnly, unauthorized } from "../../../core/src/errors/app-error";
import { authedProcedure, createCallerFactory, router } from "../../../core/src/trpc/init";
import { formErrorsOf, localizeFormErrors } from "../../src/forms/field-errors";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../src/i18n/catalogue";
import { shellMessages } from "../../src/i18n/messages/en-US";

const english = translatorFor(shellMessages, "en-US");
const upsideDown = translatorFor(shellMessages, UPSIDE_DOWN_LOCALE);

describe("core's generic refusals in the reader's language", () => {
  it("keep their English text, the shell catalogue's en-US, and read upside-down on the site", () => {
    const cases = [
      [unauthorized(), "signIn"],
      [forbidden(), "forbidden"],
      [staffOnly(), "staffOnly"],
      [adminOnly(), "adminOnly"],
    ] as const;
    for (const [error, key] of cases) {
      expect(error.message).toBe(english(`refusals.${key}`));
      expect(localizeFormErrors(formErrorsOf(error), [], UPSIDE_DOWN_LOCALE).message).toBe(
        upsideDown(`refusals.${key}`),
      );
      expect(upsideDown(`refusals.${key}`)).not.toBe(error.message);
    }
    // A caller's own text stays English data: it has no descriptor.
    expect(forbidden("URLs with credentials are not fetched").descriptor).toBeUndefined();
  });

  it("the sign-in guard of a procedure: the same English message, the shell's key for the site", async () => {
    const caller = createCallerFactory(router({ secret: authedProcedure.query(() => "secret") }))({
      db: undefined as never,
      viewer: null,
      ip: null,
      userAgent: null,
    });
    const refused = await caller.secret().then(
      () => null,
      (error: unknown) => error as { code: string; message: string; cause?: unknown },
    );
    expect(refused).toMatchObject({ code: "UNAUTHORIZED", message: "You must be signed in to do this." });
    expect(localizeFormErrors(formErrorsOf(refused?.cause), [], UPSIDE_DOWN_LOCALE).message).toBe(
      upsideDown("refusals.signIn"),
    );
  });
});
