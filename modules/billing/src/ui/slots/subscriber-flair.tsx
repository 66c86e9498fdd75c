/**
 * The Hopper+ flair (docs/billing.md, "Perks"): a plus mark in the brand's colours with a ring, beside the name on a
 * subscriber's profile ("Supporter since …") and beside the user menu for a subscribed viewer. Pure, so the slots
 * decide who gets it and tests render it.
 */
export function PlusMark({ size = "sm" }: { size?: "sm" | "md" }) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-brand font-black leading-none text-on-brand ring-2 ring-brand/40 ring-offset-1 ring-offset-bg ${size === "md" ? "size-7 text-base" : "size-4 text-xs"}`}
    >
      +
    </span>
  );
}

export function SubscriberFlair({ label }: { label: string }) {
  return (
    <span
      className="inline-flex w-fit items-center gap-1.5 rounded-full border border-brand/60 bg-brand/10 py-0.5 pr-2 pl-0.5 text-xs font-semibold"
      data-testid="subscriber-flair"
    >
      <PlusMark />
      {label}
    </span>
  );
}

/** The plus mark of a subscribed viewer in the site header, beside their menu: it opens their billing settings. */
export function HeaderPlusMark({ label }: { label: string }) {
  return (
    <a
      href="/settings/billing"
      aria-label={label}
      title={label}
      className="rounded-full focus-visible:outline-2"
      data-testid="header-plus-mark"
    >
      <PlusMark size="md" />
    </a>
  );
}
