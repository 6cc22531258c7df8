// First, so the site's own stylesheets come after antd's and win, as when antd injects them.
import 'virtual:antd-first-paint.css';
import './lib/i18n.ts';
import { startApp } from './app/start.tsx';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startApp(container);
