import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** An antd button that is a real link (<a href>) and navigates inside the app without a reload. */
export function ButtonLink({
  to,
  replace,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; replace?: boolean }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
