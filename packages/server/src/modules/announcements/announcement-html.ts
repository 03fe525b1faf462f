/**
 * The one place an announcement's rich text is made safe: sanitize-html keeps only headings (h2–h4),
 * paragraphs, line breaks, bold, italic, lists, quotes and http/https/mailto links (opened in a new tab,
 * without the opener or a referrer). Everything else — scripts, event handlers, styles, other schemes — is
 * dropped before the body is stored, so what is read back is always this subset.
 */
import sanitizeHtml from 'sanitize-html';

const LINK_REL = 'noopener noreferrer';
const LINK_SCHEME = /^\s*(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // What other editors (and pasted text) call the same things.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    // Only the address survives; rel and target are always ours. A link to another scheme (javascript:,
    // data:, a relative path) loses every attribute: its words stay, as plain text that goes nowhere.
    // sanitize-html checks the scheme of what is left once more.
    a: (tagName, attribs): sanitizeHtml.Tag =>
      attribs.href && LINK_SCHEME.test(attribs.href)
        ? { tagName, attribs: { href: attribs.href, rel: LINK_REL, target: '_blank' } }
        : { tagName, attribs: {} },
  },
};

/** The HTML that may be stored and shown. */
export function sanitizeAnnouncementBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML says anything (an empty editor sends `<p></p>`). */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
