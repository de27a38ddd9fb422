import pino, { type Logger } from "pino";

/** Secrets never reach the logs (DESIGN §6). */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "*.password",
  "*.newPassword",
  "*.oldPassword",
  "*.confirmPassword",
  "*.paymentPassword",
  "*.verificationCode",
  "*.token",
  "*.rememberToken",
  "*.captcha",
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: "[redacted]" } });
}
