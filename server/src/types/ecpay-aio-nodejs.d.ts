// ecpay_aio_nodejs ships no types; this covers the parts the payments module uses.
declare module 'ecpay_aio_nodejs' {
  interface EcpayOptions {
    OperationMode: 'Test' | 'Production';
    MercProfile: { MerchantID: string; HashKey: string; HashIV: string };
    IgnorePayment: string[];
    IsProjectContractor: boolean;
  }

  type Params = Record<string, string>;

  /** Each aio_check_out_* fills `parameters` in place (CheckMacValue included) and returns an HTML form. */
  interface PaymentClient {
    helper: {
      gen_chk_mac_value(params: Params, mode?: 0 | 1): string;
    };
    verify_aiochkout: { get_svc_url(api: 'AioCheckOut', mode: 'Test' | 'Production'): string };
    aio_check_out_credit_onetime(parameters: Params, invoice?: Params): string;
    aio_check_out_webatm(parameters: Params, invoice?: Params): string;
    aio_check_out_atm(
      parameters: Params,
      urlReturnPayInfo?: string,
      expireDays?: string,
      clientRedirect?: string,
      invoice?: Params,
    ): string;
  }

  /** credit_do_act signs the parameters in place and posts them to ECPay's CreditDetail/DoAction. */
  interface ExecGrantRefund {
    credit_do_act(parameters: Params): Promise<string>;
  }

  export default class ECPayPayment {
    constructor(options: EcpayOptions);
    payment_client: PaymentClient;
    exec_grant_refund: ExecGrantRefund;
  }
}
