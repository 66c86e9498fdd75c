import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";

import { config } from "../config";
import type { DbOrTx } from "../db/client";
import { newId } from "../db/ids";

export interface MailMessageInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra header lines for the SMTP message (a digest's `List-Unsubscribe`, RFC 8058). Not kept in the outbox
   * record: the mailbox page shows what people read, not the envelope.
   */
  headers?: Record<string, string>;
}

let transport: { url: string; transporter: Transporter } | undefined;

function smtp(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/**
 * Sends a message through SMTP when SMTP_URL is set, and records every message in `mail_messages`.
 * Without SMTP the record is the delivery: staff read it in the mailbox page, so a single-machine install
 * can still verify addresses and reset passwords.
 */
export async function sendMail(db: DbOrTx, input: MailMessageInput): Promise<{ id: string; status: string }> {
  const { SMTP_URL, MAIL_FROM } = config();
  const { headers, ...message } = input;
  const id = newId();
  if (!SMTP_URL) {
    await db.mailMessage.create({ data: { id, ...message, html: message.html ?? null, status: "stored" } });
    return { id, status: "stored" };
  }
  try {
    await smtp(SMTP_URL).sendMail({ from: MAIL_FROM, ...message, ...(headers ? { headers } : {}) });
    await db.mailMessage.create({
      data: { id, ...message, html: message.html ?? null, status: "sent", sentAt: new Date() },
    });
    return { id, status: "sent" };
  } catch (error) {
    await db.mailMessage.create({
      data: { id, ...message, html: message.html ?? null, status: "failed", error: (error as Error).message },
    });
    return { id, status: "failed" };
  }
}

export function listMail(db: DbOrTx, options: { to?: string; take?: number; cursor?: string } = {}) {
  return db.mailMessage.findMany({
    where: options.to ? { to: options.to } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: options.take ?? 50,
    ...(options.cursor ? { skip: 1, cursor: { id: options.cursor } } : {}),
  });
}
