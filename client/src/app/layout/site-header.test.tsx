import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { atPhoneWidth, renderApp, stubApi, stubPage, testQueryClient } from '../../testing/test-utils.tsx';
import { App } from '../app.tsx';
import { createAppRouter } from '../router.tsx';

// A server does not know the screen's width: its HTML carries the desktop navigation and the
// phone's ☰ both, and CSS shows one. The browser's first render of that HTML must draw the same
// (or React reports a mismatch), then it keeps the width's own header only.

const table = [stubPage('/eventlist', 'public', 'events')];
const resolvedPages = { '/eventlist': () => <h1>events</h1> };
const hydrationData = { loaderData: {}, actionData: null, errors: null };

function headerParts(root: ParentNode) {
  return {
    nav: root.querySelector('header nav.site-nav'),
    menuButton: root.querySelector('header button[aria-label="選單"]'),
  };
}

async function serverThenBrowser() {
  stubApi();
  const serverRouter = createAppRouter({ initialEntries: ['/eventlist'], table, resolvedPages });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App router={serverRouter} queryClient={testQueryClient()} />);
  document.body.append(container);

  const fromServer = headerParts(container);
  const site = container.querySelector('.site');
  expect(site).toHaveClass('site-either');
  expect(fromServer.nav?.closest('.only-desktop')).not.toBeNull();
  expect(fromServer.menuButton?.closest('.only-mobile')).not.toBeNull();

  const browserRouter = createAppRouter({ initialEntries: ['/eventlist'], table, resolvedPages, hydrationData });
  const root = await act(async () =>
    hydrateRoot(container, <App router={browserRouter} queryClient={testQueryClient()} />, {
      onRecoverableError: (error) => console.error('hydration', error),
    }),
  );
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, unmount };
}

describe('the header before the width is known', () => {
  it('holds both layouts in the server’s HTML, then only the desktop one on a wide screen', async () => {
    const { container, unmount } = await serverThenBrowser();
    const { nav, menuButton } = headerParts(container);
    expect(container.querySelector('.site')).not.toHaveClass('site-either');
    expect(nav).not.toBeNull();
    expect(menuButton).toBeNull();
    unmount();
  });

  it('keeps only ☰ on a phone once hydrated', async () => {
    atPhoneWidth();
    const { container, unmount } = await serverThenBrowser();
    const { nav, menuButton } = headerParts(container);
    expect(container.querySelector('.site')).toHaveClass('site-mobile');
    expect(nav).toBeNull();
    expect(menuButton).not.toBeNull();
    unmount();
  });

  it('is never drawn as both in a browser rendering the page itself', () => {
    stubApi();
    const { container } = renderApp('/eventlist', table);
    expect(container.querySelector('.site-either')).toBeNull();
    expect(headerParts(container).menuButton).toBeNull();
  });
});
