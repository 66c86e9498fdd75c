// A stand-in for an OpenSearch cluster over real HTTP, for offline tests of the requests the engine sends:
// it keeps indexes, aliases and documents in memory (enough of the REST API for index management and bulk
// writes) and records every request. Searches are not answered.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  /** JSON body, or the lines of an ndjson body. */
  body: unknown;
}

export async function startOpenSearchStandIn() {
  const indexes = new Map<string, Map<string, unknown>>();
  const aliases = new Map<string, Set<string>>();
  const requests: RecordedRequest[] = [];
  const indexesOf = (name: string) => (indexes.has(name) ? [name] : [...(aliases.get(name) ?? [])]);

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const path = url.pathname;
      const method = req.method ?? "GET";
      const lines = raw.trim()
        ? raw
            .trim()
            .split("\n")
            .map((line) => JSON.parse(line) as unknown)
        : [];
      requests.push({ method, path, body: path === "/_bulk" ? lines : (lines[0] ?? null) });
      const send = (status: number, body: unknown = {}) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(method === "HEAD" ? undefined : JSON.stringify(body));
      };
      const parts = path.split("/").filter(Boolean);
      if (parts[0] === "_alias" && parts[1]) {
        const names = [...(aliases.get(parts[1]) ?? [])];
        if (names.length === 0) return send(404, { error: "alias missing", status: 404 });
        return send(200, Object.fromEntries(names.map((index) => [index, { aliases: { [parts[1]!]: {} } }])));
      }
      if (path === "/_aliases" && method === "POST") {
        const { actions } = lines[0] as { actions: Record<"add" | "remove", { index: string; alias: string }>[] };
        for (const action of actions) {
          if (action.add)
            aliases.set(action.add.alias, (aliases.get(action.add.alias) ?? new Set()).add(action.add.index));
          if (action.remove) aliases.get(action.remove.alias)?.delete(action.remove.index);
        }
        return send(200, { acknowledged: true });
      }
      if (path === "/_bulk") {
        const items: unknown[] = [];
        for (let i = 0; i < lines.length; i++) {
          const action = lines[i] as Record<"index" | "delete", { _index: string; _id: string }>;
          const target = action.index ?? action.delete;
          const [index] = indexesOf(target._index);
          if (!index) {
            items.push({ index: { status: 404 } });
            if (action.index) i++;
            continue;
          }
          if (action.index) indexes.get(index)!.set(target._id, lines[++i]);
          else indexes.get(index)!.delete(target._id);
          items.push({ [action.index ? "index" : "delete"]: { _index: index, status: 200 } });
        }
        return send(200, { errors: items.some((item) => JSON.stringify(item).includes("404")), items });
      }
      if (parts.length === 3 && parts[1] === "_alias" && method === "PUT") {
        aliases.set(parts[2]!, (aliases.get(parts[2]!) ?? new Set()).add(parts[0]!));
        return send(200, { acknowledged: true });
      }
      if (parts.length === 2 && parts[1] === "_refresh") return send(200, {});
      if (parts.length === 1 && method === "PUT") {
        indexes.set(parts[0]!, new Map());
        return send(200, { acknowledged: true, index: parts[0] });
      }
      if (parts.length === 1 && method === "DELETE") {
        indexes.delete(parts[0]!);
        for (const members of aliases.values()) members.delete(parts[0]!);
        return send(200, { acknowledged: true });
      }
      return send(400, { error: `the stand-in does not answer ${method} ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** The ids of the documents an alias (or index) holds, sorted. */
    documentIds: (name: string) =>
      indexesOf(name)
        .flatMap((index) => [...indexes.get(index)!.keys()])
        .sort(),
    indexesOf,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
