import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { resetConfigCache } from "../src/config";
import { sendMail } from "../src/mail/send-mail";
import { setupTestDatabase } from "../../../tests/setup/test-database";

const database = setupTestDatabase();
const delivered: { to: string; raw: string }[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        delivered.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetConfigCache();
  await new Promise((resolve) => smtp.close(() => resolve(undefined)));
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
    process.env.SMTP_URL = smtpUrl;
    resetConfigCache();
    const { id, status } = await sendMail(database.db, { ...message, to: "alex@example.com" });
    expect(status).toBe("sent");
    expect(delivered.find((m) => m.to === "alex@example.com")?.raw).toContain("Subject: Hello");
    expect((await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).sentAt).not.toBeNull();
  });

  it("records a failure with its reason when the server cannot be reached", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    resetConfigCache();
    const { id, status } = await sendMail(database.db, message);
    expect(status).toBe("failed");
    expect((await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).error).toMatch(/ECONNREFUSED/);
  });
});
