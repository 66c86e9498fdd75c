// ESLint rule: a module imports another module only through its public entry points, and only when it
// lists it in `dependsOn`. The kernel (core) imports no module; the design system (ui) only core. The
// generated registry imports every module, so only the top floor may read it: the web app (apps/*), the
// jobs process (jobs/) and the command line (cli/) — anything below would close a package loop.
// Deep relative imports may not leave the module's folder.
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const SHARED = new Set(["core", "ui"]);
const AGENT_ENTRIES = new Set(["/protocol", "/local"]);
const REGISTRY_READERS = ["apps", "jobs", "cli"];
const REGISTRY_DIR = path.join(root, "modules", "_generated");
const dependsOnCache = new Map();

function dependsOn(moduleId) {
  if (!dependsOnCache.has(moduleId)) {
    let deps = [];
    try {
      const source = readFileSync(path.join(root, "modules", moduleId, "src/index.ts"), "utf8");
      const match = /dependsOn:\s*\[([^\]]*)\]/.exec(source);
      deps = match ? [...match[1].matchAll(/["']([a-z0-9-]+)["']/g)].map((m) => m[1]) : [];
    } catch {
      deps = [];
    }
    dependsOnCache.set(moduleId, deps);
  }
  return dependsOnCache.get(moduleId);
}

function owningModule(filename) {
  const rel = path.relative(root, filename).split(path.sep);
  if (rel[0] !== "modules" || !rel[1]) return null;
  return rel[1] === "_generated" ? "generated" : rel[1];
}

/** Whether `specifier`, written in `filename`, reaches the generated registry. */
function readsRegistry(filename, specifier) {
  if (specifier === "@hopper/generated" || specifier.startsWith("@hopper/generated/")) return true;
  if (!specifier.startsWith(".")) return false;
  const target = path.resolve(path.dirname(filename), specifier);
  return target === REGISTRY_DIR || target.startsWith(REGISTRY_DIR + path.sep);
}

const mayReadRegistry = (filename) => REGISTRY_READERS.includes(path.relative(root, filename).split(path.sep)[0]);

export default {
  meta: {
    type: "problem",
    docs: { description: "Keep modules behind their public entry points (DESIGN.md, module contract)." },
    schema: [],
  },
  create(context) {
    const self = owningModule(context.filename);
    const registryCheck = (node, specifier) => {
      if (typeof specifier !== "string" || self === "generated" || mayReadRegistry(context.filename)) return false;
      if (!readsRegistry(context.filename, specifier)) return false;
      context.report({
        node,
        message: `Only apps/*, jobs/ and cli/ may import the generated registry ("${specifier}"); take what you need as props or parameters from the app.`,
      });
      return true;
    };
    const visitors = (check) => ({
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    });
    // Tests may reach the shared test harness at the repository root, but not the registry either.
    if (!self || context.filename.includes(`${path.sep}tests${path.sep}`)) return visitors(registryCheck);
    const moduleRoot = path.join(root, "modules", self === "generated" ? "_generated" : self);
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      if (registryCheck(node, specifier)) return;
      if (specifier.startsWith(".")) {
        const target = path.resolve(path.dirname(context.filename), specifier);
        if (!target.startsWith(moduleRoot + path.sep)) {
          context.report({
            node,
            message: `Relative import "${specifier}" leaves module "${self}"; import the other module's public entry instead.`,
          });
        }
        return;
      }
      const match = /^@hopper\/([a-z0-9-]+)(\/.*)?$/.exec(specifier);
      if (!match) return;
      const [, target, subpath = ""] = match;
      if (target === self) return;
      if (self === "core") {
        context.report({
          node,
          message: `The kernel may not import "${specifier}": modules depend on core, never the reverse.`,
        });
        return;
      }
      if (self === "ui") {
        if (target !== "core") context.report({ node, message: "The design system may only import core." });
        return;
      }
      if (SHARED.has(target)) return;
      if (self === "generated") return;
      // The agent is not a module: it shares its wire types (protocol) and, for the one-machine install, the local
      // test image builder (local) — never its daemon (DESIGN.md, "Hosting").
      if (target === "agent") {
        if (!AGENT_ENTRIES.has(subpath)) {
          context.report({
            node,
            message: `Import the agent only through "@hopper/agent/protocol" or "@hopper/agent/local", not "${specifier}".`,
          });
        }
        return;
      }
      if (!dependsOn(self).includes(target)) {
        context.report({
          node,
          message: `Module "${self}" imports "${specifier}" but does not list "${target}" in dependsOn.`,
        });
        return;
      }
      // "/server": its public services; "/ui": its public components, for pages that embed them (a card form).
      if (subpath !== "" && subpath !== "/server" && subpath !== "/ui") {
        context.report({
          node,
          message: `Import "${target}" through "@hopper/${target}/server" (its public services) or "@hopper/${target}/ui" (its public components), not "${specifier}".`,
        });
      }
    };
    return visitors(check);
  },
};
