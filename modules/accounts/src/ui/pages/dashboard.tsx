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
      <form action={signOutAction}>
        <button type="submit" className="rounded-lg border border-divider px-4 py-2">
          Sign out
        </button>
      </form>
    </section>
  );
}
