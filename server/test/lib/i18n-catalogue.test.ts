import { describe, expect, it } from 'vitest';
import { messages } from '../../src/lib/i18n.ts';

const SITE_NAME = '運動相簿';
const entries = Object.entries(messages) as [string, { 'zh-TW': string; en: string }][];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server message catalogue', () => {
  it('says every message in both languages, with the same placeholders', () => {
    for (const [key, text] of entries) {
      expect(text['zh-TW'].trim(), key).not.toBe('');
      expect(text.en.trim(), key).not.toBe('');
      expect(placeholders(text.en), key).toEqual(placeholders(text['zh-TW']));
      // An English message shows no Chinese but the site's name (a half-translated 429 once read
      // "請於 24 seconds 後再試").
      expect(text.en.replaceAll(SITE_NAME, ''), key).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('gives no two messages the same English text: one meaning, one key', () => {
    const byEnglish = new Map<string, string[]>();
    for (const [key, text] of entries) byEnglish.set(text.en, [...(byEnglish.get(text.en) ?? []), key]);
    const shared = [...byEnglish.values()].filter((keys) => keys.length > 1);
    expect(shared).toEqual([]);
  });
});
