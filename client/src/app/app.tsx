import { HealthStatus } from '../features/health/components/health-status.tsx';

export function App() {
  return (
    <main className="app">
      <h1>運動相簿</h1>
      <p lang="zh-Hant-TW">完整網站即將推出，敬請期待。</p>
      <p lang="en">The full site is coming soon.</p>
      <HealthStatus />
    </main>
  );
}
