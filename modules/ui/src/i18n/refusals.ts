import { AppError } from "@hopper/core/errors";
import type { AppErrorCode, MessageDescriptor } from "@hopper/core/errors";

import { translatorFor } from "./catalogue";
import type { Catalogue, MessageTree } from "./catalogue";

/** The dotted keys of a catalogue's messages (`nameLength`, `forbidden.edit`). */
export type MessageKey<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessageKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** One refusal: its English text (REST's description, the site's fallback) and where the site reads it. */
export interface Problem {
  text: string;
  descriptor: MessageDescriptor;
}

/**
 * A module's refusal helpers over its own errors catalogue (docs/shell.md, "Errors from services"):
 * `problem(key, values)` formats the English text from the catalogue itself, so REST's description and the
 * site's message never drift; `refusal(code, problem, field?)` is the AppError a service throws. Values are
 * strings, so numbers print exactly as given (65536, not 65,536).
 */
export function refusalsOf<M extends MessageTree>(catalogue: Catalogue<M>) {
  const english = translatorFor(catalogue, "en-US") as unknown as (
    key: string,
    values?: Record<string, string>,
  ) => string;

  function problem(key: MessageKey<M>, values?: Record<string, string>): Problem {
    const descriptor: MessageDescriptor = { key: `${catalogue.namespace}.${key}` };
    return { text: english(key, values), descriptor: values ? { ...descriptor, values } : descriptor };
  }

  function refusal(code: AppErrorCode, refused: Problem, field?: string): AppError {
    if (!field) return new AppError(code, refused.text, undefined, refused.descriptor);
    return new AppError(
      code,
      refused.text,
      { [field]: refused.text },
      { ...refused.descriptor, fields: { [field]: refused.descriptor } },
    );
  }

  return { problem, refusal };
}
