import { describe, expect, it } from 'vitest';
import { catalogue } from '../src/i18n/catalogue.ts';

/** Every visible text: the catalogue's leaves (messages, mails, PDF, KVKK and the audit log's labels included). */
function texts(node: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof node === 'string') out.push([path, node]);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) texts(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

const ALL = texts(catalogue, 'tr', []);

/** The seed's own section title keeps its spelling (seed.md, tale preview: "Yayınlanacak {product} Metni"). */
const SEED_TITLE = /Yayınlanacak Masal Metni/g;

/** One word for one thing, and no text that is untrue on a phone. */
const BANNED: [RegExp, string][] = [
  [/yayınla/i, 'yayımla- (TDK: a text is "yayımlanır")'],
  [/parola/i, 'Şifre, as the seed says'],
  [/\bile ile\b/i, 'a doubled word'],
  [/soldaki/i, 'the menu is behind the hamburger on a phone'],
  [/İşlem Geçmişi/, 'Masalın Geçmişi, as the review page calls it'],
];

describe('wording', () => {
  for (const [pattern, why] of BANNED) {
    it(`no text uses ${pattern} — ${why}`, () => {
      const hits = ALL.filter(([, text]) => pattern.test(text.replace(SEED_TITLE, ''))).map(([p]) => p);
      expect(hits).toEqual([]);
    });
  }
});
