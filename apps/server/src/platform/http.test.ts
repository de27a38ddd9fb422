import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { requireAccessDeclarations } from "./http";

describe("access declarations", () => {
  it("refuses to start when a route declares no access", async () => {
    const app = Fastify();
    requireAccessDeclarations(app, ["/docs"]);
    expect(() => app.get("/wps/secret", async () => "x")).toThrow(/declares no access/);
    await app.close();
  });

  it("accepts declared routes and the exempt documentation prefix", async () => {
    const app = Fastify();
    requireAccessDeclarations(app, ["/docs"]);
    app.get("/wps/open", { config: { access: "public" } }, async () => "x");
    app.get("/docs/json", async () => "{}");
    await app.ready();
    expect((await app.inject({ url: "/wps/open" })).body).toBe("x");
    await app.close();
  });
});
