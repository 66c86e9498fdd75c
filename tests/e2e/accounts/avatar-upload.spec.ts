import { expect, test } from "@playwright/test";
import type { Route } from "@playwright/test";

import { errorMessages } from "../../../modules/accounts/src/ui/error-messages";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../../modules/ui/src/i18n/catalogue";
import { signUp, unique } from "./helpers";

// Issue 14, uploads with progress: the avatar on /settings/profile uploads like version files, gallery images and
// icons — a progress bar, a Cancel button, and a refused image shown in place with the chosen file kept.

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("the avatar uploads with a progress bar and Cancel; a refused image is shown in place, the file kept", async ({
  page,
}) => {
  test.slow();
  // A new account of its own: the demo accounts' avatars stay as the seed made them.
  const username = unique("avatar");
  await signUp(page, username, `${username}@example.com`, "avatar password 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);

  await page.goto("/settings/profile");
  const form = page.getByRole("form", { name: "Upload an avatar" });
  const file = form.getByLabel("Avatar (PNG, JPEG, GIF or WebP, at most 256 KiB)");
  const chosen = () => file.evaluate((input: HTMLInputElement) => input.files?.[0]?.name);

  // Not an image: refused in place, the page stays and the chosen file is still there.
  await file.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(form.getByTestId("upload-refused")).toContainText("Avatars must be PNG, JPEG, GIF or WebP images.");
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/settings\/profile$/);
  expect(await chosen()).toBe("notes.png");

  // Cancel: the request is held on its way out, so the upload is still running when Cancel is pressed.
  await file.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  let held: Route | null = null;
  await page.route("**/api/accounts/avatar", (route) => {
    held = route;
  });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(form.getByTestId("upload-progress").getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect.poll(() => held !== null).toBe(true);
  await form.getByRole("button", { name: "Cancel upload" }).click();
  await expect(form.getByTestId("upload-cancelled")).toHaveText(/Upload cancelled/);
  expect(await chosen()).toBe("me.png");
  await expect(page.getByTestId("avatar")).toHaveCount(0);
  await page.unroute("**/api/accounts/avatar");

  // Sent again: the settings open with the notice and the new avatar.
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/settings\/profile\?avatar=saved$/);
  await expect(page.getByTestId("avatar-saved")).toHaveText("Avatar updated.");
  await expect(page.getByTestId("avatar")).toHaveAttribute("src", /\/cdn\/user\//);

  // Without JavaScript the route comes back with a fixed ?error= code, which the page reads from the catalogue (in
  // the reader's language); a forged ?error=<text> shows nothing of it.
  const forged = "Your account is locked. Call +1 555 0100 now.";
  await page.goto(`/settings/profile?error=${encodeURIComponent(forged)}`);
  await expect(page.getByText("Your account is locked", { exact: false })).toHaveCount(0);
  await expect(file).not.toHaveAttribute("aria-invalid", "true");
  await page.goto("/settings/profile?error=type");
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Avatars must be PNG, JPEG, GIF or WebP images.")).toBeVisible();
  await page.goto("/settings/profile?error=type&hl=en-x-updown");
  await expect(page.getByText(translatorFor(errorMessages, UPSIDE_DOWN_LOCALE)("avatarType"))).toBeVisible();
});
