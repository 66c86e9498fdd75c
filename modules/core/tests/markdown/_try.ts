import { renderMarkdown } from '@hopper/core/markdown/index';
const cfg = { siteHosts: ['hopper.test'], cdnHosts: ['cdn.hopper.test'], imageProxyUrl: '/_image-proxy' };
const src = process.argv[2] ?? '';
console.log(renderMarkdown(src.replace(/\\n/g, '\n'), cfg));
