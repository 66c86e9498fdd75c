"use client";

import { useState } from "react";

import { Button } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { useT } from "@hopper/ui/i18n/client";
import { DateTime } from "@hopper/ui/i18n/format";
import { useMutation, useQuery, useQueryClient } from "@hopper/ui/trpc/client";
import type { RouterOutputs } from "@hopper/ui/trpc/client";

import type { HostingRouter } from "../../server/router";
import { byteSize } from "../files/file-links";
import { useHostingTrpc } from "../hosting-trpc";
import { backupsMessages } from "./backups-messages";

type Listing = RouterOutputs<HostingRouter>["backups"]["list"];
type Backup = Listing["backups"][number];

const FAILED = new Set<Backup["status"]>(["failed-to-create", "failed-to-restore", "failed-to-prepare"]);
const RUNNING = new Set<Backup["status"]>(["queued", "creating", "restoring", "preparing-download"]);
const INTERVALS = ["0", "60", "360", "720", "1440", "10080"] as const;
const inputClass = "rounded border border-divider bg-raised px-2 py-1 text-sm";

/**
 * The backups page (spec §3, §4, §8; docs/hosting.md "Backups"): every backup with its state in words, live while
 * something runs (the list is polled every 2 s then), and its actions through `hosting.backups.*` — restore and
 * delete ask for confirmation, a locked backup cannot be deleted, other actions wait while one runs.
 */
