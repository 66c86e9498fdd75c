import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { resetConfigCache } from "../src/config";
import { sendMail } from "../src/mail/send-mail";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { startSmtpCapture } from "../../../tests/support/smtp-capture";

const database = setupTestDatabase();
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetConfigCache();
  await smtp.close();
});

const message = { to: "steve@example.com", subject: "Hello", text: "Body line" };

describe("sending mail", () => {
  it("keeps the message in the outbox when no SMTP server is configured", async () => {
    delete process.env.SMTP_URL;
    resetConfigCache();
    const { id, status } = await sendMail(database.db, message);
    expect(status).toBe("stored");
    expect(await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      ...message,
      status: "stored",
    });
  });

  it("delivers over SMTP and records the message as sent", async () => {
    process.env.SMTP_URL = smtp.url;
    resetConfigCache();
    const { id, status } = await sendMail(database.db, { ...message, to: "alex@example.com" });
    expect(status).toBe("sent");
    expect(smtp.received.find((m) => m.to === "alex@example.com")?.raw).toContain("Subject: Hello");
    expect((await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).sentAt).not.toBeNull();
  });

  it("passes extra header lines to SMTP (a digest's List-Unsubscribe) and keeps the record as before", async () => {
    process.env.SMTP_URL = smtp.url;
    resetConfigCache();
    const headers = {
      "List-Unsubscribe": "<https://hopper.test/u/abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    const { id, status } = await sendMail(database.db, { ...message, to: "kai@example.com", headers });
    expect(status).toBe("sent");
    const raw = smtp.received.find((m) => m.to === "kai@example.com")?.raw ?? "";
    expect(raw).toContain("List-Unsubscribe: <https://hopper.test/u/abc>");
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      ...message,
      to: "kai@example.com",
    });
  });

  it("records a failure with its reason when the server cannot be reached", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    resetConfigCache();
    const { id, status } = await sendMail(database.db, message);
    expect(status).toBe("failed");
    expect((await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).error).toMatch(/ECONNREFUSED/);
  });
});
