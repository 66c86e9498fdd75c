import { randomBytes } from "node:crypto";

export interface DownloadLink {
  serverId: string;
  backupId: string;
  file: string;
  fileName: string;
  expiresAt: number;
}

/**
 * Single-use download links for prepared backups. Kept in memory on purpose: a restart of the agent
 * invalidates every link, like every console token.
 */
export class DownloadLinks {
  private readonly links = new Map<string, DownloadLink>();

  issue(link: Omit<DownloadLink, "expiresAt">, ttlMs: number): string {
    this.prune();
    const token = randomBytes(32).toString("base64url");
    this.links.set(token, { ...link, expiresAt: Date.now() + ttlMs });
    return token;
  }

  /** Returns the link and forgets it, so a second use fails. */
  consume(token: string): DownloadLink | null {
    const link = this.links.get(token);
    this.links.delete(token);
    if (!link || link.expiresAt < Date.now()) return null;
    return link;
  }

  revokeBackup(backupId: string): void {
    for (const [token, link] of this.links) if (link.backupId === backupId) this.links.delete(token);
  }

  private prune(): void {
    const now = Date.now();
    for (const [token, link] of this.links) if (link.expiresAt < now) this.links.delete(token);
  }
}