export function BackupList({ serverId, initial, readOnly }: { serverId: string; initial: Listing; readOnly: boolean }) {
  const t = useT(backupsMessages);
  const trpc = useHostingTrpc();
  const queryClient = useQueryClient();
  const listing = useQuery({
    ...trpc.hosting.backups.list.queryOptions({ id: serverId }),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: "restore" | "remove"; id: string } | null>(null);
  const handlers = {
    onSuccess: async () => {
      setNotice(null);
      setConfirm(null);
      await queryClient.invalidateQueries({ queryKey: trpc.hosting.backups.list.queryKey() });
    },
    onError: (error: { message: string }) => setNotice({ tone: "error", text: error.message }),
  };
  const create = useMutation(trpc.hosting.backups.create.mutationOptions(handlers));
  const restore = useMutation(trpc.hosting.backups.restore.mutationOptions(handlers));
  const remove = useMutation(trpc.hosting.backups.remove.mutationOptions(handlers));
  const lock = useMutation(trpc.hosting.backups.lock.mutationOptions(handlers));
  const download = useMutation(trpc.hosting.backups.download.mutationOptions(handlers));
  const cancel = useMutation(trpc.hosting.backups.cancel.mutationOptions(handlers));
  const retry = useMutation(trpc.hosting.backups.retry.mutationOptions(handlers));
  const schedule = useMutation(
    trpc.hosting.backups.schedule.mutationOptions({
      ...handlers,
      onSuccess: async () => {
        await handlers.onSuccess();
        setNotice({ tone: "success", text: t("scheduleSaved") });
      },
    }),
  );
  const data = listing.data;
  const busy = data.running || [create, restore, remove, lock, download, cancel, retry].some((m) => m.isPending);
  const manual = data.backups.filter((backup) => !backup.automated).length;

  return (
    <section className="flex flex-col gap-4" data-testid="backups">
      {notice ? (
        <FormNotice tone={notice.tone} testId={notice.tone === "error" ? "backups-error" : "backups-notice"}>
          {notice.text}
        </FormNotice>
      ) : null}
      <p className="text-sm text-secondary" data-testid="backups-count">
        {t("count", { count: String(manual), limit: String(data.limit) })}
      </p>
      {readOnly ? null : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const name = new FormData(event.currentTarget).get("name");
            create.mutate({ id: serverId, name: typeof name === "string" ? name : "" });
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{t("name")}</span>
            <input
              name="name"
              maxLength={64}
              placeholder={t("namePlaceholder")}
              className={inputClass}
              data-testid="backup-name"
            />
          </label>
          <Button type="submit" size="sm" disabled={busy} data-testid="backup-create">
            {t("create")}
          </Button>
        </form>
      )}
      {data.running ? <p className="text-sm">{t("busy")}</p> : null}
      {data.backups.length === 0 ? <p className="text-sm text-secondary">{t("empty")}</p> : null}
      <ul className="flex flex-col gap-3">
        {data.backups.map((backup) => {
          const running = RUNNING.has(backup.status);
          const failed = FAILED.has(backup.status);
          const ref = { id: serverId, backupId: backup.id };
          return (
            <li
              key={backup.id}
              className="flex flex-col gap-2 rounded-xl border border-divider p-4 text-sm"
              data-testid="backup-row"
              data-backup-name={backup.name}
              data-status={backup.status}
            >
              <div className="flex flex-wrap items-center gap-2">
                <strong className="break-all">{backup.name}</strong>
                {backup.automated ? <span className="rounded border px-1.5 text-xs">{t("automated")}</span> : null}
                {backup.locked ? <span className="rounded border px-1.5 text-xs">{t("locked")}</span> : null}
                <span role="status" className="font-semibold" data-testid="backup-status">
                  {t(`status.${backup.status}`, { progress: String(backup.progress) })}
                </span>
              </div>
              <div className="flex flex-wrap gap-4 text-secondary">
                <span>
                  {t("created")}: <DateTime value={backup.createdAt} style="dateTime" />
                </span>
                {backup.sizeBytes !== null ? (
                  <span>
                    {t("size")}: {byteSize(backup.sizeBytes)}
                  </span>
                ) : null}
              </div>
              {running ? <progress max={100} value={backup.progress} aria-label={backup.name} /> : null}
              {failed && backup.error ? <p className="text-danger">{backup.error}</p> : null}
              {backup.status === "ready" && backup.downloadUrl ? (
                <a href={backup.downloadUrl} className="underline" data-testid="backup-download-link">
                  {t("downloadReady")}
                </a>
              ) : null}
              {confirm?.id === backup.id ? (
                <ConfirmStep
                  kind={confirm.kind}
                  name={backup.name}
                  pending={busy}
                  onCancel={() => setConfirm(null)}
                  onRestore={(wipe) => restore.mutate({ ...ref, wipe })}
                  onRemove={() => remove.mutate(ref)}
                />
              ) : (
                <div className="flex flex-wrap gap-2">
                  {running ? (
                    <Button size="sm" variant="secondary" onClick={() => cancel.mutate(ref)}>
                      {t("cancelOperation")}
                    </Button>
                  ) : null}
                  {failed && (!readOnly || backup.status === "failed-to-prepare") ? (
                    <Button size="sm" disabled={busy} data-testid="backup-retry" onClick={() => retry.mutate(ref)}>
                      {t("retry")}
                    </Button>
                  ) : null}
                  {!running ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      data-testid="backup-download"
                      onClick={() => download.mutate(ref)}
                    >
                      {t("download")}
                    </Button>
                  ) : null}
                  {!running && !readOnly ? (
                    <>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        data-testid="backup-restore"
                        onClick={() => setConfirm({ kind: "restore", id: backup.id })}
                      >
                        {t("restore")}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => lock.mutate({ ...ref, locked: !backup.locked })}
                      >
                        {backup.locked ? t("unlock") : t("lock")}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={busy || backup.locked}
                        title={backup.locked ? t("lockedCannotDelete") : undefined}
                        onClick={() => setConfirm({ kind: "remove", id: backup.id })}
                      >
                        {t("remove")}
                      </Button>
                    </>
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <form
        className="flex flex-col gap-2 rounded-xl border border-divider p-4 text-sm"
        data-testid="backup-schedule"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          schedule.mutate({
            id: serverId,
            intervalMinutes: Number(form.get("interval")),
            retain: Number(form.get("retain")),
          });
        }}
      >
        <h3 className="font-semibold">{t("scheduleHeading")}</h3>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1">
            <span>{t("interval")}</span>
            <select
              name="interval"
              defaultValue={String(data.schedule.intervalMinutes)}
              className={inputClass}
              disabled={readOnly}
            >
              {INTERVALS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t(`intervals.${minutes}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span>{t("retain")}</span>
            <input
              name="retain"
              type="number"
              min={1}
              max={data.limit}
              defaultValue={Math.min(data.schedule.retain, data.limit)}
              className={inputClass}
              disabled={readOnly}
            />
          </label>
          {readOnly ? null : (
            <Button type="submit" size="sm" variant="secondary" disabled={schedule.isPending}>
              {t("saveSchedule")}
            </Button>
          )}
        </div>
        <p className="text-secondary">{t("retainHint", { limit: String(data.limit) })}</p>
      </form>
    </section>
  );
}

function ConfirmStep({
  kind,
  name,
  pending,
  onCancel,
  onRestore,
  onRemove,
}: {
  kind: "restore" | "remove";
  name: string;
  pending: boolean;
  onCancel: () => void;
  onRestore: (wipe: boolean) => void;
  onRemove: () => void;
}) {
  const t = useT(backupsMessages);
  const [wipe, setWipe] = useState(false);
  return (
    <div
      role="alertdialog"
      className="flex flex-col gap-2 rounded-lg border border-warning p-3"
      data-testid="backup-confirm"
    >
      <p>{kind === "restore" ? t("restoreConfirm", { name }) : t("removeConfirm", { name })}</p>
      {kind === "restore" ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={wipe} onChange={(event) => setWipe(event.target.checked)} />
          {t("wipe")}
        </label>
      ) : null}
      <div className="flex gap-2">
        <Button
          size="sm"
          variant={kind === "remove" ? "danger" : "primary"}
          disabled={pending}
          data-testid="backup-confirm-submit"
          onClick={() => (kind === "restore" ? onRestore(wipe) : onRemove())}
        >
          {kind === "restore" ? t("restoreSubmit") : t("removeSubmit")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t("keep")}
        </Button>
      </div>
    </div>
  );
}
