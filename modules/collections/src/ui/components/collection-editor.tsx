import { Button, buttonClassName } from "@hopper/ui/components/button";
import { inputClassName } from "@hopper/ui/components/field";
import { getT } from "@hopper/ui/i18n/server";

import { DESCRIPTION_MAX, NAME_MAX, OWNER_STATUSES } from "../../server/services/rules";
import { deleteCollectionAction, updateCollectionAction } from "../actions/collections";
import { messages } from "../messages";

interface EditedCollection {
  id: string;
  name: string;
  description: string | null;
  status: string;
  iconUrl: string | null;
}

const box = "flex flex-col gap-3 rounded-lg border border-divider p-4";
const label = "flex flex-col gap-1 text-sm font-semibold";

/**
 * The owner's (and staff's) controls on /collection/{id}: name, summary and visibility; the icon's upload and
 * removal; Delete, which first shows a confirmation (?delete=confirm) — plain forms, so all of it works without
 * JavaScript. `open` unfolds the edit form (after a refusal, so its message is in view).
 */
export async function CollectionEditor({ collection, open }: { collection: EditedCollection; open: boolean }) {
  const t = await getT(messages);
  // A rejected collection keeps its status in the list so saving the other fields leaves it as it is.
  const statuses = OWNER_STATUSES.includes(collection.status as never)
    ? OWNER_STATUSES
    : [...OWNER_STATUSES, collection.status];
  return (
    <details className={box} open={open} data-testid="collection-editor">
      <summary className="cursor-pointer font-semibold">{t("edit.heading")}</summary>
      <form action={updateCollectionAction} className="flex flex-col gap-3" aria-label={t("edit.heading")}>
        <input type="hidden" name="collectionId" value={collection.id} />
        <label className={label}>
          {t("edit.name")}
          <input name="name" required maxLength={NAME_MAX} defaultValue={collection.name} className={inputClassName} />
        </label>
        <label className={label}>
          {t("edit.summary")}
          <textarea
            name="description"
            maxLength={DESCRIPTION_MAX}
            defaultValue={collection.description ?? ""}
            className={inputClassName}
          />
          <span className="text-xs font-normal text-secondary">{t("edit.summaryHint")}</span>
        </label>
        <label className={label}>
          {t("edit.visibility")}
          <select name="status" defaultValue={collection.status} className={inputClassName}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`edit.visibilities.${status as "listed"}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" name="intent" value="save">
          {t("edit.save")}
        </Button>
      </form>
      <form action={updateCollectionAction} className="flex flex-col gap-2" aria-label={t("edit.icon")}>
        <input type="hidden" name="collectionId" value={collection.id} />
        <label className={label}>
          {t("edit.icon")}
          <input type="file" name="icon" accept="image/png,image/jpeg,image/gif,image/webp" />
          <span className="text-xs font-normal text-secondary">{t("edit.iconHint")}</span>
        </label>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" name="intent" value="upload-icon">
            {t("edit.uploadIcon")}
          </Button>
          {collection.iconUrl ? (
            <Button type="submit" variant="ghost" name="intent" value="remove-icon">
              {t("edit.removeIcon")}
            </Button>
          ) : null}
        </div>
      </form>
      <a
        href={`/collection/${collection.id}?delete=confirm`}
        className={buttonClassName({ variant: "danger", size: "sm" })}
      >
        {t("edit.delete")}
      </a>
    </details>
  );
}

/** The confirmation step of Delete: what goes, then "Delete collection" or Cancel (back to the page). */
export async function DeleteConfirmation({ collection }: { collection: { id: string; name: string } }) {
  const t = await getT(messages);
  return (
    <section
      className={`${box} border-danger`}
      role="alertdialog"
      aria-labelledby="delete-collection-heading"
      data-testid="delete-confirmation"
    >
      <h2 id="delete-collection-heading" className="font-bold">
        {t("edit.confirmHeading")}
      </h2>
      <p className="text-sm">{t("edit.confirmText", { name: collection.name })}</p>
      <form action={deleteCollectionAction} className="flex flex-wrap gap-2">
        <input type="hidden" name="collectionId" value={collection.id} />
        <Button type="submit" variant="danger">
          {t("edit.confirmDelete")}
        </Button>
        <a href={`/collection/${collection.id}`} className={buttonClassName({ variant: "secondary" })}>
          {t("edit.cancel")}
        </a>
      </form>
    </section>
  );
}
