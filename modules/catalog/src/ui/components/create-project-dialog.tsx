"use client";

import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";

import { Button } from "@hopper/ui/components/button";
import { Field, inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { formErrorsOf, localizeFormErrors } from "@hopper/ui/forms/field-errors";
import { useLocale, useT } from "@hopper/ui/i18n/client";
import { useSafeNavigate } from "@hopper/ui/navigation/use-safe-navigate";
import { useMutation } from "@hopper/ui/trpc/client";

import { createProjectMessages } from "../messages/create-project";
import { errorMessages } from "../messages/errors";
import { useCatalogTrpc } from "../trpc";

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
  /** The form's action without JavaScript (a server action calling the same procedure). */
  action: (form: FormData) => Promise<void>;
  /** The project types with their labels, in the page's language. */
  types: readonly { value: string; label: string }[];
  /** What the user typed before a refused attempt, and why it was refused: the dialog opens again with them. */
  initial: { name: string; slug: string; type: string; visibility: string; summary: string };
  error: string | null;
}

const VISIBILITIES = ["public", "unlisted", "private"] as const;
const visibilityOf = (value: FormDataEntryValue | null) =>
  VISIBILITIES.find((visibility) => visibility === value) ?? "public";

/** The summary's limits (the service's SUMMARY_MIN / SUMMARY_MAX; a client file cannot import the service). */
const SUMMARY_MIN = 3;
const SUMMARY_MAX = 256;

/**
 * The "Create a project" button and its modal dialog (name, slug, type, visibility, summary — asked here so the
 * first "Submit for review" is not refused for a missing summary). A native <dialog>: the
 * browser traps focus and closes it on Escape; the script opens it, keeps the slug following the name until the
 * user edits the slug, and creates the project through catalog.projects.create, showing a refusal next to its
 * field. Without JavaScript the form posts to the server action instead.
 */
export function CreateProjectDialog({ action, types, initial, error }: Props) {
  const t = useT(createProjectMessages);
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  const [slugEdited, setSlugEdited] = useState(initial.slug !== "" && initial.slug !== slugFromName(initial.name));
  const trpc = useCatalogTrpc();
  const navigate = useSafeNavigate();
  const create = useMutation(
    trpc.catalog.projects.create.mutationOptions({
      onSuccess: (project) => navigate(`${project.path}/settings?notice=created`),
    }),
  );
  // The service's refusal (slug taken, limits) in the reader's language; the English text when none is known.
  const errors = create.error ? localizeFormErrors(formErrorsOf(create.error), [errorMessages], locale) : null;
  const message = errors ? (Object.keys(errors.fields).length ? null : errors.message) : error;
  useEffect(() => {
    if (error && !dialog.current?.open) dialog.current?.showModal();
  }, [error]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({
      name: String(form.get("name") ?? ""),
      slug: String(form.get("slug") ?? ""),
      projectType: String(form.get("projectType") ?? ""),
      visibility: visibilityOf(form.get("visibility")),
      summary: String(form.get("summary") ?? ""),
    });
  };
  return (
    <>
      <Button onClick={() => dialog.current?.showModal()} data-testid="create-project">
        {t("open")}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="create-project-title"
        className="m-auto w-full max-w-md rounded-lg border border-divider bg-raised p-4 text-text backdrop:bg-black/50"
      >
        <form action={action} onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t("open")}>
          <h2 id="create-project-title" className="text-xl font-bold">
            {t("open")}
          </h2>
          <Field label={t("name")} name="name" id="create-project-name" error={errors?.fields.name}>
            <input
              required
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (!slugEdited) setSlug(slugFromName(event.target.value));
              }}
              className={inputClassName}
            />
          </Field>
          <Field label={t("url")} name="slug" id="create-project-slug" error={errors?.fields.slug}>
            <input
              required
              value={slug}
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugEdited(event.target.value !== "");
              }}
              className={inputClassName}
            />
          </Field>
          <Field label={t("type")} name="projectType" id="create-project-type" error={errors?.fields.projectType}>
            <select defaultValue={initial.type || "mod"} className={inputClassName}>
              {types.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t("visibility")}
            name="visibility"
            id="create-project-visibility"
            error={errors?.fields.visibility}
          >
            <select defaultValue={initial.visibility || "public"} className={inputClassName}>
              {VISIBILITIES.map((visibility) => (
                <option key={visibility} value={visibility}>
                  {t(`visibilities.${visibility}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t("summary", { min: String(SUMMARY_MIN), max: String(SUMMARY_MAX) })}
            name="summary"
            id="create-project-summary"
            error={errors?.fields.summary}
          >
            <textarea
              required
              minLength={SUMMARY_MIN}
              maxLength={SUMMARY_MAX}
              rows={3}
              defaultValue={initial.summary}
              className={inputClassName}
            />
          </Field>
          {message ? <FormNotice tone="error">{message}</FormNotice> : null}
          <div className="flex gap-2">
            <Button type="submit" disabled={create.isPending}>
              {t("create")}
            </Button>
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
