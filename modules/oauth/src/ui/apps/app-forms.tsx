"use client";

import Link from "next/link";

import { useT } from "@hopper/ui/i18n/client";

import type { scopeMessages } from "../scope-messages";
import { AppActionForm, SubmitButton } from "./app-action-form";
import { createAppAction, updateAppAction } from "./app-actions";
import { AppFields } from "./app-fields";
import type { AppFieldValues } from "./app-fields";
import { appMessages } from "./app-messages";

type GrantableScope = keyof typeof scopeMessages.messages;

/** A secret shown once, in a box people can select and copy from. */
export function ShownOnce({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold">{label}</span>
      <code className="break-all rounded-lg border border-divider bg-input px-3 py-2" data-testid={testId}>
        {value}
      </code>
    </div>
  );
}

/** "New application": after creation, the client id and (for a confidential app) the secret, once. */
export function CreateAppForm({ scopes }: { scopes: readonly GrantableScope[] }) {
  const t = useT(appMessages);
  return (
    <AppActionForm action={createAppAction} testId="new-app-form">
      {(state) => (
        <>
          {state.created ? (
            <div className="flex flex-col gap-3 rounded-lg border border-success p-3" role="status">
              <p className="font-semibold">{t("created.heading")}</p>
              <ShownOnce label={t("created.clientId")} value={state.created.clientId} testId="new-client-id" />
              {state.created.clientSecret ? (
                <>
                  <ShownOnce
                    label={t("created.clientSecret")}
                    value={state.created.clientSecret}
                    testId="new-client-secret"
                  />
                  <p className="text-sm font-semibold">{t("created.copyNow")}</p>
                </>
              ) : (
                <p className="text-sm">{t("created.noSecret")}</p>
              )}
              <Link className="text-sm underline" href={`/settings/applications/${state.created.clientId}`}>
                {t("created.manage")}
              </Link>
            </div>
          ) : null}
          <AppFields state={state} scopes={scopes} withPublic />
          <SubmitButton>{t("form.create")}</SubmitButton>
        </>
      )}
    </AppActionForm>
  );
}

/** An app's details on its page: the same fields, filled with the app's values. */
export function EditAppForm({
  appId,
  initial,
  scopes,
}: {
  appId: string;
  initial: AppFieldValues;
  scopes: readonly GrantableScope[];
}) {
  const t = useT(appMessages);
  return (
    <AppActionForm action={updateAppAction} testId="edit-app-form">
      {(state) => (
        <>
          <input type="hidden" name="appId" value={appId} />
          <AppFields state={state} initial={initial} scopes={scopes} withPublic={false} />
          <SubmitButton>{t("form.save")}</SubmitButton>
        </>
      )}
    </AppActionForm>
  );
}
