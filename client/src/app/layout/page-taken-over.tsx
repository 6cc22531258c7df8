import { createContext, useContext, useEffect } from 'react';

/**
 * What runs once React has taken over a server-rendered page, the page itself included; null when
 * the browser drew the page alone.
 */
export const TakenOverContext = createContext<(() => void) | null>(null);

/**
 * Sits inside the page's Suspense boundary, beside the page: React takes over a boundary's HTML
 * after the frame around it, so only an effect in there knows that the page's own parts are live.
 */
export function PageTakenOver() {
  const takenOver = useContext(TakenOverContext);
  useEffect(() => {
    takenOver?.();
  }, [takenOver]);
  return null;
}
