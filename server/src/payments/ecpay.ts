import { timingSafeEqual } from 'node:crypto';
import ECPayPayment from 'ecpay_aio_nodejs';

// ECPay's AioCheckOut through the official SDK (ecpay_aio_nodejs): it validates the parameters,
// URL-encodes and signs them (CheckMacValue, SHA-256, EncryptType 1). Callbacks are verified with
// the same SDK function, so what we send and what we accept are signed by one algorithm.

/** ChoosePayment values this shop offers (each maps to one SDK call below). */
export const PAYMENT_METHODS = ['Credit', 'WebATM', 'ATM'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

export type EcpayMode = 'simulator' | 'stage' | 'production';

export interface MerchantKeys {
  merchantId: string;
  hashKey: string;
  hashIv: string;
}

/** Who payments are signed for now, and which site (ECPay's or the local simulator) checks them. */
export interface EcpayMerchant {
  mode: EcpayMode;
  keys: MerchantKeys;
}

/** The shop's own addresses ECPay is given with every form: the only ones the simulator serves. */
export interface ShopAddresses {
  /** ReturnURL: ECPay's server-to-server notice of the payment's result. */
  returnUrl: string;
  /** OrderResultURL: where ECPay posts the browser after paying. */
  orderResultUrl: string;
  /** ClientBackURL of an order: the shop's page of that order. */
  clientBackUrl(orderId: number): string;
  /** Whether a URL is one clientBackUrl gives. */
  isClientBackUrl(url: string): boolean;
}

/**
 * ECPay's public stage merchant (developer documentation, "測試環境"): the merchant of a new
 * installation, for ECPay's stage site. Its keys are published, so anyone can sign with them: the
 * local simulator never accepts them (it has keys of its own). Handled like a secret all the same.
 */
export const PUBLIC_STAGE_MERCHANT: MerchantKeys = {
  merchantId: '3002607',
  hashKey: 'pwFHCqoQZGmho4w6',
  hashIv: 'EkRm7iFT261dpevs',
};

export const SIMULATOR_CHECKOUT_PATH = '/ecpay-simulator/Cashier/AioCheckOut/V5';

// ECPay's ItemName limit as the SDK checks it, and its separator between items.
const ITEM_NAME_MAX = 200;
const ITEM_SEPARATOR = '#';

/**
 * The SDK prints the string it hashes, HashKey and HashIV included, with console.log. Every SDK
 * call is synchronous, so muting console.log around it cannot swallow anyone else's output.
 */
function quietly<T>(call: () => T): T {
  const log = console.log;
  console.log = () => {};
  try {
    return call();
  } finally {
    console.log = log;
  }
}

// Making an SDK client parses its parameter XML synchronously (~16 ms): keep the few in use.
const clients = new Map<string, ECPayPayment>();
const MAX_CLIENTS = 4;

function sdk(keys: MerchantKeys, mode: EcpayMode) {
  const operationMode = mode === 'production' ? 'Production' : 'Test';
  const id = JSON.stringify([operationMode, keys.merchantId, keys.hashKey, keys.hashIv]);
  let client = clients.get(id);
  if (!client) {
    client = new ECPayPayment({
      OperationMode: operationMode,
      MercProfile: { MerchantID: keys.merchantId, HashKey: keys.hashKey, HashIV: keys.hashIv },
      IgnorePayment: [],
      IsProjectContractor: false,
    });
    // Keys changed in the back office leave old clients behind: drop them all now and then.
    if (clients.size >= MAX_CLIENTS) clients.clear();
    clients.set(id, client);
  }
  return client;
}

const sdkClient = (keys: MerchantKeys, mode: EcpayMode) => sdk(keys, mode).payment_client;

export const SIMULATOR_DO_ACTION_PATH = '/ecpay-simulator/CreditDetail/DoAction';

/** A credit-card payment (its MerchantTradeNo and ECPay's TradeNo) to give back, wholly or in part. */
export interface CreditRefund {
  merchantTradeNo: string;
  tradeNo: string;
  amount: number;
}

/** The fields of CreditDetail/DoAction with Action R (refund), before signing. */
export const creditRefundFields = (keys: MerchantKeys, refund: CreditRefund): Record<string, string> => ({
  MerchantID: keys.merchantId,
  MerchantTradeNo: refund.merchantTradeNo,
  TradeNo: refund.tradeNo,
  Action: 'R',
  TotalAmount: String(refund.amount),
});

/**
 * Asks ECPay's stage or production site for a credit-card refund with the SDK's credit_do_act
 * (it checks, signs and posts the fields). Answers ECPay's reply fields (RtnCode 1 = done).
 */
export async function requestEcpayCreditRefund(merchant: EcpayMerchant, refund: CreditRefund) {
  const fields = creditRefundFields(merchant.keys, refund);
  const answer = await quietly(() => sdk(merchant.keys, merchant.mode).exec_grant_refund.credit_do_act(fields));
  return Object.fromEntries(new URLSearchParams(answer));
}

/** CheckMacValue (SHA-256) of fields, computed by the SDK. */
export function checkMacValue(fields: Record<string, string>, keys: MerchantKeys): string {
  // The SDK insists on a plain object (parsed bodies may have a null prototype).
  return quietly(() => sdkClient(keys, 'stage').helper.gen_chk_mac_value({ ...fields }, 1));
}

/** Whether posted fields carry a CheckMacValue made with these keys (compared in constant time). */
export function hasValidCheckMac(fields: Record<string, string>, keys: MerchantKeys): boolean {
  const { CheckMacValue: given, ...signed } = fields;
  if (typeof given !== 'string' || !/^[0-9A-Fa-f]{64}$/.test(given)) return false;
  let expected: string;
  try {
    expected = checkMacValue(signed, keys);
  } catch {
    // The SDK refuses fields named HashKey/HashIV/CheckMacValue: nobody honest posts those.
    return false;
  }
  return timingSafeEqual(Buffer.from(expected, 'ascii'), Buffer.from(given.toUpperCase(), 'ascii'));
}

/** Whether posted fields name this merchant and carry a CheckMacValue made with its keys. */
export const isSignedBy = (fields: Record<string, string>, keys: MerchantKeys): boolean =>
  fields.MerchantID === keys.merchantId && hasValidCheckMac(fields, keys);

/** 'yyyy/MM/dd HH:mm:ss' in Asia/Taipei (UTC+8 all year: Taiwan has no daylight saving time). */
export function taipeiDateTime(date: Date): string {
  const iso = new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}

/**
 * One item's name, safe for the SDK's signature: no '#' (ECPay's item separator), no quotes or
 * backslashes (the SDK serialises through JSON, which would escape them and break the signature),
 * no control characters, and no non-ASCII letters that change under toLowerCase (the SDK lowercases
 * before encoding, ECPay after).
 */
function cleanItemName(name: string): string {
  return Array.from(name)
    .filter((ch) => !/[#"\\\p{Cc}]/u.test(ch) && (ch.charCodeAt(0) < 128 || ch.toLowerCase() === ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** ItemName: the items joined by '#', shortened to ECPay's limit with the count of the rest. */
export function itemNameOf(names: string[]): string {
  const cleaned = names.map(cleanItemName).filter(Boolean);
  let result = '';
  for (const [index, name] of cleaned.entries()) {
    const candidate = result ? `${result}${ITEM_SEPARATOR}${name}` : name;
    const rest = cleaned.length - index - 1;
    const tail = rest > 0 ? `${ITEM_SEPARATOR}+${rest}` : '';
    if (Array.from(candidate + tail).length > ITEM_NAME_MAX) {
      const more = `${ITEM_SEPARATOR}+${cleaned.length - index}`;
      return result
        ? `${result}${more}`
        : Array.from(name)
            .slice(0, ITEM_NAME_MAX - more.length)
            .join('') + more;
    }
    result = candidate;
  }
  return result || 'Photo';
}

export interface CheckoutFormInput {
  keys: MerchantKeys;
  mode: EcpayMode;
  /** Where the simulator's checkout is reached (only used in simulator mode). */
  publicUrl: string;
  method: PaymentMethod;
  merchantTradeNo: string;
  tradeDate: Date;
  totalAmount: number;
  tradeDesc: string;
  itemNames: string[];
  returnUrl: string;
  orderResultUrl: string;
  clientBackUrl: string;
}

export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

/** The signed AioCheckOut form the browser posts to ECPay (or to the simulator). */
export function buildCheckoutForm(input: CheckoutFormInput): CheckoutForm {
  const fields: Record<string, string> = {
    MerchantTradeNo: input.merchantTradeNo,
    MerchantTradeDate: taipeiDateTime(input.tradeDate),
    TotalAmount: String(input.totalAmount),
    TradeDesc: input.tradeDesc,
    ItemName: itemNameOf(input.itemNames),
    ReturnURL: input.returnUrl,
    OrderResultURL: input.orderResultUrl,
    ClientBackURL: input.clientBackUrl,
  };
  const client = sdkClient(input.keys, input.mode);
  // The SDK completes `fields` in place (MerchantID, ChoosePayment, EncryptType, CheckMacValue …);
  // the HTML it returns is not used: the client renders the form itself.
  quietly(() => {
    if (input.method === 'Credit') client.aio_check_out_credit_onetime(fields);
    else if (input.method === 'WebATM') client.aio_check_out_webatm(fields);
    // ATM: the shortest transfer deadline ECPay allows (1 day).
    else client.aio_check_out_atm(fields, '', '1');
  });
  const action =
    input.mode === 'simulator'
      ? `${input.publicUrl}${SIMULATOR_CHECKOUT_PATH}`
      : client.verify_aiochkout.get_svc_url('AioCheckOut', input.mode === 'production' ? 'Production' : 'Test');
  return { action, fields };
}
