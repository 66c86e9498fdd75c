import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { billingRouter } from "../../server/router";
import { INTERVALS } from "../../server/services/catalogue/products";
import { formatMoney } from "../money";
import { setProductActiveAction, updatePriceAction } from "../plus/admin-catalogue-actions";
import { plusMessages } from "../plus/plus-messages";

export async function generateMetadata() {
  const t = await getT(plusMessages);
  return { title: t("admin.title") };
}

/** /admin/billing/products (admins): every product and price; edit amounts, retire or put products on sale. */
export default async function AdminBillingProductsPage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const [t, { locale }, products] = await Promise.all([
    getT(plusMessages),
    getLocale(),
    (await moduleCaller(billingRouter)).catalogue.adminList(),
  ]);
  const refusal = sealedRefusal(query).message;
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("admin.heading")}</h1>
      <MenuNav label={t("admin.menu")} entries={host.menus.admin} active="/admin/billing/products" variant="inline" />
      {refusal ? (
        <FormNotice tone="error" testId="form-error">
          {refusal}
        </FormNotice>
      ) : query.notice === "saved" ? (
        <FormNotice tone="success" testId="form-done">
          {t("admin.saved")}
        </FormNotice>
      ) : null}
      <p className="text-sm text-secondary">{t("admin.amountsNote")}</p>
      {products.map((product) => (
        <Card key={product.id} padding="md" className="flex flex-col gap-3" data-testid="admin-product">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h2 className="text-lg font-semibold">{product.name}</h2>
              <p className="text-sm text-secondary">
                {product.kind} · <code>{product.slug}</code>
                {product.cpu !== null
                  ? ` · ${t("admin.specs", {
                      cpu: String(product.cpu),
                      ram: String(product.ramMb),
                      swap: String(product.swapMb),
                      storage: String(product.storageMb),
                    })}`
                  : ""}
                {" · "}
                <span data-testid="product-state">{product.active ? t("admin.active") : t("admin.retired")}</span>
              </p>
            </div>
            <form action={setProductActiveAction}>
              <input type="hidden" name="productId" value={product.id} />
              <input type="hidden" name="active" value={product.active ? "false" : "true"} />
              <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
                {product.active ? t("admin.retire") : t("admin.activate")}
              </button>
            </form>
          </div>
          {/* 34 currencies × three amounts: fixed columns share the card's width, so a phone needs no scrolling. */}
          <div className="min-w-0 overflow-x-auto">
            <table className="w-full table-fixed text-left text-sm">
              <thead>
                <tr className="border-b border-divider">
                  <th className="py-1">{t("admin.currency")}</th>
                  {INTERVALS.map((interval) => (
                    <th key={interval} className="py-1">
                      {t(`admin.${interval}`)}
                    </th>
                  ))}
                  <th className="py-1">
                    <span className="sr-only">{t("admin.save")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {product.prices.map((price) => {
                  const formId = `price-${price.id}`;
                  return (
                    <tr key={price.id} className="border-b border-divider" data-testid={`price-${price.currency}`}>
                      <td className="py-1 font-mono">{price.currency}</td>
                      {INTERVALS.map((interval) => (
                        <td key={interval} className="py-1">
                          <input
                            // Keyed by the stored amount: after a save the field shows the new one, not the typed text.
                            key={`${interval}-${price[interval] ?? ""}`}
                            form={formId}
                            name={interval}
                            inputMode="numeric"
                            maxLength={10}
                            defaultValue={price[interval] ?? ""}
                            aria-label={`${price.currency} ${t(`admin.${interval}`)}`}
                            className={`${inputClassName} w-full min-w-0 max-w-32`}
                          />
                          <span className="block truncate text-xs text-secondary">
                            {price[interval] !== null ? formatMoney(price[interval], price.currency, locale) : "—"}
                          </span>
                        </td>
                      ))}
                      <td className="py-1">
                        <form id={formId} action={updatePriceAction}>
                          <input type="hidden" name="priceId" value={price.id} />
                          <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
                            {t("admin.save")}
                          </button>
                        </form>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </Card>
      ))}
    </section>
  );
}
