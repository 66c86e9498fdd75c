/**
 * The error every service throws. `code` is the machine-readable name used as `error` in REST bodies
 * (the reference API's names) and mapped to a tRPC code; `message` is shown to people.
 */
export const ERROR_CODES = {
  invalid_input: { status: 400, trpc: "BAD_REQUEST" },
  unauthorized: { status: 401, trpc: "UNAUTHORIZED" },
  forbidden: { status: 403, trpc: "FORBIDDEN" },
  not_found: { status: 404, trpc: "NOT_FOUND" },
  conflict: { status: 409, trpc: "CONFLICT" },
  payload_too_large: { status: 413, trpc: "PAYLOAD_TOO_LARGE" },
  ratelimit_error: { status: 429, trpc: "TOO_MANY_REQUESTS" },
  internal_error: { status: 500, trpc: "INTERNAL_SERVER_ERROR" },
} as const;

export type AppErrorCode = keyof typeof ERROR_CODES;

/**
 * A message of a module's catalogue, for the site to show in the reader's language: `key` is
 * `<catalogue namespace>.<key>` (`catalog.errors.slugTaken`), `values` its ICU arguments (docs/shell.md,
 * "Errors from services").
 */
export interface MessageDescriptor {
  key: string;
  values?: Record<string, string | number>;
}

/** The descriptor of an error's message, and of its field messages by field name. */
export interface ErrorDescriptor extends MessageDescriptor {
  fields?: Record<string, MessageDescriptor>;
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    /** English, for people: the REST API's `description`, and the site's fallback. */
    message: string,
    /** Field-level problems for forms: field name → message. */
    readonly fields?: Record<string, string>,
    /** Where the site reads the message (and field messages) in the reader's language; REST ignores it. */
    readonly descriptor?: ErrorDescriptor,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_CODES[code].status;
  }
}

export const notFound = (what: string) => new AppError("not_found", what);
/**
 * The shell catalogue's refusals (`refusals` in modules/ui/src/i18n/messages/en-US.ts, namespace `ui.shell`): core
 * sits below ui, so it names them by key; the English here is the same text, formatted with `values`. (Core's
 * counterpart of a module's `refusal(code, problem(key, values), field?)`, `@hopper/ui/i18n/refusals`.)
 */
const shellDescriptor = (key: string, values?: Record<string, string | number>): MessageDescriptor =>
  values ? { key: `ui.shell.refusals.${key}`, values } : { key: `ui.shell.refusals.${key}` };

/** A refusal whose text is the shell catalogue's `refusals.<key>` formatted with `values` (the English is the same). */
export const shellRefusalWith = (
  code: AppErrorCode,
  key: string,
  message: string,
  values?: Record<string, string | number>,
) => new AppError(code, message, undefined, shellDescriptor(key, values));

/**
 * The same about one form field: REST keeps the English, a site form shows the field's message in the reader's
 * language.
 */
export const shellFieldRefusal = (
  code: AppErrorCode,
  field: string,
  key: string,
  message: string,
  values?: Record<string, string>,
) => {
  const descriptor = shellDescriptor(key, values);
  return new AppError(code, message, { [field]: message }, { ...descriptor, fields: { [field]: descriptor } });
};

/** A refusal for lack of permission; the default text is read in the reader's language on the site. */
export const forbidden = (message?: string) =>
  message === undefined
    ? shellRefusalWith("forbidden", "forbidden", "You do not have permission to do this.")
    : new AppError("forbidden", message);
/** A refusal for a signed-out caller; the default text is read in the reader's language on the site. */
export const unauthorized = (message?: string) =>
  message === undefined
    ? shellRefusalWith("unauthorized", "signIn", "You must be signed in to do this.")
    : new AppError("unauthorized", message);
export const staffOnly = () => shellRefusalWith("forbidden", "staffOnly", "Only moderators and admins can do this.");
export const adminOnly = () => shellRefusalWith("forbidden", "adminOnly", "Only admins can do this.");
export const invalidInput = (message: string, fields?: Record<string, string>) =>
  new AppError("invalid_input", message, fields);
