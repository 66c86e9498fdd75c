import { getViewer } from "@hopper/ui/server/viewer";

import { signOutAction } from "../actions/sign-out";

export const metadata = { title: "Dashboard - Hopper" };

export default async function DashboardPage() {
  const viewer = await getViewer();
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p>
        Signed in as <strong data-testid="dashboard-username">{viewer?.user.username}</strong>.
      </p>
      <nav className="flex gap-4 text-sm underline">
        <a href="/settings/profile">Profile</a>
        <a href="/settings/account">Account and security</a>
        <a href="/settings/sessions">Sessions</a>
        <a href="/settings/pats">Personal access tokens</a>
        <a href="/dashboard/editor">Markdown editor</a>
      </nav>
      <form action={signOutAction}>
        <button type="submit" className="rounded-lg border border-divider px-4 py-2">
          Sign out
        </button>
      </form>
    </section>
  );
}
