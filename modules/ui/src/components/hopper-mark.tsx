/** The Hopper mark: a stylised block hopper (a funnel) in the brand colour. Decorative; callers label it. */
export function HopperMark({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M3 5h26v7l-6 5v4h-4v6h-6v-6H9v-4l-6-5z" fill="var(--color-brand)" />
      <path d="M7 8h18v2.5l-5 4H12l-5-4z" fill="var(--color-bg)" opacity="0.55" />
    </svg>
  );
}
