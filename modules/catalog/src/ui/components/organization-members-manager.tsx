"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import type { FormEvent } from "react";

import { Button } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { Field, inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { formErrorsOf, localizeFormErrors } from "@hopper/ui/forms/field-errors";
import { useLocale, useT } from "@hopper/ui/i18n/client";
import { useSafeNavigate } from "@hopper/ui/navigation/use-safe-navigate";
import { useMutation, useQuery, useQueryClient } from "@hopper/ui/trpc/client";
import type { inferRouterOutputs } from "@trpc/server";

import type { CatalogRouter } from "../../server/router";
import { errorMessages } from "../messages/errors";
import { membersMessages } from "../messages/members";
import { useCatalogTrpc } from "../trpc";
import { Flags, useFlagLabel } from "./organization-flags";

// The card look of the project frame, without importing the (server) frame into this client component.
const card = cardClassName();

type Member = inferRouterOutputs<CatalogRouter>["organizations"]["members"]["list"][number];

const listOf = (form: HTMLFormElement, name: string) => new FormData(form).getAll(name).map(String);
const valueOf = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "");

/**
 * An organization's members in its settings, through the catalog procedures: each member's flags, edit a member's
 * role and both kinds of flags (the project ones, the members' default permissions, only with
 * EDIT_MEMBER_DEFAULT_PERMISSIONS), make one the owner (after a confirmation), remove them (or leave), invite
 * someone. Each change refetches the list; leaving goes to the dashboard.
 */
