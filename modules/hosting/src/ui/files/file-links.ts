// Addresses and sizes of the files page, shared by its server and client components.

/** The files page at a folder (`""` is the server's root). */
export const filesHref = (serverId: string, path: string) =>
  `/servers/manage/${serverId}/files?${new URLSearchParams({ path })}`;

/** A child's path inside a folder. */
export const joinPath = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

/** Bytes in the binary units the agent's limits are written in. */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KiB", "MiB", "GiB", "TiB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
