import { describe, expect, it } from "vitest";

import { FEATURE_FLAGS } from "../src/server/feature-flags";
import { flagMessages } from "../src/ui/messages/flags";

// /flags reads each flag's sentence from the flags catalogue by id (issue 14, language).
describe("feature flags", () => {
  it("has a sentence for every flag, and none for a flag that is gone", () => {
    const ids = FEATURE_FLAGS.map((flag) => flag.id);
    expect(Object.keys(flagMessages.messages).sort()).toEqual([...ids].sort());
  });
});
