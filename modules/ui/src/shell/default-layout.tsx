import type { ReactNode } from "react";

import { getViewer } from "../server/viewer";

export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-divider bg-raised">
        <nav className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
          <a href="/" className="text-lg font-bold">
            Hopper
          </a>
          <span className="flex-1" />
          {viewer ? (
            <a href="/dashboard" data-testid="user-menu">
              {viewer.user.username}
            </a>
          ) : (
            <a href="/auth/sign-in" className="rounded-lg bg-brand px-3 py-1.5 font-semibold text-on-brand">
              Sign in
            </a>
          )}
        </nav>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4">{children}</main>
      <footer className="border-t border-divider py-6 text-center text-sm text-secondary">Hopper</footer>
    </div>
  );
}
