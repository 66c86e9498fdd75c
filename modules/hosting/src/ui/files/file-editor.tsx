"use client";

import { useState } from "react";

import { Button } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { useT } from "@hopper/ui/i18n/client";
import { useMutation } from "@hopper/ui/trpc/client";

import { useHostingTrpc } from "../hosting-trpc";
import { filesMessages } from "./files-messages";

/**
 * The text editor of the files page: a monospace textarea with line numbers beside it, saved through
 * `hosting.files.save`. The server already refused binary files and files over 2 MiB before rendering it.
 */
export function FileEditor({
  serverId,
  path,
  initial,
  readOnly,
  back,
}: {
  serverId: string;
  path: string;
  initial: string;
  readOnly: boolean;
  back: string;
}) {
  const t = useT(filesMessages);
  const trpc = useHostingTrpc();
  const [content, setContent] = useState(initial);
  const [scroll, setScroll] = useState(0);
  const save = useMutation(trpc.hosting.files.save.mutationOptions());
  const lines = content.split("\n").length;
  return (
    <section className="flex flex-col gap-3" data-testid="file-editor">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold break-all">{t("editorHeading", { path })}</h2>
        <a href={back} className="text-sm underline">
          {t("backToFolder")}
        </a>
      </div>
      {save.error ? (
        <FormNotice tone="error" testId="file-editor-error">
          {save.error.message}
        </FormNotice>
      ) : null}
      {save.isSuccess && !save.isPending ? (
        <FormNotice tone="success" testId="file-editor-saved">
          {t("saved")}
        </FormNotice>
      ) : null}
      <div className="flex h-[28rem] overflow-hidden rounded-lg border border-divider font-mono text-sm">
        <div
          aria-hidden="true"
          className="overflow-hidden bg-raised px-2 py-2 text-right text-secondary select-none"
          style={{ lineHeight: "1.5rem" }}
        >
          <div style={{ transform: `translateY(${-scroll}px)` }}>
            {Array.from({ length: lines }, (_, index) => (
              <div key={index}>{index + 1}</div>
            ))}
          </div>
        </div>
        <textarea
          className="flex-1 resize-none bg-transparent p-2 whitespace-pre outline-none"
          style={{ lineHeight: "1.5rem" }}
          spellCheck={false}
          wrap="off"
          readOnly={readOnly}
          value={content}
          aria-label={t("editorLabel", { path })}
          data-testid="file-editor-text"
          onScroll={(event) => setScroll(event.currentTarget.scrollTop)}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      {readOnly ? null : (
        <div>
          <Button
            disabled={save.isPending}
            data-testid="file-editor-save"
            onClick={() => save.mutate({ id: serverId, path, content })}
          >
            {t("save")}
          </Button>
        </div>
      )}
    </section>
  );
}
