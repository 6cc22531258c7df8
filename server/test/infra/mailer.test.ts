import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { createOutboxMailer, smtpMessage } from '../../src/infra/mailer.ts';
import { translate } from '../../src/lib/i18n.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the local outbox mailer', () => {
  it('keeps the mail and prints its code or link on the console, so a developer needs no API', async () => {
    const lines: string[] = [];
    const mailer = createOutboxMailer(t.db, (line) => lines.push(line));
    const link = 'http://photos.test/resetPassword?token=abcdefghijklmnopqrstuvwxyz';

    await mailer.send({
      to: 'new@example.com',
      subject: translate('en', 'mail.registerCode.subject'),
      text: translate('en', 'mail.registerCode.text', { code: '042917' }),
    });
    await mailer.send({
      to: 'forgetful@example.com',
      subject: translate('zh-TW', 'mail.passwordReset.subject'),
      text: translate('zh-TW', 'mail.passwordReset.text', { link }),
    });

    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('new@example.com');
    expect(lines[0]).toContain('042917');
    expect(lines[1]).toContain('forgetful@example.com');
    expect(lines[1]).toContain(link);
    expect(await t.db.outboxMail.count({ where: { to: { in: ['new@example.com', 'forgetful@example.com'] } } })).toBe(
      2,
    );
  });
});

describe('mail over SMTP', () => {
  it('carries one-click unsubscribe headers when the mail has an unsubscribe address', async () => {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const url = 'http://photos.test/u?token=abc';
    const mail = { to: 'runner@example.com', subject: 'New photos', text: 'See them' };
    const raw = async (message: Parameters<typeof smtpMessage>[1]) =>
      String((await composer.sendMail(smtpMessage('site@example.com', message))).message);

    const withLink = await raw({ ...mail, unsubscribeUrl: url });
    expect(withLink).toContain(`List-Unsubscribe: <${url}>`);
    expect(withLink).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await raw(mail)).not.toContain('List-Unsubscribe');
  });
});
