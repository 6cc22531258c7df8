import { message } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { MESSAGE_MAX_COUNT, registerMessageApi } from '../lib/notify.ts';

/** Hands antd's context-aware message instance to code outside React (lib/notify). */
export default function MessageHolder(): ReactNode {
  const [api, holder] = message.useMessage({ maxCount: MESSAGE_MAX_COUNT });
  useEffect(() => {
    registerMessageApi(api);
    return () => registerMessageApi(null);
  }, [api]);
  return holder;
}
