/** Browser entry for the editor test: the playground with recording fakes for preview and upload. */
import { createRoot } from "react-dom/client";

import { EditorPlayground } from "../../../../ui/src/editor/editor-playground";

interface Recorder {
  previews: string[];
  uploads: string[];
}

const recorder: Recorder = { previews: [], uploads: [] };
(window as unknown as { recorder: Recorder }).recorder = recorder;

const root = document.getElementById("root");
if (root === null) throw new Error("missing #root");
createRoot(root).render(
  <EditorPlayground
    label="Markdown"
    renderPreview={async (source) => {
      recorder.previews.push(source);
      return "<p>rendered on the server</p>";
    }}
    uploadImage={async (file) => {
      recorder.uploads.push(file.name);
      return `https://cdn.hopper.test/${file.name}`;
    }}
  />,
);
