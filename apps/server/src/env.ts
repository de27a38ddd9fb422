import { resolve } from "node:path";
import { z } from "zod";

/** The only place that reads process.env (DESIGN §2). Documented in the README. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** all = single process; api, worker and games split the same build across processes. */
  ROLE: z.enum(["all", "api", "worker", "games"]).default("all"),
  /** Base64 of 32 bytes sealing brand private keys; a dev key is generated in DATA_DIR when absent. */
  MASTER_KEY: z.string().optional(),
  /** Comma-separated proxy addresses or CIDRs whose X-Forwarded-For is trusted; empty = none. */
  TRUSTED_PROXY: z.string().default(""),
  /** smtp://user:pass@host:port — selects the SMTP email provider; else emails go to the outbox table only. */
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default("Lotus <no-reply@lotus.local>"),
  /** HTTP SMS gateway endpoint (POST JSON {to, text}); else SMS go to the outbox table only. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** Public base URL used in links sent by email. */
  PUBLIC_URL: z.string().url().optional(),
  /** First owner of the back office, created at a start with no operator (else a one-time enrolment link is printed). */
  BACKOFFICE_OWNER: z
    .string()
    .regex(/^[a-z][a-z0-9._-]{2,31}$/i)
    .optional(),
  BACKOFFICE_OWNER_PASSWORD: z.string().min(10).optional(),
  /**
   * ROLE=games: where the house vendor reaches the platform's signed vendor wallet API — one base URL,
   * or several separated by commas (the API nodes; calls are spread over them in turn).
   */
  PLATFORM_URL: z
    .string()
    .refine(
      (value) => value.split(",").every((url) => z.string().url().safeParse(url.trim()).success),
      "One URL, or several separated by commas",
    )
    .optional(),
  /**
   * Serve the /dev pages (outbox viewer). By default on outside production, and then to loopback
   * callers only; "on" opens them to every caller.
   */
  DEV_TOOLS: z.enum(["on", "off"]).optional(),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  devTools: boolean;
  /** Only DEV_TOOLS=on opens the /dev pages beyond loopback. */
  devToolsRemote: boolean;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment settings:\n${problems}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: resolve(env.DATA_DIR),
    devTools: env.DEV_TOOLS ? env.DEV_TOOLS === "on" : env.NODE_ENV !== "production",
    devToolsRemote: env.DEV_TOOLS === "on",
  };
}
