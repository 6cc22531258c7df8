import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loginAs } from '../testing/test-utils.tsx';
import { logout, useSession } from './session.ts';

function Greeting() {
  const session = useSession();
  return <p>{session ? `你好，${session.user.displayName}` : '登入'}</p>;
}

afterEach(() => logout());

describe('the session on a page rendered by the server (issue 32)', () => {
  it('renders as a guest on the server, then shows the stored login once hydrated, without a mismatch', async () => {
    loginAs({ displayName: '王小明' });
    const html = renderToString(<Greeting />);
    // The login lives in this browser's storage: a server never has it.
    expect(html).toBe('<p>登入</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // A hydration mismatch is reported through console.error, which fails the test (testing/setup.ts).
    const root = await act(async () => hydrateRoot(container, <Greeting />));

    expect(screen.getByText('你好，王小明')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
