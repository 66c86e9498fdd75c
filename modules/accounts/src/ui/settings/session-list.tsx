"use client";

import { Button } from "@hopper/ui/components/button";
import { useLocale, useT } from "@hopper/ui/i18n/client";
import { DateTime } from "@hopper/ui/i18n/format";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { formErrorsOf, localizeFormErrors } from "@hopper/ui/forms/field-errors";
import { useMutation, useQuery, useQueryClient } from "@hopper/ui/trpc/client";
import type { RouterOutputs } from "@hopper/ui/trpc/client";

import type { AccountsRouter } from "../../server/router";
import { errorMessages } from "../error-messages";
import { messages } from "../messages";
import { useAccountsTrpc } from "../trpc";

type Session = RouterOutputs<AccountsRouter>["sessions"]["list"][number];

const when = (date: Date) => <DateTime value={date} style="dateTime" />;

/**
 * The viewer's sessions, read and revoked through tRPC: revoking refetches the list, so the row goes
 * away once the server has signed that session out. The server render passes the first list in.
 */
export function SessionList({ initial }: { initial: Session[] }) {
  const trpc = useAccountsTrpc();
  const t = useT(messages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const sessions = useQuery({ ...trpc.accounts.sessions.list.queryOptions(), initialData: initial });
  const revoke = useMutation(
    trpc.accounts.sessions.revoke.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.accounts.sessions.list.queryKey() }),
    }),
  );
  return (
    <>
      {revoke.error ? (
        <FormNotice tone="error">
          {localizeFormErrors(formErrorsOf(revoke.error), [errorMessages], locale).message}
        </FormNotice>
      ) : null}
      <ul className="flex flex-col gap-3" data-testid="sessions">
        {sessions.data.map((session) => (
          <li
            key={session.id}
            className="flex items-center justify-between gap-4 rounded-xl border border-divider bg-raised p-4"
            data-session-id={session.id}
          >
            <div className="flex flex-col text-sm">
              <strong>
                {session.os ?? t("settings.sessions.unknownOs")} ·{" "}
                {session.platform ?? t("settings.sessions.unknownBrowser")}
                {session.current ? (
                  <span className="ml-2 rounded bg-brand px-1.5 text-xs text-on-brand">
                    {t("settings.sessions.current")}
                  </span>
                ) : null}
              </strong>
              <span>
                {t.rich("settings.sessions.signedIn", {
                  when: () => when(session.createdAt),
                  method: session.method,
                })}
              </span>
              <span>
                {t.rich("settings.sessions.lastAccessed", { when: () => when(session.lastAccessed) })}
                {session.ip ? ` ${t("settings.sessions.from", { ip: session.ip })}` : ""}
              </span>
            </div>
            {session.current ? null : (
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending && revoke.variables?.sessionId === session.id}
                onClick={() => revoke.mutate({ sessionId: session.id })}
              >
                {t("settings.sessions.revoke")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
