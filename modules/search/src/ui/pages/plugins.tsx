import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = { title: "Plugins - Hopper" };

export default function PluginsPage({ searchParams }: PageProps) {
  return <ListingPage projectType="plugin" searchParams={searchParams} />;
}
