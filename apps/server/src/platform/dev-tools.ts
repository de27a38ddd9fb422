import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, fieldError } from "./errors";
import { latestOutboxMessages } from "./messaging.repository";
import type { Platform } from "./platform";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** A direct local caller: a forwarded request came through a proxy, so it is not local. */
function isLoopbackCaller(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.ip) && request.headers["x-forwarded-for"] === undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Development aids, off in production: /dev/outbox shows the SMS and email the built-in provider
 * recorded (the codes a tester needs), /dev/outbox.json the same for scripts; POST
 * /dev/jobs/:name/run runs one periodic job as if the clock read `at` (browser journeys use it to
 * close a day without waiting for it); POST /dev/actions/:name runs one of the named actions the
 * app hands in (e.g. closing a daily lottery draw now, so a journey can enter its result). They
 * show one-time codes and move time, so only loopback callers reach them unless DEV_TOOLS=on was
 * set explicitly.
 */
export function registerDevTools(
  app: FastifyInstance,
  platform: Platform,
  actions: Record<string, (query: Record<string, string | undefined>) => Promise<unknown>> = {},
): void {
  const onRequest = async (request: FastifyRequest) => {
    if (!platform.env.devToolsRemote && !isLoopbackCaller(request)) throw new AppError("not_found");
  };
  const latest = async (merchant: string | undefined) => {
    const brand = merchant ? await platform.brands.byMerchant(merchant) : undefined;
    return latestOutboxMessages(platform.db, brand?.id);
  };
  const merchantOf = (query: unknown) => (query as { merchant?: string }).merchant;

  app.get(
    "/dev/outbox.json",
    { config: { access: "public" }, schema: { hide: true }, onRequest },
    async (request) => {
      const rows = await latest(merchantOf(request.query));
      return rows.map((row) => ({
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        status: row.status,
        createdAt: row.createdAt.getTime(),
      }));
    },
  );

  app.get(
    "/dev/outbox",
    { config: { access: "public" }, schema: { hide: true }, onRequest },
    async (request, reply) => {
      const rows = await latest(merchantOf(request.query));
      const items = rows
        .map(
          (row) =>
            `<tr><td>${escapeHtml(row.createdAt.toISOString())}</td><td>${escapeHtml(row.channel)}</td>` +
            `<td>${escapeHtml(row.recipient)}</td><td>${escapeHtml(row.subject ?? "")}</td>` +
            `<td>${escapeHtml(row.body)}</td><td>${escapeHtml(row.status)}</td></tr>`,
        )
        .join("");
      return reply
        .type("text/html; charset=utf-8")
        .send(
          `<!doctype html><html><head><meta charset="utf-8"><title>Lotus outbox</title>` +
            `<style>body{font-family:system-ui;margin:2rem}td,th{border:1px solid #ccc;padding:.4rem;text-align:left}</style>` +
            `</head><body><h1>Outbox (development)</h1><table><tr><th>Time</th><th>Channel</th><th>To</th>` +
            `<th>Subject</th><th>Body</th><th>Status</th></tr>${items || '<tr><td colspan="6">No messages</td></tr>'}` +
            `</table></body></html>`,
        );
    },
  );

  app.post(
    "/dev/jobs/:name/run",
    { config: { access: "public" }, schema: { hide: true }, onRequest },
    async (request) => {
      const { name } = request.params as { name: string };
      const at = (request.query as { at?: string }).at;
      if (!platform.jobs.names().includes(name)) throw new AppError("not_found");
      if (at !== undefined && !/^\d{1,15}$/.test(at)) throw fieldError({ at: "A time in milliseconds" });
      return platform.jobs.runJob(name, at === undefined ? undefined : Number(at));
    },
  );

  app.post(
    "/dev/actions/:name",
    { config: { access: "public" }, schema: { hide: true }, onRequest },
    async (request) => {
      const { name } = request.params as { name: string };
      const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
      if (!action) throw new AppError("not_found");
      return action(request.query as Record<string, string | undefined>);
    },
  );
}
