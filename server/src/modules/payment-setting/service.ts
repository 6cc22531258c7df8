import type { Static } from 'typebox';
import type { Config, PaymentEnv } from '../../config.ts';
import type { PaymentSetting } from '../../generated/prisma/client.ts';
import type { Database } from '../../infra/database.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { toBasisPoints } from '../../config.ts';
import { hasValidCheckMac, PUBLIC_STAGE_MERCHANT, type EcpayMode, type MerchantKeys } from '../../payments/ecpay.ts';
import type { AdminPaymentSettingView, UpdatePaymentSettingBody } from './schemas.ts';

const SETTING_ID = 1;

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

/** What the back office sees: never the keys themselves. */
export function toAdminView(setting: PaymentSetting): Static<typeof AdminPaymentSettingView> {
  return {
    mode: modeOf(setting),
    merchantId: setting.merchantId,
    hashKeySet: setting.hashKey.length > 0,
    hashIvSet: setting.hashIv.length > 0,
    usesPublicTestMerchant: setting.merchantId === PUBLIC_STAGE_MERCHANT.merchantId,
    enabledMethods: setting.enabledMethods,
    commissionPercent: setting.commissionBasisPoints / 100,
    priceList: setting.priceList,
    updatedAt: setting.updatedAt.toISOString(),
  };
}

export async function updatePaymentSetting(
  db: Database,
  config: Config,
  input: Static<typeof UpdatePaymentSettingBody>,
): Promise<PaymentSetting> {
  // The simulator marks orders paid without money changing hands.
  if (input.mode === 'simulator' && config.env === 'production') {
    throw new AppError('BadRequest', 'paymentSetting.simulatorInProduction');
  }
  const commissionBasisPoints =
    input.commissionPercent === undefined ? undefined : toBasisPoints(input.commissionPercent);
  if (commissionBasisPoints === null) throw badRequest('paymentSetting.commissionSteps');
  const current = await getPaymentSetting(db);
  const switchingMerchant = input.merchantId !== undefined && input.merchantId !== current.merchantId;
  if (switchingMerchant && (input.hashKey === undefined || input.hashIv === undefined)) {
    throw badRequest('paymentSetting.keysWithMerchant');
  }
  const priceList = input.priceList && [...new Set(input.priceList)].sort((a, b) => a - b);
  return db.paymentSetting.update({
    where: { id: SETTING_ID },
    data: {
      ...(input.mode !== undefined && { mode: input.mode }),
      ...(input.merchantId !== undefined && { merchantId: input.merchantId }),
      // Keys are only replaced when given: the form never receives them, so it sends them only to change them.
      ...(input.hashKey !== undefined && { hashKey: input.hashKey }),
      ...(input.hashIv !== undefined && { hashIv: input.hashIv }),
      ...(input.enabledMethods !== undefined && { enabledMethods: [...new Set(input.enabledMethods)] }),
      ...(commissionBasisPoints !== undefined && { commissionBasisPoints }),
      ...(priceList && { priceList }),
    },
  });
}
