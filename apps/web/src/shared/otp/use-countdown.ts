import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, ticking once a second; restart() sets a new deadline. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const restart = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  }, []);
  const left = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { left, restart };
}
