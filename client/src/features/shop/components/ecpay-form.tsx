import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { EcpayForm } from '../api/get-ecpay-form.ts';

/**
 * The server-signed AioCheckOut form as a real HTML form: the browser posts it to ECPay (or the
 * local simulator) and leaves the site, exactly as ECPay expects. Nothing here may alter a field.
 */
export function EcpayPaymentForm({ form, children }: { form: EcpayForm; children: ReactNode }) {
  return (
    <form method="post" action={form.action} acceptCharset="UTF-8" className="ecpay-form">
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="primary" size="large" htmlType="submit" block>
        {children}
      </Button>
    </form>
  );
}
