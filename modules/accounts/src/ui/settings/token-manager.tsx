"use client";

import type { FormEvent } from "react";

import type { ScopeName } from "@hopper/core/auth";
import { Button } from "@hopper/ui/components/button";
import { useLocale, useT } from "@hopper/ui/i18n/client";
import { DateTime } from "@hopper/ui/i18n/format";
import { Field, fieldIds, inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { formErrorsOf, localizeFormErrors } from "@hopper/ui/forms/field-errors";
import { useMutation, useQuery, useQueryClient } from "@hopper/ui/trpc/client";
import type { RouterOutputs } from "@hopper/ui/trpc/client";

import type { AccountsRouter } from "../../server/router";
import { errorMessages } from "../error-messages";
import { messages } from "../messages";
import { useAccountsTrpc } from "../trpc";

type Token = RouterOutputs<AccountsRouter>["tokens"]["list"][number];

const day = (date: Date | null, never: string) => (date ? <DateTime value={date} /> : never);

/** Invalidates the token list after a create or delete, so it is read again from the server. */
function useTokenListRefresh() {
  const trpc = useAccountsTrpc();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.accounts.tokens.list.queryKey() });
}

/** Creating a token: field errors from the service show inline, the new secret once above the form. */
export function CreateTokenForm({ scopes }: { scopes: readonly ScopeName[] }) {
  const trpc = useAccountsTrpc();
  const refresh = useTokenListRefresh();
  const create = useMutation(trpc.accounts.tokens.create.mutationOptions({ onSuccess: refresh }));
  const t = useT(messages);
  const locale = useLocale();
  const errors = create.error
    ? localizeFormErrors(formErrorsOf(create.error), [errorMessages], locale)
    : { message: null, fields: {} };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const days = String(form.get("expiresInDays") ?? "").trim();
    create.mutate(
      {
        name: String(form.get("name") ?? ""),
        scopes: form.getAll("scopes").map(String) as ScopeName[],
        expiresInDays: days ? Number(days) : undefined,
      },
      // A created token starts the next one from a blank form (no scopes carried over by mistake).
      { onSuccess: () => element.reset() },
    );
  };
  return (
    <form onSubmit={submit} method="post" className="flex flex-col gap-4" noValidate>
      {create.data ? (
        <div className="rounded-lg border border-success p-3" role="status">
          <p className="text-sm font-semibold">{t("settings.tokens.newToken")}</p>
          <code className="break-all" data-testid="new-token">
            {create.data.token}
          </code>
        </div>
      ) : null}
      <Field label={t("settings.tokens.name")} name="name" error={errors.fields.name}>
        <input className={inputClassName} required />
      </Field>
      <Field label={t("settings.tokens.expires")} name="expiresInDays" error={errors.fields.expiresInDays}>
        <input className={inputClassName} type="number" min={1} />
      </Field>
      <fieldset
        className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2 md:grid-cols-3"
        aria-describedby={errors.fields.scopes ? fieldIds("scopes").error : undefined}
      >
        <legend className="mb-1 font-semibold">{t("settings.tokens.scopes")}</legend>
        {scopes.map((scope) => (
          <label key={scope} className="flex items-center gap-2">
            <input type="checkbox" name="scopes" value={scope} />
            {scope}
          </label>
        ))}
      </fieldset>
      {errors.fields.scopes ? (
        <span id={fieldIds("scopes").error} role="alert" className="text-xs text-danger">
          {errors.fields.scopes}
        </span>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {t("settings.tokens.create")}
      </Button>
      {errors.message ? (
        <FormNotice tone="error" testId="form-error">
          {errors.message}
        </FormNotice>
      ) : null}
    </form>
  );
}

/** Deleting needs a second click: the first opens the confirmation button. */
function DeleteToken({ token }: { token: Token }) {
  const trpc = useAccountsTrpc();
  const refresh = useTokenListRefresh();
  const remove = useMutation(trpc.accounts.tokens.delete.mutationOptions({ onSuccess: refresh }));
  const t = useT(messages);
  const locale = useLocale();
  return (
    <div className="flex flex-col items-end gap-1">
      <details>
        <summary className="cursor-pointer text-sm text-danger">{t("settings.tokens.delete")}</summary>
        <Button
          variant="danger"
          size="sm"
          className="mt-1"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ tokenId: token.id })}
        >
          {t("settings.tokens.confirmDelete", { name: token.name })}
        </Button>
      </details>
      {remove.error ? (
        <FormNotice tone="error">
          {localizeFormErrors(formErrorsOf(remove.error), [errorMessages], locale).message}
        </FormNotice>
      ) : null}
    </div>
  );
}

/** The viewer's tokens, read through tRPC and refreshed after every create or delete. */
export function TokenList({ initial }: { initial: Token[] }) {
  const trpc = useAccountsTrpc();
  const tokens = useQuery({ ...trpc.accounts.tokens.list.queryOptions(), initialData: initial });
  const t = useT(messages);
  const never = t("settings.tokens.never");
  return (
    <ul className="flex flex-col gap-3" data-testid="tokens">
      {tokens.data.map((token) => (
        <li
          key={token.id}
          className="flex items-start justify-between gap-4 rounded-xl border border-divider bg-raised p-4"
        >
          <div className="flex flex-col gap-1 text-sm">
            {/* dir="auto": the name is the person's own text, in any language or direction. */}
            <strong dir="auto">{token.name}</strong>
            <span>
              {t.rich("settings.tokens.dates", {
                created: () => day(token.createdAt, never),
                expires: () => day(token.expiresAt, never),
                used: () => day(token.lastUsedAt, never),
              })}
            </span>
            <span className="text-xs text-secondary">{token.scopes.join(", ")}</span>
          </div>
          <DeleteToken token={token} />
        </li>
      ))}
    </ul>
  );
}
