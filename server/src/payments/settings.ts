import type { Config, PaymentEnv } from '../config.ts';
import type { PaymentSetting } from '../generated/prisma/client.ts';
import type { Database } from '../shared/database.ts';
import { PUBLIC_STAGE_MERCHANT, type EcpayMerchant, type EcpayMode } from './ecpay.ts';

// The one PaymentSetting row: ECPay merchant, keys, mode, methods and commission.
// Checkout, the payment notices and the simulator read it here; the back office
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

export const modeOf = (setting: PaymentSetting) => setting.mode as EcpayMode;

/**
 * Who payments are signed for now: the row's merchant with ECPay's sites; in simulator mode the
 * installation's own simulator keys, never the row's (the public stage merchant's keys are
 * published, and the simulator pays without money).
 */
export function merchantOf(setting: PaymentSetting, config: Config): EcpayMerchant {
  const mode = modeOf(setting);
  if (mode !== 'simulator') {
    return { mode, keys: { merchantId: setting.merchantId, hashKey: setting.hashKey, hashIv: setting.hashIv } };
  }
  // Production has no simulator keys, and never runs on the simulator (start-up and Update refuse it).
  if (!config.simulatorKeys) throw new Error('simulator mode without simulator keys');
  return { mode, keys: { merchantId: setting.merchantId, ...config.simulatorKeys } };
}

export async function currentMerchant(db: Pick<Database, 'paymentSetting'>, config: Config): Promise<EcpayMerchant> {
  return merchantOf(await getPaymentSetting(db), config);
}
