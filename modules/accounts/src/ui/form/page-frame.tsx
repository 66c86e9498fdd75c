import type { ReactNode } from "react";

/** The narrow centred column of the /auth pages. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-sm flex-col gap-6 py-12">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
