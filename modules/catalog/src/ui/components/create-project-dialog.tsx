"use client";

import { useEffect, useRef, useState } from "react";

import { Button } from "@hopper/ui/components/button";

const field = "rounded-lg border border-divider bg-input px-3 py-2";

/** The URL slug a name suggests: lower case, runs of other characters become one '-', at most 64 characters. */
export const slugFromName = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9_.]+/g, "-")
    .replace(/^[-_.]+|-+$/g, "")
    .slice(0, 64);

interface Props {
  action: (form: FormData) => Promise<void>;
  types: readonly { value: string; label: string }[];
  /** What the user typed before a refused attempt, and why it was refused: the dialog opens again with them. */
  initial: { name: string; slug: string; type: string; visibility: string };
  error: string | null;
}

/**
 * The "Create a project" button and its modal dialog (name, slug, type, visibility). A native <dialog>: the
 * browser traps focus and closes it on Escape; the script only opens it and keeps the slug following the name
 * until the user edits the slug.
 */
export function CreateProjectDialog({ action, types, initial, error }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  const [slugEdited, setSlugEdited] = useState(initial.slug !== "" && initial.slug !== slugFromName(initial.name));
  useEffect(() => {
    if (error && !dialog.current?.open) dialog.current?.showModal();
  }, [error]);
  return (
    <>
      <Button onClick={() => dialog.current?.showModal()} data-testid="create-project">
        Create a project
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="create-project-title"
        className="m-auto w-full max-w-md rounded-lg border border-divider bg-raised p-4 text-text backdrop:bg-black/50"
      >
        <form action={action} className="flex flex-col gap-3" aria-label="Create a project">
          <h2 id="create-project-title" className="text-xl font-bold">
            Create a project
          </h2>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Name
            <input
              name="name"
              required
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (!slugEdited) setSlug(slugFromName(event.target.value));
              }}
              className={field}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            URL
            <input
              name="slug"
              required
              value={slug}
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugEdited(event.target.value !== "");
              }}
              className={field}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Type
            <select name="projectType" defaultValue={initial.type || "mod"} className={field}>
              {types.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Visibility
            <select name="visibility" defaultValue={initial.visibility || "public"} className={field}>
              <option value="public">Public</option>
              <option value="unlisted">Unlisted</option>
              <option value="private">Private</option>
            </select>
          </label>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit">Create project</Button>
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
