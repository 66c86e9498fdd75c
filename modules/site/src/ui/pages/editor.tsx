import { EditorPlayground } from "@hopper/ui/editor/index";

import { previewMarkdownAction, uploadEditorImageAction } from "@hopper/ui/editor/actions";
import { getT } from "@hopper/ui/i18n/server";

import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("editor.title") };
}

const SAMPLE = `# My project

A **bold** claim, an _emphasised_ one, and \`inline code\`.

\`\`\`java
public final class Hello { }
\`\`\`

<details><summary>Spoiler</summary>Hidden until opened.</details>
`;

/** Until the description and changelog forms exist, creators can try the editor here. */
export default async function EditorPage() {
  const t = await getT(messages);
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("editor.heading")}</h1>
      <p className="text-sm text-secondary">{t("editor.intro")}</p>
      <EditorPlayground
        label={t("editor.heading")}
        initialValue={SAMPLE}
        renderPreview={previewMarkdownAction}
        uploadImage={uploadEditorImageAction}
      />
    </section>
  );
}
