import nodemailer from 'nodemailer';
import type { Database } from '../shared/database.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A one-click unsubscribe address (RFC 8058): sent as List-Unsubscribe with List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
}

export interface Mailer {
  /** 'outbox' keeps mail in the database for the tests and administrators to read (development only). */
  readonly transport: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** What nodemailer sends for a mail: with an unsubscribe address, the one-click headers (RFC 8058). */
export function smtpMessage(from: string, { unsubscribeUrl, ...mail }: Mail) {
  return {
    from,
    ...mail,
    ...(unsubscribeUrl && {
      list: { unsubscribe: unsubscribeUrl },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await transporter.sendMail(smtpMessage(from, mail));
    },
  };
}

/** The links and one-time codes of a mail: what a developer needs to go on without reading the outbox. */
function linksAndCodes(text: string): string[] {
  return text.match(/https?:\/\/\S+|\b\d{6}\b/g) ?? [];
}

/** Keeps mail in the database and prints each mail's links and codes with `log` (the console). */
export function createOutboxMailer(db: Database, log: (line: string) => void): Mailer {
  return {
    transport: 'outbox',
    async send({ to, subject, text }) {
      await db.outboxMail.create({ data: { to, subject, text } });
      const found = linksAndCodes(text);
      log(`Mail to ${to}: "${subject}"${found.length ? ` → ${found.join(' ')}` : ''}`);
    },
  };
}
