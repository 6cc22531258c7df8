import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The seed's source text: the icon names the server puts in menus.
import seed from '../../../../server/src/db/seed-data/menus.ts?raw';
import { MenuIcon } from './admin-menu-icons.tsx';

describe('back-office menu icons', () => {
  it('draws every icon the menu seed names, and nothing for an unknown name', () => {
    const names = [...new Set(seed.match(/'[A-Za-z]+Outlined'/g)?.map((quoted) => quoted.slice(1, -1)))];
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const { container, unmount } = render(<MenuIcon name={name} />);
      expect(container.querySelector('.anticon'), name).not.toBeNull();
      unmount();
    }
    expect(render(<MenuIcon name="NoSuchOutlined" />).container).toBeEmptyDOMElement();
  });
});
