import { useEffect, useState } from 'react';
import { getHealth } from '../api/get-health.ts';

type HealthState = 'loading' | 'up' | 'down';

const LABELS: Record<HealthState, string> = {
  loading: '正在確認服務狀態… · Checking service status…',
  up: '服務正常 · Service is up',
  down: '服務暫時無法使用 · Service unavailable',
};

export function HealthStatus() {
  const [state, setState] = useState<HealthState>('loading');

  useEffect(() => {
    // Aborting on cleanup keeps a stale request (StrictMode runs effects twice) from
    // overwriting the state of the current one.
    const controller = new AbortController();
    getHealth(controller.signal).then(
      (health) => {
        if (!controller.signal.aborted) setState(health.status === 'ok' ? 'up' : 'down');
      },
      () => {
        if (!controller.signal.aborted) setState('down');
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <p className="health-status" role="status" data-state={state}>
      {LABELS[state]}
    </p>
  );
}
