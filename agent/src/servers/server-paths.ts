import path from "node:path";

/** Where everything of one server lives under the agent's data directory. */
export interface ServerPaths {
  /** <dataDir>/servers/<id> — agent-owned metadata, never mounted into the container. */
  home: string;
  /** <dataDir>/servers/<id>/data — the only directory mounted into the container. */
  data: string;
  spec: string;
  runtime: string;
  backupsIndex: string;
  /** <dataDir>/backups/<id> — archives live outside the server's data so they never back up themselves. */
  backups: string;
  /** Scratch space for restores and downloads, on the same file system as `data` for cheap renames. */
  scratch: string;
}

export function serverPaths(dataDir: string, id: string): ServerPaths {
  const home = path.join(dataDir, "servers", id);
  return {
    home,
    data: path.join(home, "data"),
    spec: path.join(home, "server.json"),
    runtime: path.join(home, "runtime.json"),
    backupsIndex: path.join(home, "backups.json"),
    backups: path.join(dataDir, "backups", id),
    scratch: path.join(home, "scratch"),
  };
}
