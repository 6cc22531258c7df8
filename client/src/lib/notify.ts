import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

// One place that shows toasts and confirmations, so code outside React (the request layer, route
// guards, the version check) can too. The app's provider registers antd's context-aware
// instances (theme, locale, at most two stacked messages: spec §9); anything asked before that
// (a guard on the very first load) waits for it.
export const MESSAGE_MAX_COUNT = 2;

let apis: { message: MessageInstance; modal: ModalApi } | null = null;
const waiting: Array<() => void> = [];

export function registerFeedbackApis(next: { message: MessageInstance; modal: ModalApi } | null): void {
  apis = next;
  if (apis) for (const show of waiting.splice(0)) show();
}

function whenReady(show: () => void) {
  if (apis) show();
  else waiting.push(show);
}

type Kind = 'success' | 'error' | 'warning' | 'info';

function show(kind: Kind, text: string, seconds?: number) {
  whenReady(() => void apis?.message.open({ type: kind, content: text, duration: seconds }));
}

export const notify = {
  success: (text: string, seconds?: number) => show('success', text, seconds),
  error: (text: string, seconds?: number) => show('error', text, seconds),
  warning: (text: string, seconds?: number) => show('warning', text, seconds),
  info: (text: string, seconds?: number) => show('info', text, seconds),
};

/** A yes/no question; resolves true when the user picks the OK button. */
export function confirmDialog(options: Pick<ModalFuncProps, 'title' | 'content' | 'okText' | 'cancelText'>) {
  return new Promise<boolean>((resolve) => {
    whenReady(() => apis?.modal.confirm({ ...options, onOk: () => resolve(true), onCancel: () => resolve(false) }));
  });
}
