"use client";

import { useState } from "react";

import { Button } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { Popover } from "@hopper/ui/components/popover";
import { formErrorsOf, localizeFormErrors } from "@hopper/ui/forms/field-errors";
import { useLocale, useT } from "@hopper/ui/i18n/client";
import { useMutation, useQuery, useQueryClient } from "@hopper/ui/trpc/client";

import { errorMessages } from "./error-messages";
import { messages } from "./messages";
import { useCollectionsTrpc } from "./trpc";

/** The signed-in viewer's "Add to collection": a popover with a checkbox per own collection. */
export function AddToCollection({ projectId, projectName }: { projectId: string; projectName: string }) {
  const t = useT(messages);
  return (
    <Popover
      label={t("addLabel", { project: projectName })}
      theme="bottom-end"
      trigger={
        <Button variant="secondary" size="sm" className="font-semibold" data-testid="add-to-collection">
          {t("addToCollection")}
        </Button>
      }
    >
      <CollectionChecklist projectId={projectId} />
    </Popover>
  );
}

// Mounted only while the popover is open, so the viewer's collections are read when asked for, not per page view.
function CollectionChecklist({ projectId }: { projectId: string }) {
  const t = useT(messages);
  const locale = useLocale();
  const trpc = useCollectionsTrpc();
  const queryClient = useQueryClient();
  const mine = useQuery(trpc.collections.mine.queryOptions({ projectId }));
  // The box shows the viewer's choice at once; once the list is read again the server's answer replaces it
  // (so a refused change springs back, with the error below).
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.collections.mine.queryKey({ projectId }) });
    setChosen({});
  };
  const add = useMutation(trpc.collections.addProject.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.collections.removeProject.mutationOptions({ onSettled: refresh }));
  const pending = add.isPending || remove.isPending || mine.isFetching;
  const error = add.error ?? remove.error ?? mine.error;

  if (mine.isPending) return <p className="p-2 text-sm text-secondary">{t("loadingMine")}</p>;
  return (
    <div className="flex flex-col gap-1 p-1 text-sm" data-testid="add-to-collection-list">
      {mine.data && mine.data.length === 0 ? <p className="p-1 text-secondary">{t("noneYet")}</p> : null}
      {mine.data?.map((collection) => (
        <label key={collection.id} className="flex cursor-pointer items-center gap-2 rounded p-1 hover:bg-input">
          <input
            type="checkbox"
            checked={chosen[collection.id] ?? collection.includes}
            disabled={pending}
            onChange={(event) => {
              const input = { collectionId: collection.id, projectId };
              const checked = event.target.checked;
              setChosen((current) => ({ ...current, [collection.id]: checked }));
              add.reset();
              remove.reset();
              if (checked) add.mutate(input);
              else remove.mutate(input);
            }}
          />
          <span dir="auto">{collection.name}</span>
        </label>
      ))}
      {error ? (
        <FormNotice tone="error">{localizeFormErrors(formErrorsOf(error), [errorMessages], locale).message}</FormNotice>
      ) : null}
    </div>
  );
}
