import { render } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { SITE_THEME } from '../../app/theme.ts';
import { SmallLinkButton, SmallLinkButtons } from './small-link-button.tsx';

describe('a small link button written as plain markup', () => {
  it("is the element antd's Button writes, with its classes, in the site theme", () => {
    const antd = render(
      <ConfigProvider theme={SITE_THEME}>
        <Button size="small" type="link" onClick={() => {}}>
          前後五秒
        </Button>
      </ConfigProvider>,
    );
    const plain = render(
      <ConfigProvider theme={SITE_THEME}>
        <SmallLinkButtons>
          <SmallLinkButton onClick={() => {}}>前後五秒</SmallLinkButton>
        </SmallLinkButtons>
      </ConfigProvider>,
    );
    const markup = (container: HTMLElement) => container.querySelector('button')!.outerHTML;
    expect(markup(plain.container)).toBe(markup(antd.container));
    expect(markup(plain.container)).toContain('ant-btn-link');
  });
});
