import { AppError } from "@hopper/core/errors";

/** What every account form's action returns: a message, per-field problems, and the values to keep. */
export interface FormState {
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
  /** A one-off success message or payload (e.g. a new token, shown once). */
  done?: string | null;
}

export const EMPTY_FORM: FormState = { error: null, fields: {}, values: {} };

/** Keeps what the user typed (never passwords or codes) so a failed submit loses nothing. */
export function keptValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));
}

/** Runs a form's work; domain errors become the form's message, anything else propagates (redirects too). */
export async function formAction(
  form: FormData,
  keep: readonly string[],
  work: () => Promise<string | null | void>,
): Promise<FormState> {
  const values = keptValues(form, keep);
  try {
    const done = await work();
    return { error: null, fields: {}, values, done: done ?? null };
  } catch (error) {
    if (error instanceof AppError) return { error: error.message, fields: error.fields ?? {}, values };
    throw error;
  }
}

export const text = (form: FormData, name: string) => String(form.get(name) ?? "");
