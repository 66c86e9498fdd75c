import type { SeedHandler } from "@hopper/core/module";

/** Demo data: filled in by the seed part (docs/changelog.md "Demo data"). */
const seed: SeedHandler = async () => {};

export default seed;