export function OrganizationMembersManager({
  organizationId,
  viewerId,
  initial,
  organizationFlags,
  projectFlags,
  canTransfer,
}: {
  organizationId: string;
  viewerId: string | null;
  initial: Member[];
  /** The organization flags the viewer holds. */
  organizationFlags: string[];
  /** The project flags the viewer may hand out. */
  projectFlags: string[];
  /** The viewer owns the organization (or is an admin). */
  canTransfer: boolean;
}) {
  const t = useT(membersMessages);
  // Refusals (catalog.errors `organizations.*`, `members.*`) in the reader's language.
  const locale = useLocale();
  const organizationLabel = useFlagLabel("organization");
  const projectLabel = useFlagLabel("project");
  const [nextOwner, setNextOwner] = useState<string | null>(null);
  const trpc = useCatalogTrpc();
  const queryClient = useQueryClient();
  const navigate = useSafeNavigate();
  const router = useRouter();
  const listKey = useMemo(
    () => trpc.catalog.organizations.members.list.queryKey({ organizationId }),
    [trpc, organizationId],
  );
  const members = useQuery({
    ...trpc.catalog.organizations.members.list.queryOptions({ organizationId }),
    initialData: initial,
  });
  // A form on this page (accepting the invitation) comes back as a new server render with newer members than
  // the cache holds, and `initialData` is read only once: the server's list replaces the cached one.
  useEffect(() => {
    queryClient.setQueryData(listKey, initial);
  }, [queryClient, listKey, initial]);
  const [notice, setNotice] = useState<string | null>(null);
  const done = {
    onMutate: () => setNotice(null),
    onSuccess: async () => {
      setNotice(t("updated"));
      await queryClient.invalidateQueries({
        queryKey: trpc.catalog.organizations.members.list.queryKey({ organizationId }),
      });
    },
  };
  const invite = useMutation(trpc.catalog.organizations.members.invite.mutationOptions(done));
  const edit = useMutation(trpc.catalog.organizations.members.edit.mutationOptions(done));
  const transfer = useMutation(
    trpc.catalog.organizations.members.transfer.mutationOptions({
      ...done,
      onSuccess: async () => {
        setNextOwner(null);
        await done.onSuccess();
        // The viewer's own rights changed with it (no more Make owner): the page reads them again.
        router.refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.catalog.organizations.members.remove.mutationOptions({
      ...done,
      onSuccess: async (result) => {
        if (result.userId === viewerId) navigate("/dashboard/organizations");
        else await done.onSuccess();
      },
    }),
  );
  const can = (flag: string) => organizationFlags.includes(flag);
  const editsDefaults = can("EDIT_MEMBER_DEFAULT_PERMISSIONS");
  const failed = [edit, remove, transfer].find((mutation) => mutation.error)?.error;
  const inviteErrors = invite.error ? localizeFormErrors(formErrorsOf(invite.error), [errorMessages], locale) : null;

  const onInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    invite.mutate(
      {
        organizationId,
        username: valueOf(form, "username"),
        role: valueOf(form, "role"),
        permissions: editsDefaults ? listOf(form, "permissions") : [],
        organizationPermissions: listOf(form, "organizationPermissions"),
      },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <section className={`${card} flex flex-col gap-3`} aria-labelledby="members-heading">
      <h2 id="members-heading" className="font-bold">
        {t("heading")}
      </h2>
      {notice ? (
        <FormNotice tone="success" boxed testId="organization-notice">
          {notice}
        </FormNotice>
      ) : null}
      {failed ? (
        <FormNotice tone="error">
          {localizeFormErrors(formErrorsOf(failed), [errorMessages], locale).message}
        </FormNotice>
      ) : null}
      <ul className="flex flex-col gap-2 text-sm" data-testid="organization-settings-members">
        {members.data.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-2" data-testid="organization-member">
            <strong>{row.username}</strong> {row.role}
            {row.isOwner ? t("ownerMark") : ""}
            {row.accepted ? "" : t("invitedMark")}
            {row.isOwner ? null : (
              <span className="w-full text-xs text-secondary" data-testid="organization-member-flags">
                {t("organizationPermissions")}: {row.organizationPermissions.map(organizationLabel).join(", ") || "—"}
                {" · "}
                {t("projectPermissions")}: {row.permissions.map(projectLabel).join(", ") || "—"}
              </span>
            )}
            {!row.isOwner && row.accepted && can("EDIT_MEMBER") ? (
              // Keyed on what it shows, so a saved edit closes it with the new values.
              <details key={`${row.role}:${row.permissions.join()}:${row.organizationPermissions.join()}`}>
                <summary className="cursor-pointer underline">{t("edit")}</summary>
                <form
                  className="flex flex-col gap-1"
                  onSubmit={(event) => {
                    event.preventDefault();
                    const form = event.currentTarget;
                    edit.mutate({
                      organizationId,
                      userId: row.userId,
                      role: valueOf(form, "role"),
                      // Without EDIT_MEMBER_DEFAULT_PERMISSIONS the member's project permissions go back as they are.
                      permissions: editsDefaults ? listOf(form, "permissions") : row.permissions,
                      organizationPermissions: listOf(form, "organizationPermissions"),
                    });
                  }}
                >
                  <input name="role" defaultValue={row.role} aria-label={t("role")} className={inputClassName} />
                  <Flags
                    legend={t("organizationPermissions")}
                    name="organizationPermissions"
                    kind="organization"
                    held={organizationFlags}
                    checked={row.organizationPermissions}
                  />
                  <Flags
                    legend={t("projectPermissions")}
                    name="permissions"
                    kind="project"
                    held={projectFlags}
                    checked={row.permissions}
                    locked={!editsDefaults}
                    hint={editsDefaults ? undefined : t("defaultsLocked")}
                  />
                  <Button type="submit" variant="ghost" size="sm" className="underline" disabled={edit.isPending}>
                    {t("saveMember")}
                  </Button>
                </form>
              </details>
            ) : null}
            {!row.isOwner && row.accepted && canTransfer ? (
              nextOwner === row.userId ? (
                <span className="flex items-center gap-2" role="group" aria-label={t("makeOwner")}>
                  {t("transferConfirm", { username: row.username })}
                  <Button
                    size="sm"
                    disabled={transfer.isPending}
                    onClick={() => transfer.mutate({ organizationId, userId: row.userId })}
                  >
                    {t("transferYes")}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setNextOwner(null)}>
                    {t("cancel")}
                  </Button>
                </span>
              ) : (
                <Button variant="ghost" size="sm" className="underline" onClick={() => setNextOwner(row.userId)}>
                  {t("makeOwner")}
                </Button>
              )
            ) : null}
            {!row.isOwner && (row.userId === viewerId || can(row.accepted ? "REMOVE_MEMBER" : "MANAGE_INVITES")) ? (
              <Button
                variant="ghost"
                size="sm"
                className="underline"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ organizationId, userId: row.userId })}
              >
                {row.userId === viewerId ? t("leave") : t("remove")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {can("MANAGE_INVITES") ? (
        <form onSubmit={onInvite} className="flex flex-col gap-2" aria-label={t("inviteForm")}>
          <Field
            label={t("username")}
            name="username"
            id="organization-invite-username"
            error={inviteErrors?.fields.username}
          >
            <input required className={inputClassName} />
          </Field>
          <Field label={t("role")} name="role" id="organization-invite-role" error={inviteErrors?.fields.role}>
            <input defaultValue={t("defaultRole")} className={inputClassName} />
          </Field>
          <Flags
            legend={t("organizationPermissions")}
            name="organizationPermissions"
            kind="organization"
            held={organizationFlags}
          />
          {editsDefaults ? (
            <Flags legend={t("projectPermissions")} name="permissions" kind="project" held={projectFlags} />
          ) : null}
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
