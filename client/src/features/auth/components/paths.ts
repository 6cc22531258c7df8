/**
 * A page of the flow with the address carried along (`/customerRegist?email=…`, `/login?email=…`)
 * and, when the visitor was sent to log in from a page, the way back to it (`&redirect=…`).
 */
export function withEmail(path: string, email: string, redirect?: string | null): string {
  return `${path}?${flowQuery({ email, redirect })}`;
}

/** `path` with the way back (`?redirect=…`) when there is one. */
export function withRedirect(path: string, redirect?: string | null): string {
  const query = flowQuery({ redirect });
  return query ? `${path}?${query}` : path;
}

function flowQuery({ email, redirect }: { email?: string; redirect?: string | null }) {
  const query = new URLSearchParams();
  if (email !== undefined) query.set('email', email);
  if (redirect) query.set('redirect', redirect);
  return query.toString();
}
