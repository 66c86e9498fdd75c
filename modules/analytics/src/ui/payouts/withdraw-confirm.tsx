import { formatMinorUnits } from "@hopper/core/format";
import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { getT } from "@hopper/ui/i18n/server";

import type { WithdrawalQuote } from "../../server/services/payouts/quote";
import { withdrawAction } from "./payout-actions";
import { payoutMessages } from "./payout-messages";

/** The confirm step: what leaves the balance, the fee, what arrives and where; the button posts the withdrawal. */
export async function WithdrawConfirm({ quote, back }: { quote: WithdrawalQuote; back: string }) {
  const t = await getT(payoutMessages);
  return (
    <Card padding="md" className="flex flex-col gap-4" data-testid="withdraw-review-step">
      <h2 className="text-lg font-semibold">{t("withdraw.confirmHeading")}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt>{t("withdraw.leaves")}</dt>
        <dd className="tabular-nums" data-testid="withdraw-total">
          {formatMinorUnits(quote.amountMinor)}
        </dd>
        <dt>{t("withdraw.fee")}</dt>
        <dd className="tabular-nums" data-testid="withdraw-fee">
          {formatMinorUnits(quote.feeMinor)}
        </dd>
        <dt>{t("withdraw.arrives")}</dt>
        <dd className="font-semibold tabular-nums" data-testid="withdraw-net">
          {formatMinorUnits(quote.netMinor)}
        </dd>
      </dl>
      <p className="text-sm" dir="auto">
        {t("withdraw.to", { address: quote.address, method: quote.methodName })}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <form action={withdrawAction}>
          <input type="hidden" name="method" value={quote.methodId} />
          <input type="hidden" name="amountMinor" value={String(quote.amountMinor)} />
          <input type="hidden" name="address" value={quote.address} />
          <button type="submit" className={buttonClassName({ variant: "primary" })} data-testid="withdraw-confirm">
            {t("withdraw.confirm", { amount: formatMinorUnits(quote.amountMinor) })}
          </button>
        </form>
        <a className="underline" href={back}>
          {t("withdraw.edit")}
        </a>
      </div>
    </Card>
  );
}
