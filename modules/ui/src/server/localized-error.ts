import "server-only";

import { AppError } from "@hopper/core/errors/app-error";
import { parseCookies } from "@hopper/core/http/cookies";

import { formErrorsOf, localizeFormErrors } from "../forms/field-errors";
import type { FormErrors } from "../forms/field-errors";
import type { ErrorCatalogues } from "../i18n/error-text";
import { LANGUAGE_QUERY_PARAM, resolveLocale } from "../i18n/resolve-locale";
import { getLocale } from "../i18n/server";
import { LOCALE_COOKIE } from "../preferences/cookie-options";

/**
 * A refusal as this request's reader sees it (server actions, whose answer carries the text): the message and
 * field messages from the catalogues their descriptors name, English where none does.
 */
export async function localizedFormErrors(error: unknown, catalogues: ErrorCatalogues): Promise<FormErrors> {
  return localizeFormErrors(formErrorsOf(error), catalogues, (await getLocale()).locale);
}

/**
 * The reader's language of a route handler's request, by the same rules as a page's (`hl`, the locale
 * cookie, Accept-Language): read from the request itself, which a route handler always has.
 */
export function requestLocale(request: Request): string {
  return resolveLocale({
    query: new URL(request.url).searchParams.get(LANGUAGE_QUERY_PARAM),
    cookie: parseCookies(request.headers.get("cookie"))[LOCALE_COOKIE],
    acceptLanguage: request.headers.get("accept-language"),
  }).locale;
}

/**
 * The same AppError with its message and field messages in `locale` (its code and descriptor kept), for a form
 * route whose answer (a redirect's query, or JSON for the upload script) carries the text.
 */
export function localizedAppError(error: AppError, catalogues: ErrorCatalogues, locale: string): AppError {
  const shown = localizeFormErrors(formErrorsOf(error), catalogues, locale);
  return new AppError(
    error.code,
    shown.message ?? error.message,
    error.fields ? shown.fields : undefined,
    error.descriptor,
  );
}
