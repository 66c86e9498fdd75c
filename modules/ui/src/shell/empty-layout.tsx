import type { ReactNode } from "react";

/** For pages that bring their own chrome (the launcher's sign-in window, embeds). */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="min-h-screen">
      {children}
    </main>
  );
}
