"use client";

import { useRouter } from "next/navigation";

import { Button } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { formErrorsOf, localizeFormErrors } from "@hopper/ui/forms/field-errors";
import { useLocale, useT } from "@hopper/ui/i18n/client";
import { useMutation } from "@hopper/ui/trpc/client";

import { errorMessages } from "./error-messages";
import { messages } from "./messages";
import { useCollectionsTrpc } from "./trpc";

/** The curator's (or staff's) "Remove" under a project card: a tRPC mutation, then the page is read again. */
export function RemoveProjectButton({
  collectionId,
  projectId,
  projectName,
}: {
  collectionId: string;
  projectId: string;
  projectName: string;
}) {
  const trpc = useCollectionsTrpc();
  const router = useRouter();
  const t = useT(messages);
  const locale = useLocale();
  const remove = useMutation(trpc.collections.removeProject.mutationOptions({ onSuccess: () => router.refresh() }));
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        disabled={remove.isPending}
        aria-label={t("removeLabel", { project: projectName })}
        onClick={() => remove.mutate({ collectionId, projectId })}
      >
        {t("remove")}
      </Button>
      {remove.error ? (
        <FormNotice tone="error">
          {localizeFormErrors(formErrorsOf(remove.error), [errorMessages], locale).message}
        </FormNotice>
      ) : null}
    </div>
  );
}
