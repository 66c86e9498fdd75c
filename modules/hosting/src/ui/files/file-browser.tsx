"use client";

import { useState } from "react";

import { Button } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { useT } from "@hopper/ui/i18n/client";
import { DateTime } from "@hopper/ui/i18n/format";
import { useMutation, useQuery, useQueryClient } from "@hopper/ui/trpc/client";
import type { RouterOutputs } from "@hopper/ui/trpc/client";

import type { HostingRouter } from "../../server/router";
import { useHostingTrpc } from "../hosting-trpc";
import { filesMessages } from "./files-messages";
import { byteSize, filesHref, joinPath } from "./file-links";

type Listing = RouterOutputs<HostingRouter>["files"]["list"];
type Entry = Listing["entries"][number];

const inputClass = "rounded border border-divider bg-raised px-2 py-1 text-sm";

/**
 * The files page's folder (docs/hosting.md "Files"): entries with size and date, folders as links (`?path=`, so
 * browsing works without JavaScript), and the actions through `hosting.files.*`: upload with a progress bar (a PUT to
 * the files route), new folder, rename/move, delete several with a confirmation, archive and extract. The list is
 * refetched after every change.
 */
export function FileBrowser({
  serverId,
  path,
  initial,
  readOnly,
}: {
  serverId: string;
  path: string;
  initial: Listing;
  readOnly: boolean;
}) {
  const t = useT(filesMessages);
  const trpc = useHostingTrpc();
  const queryClient = useQueryClient();
  const listing = useQuery({ ...trpc.hosting.files.list.queryOptions({ id: serverId, path }), initialData: initial });
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.hosting.files.list.queryKey() });
  const handlers = {
    onSuccess: async () => {
      setNotice({ tone: "success", text: t("done") });
      setSelected([]);
      setConfirmDelete(false);
      setRenaming(null);
      await refresh();
    },
    onError: (error: { message: string }) => setNotice({ tone: "error", text: error.message }),
  };
  const mkdir = useMutation(trpc.hosting.files.mkdir.mutationOptions(handlers));
  const rename = useMutation(trpc.hosting.files.rename.mutationOptions(handlers));
  const remove = useMutation(trpc.hosting.files.remove.mutationOptions(handlers));
  const archive = useMutation(trpc.hosting.files.archive.mutationOptions(handlers));
  const unarchive = useMutation(trpc.hosting.files.unarchive.mutationOptions(handlers));
  const pending = [mkdir, rename, remove, archive, unarchive].some((m) => m.isPending) || progress !== null;

  const entries = listing.data.entries;
  const toggle = (entryPath: string) =>
    setSelected((now) => (now.includes(entryPath) ? now.filter((p) => p !== entryPath) : [...now, entryPath]));

  /** One file after the other, each a PUT with the browser's upload progress. */
  async function upload(files: FileList) {
    setNotice(null);
    for (const file of Array.from(files)) {
      const target = joinPath(path, file.name);
      setProgress({ name: file.name, percent: 0 });
      const answer = await new Promise<{ ok: boolean; message: string }>((resolve) => {
        const request = new XMLHttpRequest();
        request.open("PUT", `/api/hosting/servers/${serverId}/files?${new URLSearchParams({ path: target })}`);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) {
            setProgress({ name: file.name, percent: Math.round((event.loaded / event.total) * 100) });
          }
        };
        request.onload = () => {
          let message = "";
          try {
            message = (JSON.parse(request.responseText) as { description?: string }).description ?? "";
          } catch {
            message = request.statusText;
          }
          resolve({ ok: request.status < 300, message });
        };
        request.onerror = () => resolve({ ok: false, message: request.statusText || "Network error" });
        request.send(file);
      });
      if (!answer.ok) {
        setProgress(null);
        setNotice({ tone: "error", text: answer.message });
        await refresh();
        return;
      }
      setNotice({ tone: "success", text: t("uploaded", { name: file.name }) });
    }
    setProgress(null);
    await refresh();
  }

  return (
    <section className="flex flex-col gap-3" data-testid="file-browser">
      {notice ? (
        <FormNotice tone={notice.tone} testId={notice.tone === "error" ? "files-error" : "files-notice"}>
          {notice.text}
        </FormNotice>
      ) : null}
      {readOnly ? null : (
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{t("upload")}</span>
            <input
              type="file"
              multiple
              disabled={pending}
              data-testid="files-upload"
              onChange={(event) => {
                if (event.target.files?.length) void upload(event.target.files).then(() => (event.target.value = ""));
              }}
            />
          </label>
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const name = new FormData(event.currentTarget).get("folder");
              if (typeof name === "string" && name.trim()) {
                mkdir.mutate({ id: serverId, path: joinPath(path, name.trim()) });
              }
            }}
          >
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-semibold">{t("newFolder")}</span>
              <input name="folder" maxLength={255} className={inputClass} aria-label={t("newFolderName")} />
            </label>
            <Button type="submit" size="sm" variant="secondary" disabled={pending}>
              {t("create")}
            </Button>
          </form>
        </div>
      )}
      {progress ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="files-upload-progress">
          <span>{t("uploading", { name: progress.name, percent: String(progress.percent) })}</span>
          <progress max={100} value={progress.percent} className="w-full" aria-label={progress.name} />
        </div>
      ) : null}
      {selected.length > 0 && !readOnly ? (
        <div
          className="flex flex-wrap items-end gap-3 rounded-lg border border-divider p-3"
          data-testid="files-selection"
        >
          <span className="text-sm">{t("selected", { count: selected.length })}</span>
          {confirmDelete ? (
            <div role="alertdialog" className="flex flex-wrap items-center gap-2" data-testid="files-delete-confirm">
              <span className="text-sm">{t("deleteConfirm", { count: selected.length })}</span>
              <Button
                size="sm"
                variant="danger"
                disabled={pending}
                data-testid="files-delete-confirm-submit"
                onClick={() => remove.mutate({ id: serverId, paths: selected })}
              >
                {t("deleteConfirmSubmit")}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)}>
                {t("cancel")}
              </Button>
            </div>
          ) : (
            <Button size="sm" variant="danger" data-testid="files-delete" onClick={() => setConfirmDelete(true)}>
              {t("deleteSelected")}
            </Button>
          )}
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const name = form.get("archive");
              const format = form.get("format") === "zip" ? "zip" : "tar.gz";
              if (typeof name === "string" && name.trim()) {
                archive.mutate({ id: serverId, paths: selected, destination: joinPath(path, name.trim()), format });
              }
            }}
          >
            <label className="flex flex-col gap-1 text-sm">
              <span>{t("archiveName")}</span>
              <input name="archive" maxLength={255} defaultValue="archive" className={inputClass} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span>{t("archiveFormat")}</span>
              <select name="format" defaultValue="tar.gz" className={inputClass} data-testid="files-archive-format">
                <option value="tar.gz">{t("formatTarGz")}</option>
                <option value="zip">{t("formatZip")}</option>
              </select>
            </label>
            <Button type="submit" size="sm" variant="secondary" disabled={pending}>
              {t("archiveSubmit")}
            </Button>
          </form>
        </div>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="files-table">
          <thead>
            <tr className="border-b border-divider">
              <th className="w-8 p-2">
                {readOnly ? null : (
                  <input
                    type="checkbox"
                    aria-label={t("selectAll")}
                    checked={entries.length > 0 && selected.length === entries.length}
                    onChange={(event) =>
                      setSelected(event.target.checked ? entries.map((e) => joinPath(path, e.name)) : [])
                    }
                  />
                )}
              </th>
              <th className="p-2">{t("name")}</th>
              <th className="p-2">{t("size")}</th>
              <th className="p-2">{t("modified")}</th>
              <th className="p-2">{t("actions")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.length === 0 ? (
              <tr>
                <td colSpan={5} className="p-2 text-secondary">
                  {t("empty")}
                </td>
              </tr>
            ) : null}
            {entries.map((entry) => (
              <Row
                key={entry.name}
                entry={entry}
                entryPath={joinPath(path, entry.name)}
                serverId={serverId}
                readOnly={readOnly}
                pending={pending}
                checked={selected.includes(joinPath(path, entry.name))}
                onToggle={toggle}
                renaming={renaming === joinPath(path, entry.name)}
                onRename={setRenaming}
                onRenameSubmit={(from, to) => rename.mutate({ id: serverId, from, to })}
                onExtract={(archivePath) => unarchive.mutate({ id: serverId, path: archivePath })}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Row({
  entry,
  entryPath,
  serverId,
  readOnly,
  pending,
  checked,
  onToggle,
  renaming,
  onRename,
  onRenameSubmit,
  onExtract,
}: {
  entry: Entry;
  entryPath: string;
  serverId: string;
  readOnly: boolean;
  pending: boolean;
  checked: boolean;
  onToggle: (path: string) => void;
  renaming: boolean;
  onRename: (path: string | null) => void;
  onRenameSubmit: (from: string, to: string) => void;
  onExtract: (path: string) => void;
}) {
  const t = useT(filesMessages);
  const folder = entry.type === "directory";
  const file = entry.type === "file";
  return (
    <tr className="border-b border-divider" data-testid="file-row" data-name={entry.name}>
      <td className="p-2">
        {readOnly ? null : (
          <input
            type="checkbox"
            aria-label={t("select", { name: entry.name })}
            checked={checked}
            onChange={() => onToggle(entryPath)}
          />
        )}
      </td>
      <td className="p-2 break-all">
        {folder ? (
          <a href={filesHref(serverId, entryPath)} className="font-semibold underline">
            {entry.name}/
          </a>
        ) : (
          <span>{entry.name}</span>
        )}
        {renaming ? (
          <form
            className="mt-1 flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const to = new FormData(event.currentTarget).get("to");
              if (typeof to === "string" && to.trim()) onRenameSubmit(entryPath, to.trim());
            }}
          >
            <input
              name="to"
              defaultValue={entryPath}
              maxLength={1024}
              aria-label={t("renameTo", { name: entry.name })}
              className={inputClass}
            />
            <Button type="submit" size="sm" disabled={pending}>
              {t("renameSubmit")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onRename(null)}>
              {t("cancel")}
            </Button>
          </form>
        ) : null}
      </td>
      <td className="p-2 whitespace-nowrap">{folder ? t("folder") : byteSize(entry.size)}</td>
      <td className="p-2 whitespace-nowrap">
        <DateTime value={entry.modifiedAt} style="dateTime" />
      </td>
      <td className="p-2">
        <div className="flex flex-wrap gap-2">
          {file ? (
            <>
              <a
                href={`${filesHref(serverId, entryPath.split("/").slice(0, -1).join("/"))}&edit=${encodeURIComponent(entryPath)}`}
                className="underline"
              >
                {readOnly ? t("open") : t("edit")}
              </a>
              <a
                href={`/api/hosting/servers/${serverId}/files?${new URLSearchParams({ path: entryPath })}`}
                className="underline"
                download={entry.name}
              >
                {t("download")}
              </a>
            </>
          ) : null}
          {!readOnly ? (
            <button type="button" className="underline" onClick={() => onRename(entryPath)}>
              {t("rename")}
            </button>
          ) : null}
          {!readOnly && file && /\.(tar\.gz|tgz|zip)$/i.test(entry.name) ? (
            <button type="button" className="underline" disabled={pending} onClick={() => onExtract(entryPath)}>
              {t("extract")}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
