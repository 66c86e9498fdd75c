// Issue 14 (language): an uploaded image's refusals (core/images: icons, avatars, gallery and editor images) name
// the shell catalogue's `refusals`, so the site shows them in the reader's language while REST keeps the English.
import { describe, expect, it } from "vitest";

import { AppError } from "../../../core/src/errors/app-error";
import { IMAGE_PROFILES, processImage, UNREADABLE_IMAGE } from "../../../core/src/images";
import { storeEditorImage } from "../../../core/src/images/editor-image";
import { formErrorsOf, localizeFormErrors } from "../../src/forms/field-errors";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../src/i18n/catalogue";
import { shellMessages } from "../../src/i18n/messages/en-US";
import { animatedGif, png, pngClaiming } from "../../../../tests/support/images";

const english = translatorFor(shellMessages, "en-US");
const upsideDown = translatorFor(shellMessages, UPSIDE_DOWN_LOCALE);
const refusalOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error as AppError,
  );
const shown = (error: AppError, locale: string) => localizeFormErrors(formErrorsOf(error), [], locale).message;

describe("an uploaded image's refusals in the reader's language", () => {
  it("type, damage and pixel limits: the same English as before, the catalogue's words on the site", async () => {
    const real = await png(64, 64);
    const bomb = await pngClaiming(50_000, 50_000);
    const animation = await animatedGif(100, 100, 5);
    const cases = [
      [() => processImage(Buffer.from("hello"), IMAGE_PROFILES.icon), "Upload a PNG, JPEG, GIF or WebP image."],
      [
        () => processImage(Buffer.concat([real.subarray(0, 8), Buffer.from("not a PNG")]), IMAGE_PROFILES.icon),
        UNREADABLE_IMAGE,
      ],
      [
        () => processImage(bomb, IMAGE_PROFILES.gallery),
        "The image is 50000 × 50000 pixels; images may have at most 50 megapixels.",
      ],
      [
        () => processImage(animation, { ...IMAGE_PROFILES.icon, maxTotalPixels: 100 * 100 * 4 }),
        "The animation has 5 frames of 100 × 100 pixels; animations may have at most 40000 pixels in all frames together.",
      ],
      [() => storeEditorImage("user0001", Buffer.from("hello")), "Images must be PNG, JPEG, GIF or WebP."],
    ] as const;
    for (const [attempt, message] of cases) {
      const error = await refusalOf(attempt());
      expect(error).toBeInstanceOf(AppError);
      expect(error.status).toBe(400);
      // REST's description is unchanged, and the catalogue's en-US says the same.
      expect(error.message).toBe(message);
      expect(shown(error, "en-US")).toBe(message);
      const turned = shown(error, UPSIDE_DOWN_LOCALE);
      expect(turned).not.toBe(message);
      expect(turned).not.toContain("pixels");
    }
    // The numbers stay numbers in the turned sentence.
    expect(
      upsideDown("refusals.imageTooManyPixels", { width: "50000", height: "50000", limit: "50", unit: "megapixels" }),
    ).toContain("50000");
    expect(english("refusals.imageTooManyPixels", { width: "9", height: "9", limit: "80", unit: "pixels" })).toBe(
      "The image is 9 × 9 pixels; images may have at most 80 pixels.",
    );
  });
});
