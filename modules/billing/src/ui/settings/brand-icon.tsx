import type { CardBrand } from "../../server/services/settings/billing-overview";

/**
 * A payment method's brand as a small card-shaped badge of our own (spec section 3's types): a short mark in the
 * brand's colours, with the brand's name for screen readers. No brand artwork is shipped.
 */
const MARKS: Record<CardBrand, { mark: string; className: string }> = {
  amazon_pay: { mark: "pay", className: "bg-[#232f3e] text-[#ff9900]" },
  amex: { mark: "AMEX", className: "bg-[#2e77bc] text-white" },
  cashapp: { mark: "$", className: "bg-[#00d632] text-white" },
  diners: { mark: "DC", className: "bg-[#0079be] text-white" },
  discover: { mark: "DISC", className: "bg-[#ff6000] text-white" },
  eftpos: { mark: "eft", className: "bg-black text-white" },
  jcb: { mark: "JCB", className: "bg-[#0b4ea2] text-white" },
  mastercard: { mark: "MC", className: "bg-[#eb001b] text-white" },
  paypal: { mark: "PP", className: "bg-[#003087] text-white" },
  unionpay: { mark: "UP", className: "bg-[#e21836] text-white" },
  visa: { mark: "VISA", className: "bg-[#1a1f71] text-white" },
  unknown: { mark: "••••", className: "bg-raised text-primary border border-divider" },
};

export function BrandIcon({ brand, label }: { brand: CardBrand; label: string }) {
  const { mark, className } = MARKS[brand];
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid={`brand-${brand}`}
      className={`inline-flex h-6 w-10 shrink-0 items-center justify-center rounded text-[10px] font-bold tracking-tight ${className}`}
    >
      {mark}
    </span>
  );
}
