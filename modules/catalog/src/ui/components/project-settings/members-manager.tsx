"use client";

import { useState } from "react";
import type { FormEvent } from "react";

import { Button } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { Field, inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { formErrorsOf, localizeFormErrors } from "@hopper/ui/forms/field-errors";
import { useLocale, useT } from "@hopper/ui/i18n/client";
import { useMutation, useQuery, useQueryClient } from "@hopper/ui/trpc/client";
import type { inferRouterOutputs } from "@trpc/server";

import type { CatalogRouter } from "../../../server/router";
import { errorMessages } from "../../messages/errors";
import { membersMessages } from "../../messages/members";
import { useCatalogTrpc } from "../../trpc";

// The card look of the project frame, without importing the (server) frame into this client component.
const card = cardClassName();

type Member = inferRouterOutputs<CatalogRouter>["members"]["list"][number];

/** Checkboxes for the flags the viewer holds (nobody hands out a flag they lack). */
function PermissionBoxes({ held, checked = [] }: { held: readonly string[]; checked?: readonly string[] }) {
  return (
    <>
      {held.map((name) => (
        <label key={name}>
          <input type="checkbox" name="permissions" value={name} defaultChecked={checked.includes(name)} /> {name}
        </label>
      ))}
    </>
  );
}

const ticked = (form: HTMLFormElement) => new FormData(form).getAll("permissions").map(String);
const valueOf = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "");

/**
 * A project's team in its Members settings, through the catalog procedures: edit a member's role and flags,
 * make them the owner, remove them, invite someone. Each change refetches the list.
 */
export function MembersManager({
  projectId,
  initial,
  held,
  canTransfer,
}: {
  projectId: string;
  initial: Member[];
  /** The names of the flags the viewer holds on the project. */
  held: string[];
  /** The owner and admins may make another member the owner. */
  canTransfer: boolean;
}) {
  const t = useT(membersMessages);
  // Refusals (catalog.errors `members.*`, the permissions) in the reader's language.
  const locale = useLocale();
  const trpc = useCatalogTrpc();
  const queryClient = useQueryClient();
  const members = useQuery({ ...trpc.catalog.members.list.queryOptions({ projectId }), initialData: initial });
  const [notice, setNotice] = useState<string | null>(null);
  const done = {
    onSuccess: async () => {
      setNotice(t("updated"));
      await queryClient.invalidateQueries({ queryKey: trpc.catalog.members.list.queryKey({ projectId }) });
    },
    onMutate: () => setNotice(null),
  };
  const invite = useMutation(trpc.catalog.members.invite.mutationOptions(done));
  const edit = useMutation(trpc.catalog.members.edit.mutationOptions(done));
  const remove = useMutation(trpc.catalog.members.remove.mutationOptions(done));
  const transfer = useMutation(trpc.catalog.members.transfer.mutationOptions(done));
  const failed = [edit, remove, transfer].find((mutation) => mutation.error)?.error;
  const inviteErrors = invite.error ? localizeFormErrors(formErrorsOf(invite.error), [errorMessages], locale) : null;
  const can = (name: string) => held.includes(name);

  const onInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    invite.mutate(
      { projectId, username: valueOf(form, "username"), role: valueOf(form, "role"), permissions: ticked(form) },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <section className={`${card} flex flex-col gap-3`} aria-labelledby="members-heading">
      <h2 id="members-heading" className="font-bold">
        {t("heading")}
      </h2>
      {notice ? (
        <FormNotice tone="success" boxed testId="project-notice">
          {notice}
        </FormNotice>
      ) : null}
      {failed ? (
        <FormNotice tone="error">
          {localizeFormErrors(formErrorsOf(failed), [errorMessages], locale).message}
        </FormNotice>
      ) : null}
      <ul className="flex flex-col gap-2 text-sm">
        {members.data.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-2">
            <strong>{member.username}</strong> {member.role}
            {member.isOwner ? t("ownerMark") : ""}
            {member.accepted ? "" : t("invitedMark")}
            {!member.isOwner && member.accepted && can("EDIT_MEMBER") ? (
              // Keyed on what it shows, so a saved edit closes it with the new values.
              <details key={`${member.role}:${member.permissions.join()}`}>
                <summary className="cursor-pointer underline">{t("edit")}</summary>
                <form
                  className="flex flex-col gap-1"
                  onSubmit={(event) => {
                    event.preventDefault();
                    const form = event.currentTarget;
                    edit.mutate({
                      projectId,
                      userId: member.userId,
                      role: valueOf(form, "role"),
                      permissions: ticked(form),
                    });
                  }}
                >
                  <input name="role" defaultValue={member.role} aria-label={t("role")} className={inputClassName} />
                  <fieldset className="flex flex-wrap gap-2 text-xs">
                    <PermissionBoxes held={held} checked={member.permissions} />
                  </fieldset>
                  <Button type="submit" variant="ghost" size="sm" className="underline" disabled={edit.isPending}>
                    {t("saveMember")}
                  </Button>
                </form>
              </details>
            ) : null}
            {!member.isOwner && member.accepted && canTransfer ? (
              <Button
                variant="ghost"
                size="sm"
                className="underline"
                disabled={transfer.isPending}
                onClick={() => transfer.mutate({ projectId, userId: member.userId })}
              >
                {t("makeOwner")}
              </Button>
            ) : null}
            {!member.isOwner && can("REMOVE_MEMBER") ? (
              <Button
                variant="ghost"
                size="sm"
                className="underline"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ projectId, userId: member.userId })}
              >
                {t("remove")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {can("MANAGE_INVITES") ? (
        <form onSubmit={onInvite} className="flex flex-col gap-2" aria-label={t("inviteForm")}>
          <Field label={t("username")} name="username" id="invite-username" error={inviteErrors?.fields.username}>
            <input className={inputClassName} required />
          </Field>
          <Field label={t("role")} name="role" id="invite-role" error={inviteErrors?.fields.role}>
            <input className={inputClassName} defaultValue={t("defaultRole")} />
          </Field>
          <fieldset className="flex flex-wrap gap-2 text-xs">
            <legend className="text-sm font-semibold">{t("permissions")}</legend>
            <PermissionBoxes held={held} />
          </fieldset>
          {inviteErrors && !inviteErrors.fields.username ? (
            <FormNotice tone="error">{inviteErrors.message}</FormNotice>
          ) : null}
          <Button type="submit" disabled={invite.isPending}>
            {t("invite")}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
