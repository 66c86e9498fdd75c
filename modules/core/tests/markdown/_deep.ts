import { renderMarkdown } from '@hopper/core/markdown/index';
const cfg = { siteHosts: ['hopper.test'], cdnHosts: [], imageProxyUrl: '/p' };
for (const [name, src] of [
  ['quotes', '>'.repeat(20000) + ' hi'],
  ['divs', '<div>'.repeat(20000) + 'x'],
  ['lists', Array.from({ length: 3000 }, (_, i) => ' '.repeat(i * 2) + '- a').join('\n')],
  ['emph', '*a '.repeat(20000)],
  ['brackets', '['.repeat(20000) + 'x' + ']'.repeat(20000)],
  ['spans', '<span>'.repeat(20000)],
  ['links', '[a]('.repeat(5000)],
] as const) {
  const t = performance.now();
  try {
    const out = renderMarkdown(src, cfg);
    console.log(name, 'ok', out.length, Math.round(performance.now() - t), 'ms');
  } catch (e) {
    console.log(name, 'FAIL', (e as Error).message, Math.round(performance.now() - t), 'ms');
  }
}
