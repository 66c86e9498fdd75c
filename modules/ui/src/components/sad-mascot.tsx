/** Hop, the frog mascot, looking sad: the picture on the generic error page. */
export function SadMascot({ className = "h-40 w-40" }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 160" className={className} role="img" aria-label="A sad frog">
      <ellipse cx="80" cy="142" rx="52" ry="8" fill="var(--color-divider)" />
      {/* body */}
      <path d="M30 120c0-34 22-58 50-58s50 24 50 58c0 12-10 20-22 20H52c-12 0-22-8-22-20z" fill="#3f9d5a" />
      <path d="M52 124c0-18 12-30 28-30s28 12 28 30c0 7-6 12-13 12H65c-7 0-13-5-13-12z" fill="#b8e3a4" />
      {/* eyes */}
      <circle cx="54" cy="58" r="20" fill="#3f9d5a" />
      <circle cx="106" cy="58" r="20" fill="#3f9d5a" />
      <circle cx="54" cy="58" r="12" fill="#fff" />
      <circle cx="106" cy="58" r="12" fill="#fff" />
      <circle cx="55" cy="62" r="6" fill="#1b1d21" />
      <circle cx="105" cy="62" r="6" fill="#1b1d21" />
      {/* drooping eyelids */}
      <path d="M42 52c6-6 18-6 24 0v-4c-6-8-18-8-24 0z" fill="#2f7d46" />
      <path d="M94 52c6-6 18-6 24 0v-4c-6-8-18-8-24 0z" fill="#2f7d46" />
      {/* frown and tear */}
      <path d="M64 96c8-8 24-8 32 0" stroke="#1b1d21" strokeWidth="4" strokeLinecap="round" fill="none" />
      <path d="M44 74c-4 7-6 11-6 14a6 6 0 0 0 12 0c0-3-2-7-6-14z" fill="#6ec3ff" />
    </svg>
  );
}
