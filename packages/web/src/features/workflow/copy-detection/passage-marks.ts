/**
 * The two sides of a passage with their edits marked: each side's words the other side does not hold, compared
 * as the server compares them (folded the Turkish way, with the completed tales' word diff). Punctuation alone is
 * no edit, and the spaces around a marked word stay outside its mark.
 */
import { foldTr } from '@masal/shared';
import { wordDiff } from '../../tales/completed-tales/word-diff.ts';

export interface PassagePart {
  text: string;
  changed: boolean;
}

const WORD = /[\p{L}\p{N}]/u;

function add(parts: PassagePart[], text: string, changed: boolean): void {
  if (text === '') return;
  const last = parts.at(-1);
  if (last && last.changed === changed) last.text += text;
  else parts.push({ text, changed });
}

/** `text` in parts, `changed` where its words are not in `other`. */
export function passageParts(text: string, other: string): PassagePart[] {
  const parts: PassagePart[] = [];
  for (const part of wordDiff(other, text, foldTr).parts) {
    if (part.kind === 'removed') continue;
    if (part.kind === 'same' || !WORD.test(part.text)) {
      add(parts, part.text, false);
      continue;
    }
    const [, before = '', words = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.text) ?? [];
    add(parts, before, false);
    add(parts, words, true);
    add(parts, after, false);
  }
  return parts;
}
