import { useEffect, useEffectEvent, useRef } from 'react';

// Counts down `duration` ms while not paused, keeping the time left across pauses, then calls onTimeout.
export function useToastTimer(duration: number, paused: boolean, onTimeout: () => void): void {
  const remaining = useRef(duration);
  const timeout = useEffectEvent(onTimeout);

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => timeout(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, duration]);
}
