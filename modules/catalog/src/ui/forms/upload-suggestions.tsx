"use client";

import { useEffect, useMemo, useRef, useState } from "react";

import { useCatalogue, useFormat, useT } from "@hopper/ui/i18n/client";

import { labelFrom, tagMessages } from "../messages/tags";
import { uploadSuggestionMessages } from "../messages/upload-suggestions";
import { metadataPieces } from "./zip-pieces";

interface Suggestion {
  versionNumber?: string;
  name?: string;
  loaders?: string[];
  gameVersions?: string[];
  dependencies?: { dependencyType: string; projectSlug?: string; onHopper?: boolean }[];
  newerPackFormat?: number;
  error?: string;
}

/**
 * The request for the file's suggestions: its name and size and only the runs of it that hold the metadata
 * (zip-pieces.ts), read from the chosen file's slices; the file itself goes once, with the form.
 */
async function suggestionRequest(file: File, projectType: string, wanted: ReadonlySet<string>): Promise<FormData> {
  const pieces = await metadataPieces(
    file.size,
    async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()),
    (name) => wanted.has(name),
  );
  const body = new FormData();
  body.set("projectType", projectType);
  body.set("filename", file.name);
  body.set("size", String(file.size));
  body.set("pieces", JSON.stringify(pieces.map((piece) => [piece.offset, piece.bytes.byteLength])));
  body.set("bytes", new Blob(pieces.map((piece) => piece.bytes.slice())), "pieces.bin");
  return body;
}

/**
 * Enhances the upload form: when a file is chosen, asks the server what its metadata says (one reader for
 * every format, the same the upload's checks run) and pre-fills the version number, name, loaders, game
 * versions and dependencies. Only the parts of the file that hold the metadata are sent (`metadataEntries` names
 * the entries the server reads). Everything stays editable; a field the creator typed in is never overwritten
 * (only an empty one, or one still holding what an earlier chosen file filled in). The form works without this.
 */
export function UploadSuggestions({
  formId,
  projectType,
  metadataEntries,
}: {
  formId: string;
  projectType: string;
  metadataEntries: readonly string[];
}) {
  const t = useT(uploadSuggestionMessages);
  const format = useFormat();
  // The loaders the line names read as the loader choices of the form do (catalog.tags), not as stored ids.
  const tags = useCatalogue(tagMessages);
  const tagLabel = useMemo(() => labelFrom(tags), [tags]);
  const [message, setMessage] = useState<string | null>(null);
  // What this component last wrote into each text field, so a later file may replace its own values only.
  const filled = useRef(new Map<string, string>());
  // The file last asked about: the effect runs again when the language's helpers change, and must not ask twice.
  const asked = useRef<File | null>(null);
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const input = form?.querySelector<HTMLInputElement>('input[type="file"][name="files"]');
    if (!form || !input) return;
    const fillText = (selector: string, key: string, value: string | undefined) => {
      const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
      if (!field || !value) return false;
      if (field.value && field.value !== filled.current.get(key)) return false;
      field.value = value;
      filled.current.set(key, value);
      return true;
    };
    const onChange = async () => {
      const file = input.files?.[0];
      if (!file || file === asked.current) return;
      asked.current = file;
      setMessage(t("reading"));
      const result = (await suggestionRequest(file, projectType, new Set(metadataEntries))
        .then((body) => fetch("/api/catalog/suggest", { method: "POST", body }))
        .then((response) => response.json())
        .catch(() => ({ error: t("unreadable") }))) as Suggestion;
      if (result.error) {
        setMessage(result.error);
        return;
      }
      const parts: string[] = [];
      let loaders = 0;
      for (const box of form.querySelectorAll<HTMLInputElement>('input[name="loaders"]')) {
        if (result.loaders?.includes(box.value)) {
          box.checked = true;
          loaders++;
        }
      }
      if (loaders > 0) parts.push(t("loaders", { value: format.list((result.loaders ?? []).map(tagLabel)) }));
      const select = form.querySelector<HTMLSelectElement>('select[name="gameVersions"]');
      let versions = 0;
      for (const option of select?.options ?? []) {
        if (result.gameVersions?.includes(option.value)) {
          option.selected = true;
          versions++;
        }
      }
      if (versions > 0) parts.push(t("gameVersions", { count: versions }));
      if (fillText('input[name="versionNumber"]', "versionNumber", result.versionNumber)) {
        parts.push(t("versionNumber", { value: result.versionNumber ?? "" }));
      }
      if (fillText('input[name="name"]', "name", result.name)) parts.push(t("name", { value: result.name ?? "" }));
      // Only dependencies that are projects here are filled in: the upload refuses an unknown one.
      const named = (result.dependencies ?? []).filter((dependency) => dependency.projectSlug && dependency.onHopper);
      const elsewhere = (result.dependencies ?? []).flatMap((dependency) =>
        dependency.projectSlug && dependency.onHopper === false ? [dependency.projectSlug] : [],
      );
      const lines = named.map((dependency) => `${dependency.dependencyType} ${dependency.projectSlug}`).join("\n");
      if (fillText('textarea[name="dependencies"]', "dependencies", lines)) {
        parts.push(t("dependencies", { count: named.length }));
      }
      if (elsewhere.length > 0) parts.push(t("notOnHopper", { value: format.list(elsewhere) }));
      const said = parts.length ? t("filled", { parts: format.list(parts, { type: "conjunction" }) }) : t("nothing");
      // A pack format past Hopper's table: its game versions are not guessed, so the creator is told to add them.
      const newer =
        result.newerPackFormat === undefined
          ? null
          : t("newerPackFormat", { format: format.number(result.newerPackFormat) });
      setMessage(newer ? `${said} ${newer}` : said);
    };
    input.addEventListener("change", onChange);
    // A file chosen before the page's script ran (a slow connection, a quick hand) fired its change unheard.
    void onChange();
    return () => input.removeEventListener("change", onChange);
  }, [formId, projectType, metadataEntries, t, format, tagLabel]);
  return message ? (
    <p role="status" className="text-sm" data-testid="upload-suggestions">
      {message}
    </p>
  ) : null;
}
