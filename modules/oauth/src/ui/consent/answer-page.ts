import { translatorFor } from "@hopper/ui/i18n/catalogue";

import { consentMessages } from "./consent-messages";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Who receives the answer, as the consent screen emphasised it: the origin, or an app's scheme. */
function targetOf(location: string): string {
  try {
    const url = new URL(location);
    return url.origin !== "null" ? url.origin : url.protocol;
  } catch {
    return location;
  }
}

function page(locale: string, title: string, body: string, head = ""): string {
  return `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>${head}</head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main id="main">${body}</main></body></html>`;
}

/**
 * The answer to Authorize or Decline: a page that navigates to the app's redirect URI by a meta refresh (no script,
 * not a form submission, so the CSP's form-action does not apply), with a link in case the browser holds it back (an
 * app scheme it asks about). No referrer: the consent screen's address is nobody's business.
 */
export function redirectPage(locale: string, location: string): string {
  const t = translatorFor(consentMessages, locale);
  const href = escapeHtml(location);
  return page(
    locale,
    t("redirectingTitle"),
    `<p role="status" data-testid="consent-redirecting">${escapeHtml(t("redirecting", { target: targetOf(location) }))}</p><p><a href="${href}" data-testid="consent-continue">${escapeHtml(t("continue"))}</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${href}">`,
  );
}

/** The spec's 'No redirect location found in response': the flow expired, was answered, or is someone else's. */
export function noLocationPage(locale: string, signedOut: boolean): string {
  const t = translatorFor(consentMessages, locale);
  const help = signedOut ? t("signedOut") : t("noLocationHelp");
  return page(
    locale,
    t("noLocationTitle"),
    `<h1>${escapeHtml(t("noLocation"))}</h1><p role="alert" data-testid="consent-error">${escapeHtml(help)}</p><p><a href="/">${escapeHtml(t("error.home"))}</a></p>`,
  );
}
