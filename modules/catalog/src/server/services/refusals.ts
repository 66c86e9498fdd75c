import { AppError } from "@hopper/core/errors";
import type { AppErrorCode, MessageDescriptor } from "@hopper/core/errors";
import { translatorFor } from "@hopper/ui/i18n/catalogue";

// The catalogue of refusals is plain data shared with the site's forms (docs/shell.md, "Errors from services").
import { errorMessages } from "../../ui/messages/errors";

type KeysOf<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A key of the refusal catalogue (`slugTaken`, `permissions.EDIT_DETAILS`). */
export type ErrorKey = KeysOf<typeof errorMessages.messages>;

const english = translatorFor(errorMessages, "en-US") as unknown as (
  key: string,
  values?: Record<string, string>,
) => string;

/** One refusal: its English text (REST's description, the site's fallback) and where the site reads it. */
export interface Problem {
  text: string;
  descriptor: MessageDescriptor;
}

/** A refusal of the catalogue, with its ICU values (strings: they print exactly as given). */
export function problem(key: ErrorKey, values?: Record<string, string>): Problem {
  return {
    text: english(key, values),
    descriptor: values
      ? { key: `${errorMessages.namespace}.${key}`, values }
      : { key: `${errorMessages.namespace}.${key}` },
  };
}

/** The AppError of a refusal; with `field`, the refusal is that field's message too (shown beside it). */
export function refusal(code: AppErrorCode, refused: Problem, field?: string): AppError {
  if (!field) return new AppError(code, refused.text, undefined, refused.descriptor);
  return new AppError(
    code,
    refused.text,
    { [field]: refused.text },
    { ...refused.descriptor, fields: { [field]: refused.descriptor } },
  );
}
