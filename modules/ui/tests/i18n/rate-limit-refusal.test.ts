// Issue 14 (language): a rate limit's refusal (core/rate-limit: sign-up, password reset, email verification, the
// editor's previews and images) names the shell catalogue's `refusals.rateLimited`, so a site form says it in the
// reader's language with the seconds as a number for the language's plural; REST's English is unchanged.
import { describe, expect, it } from "vitest";

import { AppError } from "../../../core/src/errors/app-error";
import { enforceRateLimits } from "../../../core/src/rate-limit/rate-limit";
import { formErrorsOf, localizeFormErrors } from "../../src/forms/field-errors";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../src/i18n/catalogue";
import { shellMessages } from "../../src/i18n/messages/en-US";
import { setupTestDatabase } from "../../../../tests/setup/test-database";

const database = setupTestDatabase();
const english = translatorFor(shellMessages, "en-US");

describe("a rate limit's refusal in the reader's language", () => {
  it("keeps REST's English and reads the catalogue's plural on the site", async () => {
    const rule = { key: `language-test:${Date.now()}`, limit: 0, windowSeconds: 60 };
    const error = await enforceRateLimits(database.db, [rule]).then(
      () => {
        throw new Error("expected a refusal");
      },
      (refused: unknown) => refused as AppError,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
    expect(error.descriptor?.key).toBe("ui.shell.refusals.rateLimited");
    const shown = (locale: string) => localizeFormErrors(formErrorsOf(error), [], locale).message;
    expect(shown("en-US")).toBe(error.message);
    const turned = shown(UPSIDE_DOWN_LOCALE);
    expect(turned).not.toBe(error.message);
    expect(turned).toContain(String(error.descriptor?.values?.seconds));
    expect(english("refusals.rateLimited", { seconds: 1 })).toBe("Too many attempts. Try again in 1 second.");
    expect(english("refusals.rateLimited", { seconds: 30 })).toBe("Too many attempts. Try again in 30 seconds.");
  });
});
