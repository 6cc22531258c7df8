import { describe, expect, it } from 'vitest';
import { SITE_LINK_PATTERN } from '../../../server/src/shared/site-link.ts';
import { isSiteLink, isSitePath, SITE_LINK } from './site-link.ts';

// Every way a browser could be made to leave the site from a "path": a backslash (read as `/`),
// tabs and line breaks (dropped), `//` after a dot segment, the slashes percent-encoded.
const ANOTHER_HOST = [
  '//evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  ' /evil.example',
  '/\u0001/evil.example',
  'javascript:alert(1)',
  'evil.example',
];

describe('site links', () => {
  it('takes paths of this site, their queries and fragments, and http(s) addresses', () => {
    for (const path of ['/', '/eventlist', '/favorite?tab=photos', '/活動/臺北#photos', '/search?q=a//b%5C']) {
      expect(isSitePath(path), path).toBe(true);
      expect(isSiteLink(path), path).toBe(true);
    }
    for (const address of ['https://sponsor.example/run?x=1', 'http://sponsor.example']) {
      expect(isSiteLink(address), address).toBe(true);
      expect(isSitePath(address), address).toBe(false);
    }
  });

  it('refuses whatever a browser would open on another host', () => {
    for (const value of [...ANOTHER_HOST, 'https://\\evil.example', 'https://good.example\\@evil.example']) {
      expect(isSiteLink(value), JSON.stringify(value)).toBe(false);
      expect(isSitePath(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('is the rule the server applies', () => {
    expect(SITE_LINK.source).toBe(new RegExp(SITE_LINK_PATTERN, 'u').source);
  });
});
