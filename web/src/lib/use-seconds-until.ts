import { useEffect, useReducer } from 'react';

/**
 * Whole seconds left until `deadline` (epoch ms), 0 once it has passed; re-renders once a second
 * while counting. For "Resend code in 27 s" and for waits a server asked for (Retry-After).
 * Computed on every render, so a new deadline shows at once, not a tick later.
 */
export function useSecondsUntil(deadline: number): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      tick();
      if (deadline <= Date.now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
