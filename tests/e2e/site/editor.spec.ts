import { expect, test } from "@playwright/test";

import { useDemoSession } from "../support/demo-sessions";

test("the dashboard editor previews through the server's sanitiser and refuses big images", async ({ page }) => {
  let alerted = false;
  page.on("dialog", async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  await useDemoSession(page.context(), "creator");
  await page.goto("/dashboard/editor");
  const textarea = page.locator("textarea");
  await textarea.fill(
    '# Title\n\n<img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n![remote](https://images.example.org/a.png)\n\n```java\nclass A {}\n```',
  );
  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.locator(".markdown-body");
  await expect(preview.locator("h1")).toHaveText("Title");
  await expect(preview.locator("script")).toHaveCount(0);
  await expect(preview.locator("[onerror]")).toHaveCount(0);
  // Foreign images go through the signed image proxy.
  await expect(preview.locator('img[alt="remote"]')).toHaveAttribute(
    "src",
    /^\/api\/image-proxy\?url=https%3A%2F%2Fimages\.example\.org%2Fa\.png/,
  );
  await expect(preview.locator("code.language-java .hljs-keyword").first()).toHaveText("class");
  expect(alerted).toBe(false);

  await page.getByRole("tab", { name: "Write" }).click();
  const big = Buffer.alloc(1024 * 1024 + 1, 0);
  big.set([0x89, 0x50, 0x4e, 0x47]);
  await page.locator('input[type="file"]').setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await expect(page.getByText("File too large")).toBeVisible();
});

test("the image proxy refuses unsigned and private targets", async ({ request }) => {
  const unsigned = await request.get("/api/image-proxy?url=https%3A%2F%2Fimages.example.org%2Fa.png");
  expect(unsigned.status()).toBeGreaterThanOrEqual(400);
  const loopback = await request.get("/api/image-proxy?url=http%3A%2F%2F127.0.0.1%3A3100%2F");
  expect(loopback.status()).toBeGreaterThanOrEqual(400);
});
