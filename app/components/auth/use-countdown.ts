import { useEffect, useState } from "react";

/** Seconds left, counting down once a second from the value the server gave. */
export function useCountdown(initialSeconds: number) {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => setSeconds(initialSeconds), [initialSeconds]);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return seconds;
}
