import { useCallback, useEffect, useState } from "react";
import { SMS_DEFAULT_EXPIRY_MINUTES } from "../../../lib/constants";
import type { SmsSent } from "../api/account-api";

/** When the sent code expires: the server's expirationTime, else expiredMinutes (default one minute). */
export function codeExpiry(sent: Partial<SmsSent>, now: number): number {
  if (sent.expirationTime && sent.expirationTime > now) return sent.expirationTime;
  const minutes =
    sent.expiredMinutes && sent.expiredMinutes > 0 ? sent.expiredMinutes : SMS_DEFAULT_EXPIRY_MINUTES;
  return now + minutes * 60_000;
}

/** SPEC §4: after a code is sent the button counts down to its expiry, then is clickable again. */
export function useSmsCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((sent: SmsSent) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(codeExpiry(sent, current));
  }, []);

  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { seconds, running: seconds > 0, start };
}
