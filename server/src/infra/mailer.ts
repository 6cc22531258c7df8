import nodemailer from 'nodemailer';
import type { Database } from './database.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'outbox' keeps mail in the database for the developer and the tests to read. */
  readonly transport: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
  };
}

export function createOutboxMailer(db: Database, log: (line: string) => void): Mailer {
  return {
    transport: 'outbox',
    async send(mail) {
      await db.outboxMail.create({ data: mail });
      log(`Mail to ${mail.to} kept in the local outbox: "${mail.subject}" (GET /api/services/app/DevOutbox/GetAll)`);
    },
  };
}
