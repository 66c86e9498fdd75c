// The regions servers are bought in (spec §3). A node belongs to one; a customer picks one when buying and the
// server is placed on a node of that region only (services/nodes/capacity.ts).

export const REGIONS = [
  { id: "europe", name: "Europe" },
  { id: "north-america", name: "North America (Dallas)" },
] as const;

export type Region = (typeof REGIONS)[number]["id"];

export const REGION_IDS: readonly Region[] = REGIONS.map((region) => region.id);

export function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGION_IDS as readonly string[]).includes(value);
}

/** The region's display name; an unknown id (a region retired since) is shown as it is stored. */
export function regionName(id: string): string {
  return REGIONS.find((region) => region.id === id)?.name ?? id;
}
