/** What every app form's action returns: its refusal, per-field problems, the values to keep, its outcome. */
export interface AppFormState {
  error: string | null;
  fields: Record<string, string>;
  /** What the person typed, so a refused submit loses nothing (never a secret). */
  values: Record<string, string>;
  /** A success message. */
  done: string | null;
  /** A new app's client id and secret (null for a public client): shown once, never stored anywhere readable. */
  created?: { clientId: string; clientSecret: string | null } | null;
  /** A rotated client secret, shown once. */
  secret?: string | null;
}

export const EMPTY_APP_FORM: AppFormState = { error: null, fields: {}, values: {}, done: null };

export type AppFormAction = (previous: AppFormState, form: FormData) => Promise<AppFormState>;
