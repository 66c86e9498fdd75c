import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = { title: "Resourcepacks - Hopper" };

export default function ResourcepacksPage({ searchParams }: PageProps) {
  return <ListingPage projectType="resourcepack" searchParams={searchParams} />;
}
