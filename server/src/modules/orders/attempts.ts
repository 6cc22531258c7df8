import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Prisma, type Order, type PaymentAttempt } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/errors.ts';
import { taipeiDateTime, type PaymentMethod } from '../../payments/ecpay.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';

// A payment attempt is one trip to ECPay with its own MerchantTradeNo: ECPay refuses a number it
// has already seen, so every form that may be posted needs a number of its own. Checkout makes the
// first attempt with the order's own number; callbacks find the order through any attempt.

/** Trips to ECPay one order may take before the member has to check out again. */
export const MAX_PAYMENT_ATTEMPTS = 20;
const TRADE_NO_TRIES = 3;
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

type Db = Prisma.TransactionClient | FastifyInstance['db'];

/** 'SP' + yyMMddHHmmss (Taipei) + 6 random characters: 20 characters, ECPay's maximum. */
export function newMerchantTradeNo(now = new Date()): string {
  const stamp = taipeiDateTime(now).replace(/\D/g, '').slice(2);
  const random = Array.from({ length: 6 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  return `SP${stamp}${random}`;
}

const isTradeNoCollision = (err: unknown) =>
  err instanceof Prisma.PrismaClientKnownRequestError &&
  err.code === 'P2002' &&
  JSON.stringify(err.meta ?? {}).includes('merchantTradeNo');

/** Runs `create` (a transaction drawing a new number) again when the number is already taken. */
export async function withFreshTradeNo<T>(create: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (err) {
      // 36⁶ numbers per second make a collision unlikely, not impossible: try a fresh number.
      if (!isTradeNoCollision(err) || attempt >= TRADE_NO_TRIES) throw err;
    }
  }
}

/**
 * The order a MerchantTradeNo belongs to, through any of its attempts. Orders made before
 * attempts existed are found by their own number.
 */
export async function orderByTradeNo(db: Db, merchantTradeNo: string): Promise<Order | null> {
  if (!merchantTradeNo) return null;
  const attempt = await db.paymentAttempt.findUnique({ where: { merchantTradeNo }, include: { order: true } });
  return attempt?.order ?? (await db.order.findUnique({ where: { merchantTradeNo } }));
}

/** The number of the order's newest attempt: the one the member is paying with now. */
export async function latestTradeNo(db: Db, order: Order): Promise<string> {
  const latest = await db.paymentAttempt.findFirst({ where: { orderId: order.id }, orderBy: { id: 'desc' } });
  return latest?.merchantTradeNo ?? order.merchantTradeNo;
}

/**
 * The attempt whose form goes to ECPay now. The checkout attempt is used once, when its form is
 * first handed out; every later request may follow a form already posted to ECPay, so it gets a
 * fresh attempt and number.
 */
export async function issueAttempt(app: FastifyInstance, order: Order, method: PaymentMethod): Promise<PaymentAttempt> {
  return withFreshTradeNo(() =>
    app.db.$transaction(async (tx) => {
      // Locks the order: concurrent requests (and callbacks paying it) take turns.
      const [locked] = await tx.$queryRaw<{ status: string; expiresAt: Date }[]>`
        SELECT status, "expiresAt" FROM "Order" WHERE id = ${order.id} FOR UPDATE`;
      const now = new Date();
      if (!locked || locked.status !== OrderStatus.pending || locked.expiresAt <= now) {
        throw new AppError('Conflict', 'order.notPayable');
      }
      const attempts = await tx.paymentAttempt.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
      const unissued = attempts.find((attempt) => attempt.issuedAt === null && attempt.choosePayment === method);
      if (unissued) return tx.paymentAttempt.update({ where: { id: unissued.id }, data: { issuedAt: now } });
      if (attempts.length >= MAX_PAYMENT_ATTEMPTS) {
        throw new AppError('Conflict', 'order.tooManyAttempts', { max: MAX_PAYMENT_ATTEMPTS });
      }
      if (method !== order.choosePayment) {
        await tx.order.update({ where: { id: order.id }, data: { choosePayment: method } });
      }
      return tx.paymentAttempt.create({
        data: { orderId: order.id, merchantTradeNo: newMerchantTradeNo(now), choosePayment: method, issuedAt: now },
      });
    }),
  );
}
