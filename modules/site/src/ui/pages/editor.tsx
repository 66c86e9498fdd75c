import { EditorPlayground } from "@hopper/ui/editor/index";

import { previewMarkdownAction, uploadEditorImageAction } from "@hopper/ui/editor/actions";

export const metadata = { title: "Markdown editor - Hopper" };

const SAMPLE = `# My project

A **bold** claim, an _emphasised_ one, and \`inline code\`.

\`\`\`java
public final class Hello { }
\`\`\`

<details><summary>Spoiler</summary>Hidden until opened.</details>
`;

/** Until the description and changelog forms exist, creators can try the editor here. */
export default function EditorPage() {
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">Markdown editor</h1>
      <p className="text-sm text-secondary">
        Write Markdown and check the preview: it is rendered on the server by the same pipeline as project pages.
      </p>
      <EditorPlayground
        initialValue={SAMPLE}
        renderPreview={previewMarkdownAction}
        uploadImage={uploadEditorImageAction}
      />
    </section>
  );
}
