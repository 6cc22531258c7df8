import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

// One place that shows toasts and confirmations, so code outside React (the request layer, route
// guards, the version check) can too. The app's provider registers antd's context-aware message
// instance (theme, locale, at most two stacked messages: spec §9) once its code has loaded;
// anything asked before that (a guard on the very first load) waits for it.
export const MESSAGE_MAX_COUNT = 2;

let messages: MessageInstance | null = null;
const waiting: Array<(api: MessageInstance) => void> = [];
let onWanted: (() => void) | null = null;

/** The provider loads antd's message holder on demand: `listener` hears when a message waits. */
export function whenMessagesWanted(listener: () => void): () => void {
  onWanted = listener;
  if (waiting.length > 0) listener();
  return () => {
    if (onWanted === listener) onWanted = null;
  };
}

export function registerMessageApi(api: MessageInstance | null): void {
  messages = api;
  if (api) for (const show of waiting.splice(0)) show(api);
}

type Kind = 'success' | 'error' | 'warning' | 'info';

function show(kind: Kind, text: string, seconds?: number) {
  const open = (api: MessageInstance) => void api.open({ type: kind, content: text, duration: seconds });
  if (messages) open(messages);
  else {
    waiting.push(open);
    onWanted?.();
  }
}

export const notify = {
  success: (text: string, seconds?: number) => show('success', text, seconds),
  error: (text: string, seconds?: number) => show('error', text, seconds),
  warning: (text: string, seconds?: number) => show('warning', text, seconds),
  info: (text: string, seconds?: number) => show('info', text, seconds),
};

/** A yes/no question; resolves true when the user picks the OK button. */
export async function confirmDialog(options: Pick<ModalFuncProps, 'title' | 'content' | 'okText' | 'cancelText'>) {
  // Loaded on demand: dialogs are rare and the first page's code must stay small.
  const { default: Modal } = await import('antd/es/modal');
  return new Promise<boolean>((resolve) => {
    Modal.confirm({ ...options, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}
