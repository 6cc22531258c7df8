import { render } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SITE_THEME } from '../../app/theme.ts';
import { GlyphIcon } from './glyph-icon.tsx';
import { SmallButtons, SmallLinkButton, SmallPrimaryButton } from './small-buttons.tsx';

/** The button element a tree draws in the site theme, as markup. */
function drawn(tree: ReactElement): string {
  const { container } = render(<ConfigProvider theme={SITE_THEME}>{tree}</ConfigProvider>);
  return container.querySelector('button')!.outerHTML;
}

describe('small buttons written as plain markup', () => {
  it("a link button is the element antd's Button writes, with its classes", () => {
    const antd = drawn(
      <Button size="small" type="link" onClick={() => {}}>
        前後五秒
      </Button>,
    );
    const plain = drawn(
      <SmallButtons>
        <SmallLinkButton onClick={() => {}}>前後五秒</SmallLinkButton>
      </SmallButtons>,
    );
    expect(plain).toBe(antd);
    expect(plain).toContain('ant-btn-link');
  });

  it("a primary button with an icon is the element antd's Button writes, in both languages", () => {
    for (const [text, label] of [
      ['加入購物車', '將照片 7 加入購物車'],
      ['Add to cart', 'Add photo 7 to cart'],
    ]) {
      const antd = drawn(
        <Button
          type="primary"
          size="small"
          icon={<GlyphIcon name="shopping-cart" />}
          aria-label={label}
          onClick={() => {}}
        >
          {text}
        </Button>,
      );
      const plain = drawn(
        <SmallButtons>
          <SmallPrimaryButton icon={<GlyphIcon name="shopping-cart" />} label={label} onClick={() => {}}>
            {text}
          </SmallPrimaryButton>
        </SmallButtons>,
      );
      expect(plain).toBe(antd);
      expect(plain).toContain('ant-btn-primary');
    }
  });
});
