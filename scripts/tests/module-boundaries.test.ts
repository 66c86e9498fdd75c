import { readFileSync } from "node:fs";
import path from "node:path";

import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";

import rule from "../eslint/module-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: "module" },
});
const file = (relative: string) => path.resolve(relative);

// The fixture module's real files (tests/fixtures/modules/example): clean as they are, caught when one of
// them reads the registry.
const fixture = (relative: string) => {
  const filename = file(`tests/fixtures/modules/example/src/${relative}`);
  return { filename, code: readFileSync(filename, "utf8") };
};
const FIXTURE_FILES = ["index.ts", "server/router.ts", "ui/pages/changelog.tsx", "ui/slots/latest-entry.tsx"];

// `accounts` declares no dependencies; `site` neither. Fixture paths only need to look like module files.
tester.run("module-boundaries", rule, {
  valid: [
    ...FIXTURE_FILES.map(fixture),
    { code: 'import { db } from "@hopper/core/db";', filename: file("modules/accounts/src/x.ts") },
    { code: 'import { getViewer } from "@hopper/ui/server/viewer";', filename: file("modules/accounts/src/x.ts") },
    {
      code: 'import { authenticate } from "./services/authenticate";',
      filename: file("modules/accounts/src/server/x.ts"),
    },
    { code: 'import type { Backup } from "@hopper/agent/protocol";', filename: file("modules/site/src/x.ts") },
    // billing depends on accounts: its public components are an entry too
    { code: 'import { Thing } from "@hopper/accounts/ui";', filename: file("modules/billing/src/ui/x.tsx") },
    { code: 'import { modules } from "@hopper/generated/modules";', filename: file("apps/web/server/x.ts") },
    { code: 'import { modules } from "@hopper/generated/modules";', filename: file("jobs/src/main.ts") },
    { code: 'import { modules } from "@hopper/generated/modules";', filename: file("cli/src/lib/registry.ts") },
    {
      code: 'import { setup } from "../../../tests/setup/test-database";',
      filename: file("modules/core/tests/x.test.ts"),
    },
  ],
  invalid: [
    {
      code: 'import { Thing } from "@hopper/accounts/ui/deep/thing";',
      filename: file("modules/billing/src/ui/x.tsx"),
      errors: [{ message: /^Import "accounts" through "@hopper\/accounts\/server" \(its public services\) or/ }],
    },
    {
      code: 'import { Daemon } from "@hopper/agent";',
      filename: file("modules/site/src/x.ts"),
      errors: [
        {
          message:
            'Import the agent only through "@hopper/agent/protocol" or "@hopper/agent/local", not "@hopper/agent".',
        },
      ],
    },
    {
      ...fixture("ui/slots/latest-entry.tsx"),
      code: `import { slots } from "@hopper/generated/slots";\n${fixture("ui/slots/latest-entry.tsx").code}`,
      errors: [{ message: /^Only apps\/\*, jobs\/ and cli\/ may import the generated registry/ }],
    },
    {
      code: 'import { createUser } from "@hopper/accounts/server";',
      filename: file("modules/site/src/x.ts"),
      errors: [
        { message: 'Module "site" imports "@hopper/accounts/server" but does not list "accounts" in dependsOn.' },
      ],
    },
    {
      code: 'import { getViewer } from "@hopper/ui/server/viewer";',
      filename: file("modules/core/src/x.ts"),
      errors: [
        { message: 'The kernel may not import "@hopper/ui/server/viewer": modules depend on core, never the reverse.' },
      ],
    },
    {
      code: 'import { authenticate } from "../../../accounts/src/server/services/authenticate";',
      filename: file("modules/site/src/ui/x.ts"),
      errors: [{ message: /leaves module "site"/ }],
    },
    {
      code: 'import page from "@hopper/site/ui/pages/home";',
      filename: file("modules/ui/src/x.ts"),
      errors: [{ message: "The design system may only import core." }],
    },
    // The registry imports every module: anything below the top floor reading it closes a package loop.
    ...[
      "modules/ui/src/server/x.ts",
      "modules/catalog/src/ui/x.tsx",
      "modules/catalog/tests/x.test.ts",
      "scripts/x.ts",
    ].map((path) => ({
      code: 'import { modules } from "@hopper/generated/modules";',
      filename: file(path),
      errors: [{ message: /^Only apps\/\*, jobs\/ and cli\/ may import the generated registry/ }],
    })),
    {
      code: 'import { modules } from "../../_generated/modules";',
      filename: file("modules/ui/src/x.ts"),
      errors: [{ message: /^Only apps\/\*, jobs\/ and cli\/ may import the generated registry/ }],
    },
  ],
});
