import { useCallback, useEffect, useState } from 'react';

// When a new registration code may be asked for, per address. Kept in sessionStorage so the
// countdown survives moving from /registerEmail to /customerRegist and a reload.
const key = (email: string) => `registerCodeResendAt:${email.trim().toLowerCase()}`;

export function codeResendAt(email: string): number {
  return Number(sessionStorage.getItem(key(email))) || 0;
}

/** Remembers that a code was just sent to `email` and that the next may follow in `seconds`. */
export function rememberCodeSent(email: string, seconds: number): void {
  sessionStorage.setItem(key(email), String(Date.now() + seconds * 1000));
}

/**
 * Seconds left before another code may be sent to `email` (0 = now), ticking down, and the
 * function to call when a code was sent. Give the calling component `key={email}`.
 */
export function useResendCountdown(email: string): [secondsLeft: number, codeSent: (seconds: number) => void] {
  const [resendAt, setResendAt] = useState(() => codeResendAt(email));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  const codeSent = useCallback(
    (seconds: number) => {
      rememberCodeSent(email, seconds);
      setResendAt(codeResendAt(email));
      setNow(Date.now());
    },
    [email],
  );
  return [Math.max(0, Math.ceil((resendAt - now) / 1000)), codeSent];
}
