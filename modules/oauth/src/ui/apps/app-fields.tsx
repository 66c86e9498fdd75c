"use client";

import { Field, fieldIds, inputClassName } from "@hopper/ui/components/field";
import { useT } from "@hopper/ui/i18n/client";

import { scopeMessages } from "../scope-messages";
import type { AppFormState } from "./app-form-state";
import { appMessages } from "./app-messages";

type GrantableScope = keyof typeof scopeMessages.messages;

/** The values an existing app fills the form with (the edit page); a new app starts blank. */
export interface AppFieldValues {
  name: string;
  description: string;
  url: string;
  redirectUris: string;
  maxScopes: readonly string[];
}

/**
 * The app's fields, shared by "New application" and an app's page: name, description, URL, redirect URIs (one per
 * line) and the maximum scopes as checkboxes in words with their flag names. After a refused submit the typed
 * values come back from the action's state; `isPublic` is offered at creation only (it is fixed after).
 */
export function AppFields({
  state,
  initial,
  scopes,
  withPublic,
}: {
  state: AppFormState;
  initial?: AppFieldValues;
  scopes: readonly GrantableScope[];
  withPublic: boolean;
}) {
  const t = useT(appMessages);
  const words = useT(scopeMessages);
  const typed = Object.keys(state.values).length > 0;
  const value = (name: keyof AppFieldValues & string) =>
    typed ? (state.values[name] ?? "") : String(initial?.[name] ?? "");
  const chosen = new Set(typed ? (state.values.maxScopes ?? "").split("\n") : (initial?.maxScopes ?? []));
  const scopeError = state.fields.maxScopes;
  return (
    <>
      <Field label={t("form.name")} name="name" error={state.fields.name}>
        <input className={inputClassName} defaultValue={value("name")} maxLength={128} required />
      </Field>
      <Field label={t("form.description")} name="description" error={state.fields.description}>
        <textarea className={inputClassName} defaultValue={value("description")} rows={3} maxLength={1100} />
      </Field>
      <Field label={t("form.url")} name="url" error={state.fields.url} hint={t("form.urlHint")}>
        <input className={inputClassName} type="url" defaultValue={value("url")} maxLength={2100} />
      </Field>
      <Field
        label={t("form.redirectUris")}
        name="redirectUris"
        error={state.fields.redirectUris}
        hint={t("form.redirectUrisHint")}
      >
        <textarea className={`${inputClassName} font-mono text-sm`} defaultValue={value("redirectUris")} rows={3} />
      </Field>
      {withPublic ? (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="isPublic" defaultChecked={typed ? state.values.isPublic === "on" : false} />
          <span className="flex flex-col">
            <span>{t("form.isPublic")}</span>
            <span className="text-xs text-secondary">{t("form.isPublicHint")}</span>
          </span>
        </label>
      ) : null}
      <fieldset
        className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2"
        aria-describedby={scopeError ? fieldIds("maxScopes").error : fieldIds("maxScopes").hint}
      >
        <legend className="mb-1 font-semibold">{t("form.maxScopes")}</legend>
        <p id={fieldIds("maxScopes").hint} className="text-xs text-secondary sm:col-span-2">
          {t("form.maxScopesHint")}
        </p>
        {scopes.map((scope) => (
          <label key={scope} className="flex items-center gap-2">
            <input type="checkbox" name="maxScopes" value={scope} defaultChecked={chosen.has(scope)} />
            {t("form.scopeLabel", { words: words(scope), flag: scope })}
          </label>
        ))}
      </fieldset>
      {scopeError ? (
        <span id={fieldIds("maxScopes").error} role="alert" className="text-xs text-danger">
          {scopeError}
        </span>
      ) : null}
    </>
  );
}
