import './lib/i18n.ts';
import { startApp } from './app/start.tsx';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startApp(container);
