import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Inquiry } from '../../generated/prisma/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { translate, type Culture } from '../../lib/i18n.ts';
import { raiseNotificationAfter } from '../../shared/notifications.ts';
import { page, type Paging } from '../../shared/paging.ts';
import type { InquiryBody, InquiryUpdateBody, InquiryView } from './schemas.ts';

// The contact form (TableFrom): anyone writes, the back office reads, replies by e-mail and closes.

type InquiryStatus = Static<typeof InquiryView>['status'];

export async function createInquiry(app: FastifyInstance, userId: number | null, input: Static<typeof InquiryBody>) {
  const inquiry = await app.db.inquiry.create({
    data: {
      userId,
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone?.trim() || null,
      subject: input.subject.trim(),
      message: input.message.trim(),
    },
  });
  await raiseNotificationAfter(app.db, app.log, {
    kind: 'inquiryReceived',
    message: 'notification.inquiryReceived',
    params: { subject: inquiry.subject, name: inquiry.name },
    link: '/admin/Inquiryform?status=pending',
    entityId: inquiry.id,
  });
  return { id: inquiry.id };
}

function toView(inquiry: Inquiry): Static<typeof InquiryView> {
  return {
    id: inquiry.id,
    userId: inquiry.userId,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    subject: inquiry.subject,
    message: inquiry.message,
    status: inquiry.status as InquiryStatus,
    reply: inquiry.reply,
    repliedAt: inquiry.repliedAt?.toISOString() ?? null,
    createdAt: inquiry.createdAt.toISOString(),
  };
}

export async function listInquiries(app: FastifyInstance, query: Paging & { status?: InquiryStatus }) {
  const where = query.status ? { status: query.status } : {};
  const rows = await page(app.db.inquiry, query, { where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return { ...rows, items: rows.items.map(toView) };
}

/** Records the admin's reply and/or status; a reply is mailed to the writer in their language. */
export async function updateInquiry(app: FastifyInstance, input: Static<typeof InquiryUpdateBody>) {
  if (input.reply === undefined && input.status === undefined) throw badRequest('inquiry.nothingToUpdate');
  const existing = await app.db.inquiry.findUnique({
    where: { id: input.id },
    include: { user: { select: { locale: true } } },
  });
  if (!existing) throw new AppError('NotFound', 'inquiry.notFound');
  const reply = input.reply?.trim();
  const updated = await app.db.inquiry.update({
    where: { id: existing.id },
    data: {
      status: input.status ?? (reply ? 'replied' : existing.status),
      ...(reply && { reply, repliedAt: new Date() }),
    },
  });
  if (reply) {
    const culture: Culture = existing.user?.locale === 'en' ? 'en' : 'zh-TW';
    await app.mailer.send({
      to: existing.email,
      subject: translate(culture, 'mail.inquiryReply.subject', { subject: existing.subject }),
      text: translate(culture, 'mail.inquiryReply.text', {
        name: existing.name,
        reply,
        message: existing.message,
      }),
    });
  }
  return toView(updated);
}
