import { headers } from "next/headers";

import { Card } from "@hopper/ui/components/card";

export const metadata = { title: "Hopper App - the desktop launcher" };

const FEATURES = [
  {
    title: "Jump back in",
    text: "The Home screen lists the worlds, servers and instances you played last, one click away.",
  },
  {
    title: "Library",
    text: "Every instance in one place: create them from any modpack, or start from a game version and loader.",
  },
  {
    title: "Worlds tab",
    text: "Each instance shows its worlds, so you can open, back up or remove them without digging through folders.",
  },
  {
    title: "Updates in one click",
    text: "Installed content is checked against this catalogue; updates and their dependencies install together.",
  },
] as const;

/** The desktop launcher: what it does and how to point it at this instance. */
export default async function AppPage() {
  const h = await headers();
  const origin = `${h.get("x-forwarded-proto") ?? "http"}://${h.get("x-forwarded-host") ?? h.get("host") ?? "localhost"}`;
  return (
    <div className="flex flex-col gap-10 py-10">
      <section className="flex flex-col gap-4">
        <h1 className="text-4xl font-black">Hopper App</h1>
        <p className="max-w-2xl text-lg text-secondary">
          A desktop launcher for Minecraft that installs mods, modpacks, resource packs and shaders from Hopper, keeps
          them up to date and keeps each setup in its own instance.
        </p>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map((feature) => (
          <Card as="li" key={feature.title}>
            <h2 className="font-semibold">{feature.title}</h2>
            <p className="text-sm text-secondary">{feature.text}</p>
          </Card>
        ))}
      </ul>
      <section aria-labelledby="connect-title" className="flex flex-col gap-2">
        <h2 id="connect-title" className="text-2xl font-bold">
          Use it with this instance
        </h2>
        <p className="max-w-2xl text-secondary">
          The launcher speaks the same public API as this site. In the launcher&apos;s settings, set the API address to:
        </p>
        <code
          className="w-fit rounded-lg border border-divider bg-raised px-3 py-2 font-mono text-sm"
          data-testid="api-base"
        >
          {origin}/v2
        </code>
        <p className="text-sm text-secondary">
          Signing in from the launcher opens this site&apos;s sign-in page and hands the session back to the app.
        </p>
      </section>
    </div>
  );
}
