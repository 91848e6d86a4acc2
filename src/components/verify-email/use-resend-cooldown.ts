import { useCallback, useEffect, useState } from 'react';

/** docs/spec/constants.md: one resend per 60 seconds, counted down every second. */
const RESEND_COOLDOWN_SECONDS = 60;
const TICK_MS = 1000;

export function useResendCooldown(initialSeconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, Math.min(RESEND_COOLDOWN_SECONDS, initialSeconds)));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => setSecondsLeft(RESEND_COOLDOWN_SECONDS), []);
  return { secondsLeft, start };
}

/** What is left of the cooldown of a code sent at `sentAt` (ms), in whole seconds. */
export const secondsLeftSince = (sentAt: number, now = Date.now()): number =>
  Math.max(0, RESEND_COOLDOWN_SECONDS - Math.floor((now - sentAt) / TICK_MS));
