import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint rule of eslint.config.js that keeps database queries in services: REST and HTTP handlers,
// procedures, server actions and app pages may call services and open a transaction, never query.
const eslint = new ESLint({ cwd: path.resolve(".") });

async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const ADAPTERS = [
  "modules/catalog/src/server/rest/bodies.ts",
  "modules/catalog/src/server/http/upload-media.ts",
  "modules/catalog/src/ui/actions/projects.ts",
  "apps/web/app/robots.txt/route.ts",
];

describe("only services query the database", () => {
  it.each(ADAPTERS)("refuses every shape of query in %s", async (file) => {
    const code = `
      declare const db: () => any; declare const ctx: { db: any }; declare const tx: any;
      export async function handler() {
        await db().project.findMany({});
        await ctx.db.version.count();
        await tx.user.update({ where: { id: "x" }, data: {} });
        await db().$queryRaw\`SELECT 1\`;
        await ctx.db.$executeRawUnsafe("SELECT 1");
      }`;
    expect(await problems(code, file)).toHaveLength(5);
  });

  it("lets an adapter open a transaction and call services, and lets a service query", async () => {
    const adapter = `
      declare const db: () => any; declare function listProjects(tx: unknown): Promise<unknown>;
      export const handler = () => db().$transaction((tx: unknown) => listProjects(tx));`;
    expect(await problems(adapter, ADAPTERS[0]!)).toEqual([]);
    const service = `declare const db: any; export const all = () => db.project.findMany({});`;
    expect(await problems(service, "modules/catalog/src/server/services/projects/project-reads.ts")).toEqual([]);
  });
});
