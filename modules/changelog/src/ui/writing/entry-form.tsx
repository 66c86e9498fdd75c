import { buttonClassName } from "@hopper/ui/components/button";
import { inputClassName } from "@hopper/ui/components/field";
import type { getT } from "@hopper/ui/i18n/server";

import { CHANGELOG_PRODUCTS } from "../../server/services/products";
import type { ChangelogProduct } from "../../server/services/products";
import { BODY_MAX, VERSION_LABEL_MAX } from "../../server/services/write-input";
import { BodyEditor } from "./body-editor";
import type { writingMessages } from "./writing-messages";

export type WritingT = Awaited<ReturnType<typeof getT<(typeof writingMessages)["messages"]>>>;

/** "2026-12-01T18:00" in UTC, as a datetime-local field shows it (the editor's times are UTC). */
export const utcLocal = (date: Date) => date.toISOString().slice(0, 16);

export interface EntryFormValues {
  id?: string;
  product: ChangelogProduct;
  publishedAt: Date;
  versionLabel: string | null;
  body: string;
}

/** The new and edit pages' form: product, time (UTC), version label and the markdown body with its preview. */
export function EntryForm({
  t,
  values,
  action,
}: {
  t: WritingT;
  values: EntryFormValues;
  action: (form: FormData) => Promise<void>;
}) {
  return (
    <form action={action} className="flex flex-col gap-4" data-testid="changelog-form">
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm" htmlFor="changelog-product">
          <span className="font-semibold">{t("fields.product")}</span>
          <select
            id="changelog-product"
            name="product"
            defaultValue={values.product}
            className={inputClassName}
            data-testid="changelog-product"
          >
            {CHANGELOG_PRODUCTS.map((product) => (
              <option key={product} value={product}>
                {t(`products.${product}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor="changelog-date">
          <span className="font-semibold">{t("fields.publishedAt")}</span>
          <input
            id="changelog-date"
            type="datetime-local"
            name="publishedAt"
            required
            defaultValue={utcLocal(values.publishedAt)}
            className={inputClassName}
            data-testid="changelog-date"
            aria-describedby="changelog-date-hint"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor="changelog-version">
          <span className="font-semibold">{t("fields.versionLabel")}</span>
          <input
            id="changelog-version"
            name="versionLabel"
            maxLength={VERSION_LABEL_MAX}
            defaultValue={values.versionLabel ?? ""}
            className={inputClassName}
            data-testid="changelog-version"
          />
        </label>
      </div>
      <p id="changelog-date-hint" className="text-sm text-secondary">
        {t("fields.publishedAtHint")}
      </p>
      <div className="flex flex-col gap-1 text-sm">
        <label className="font-semibold" htmlFor="changelog-body">
          {t("fields.body")}
        </label>
        <BodyEditor initialValue={values.body} maxLength={BODY_MAX} />
      </div>
      <div>
        <button type="submit" className={buttonClassName()} data-testid="changelog-save">
          {t("save")}
        </button>
      </div>
    </form>
  );
}
