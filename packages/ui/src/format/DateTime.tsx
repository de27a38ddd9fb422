import { formatDateTime } from "./format";

interface DateTimeProps {
  /** Epoch milliseconds; nothing is shown when it is missing. */
  at: number | null | undefined;
  /** The brand's time zone; the browser's when none is given. */
  timeZone?: string;
  className?: string;
}

/** A moment as yyyy-MM-dd HH:mm:ss (DESIGN §5), machine-readable through <time dateTime>. */
export function DateTime({ at, timeZone, className }: DateTimeProps) {
  const text = formatDateTime(at, timeZone);
  if (!text || at === null || at === undefined) return null;
  return (
    <time className={className} dateTime={new Date(at).toISOString()}>
      {text}
    </time>
  );
}
