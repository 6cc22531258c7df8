import { Button, ConfigProvider, theme } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';

// A link button on every tile of a page of results (前後五秒) is written as the markup antd's Button
// writes, with the same classes, so it looks the same (antd's button styles are on the page with
// its other buttons, and in the first-paint stylesheet, decisions/077). antd's Button does style,
// context and wave work for each instance, a tenth of a server's render of forty tiles; a link
// button has no click wave or loading state to lose.

const SmallLinkButtonClasses = createContext<string | null>(null);

/**
 * Works out once, for the buttons inside, the classes antd gives `<Button type="link" size="small">`.
 * Only under a theme with a fixed CSS-variable key (the site's, app/theme.ts): without one antd
 * names that class after React's useId, and its own Button is used.
 */
export function SmallLinkButtons({ children }: { children: ReactNode }) {
  const { getPrefixCls, theme: themeConfig } = useContext(ConfigProvider.ConfigContext);
  const { hashId } = theme.useToken();
  const button = getPrefixCls('btn');
  const cssVarKey = themeConfig?.cssVar?.key;
  const classes = cssVarKey
    ? [button, hashId, cssVarKey, `${button}-link`, `${button}-color-link`, `${button}-variant-link`, `${button}-sm`]
        .filter(Boolean)
        .join(' ')
    : null;
  return <SmallLinkButtonClasses value={classes}>{children}</SmallLinkButtonClasses>;
}

/** `<Button type="link" size="small">` as plain markup inside SmallLinkButtons; antd's own outside. */
export function SmallLinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  const classes = useContext(SmallLinkButtonClasses);
  if (classes === null) {
    return (
      <Button size="small" type="link" onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <button type="button" className={classes} onClick={onClick}>
      <span>{children}</span>
    </button>
  );
}
