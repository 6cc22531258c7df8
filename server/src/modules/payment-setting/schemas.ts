import Type from 'typebox';
import { PAYMENT_METHODS } from '../../payments/ecpay.ts';

const Mode = Type.Union([Type.Literal('simulator'), Type.Literal('stage'), Type.Literal('production')]);
const Method = Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m)));
// ECPay issues 16-character keys; a little room in case that changes.
const Key = Type.String({ pattern: '^[A-Za-z0-9]{8,64}$' });

export const AdminPaymentSettingView = Type.Object({
  mode: Mode,
  merchantId: Type.String(),
  /** The keys are never answered: only whether they are set. */
  hashKeySet: Type.Boolean(),
  hashIvSet: Type.Boolean(),
  usesPublicTestMerchant: Type.Boolean(),
  enabledMethods: Type.Array(Type.String()),
  commissionPercent: Type.Number(),
  refundWindowDays: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const UpdatePaymentSettingBody = Type.Object({
  mode: Type.Optional(Mode),
  merchantId: Type.Optional(Type.String({ pattern: '^\\d{7,10}$' })),
  hashKey: Type.Optional(Key),
  hashIv: Type.Optional(Key),
  enabledMethods: Type.Optional(Type.Array(Method, { minItems: 1, maxItems: PAYMENT_METHODS.length })),
  /** Platform fee, 0–100 % in steps of 0.01 %. */
  // Steps of 0.01 % are checked in the service: JSON Schema's multipleOf trips on binary fractions (33.33).
  commissionPercent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  /** Days a paid item stays refundable before settlement may pay its share out. */
  refundWindowDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 90 })),
});
