import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/lib/rich-text.ts';

describe('rich text written in the back office', () => {
  it('keeps formatting, links and pictures', () => {
    const html =
      '<h2>報名須知</h2><p><strong>注意</strong> <a href="https://example.com/x" target="_blank">連結</a></p>' +
      '<ul><li>一</li></ul><img src="https://cdn.example.com/a.jpg" alt="a">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>報名須知</h2><p><strong>注意</strong> <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">連結</a></p>' +
        '<ul><li>一</li></ul><img src="https://cdn.example.com/a.jpg" alt="a" />',
    );
  });

  it.each([
    ['a script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler', '<img src="https://x.test/a.png" onerror="alert(1)">', '<img src="https://x.test/a.png" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: picture', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['a frame', '<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
    ['a style block', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['an svg with script', '<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
  ])('removes %s', (_, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });
});
