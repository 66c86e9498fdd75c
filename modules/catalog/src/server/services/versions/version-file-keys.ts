/** Characters of a stored file name; others are replaced in the storage key (the URL keeps the real name). */
const storageName = (filename: string) => filename.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^[._-]/, "x");

export const storageKeyFor = (projectId: string, versionId: string, filename: string) =>
  `data/${projectId}/versions/${versionId}/${storageName(filename)}`;

/** The public address of a file: served by the catalogue's /data route (it counts downloads). */
export const fileUrl = (projectId: string, versionId: string, filename: string) =>
  `/data/${projectId}/versions/${versionId}/${encodeURIComponent(filename)}`;
