// Before the measured run: the seed, the versions the downloads fetch (uploaded through the API, so their
// files are where the site stores files), and a short warm-up so the first measured requests do not pay for
// compiling routes and filling connection pools.
import type { Agent } from "node:http";

import { seedLoadData } from "./seed";
import type { Seed } from "./seed";
import { emptyLedger, runWorkload, uploadVersion } from "./workload";
import type { Ledger } from "./workload";

export interface Prepared {
  seed: Seed;
  /** Download paths, and the versions they belong to (their counted downloads are checked afterwards). */
  downloads: string[];
  downloadVersions: string[];
  /** The warm-up's promises: the measured run continues this ledger (its follows start from these). */
  ledger: Ledger;
}

export async function prepare(options: {
  url: string;
  databaseUrl: string;
  agent: Agent;
  storageAgent: Agent;
  projects: number;
  clients: number;
}): Promise<Prepared> {
  const started = Date.now();
  const seed = await seedLoadData(options.databaseUrl, options.projects, options.clients);
  const target = { url: options.url, agent: options.agent };
  const downloads: string[] = [];
  const downloadVersions: string[] = [];
  const uploaders = seed.clients.slice(0, 40);
  await Promise.all(
    uploaders.map(async (client, index) => {
      const uploaded = await uploadVersion(target, client, `0.0.${index}`, `10.254.0.${index + 1}`);
      downloads.push(uploaded.path);
      downloadVersions.push(uploaded.versionId);
    }),
  );
  const ledger = emptyLedger();
  await runWorkload({
    ledger,
    target,
    storageAgent: options.storageAgent,
    seed,
    downloads,
    clients: Math.min(20, options.clients),
    seconds: 5,
    label: "warm",
  });
  console.log(
    `seeded ${options.projects} projects, ${seed.clients.length} clients, ${downloads.length} download files and warmed up in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { seed, downloads, downloadVersions, ledger };
}
