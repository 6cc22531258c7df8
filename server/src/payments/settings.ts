import type { PaymentEnv } from '../config.ts';
import type { PaymentSetting } from '../generated/prisma/client.ts';
import type { Database } from '../infra/database.ts';
import { hasValidCheckMac, PUBLIC_STAGE_MERCHANT, type EcpayMode, type MerchantKeys } from './ecpay.ts';

// The one PaymentSetting row: ECPay merchant, keys, mode, methods, commission and price list.
// Checkout, the payment notices, the price list and the simulator read it here; the back office
// edits it (modules/payment-setting).

export const SETTING_ID = 1;

/**
 * Creates the payment settings from the environment on first start; afterwards the back office
 * owns the row. One exception: a row still on the simulator takes real keys once the environment
 * provides them, so configuring ECPay on an existing installation needs no admin step.
 */
export async function seedPaymentSetting(db: Database, env: PaymentEnv): Promise<PaymentSetting> {
  const fromEnv = env.merchant
    ? { mode: env.ecpayMode, ...env.merchant }
    : { mode: 'simulator' as const, ...PUBLIC_STAGE_MERCHANT };
  const existing = await db.paymentSetting.findUnique({ where: { id: SETTING_ID } });
  if (!existing) {
    // Two processes may start at once: the second one's insert is a no-op.
    await db.paymentSetting.createMany({
      data: { id: SETTING_ID, ...fromEnv, commissionBasisPoints: env.commissionBasisPoints },
      skipDuplicates: true,
    });
  } else if (existing.mode === 'simulator' && env.merchant) {
    await db.paymentSetting.update({ where: { id: SETTING_ID }, data: fromEnv });
  }
  return db.paymentSetting.findUniqueOrThrow({ where: { id: SETTING_ID } });
}

export function getPaymentSetting(db: Pick<Database, 'paymentSetting'>): Promise<PaymentSetting> {
  return db.paymentSetting.findUniqueOrThrow({ where: { id: SETTING_ID } });
}

export const merchantKeysOf = (setting: PaymentSetting): MerchantKeys => ({
  merchantId: setting.merchantId,
  hashKey: setting.hashKey,
  hashIv: setting.hashIv,
});

/** Whether posted fields name our merchant and carry a CheckMacValue made with its keys. */
export function isSignedByMerchant(setting: PaymentSetting, fields: Record<string, string>): boolean {
  return fields.MerchantID === setting.merchantId && hasValidCheckMac(fields, merchantKeysOf(setting));
}

export const modeOf = (setting: PaymentSetting) => setting.mode as EcpayMode;
