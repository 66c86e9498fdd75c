/**
 * A realistic ~50 KB project description, shaped like popular mod pages: badges, a centred banner,
 * feature lists, configuration tables, code in several highlighted languages, screenshots on allowed
 * and foreign hosts, spoilers, an embedded video and a long changelog-style section.
 */
const TARGET_LENGTH = 50 * 1024;

const header = `<p align="center"><img src="https://cdn.hopper.test/banner.png" alt="Better Farming banner" width="800"></p>

<p align="center">
<a href="https://img.shields.io/badge/loader-fabric-blue"><img src="https://img.shields.io/badge/loader-fabric-blue" alt="Fabric"></a>
<img src="https://cf.way2muchnoise.eu/full_412345_downloads.svg" alt="downloads">
<img src="https://bstats.org/signatures/bukkit/BetterFarming.svg" alt="bStats">
</p>

# Better Farming

**Better Farming** overhauls crops, soil and animals while staying *fully compatible* with vanilla worlds.
It is written for **Fabric** and **NeoForge**, runs on servers without a client install, and ships a
[data-pack API](https://github.com/example/better-farming/wiki/API) for pack makers.
Join us on Discord: https://discord.gg/example or read the wiki at www.example.org/wiki.

<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=12" width="560" height="315" allowfullscreen></iframe>
`;

function featureSection(index: number): string {
  return `
## Features, part ${index}

- [x] Crops grow in **seasons** with configurable lengths
- [x] Fertile soil that _remembers_ what was planted
- [ ] Greenhouses (planned for 2.${index})
- Animals need water troughs; see [the guide](/project/better-farming/wiki/troughs)
  - Cows, sheep and goats
  - Chickens lay more eggs near \`hay_block\`
- Works with ~~old~~ new versions of JEI, REI and EMI

> **Note**
> Seasons are disabled in the Nether and the End.
> You can change this in \`betterfarming.toml\`.

![Greenhouse screenshot ${index}](https://i.imgur.com/greenhouse${index}.png)
![Field at dusk](https://screenshots.example.net/field-${index}.jpg)
<img src="https://raw.githubusercontent.com/example/better-farming/main/docs/crops-${index}.png" style="image-rendering: pixelated; float: right" width="128" alt="crop sprites">

| Option | Default | Description |
|:-------|:-------:|------------:|
| \`seasonLength\` | 24000 | Ticks per season |
| \`soilMemory\` | true | Soil remembers the last crop |
| \`troughRange\` | 8 | Blocks animals walk to drink |
| \`greenhouseGlass\` | \`minecraft:glass\` | Block tag counted as glass |

<details>
<summary>Spoiler: secret crop ${index}</summary>

The **golden wheat** only grows under a full moon. Harvest it with a hoe enchanted with *Fortune III*.

</details>

### Configuration example

\`\`\`toml
[seasons]
length = 24000
enabled_dimensions = ["minecraft:overworld"]

[soil]
memory = true
\`\`\`

\`\`\`java
public final class SeasonClock implements ServerTickEvents.EndTick {
    private static final int DEFAULT_LENGTH = 24_000;
    private long ticks;

    @Override
    public void onEndTick(MinecraftServer server) {
        ticks++;
        if (ticks % DEFAULT_LENGTH == 0) {
            server.getPlayerManager().broadcast(Text.literal("A new season begins"), false);
        }
    }
}
\`\`\`

\`\`\`json
{ "type": "betterfarming:season_crop", "crop": "minecraft:wheat", "seasons": ["spring", "summer"], "yield": ${index} }
\`\`\`

\`\`\`gradle
dependencies {
    modImplementation "com.example:better-farming:2.${index}.0+1.21"
}
\`\`\`
`;
}

function changelogSection(index: number): string {
  const items = Array.from(
    { length: 12 },
    (_, item) =>
      `- Fixed crash ${index}.${item} when a [trough](https://github.com/example/better-farming/issues/${index * 100 + item}) was broken by a piston`,
  );
  return `\n## Version 2.${index}\n\n${items.join("\n")}\n`;
}

export function buildSampleDescription(): string {
  let source = header;
  for (let index = 1; source.length < TARGET_LENGTH; index++) {
    source += featureSection(index) + changelogSection(index);
  }
  return source;
}
