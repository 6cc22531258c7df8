import { Button, ConfigProvider, theme } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';

// The small buttons on every tile of a page of results (前後五秒, 加入購物車) are written as the
// markup antd's Button writes, with the same classes, so they look the same (antd's button styles
// are on the page with its other buttons, and in the first-paint stylesheet, decisions/077). antd's
// Button does style, context and wave work for each instance, a tenth of a server's render of forty
// tiles. Only a button that is neither loading nor disabled is written so: antd's draws the rest.

/** The classes antd gives every button in the site theme, and its prefix for the rest. */
interface ButtonClasses {
  prefix: string;
  shared: string;
}

const SmallButtonClasses = createContext<ButtonClasses | null>(null);

/**
 * Works out once, for the buttons inside, the classes antd gives every `<Button size="small">`.
 * Only under a theme with a fixed CSS-variable key (the site's, app/theme.ts): without one antd
 * names that class after React's useId, and its own Button is used.
 */
export function SmallButtons({ children }: { children: ReactNode }) {
  const { getPrefixCls, theme: themeConfig } = useContext(ConfigProvider.ConfigContext);
  const { hashId } = theme.useToken();
  const prefix = getPrefixCls('btn');
  const cssVarKey = themeConfig?.cssVar?.key;
  const classes = cssVarKey ? { prefix, shared: [prefix, hashId, cssVarKey].filter(Boolean).join(' ') } : null;
  return <SmallButtonClasses value={classes}>{children}</SmallButtonClasses>;
}

interface SmallButtonProps {
  onClick: () => void;
  children: ReactNode;
}

/** `<Button type="link" size="small">` as plain markup inside SmallButtons; antd's own outside. */
export function SmallLinkButton({ onClick, children }: SmallButtonProps) {
  const classes = useContext(SmallButtonClasses);
  if (classes === null) {
    return (
      <Button size="small" type="link" onClick={onClick}>
        {children}
      </Button>
    );
  }
  const { prefix, shared } = classes;
  return (
    <button
      type="button"
      className={`${shared} ${prefix}-link ${prefix}-color-link ${prefix}-variant-link ${prefix}-sm`}
      onClick={onClick}
    >
      <span>{children}</span>
    </button>
  );
}

/** `<Button type="primary" size="small" icon={icon}>` as plain markup inside SmallButtons; antd's own outside. */
export function SmallPrimaryButton({
  icon,
  label,
  onClick,
  children,
}: SmallButtonProps & { icon: ReactNode; label?: string }) {
  const classes = useContext(SmallButtonClasses);
  if (classes === null) {
    return (
      <Button type="primary" size="small" icon={icon} onClick={onClick} aria-label={label}>
        {children}
      </Button>
    );
  }
  const { prefix, shared } = classes;
  return (
    <button
      aria-label={label}
      type="button"
      className={`${shared} ${prefix}-primary ${prefix}-color-primary ${prefix}-variant-solid ${prefix}-sm`}
      onClick={onClick}
    >
      <span className={`${prefix}-icon`}>{icon}</span>
      <span>{children}</span>
    </button>
  );
}
