import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { readBodyWithin } from "@hopper/core/http";
import { translatorFor } from "@hopper/ui/i18n/catalogue";
import { requestLocale } from "@hopper/ui/server/localized-error";

import { errorMessages } from "../../ui/error-messages";
import { preferencesMessages } from "../../ui/preferences-messages";
import { unsubscribeByToken, unsubscribeTokenExists } from "../services/preferences";

// GET and POST /notifications/unsubscribe/{token}: the digest's unsubscribe link, which works without signing in
// (the token in the address is the proof, 256 random bits). A route handler, not a page: the same address must
// also answer mail clients' RFC 8058 one-click POST, and Next.js cannot put a page and a POST handler on one path.
//
// GET never changes anything: mail scanners and link previews fetch every link in a mail, so a GET that
// unsubscribed would unsubscribe people who never clicked. It shows one "Unsubscribe" button that POSTs here.
// POST with the body `List-Unsubscribe=One-Click` (what the button sends, and what a mail client sends for its own
// unsubscribe button, form-encoded or multipart) sets the delivery back to "site" and answers 200. No Origin check
// of our own: the token is the credential and mail clients post from their servers (the web server still refuses a
// foreign browser Origin in front of Next.js). An unknown, malformed or replaced token is the same 404 for all.

/** The body is one short field; anything longer is not an unsubscribe. */
export const UNSUBSCRIBE_BODY_LIMIT = 1024;

/** The token segment of the address; a malformed escape is a token nobody has (404), never a crash. */
function tokenOf(request: Request): string {
  try {
    return decodeURIComponent(new URL(request.url).pathname.split("/")[3] ?? "");
  } catch {
    return "";
  }
}

function translators(request: Request) {
  const locale = requestLocale(request);
  return {
    locale,
    t: translatorFor(preferencesMessages, locale),
    errors: translatorFor(errorMessages, locale),
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type Translators = ReturnType<typeof translators>;

/** A small page of its own (no site layout: this is not a Next.js page); every text is escaped. */
function page(status: number, { locale, t }: Translators, heading: string, body: string): Response {
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t("unsubscribe.title"))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #888;cursor:pointer}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1>${body}
<p><a href="/">${escapeHtml(t("unsubscribe.home"))}</a> · <a href="/settings/notifications">${escapeHtml(t("unsubscribe.settings"))}</a></p>
</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      // The address carries a secret: no cache keeps it, and no link to another site gets it as a Referer.
      // Not "no-referrer": under it a browser sends the button's POST with `Origin: null`, which the web server
      // refuses as cross-site.
      "cache-control": "no-store",
      "referrer-policy": "same-origin",
      "x-robots-tag": "noindex",
    },
  });
}

function notFound(tr: Translators): Response {
  return page(
    404,
    tr,
    tr.t("unsubscribe.notFoundHeading"),
    `<p role="alert">${escapeHtml(tr.errors("unsubscribeNotFound"))}</p>`,
  );
}

/** The unsubscribe page: one button, nothing changed yet. */
export async function GET(request: Request): Promise<Response> {
  const tr = translators(request);
  if (!(await unsubscribeTokenExists(db(), tokenOf(request)))) return notFound(tr);
  const form = `<p>${escapeHtml(tr.t("unsubscribe.explain"))}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(tr.t("unsubscribe.button"))}</button></form>`;
  return page(200, tr, tr.t("unsubscribe.heading"), form);
}

/** The field RFC 8058 requires, from a form-encoded or multipart body; null when absent or unreadable. */
async function oneClickField(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    try {
      const value = (await new Response(bytes, { headers: { "content-type": type } }).formData()).get(
        "List-Unsubscribe",
      );
      return typeof value === "string" ? value : null;
    } catch {
      return null;
    }
  }
  return new URLSearchParams(new TextDecoder().decode(bytes)).get("List-Unsubscribe");
}

/** The button's POST and mail clients' one-click POST: unsubscribes, idempotently. */
export async function POST(request: Request): Promise<Response> {
  const tr = translators(request);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyWithin(request, UNSUBSCRIBE_BODY_LIMIT);
  } catch (error) {
    if (error instanceof AppError) {
      return new Response(error.message, {
        status: error.status,
        headers: { "content-type": "text/plain; charset=utf-8", connection: "close" },
      });
    }
    throw error;
  }
  if ((await oneClickField(request, bytes)) !== "One-Click") {
    return new Response("Send List-Unsubscribe=One-Click to unsubscribe (RFC 8058).", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  try {
    await unsubscribeByToken(db(), tokenOf(request));
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return notFound(tr);
    throw error;
  }
  return page(
    200,
    tr,
    tr.t("unsubscribe.heading"),
    `<p role="status" data-testid="unsubscribe-done">${escapeHtml(tr.t("unsubscribe.done"))}</p>`,
  );
}
