import type { Static } from 'typebox';
import type { Config } from '../../config.ts';
import type { PaymentSetting } from '../../generated/prisma/client.ts';
import type { Database } from '../../shared/database.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { toBasisPoints } from '../../config.ts';
import { PUBLIC_STAGE_MERCHANT } from '../../payments/ecpay.ts';
import { getPaymentSetting, modeOf, SETTING_ID } from '../../payments/settings.ts';
import type { AdminPaymentSettingView, UpdatePaymentSettingBody } from './schemas.ts';

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
    refundWindowDays: setting.refundWindowDays,
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
      ...(input.refundWindowDays !== undefined && { refundWindowDays: input.refundWindowDays }),
    },
  });
}
