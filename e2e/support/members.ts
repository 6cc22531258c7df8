import { apiLogin } from './session.ts';
import { api, post } from './api.ts';

/** The newest mail to `to` in the local outbox (where mail lands without SMTP), read as the demo admin. */
export async function latestMail(to: string): Promise<{ subject: string; text: string }> {
  const { accessToken } = await apiLogin('admin');
  const answer = await fetch(`${api('DevOutbox/GetAll')}?${new URLSearchParams({ to, MaxResultCount: '1' })}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = (await answer.json()) as { result: { items: { subject: string; text: string }[] } };
  const mail = body.result.items[0];
  if (!mail) throw new Error(`No mail to ${to} in the outbox`);
  return mail;
}

/**
 * A new member without history, registered through the API with the code from the outbox;
 * `prefix` names the address (`<prefix>-<time>@example.com`), which it answers.
 */
export async function registerMember(prefix: string, displayName: string, password: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@example.com`;
  await post('Account/SendRegisterCode', { email });
  const code = /\b(\d{6})\b/.exec((await latestMail(email)).text)?.[1];
  await post('Account/Register', { email, code, displayName, password });
  return email;
}
