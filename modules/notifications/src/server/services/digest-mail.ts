import { config } from "@hopper/core/config";
import type { MailMessageInput } from "@hopper/core/mail";

import type { DigestDelivery } from "./delivery";

/** One line of a digest: a followed project's new version, as its project_update notification told it. */
export interface DigestItem {
  text: string;
  /** A path on this site (notify() refuses anything else). */
  link: string;
  createdAt: Date;
}

export interface DigestRecipient {
  userId: string;
  username: string;
  email: string;
  delivery: DigestDelivery;
  unsubscribeToken: string;
  /** Where the previous digest's window ended (null: none yet). */
  sentUntil: Date | null;
}

/** Absolute URL of a path on this site, for links in mail. */
export function siteUrl(path: string): string {
  const { HOPPER_URL, PORT } = config();
  return new URL(path, HOPPER_URL ?? `http://localhost:${PORT}`).toString();
}

export const unsubscribePath = (token: string) => `/notifications/unsubscribe/${encodeURIComponent(token)}`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The digest mail: text and a plain HTML twin (every piece of stored text escaped), the unsubscribe link in the
 * body and, for mail clients' own button, RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers pointing
 * at the same address (the clients POST `List-Unsubscribe=One-Click` there). Mail is written in English, as the
 * site's other mail is. `more` says the list was cut at its cap; the rest waits on the site.
 */
export function digestMail(recipient: DigestRecipient, items: readonly DigestItem[], more: boolean): MailMessageInput {
  const period = recipient.delivery === "daily" ? "daily" : "weekly";
  const count = items.length;
  const subject = `Your ${period} Hopper digest: ${count}${more ? "+" : ""} new ${count === 1 && !more ? "version" : "versions"}`;
  const unsubscribe = siteUrl(unsubscribePath(recipient.unsubscribeToken));
  const settings = siteUrl("/settings/notifications");
  const history = siteUrl("/dashboard/notifications/history");
  const lines = items.map((item) => `- ${item.text}\n  ${siteUrl(item.link)}`);
  const text = [
    `Hi ${recipient.username},`,
    "",
    "New versions of projects you follow:",
    "",
    ...lines,
    ...(more ? ["", `More are waiting on the site: ${history}`] : []),
    "",
    `You get this mail because you chose a ${period} email digest: ${settings}`,
    `Unsubscribe with one click: ${unsubscribe}`,
    "",
  ].join("\n");
  const list = items
    .map((item) => `<li><a href="${escapeHtml(siteUrl(item.link))}">${escapeHtml(item.text)}</a></li>`)
    .join("");
  const html = [
    `<p>Hi ${escapeHtml(recipient.username)},</p>`,
    "<p>New versions of projects you follow:</p>",
    `<ul>${list}</ul>`,
    more ? `<p><a href="${escapeHtml(history)}">More are waiting on the site.</a></p>` : "",
    `<p>You get this mail because you chose a ${period} <a href="${escapeHtml(settings)}">email digest</a>.`,
    ` <a href="${escapeHtml(unsubscribe)}">Unsubscribe with one click</a>.</p>`,
  ].join("\n");
  return {
    to: recipient.email,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
