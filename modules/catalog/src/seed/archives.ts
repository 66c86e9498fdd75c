import { strToU8, zipSync } from "fflate";

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

/**
 * A small archive that passes the upload checks for a project type and loader: a jar with the loader's
 * metadata, a pack with pack.mcmeta, a shader pack with shaders/, or an .mrpack with modrinth.index.json.
 */
export function demoArchive(
  projectType: string,
  loader: string,
  modId: string,
  version: string,
  gameVersion: string,
): { filename: string; bytes: Uint8Array } {
  const readme = strToU8(`${modId} ${version} for Minecraft ${gameVersion}\n`);
  const cls = strToU8(`\u00ca\u00fe\u00ba\u00be ${modId} ${version}`);
  const base = `${modId}-${version}`;
  if (projectType === "modpack") {
    return {
      filename: `${base}.mrpack`,
      bytes: zipSync({
        "modrinth.index.json": json({
          formatVersion: 1,
          game: "minecraft",
          versionId: version,
          name: modId,
          files: [],
          dependencies: { minecraft: gameVersion, [loader === "fabric" ? "fabric-loader" : loader]: "0.16.0" },
        }),
        "overrides/config/README.txt": readme,
      }),
    };
  }
  if (projectType === "resourcepack" || projectType === "datapack") {
    const entries: Record<string, Uint8Array> = {
      "pack.mcmeta": json({ pack: { pack_format: 15, description: `${modId} ${version}` } }),
      "README.txt": readme,
    };
    if (projectType === "datapack") entries[`data/${modId}/function/load.mcfunction`] = strToU8("say loaded\n");
    else entries[`assets/minecraft/textures/block/${modId}.png`] = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    return { filename: `${base}.zip`, bytes: zipSync(entries) };
  }
  if (projectType === "shader") {
    return {
      filename: `${base}.zip`,
      bytes: zipSync({ "shaders/composite.fsh": strToU8("void main() {}\n"), "shaders/shaders.properties": readme }),
    };
  }
  const pkg = `dev/hopper/${modId.replace(/[^a-z0-9]/g, "")}/Main.class`;
  const metadata: Record<string, Uint8Array> = {};
  if (loader === "fabric" || loader === "quilt") {
    metadata["fabric.mod.json"] = json({ schemaVersion: 1, id: modId, version, depends: { minecraft: gameVersion } });
  } else if (loader === "forge") {
    metadata["META-INF/mods.toml"] = strToU8(
      `modLoader="javafml"\nloaderVersion="[47,)"\n[[mods]]\nmodId="${modId}"\nversion="${version}"\n[[dependencies.${modId}]]\nmodId="minecraft"\nmandatory=true\nversionRange="[${gameVersion}]"\n`,
    );
  } else if (loader === "neoforge") {
    metadata["META-INF/neoforge.mods.toml"] = strToU8(`[[mods]]\nmodId="${modId}"\nversion="${version}"\n`);
  } else if (loader === "velocity") {
    metadata["velocity-plugin.json"] = json({ id: modId, main: "dev.hopper.Main", version });
  } else if (loader === "bungeecord" || loader === "waterfall") {
    metadata["bungee.yml"] = strToU8(`name: ${modId}\nmain: dev.hopper.Main\nversion: ${version}\n`);
  } else {
    metadata["plugin.yml"] = strToU8(
      `name: ${modId}\nmain: dev.hopper.Main\nversion: ${version}\napi-version: '1.20'\n`,
    );
  }
  return { filename: `${base}.jar`, bytes: zipSync({ ...metadata, [pkg]: cls, "README.txt": readme }) };
}

/** A simple SVG image: a coloured tile with a letter (icons and gallery pictures of the demo data). */
export function demoSvg(label: string, hue: number, width = 128, height = 128): Uint8Array {
  const letter = label.slice(0, 1).toUpperCase();
  return strToU8(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 6)}" fill="hsl(${hue} 55% 45%)"/>` +
      `<rect x="${width * 0.15}" y="${height * 0.15}" width="${width * 0.7}" height="${height * 0.7}" rx="8" fill="hsl(${(hue + 40) % 360} 60% 60%)" opacity="0.5"/>` +
      `<text x="50%" y="58%" font-family="sans-serif" font-size="${Math.round(height * 0.45)}" font-weight="bold" fill="#fff" text-anchor="middle" dominant-baseline="middle">${letter}</text></svg>`,
  );
}
