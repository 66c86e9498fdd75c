/**
 * The test's own statement of what may appear in rendered HTML, written independently of the
 * sanitiser schema so a mistake in the schema cannot hide itself. Used inside the browser.
 */
export interface AllowedOutput {
  tags: string[];
  globalAttributes: string[];
  attributes: Record<string, string[]>;
  css: Record<string, string[]>;
  embedPatterns: string[];
  linkProtocols: string[];
  dataImage: string;
}

const HEADING_ATTRIBUTES = ['id', 'align'];

export const ALLOWED_OUTPUT: AllowedOutput = {
  tags: [
    'a', 'abbr', 'audio', 'b', 'blockquote', 'br', 'center', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt',
    'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'iframe', 'img', 'input', 'ins', 'kbd', 'li', 'mark',
    'ol', 'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'source', 'span',
    'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'tt', 'u',
    'ul', 'var', 'video',
  ],
  globalAttributes: ['title', 'style'],
  attributes: {
    a: ['href', 'rel', 'id', 'data-footnote-ref', 'data-footnote-backref'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'align'],
    video: ['src', 'poster', 'controls', 'loop', 'muted', 'width', 'height'],
    audio: ['src', 'controls', 'loop', 'muted'],
    source: ['src', 'srcset', 'type', 'media'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
    input: ['type', 'checked', 'disabled'],
    h1: HEADING_ATTRIBUTES,
    h2: HEADING_ATTRIBUTES,
    h3: HEADING_ATTRIBUTES,
    h4: HEADING_ATTRIBUTES,
    h5: HEADING_ATTRIBUTES,
    h6: HEADING_ATTRIBUTES,
    p: ['align'],
    div: ['align'],
    td: ['align', 'colspan', 'rowspan'],
    th: ['align', 'colspan', 'rowspan'],
    ol: ['start'],
    li: ['id'],
    details: ['open'],
    section: ['data-footnotes'],
    pre: ['class'],
    code: ['class'],
    span: ['class'],
  },
  css: {
    'image-rendering': ['pixelated'],
    'text-align': ['center', 'left', 'right'],
    float: ['left', 'right'],
  },
  embedPatterns: [
    '^https://(www\\.)?youtube(-nocookie)?\\.com/embed/[A-Za-z0-9_-]{11}(\\?(start|end)=\\d+(&(start|end)=\\d+)?)?$',
    '^https://(ptb\\.|canary\\.)?discord(app)?\\.com/widget\\?id=\\d{18,19}(&theme=(dark|light))?$',
  ],
  linkProtocols: ['http:', 'https:', 'mailto:', 'tel:', 'ftp:'],
  dataImage: '^data:image/(gif|png|jpeg|webp)[;,]',
};
