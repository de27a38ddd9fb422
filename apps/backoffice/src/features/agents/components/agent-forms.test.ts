import type { FieldValues, Resolver, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { ValidationMessage } from "../../../lib/form";
import { demoteResolver, MOVE_UPLINE_CODES, moveResolver, typeResolver } from "./agent-forms";

/** The message keys themselves, so a test reads which rule spoke. */
const translate = (message: ValidationMessage) =>
  "count" in message ? `${message.key}:${message.count}` : message.key;

async function resolve<V extends FieldValues, B>(resolver: Resolver<V, unknown, B>, values: V) {
  const result = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as ResolverOptions<V>);
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return { values: result.values, errors };
}

describe("the promote / change type dialog", () => {
  it("sends the chosen agent type as a number with the trimmed reason", async () => {
    const result = await resolve(typeResolver(translate), { accountType: "41", reason: "  top seller  " });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ accountType: 41, reason: "top seller" });
  });

  it("asks for a type and a reason together before sending anything", async () => {
    const result = await resolve(typeResolver(translate), { accountType: "", reason: "   " });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ accountType: "required", reason: "required" });
  });

  it("refuses a type that is not an agent type", async () => {
    const result = await resolve(typeResolver(translate), { accountType: "6", reason: "credit" });
    expect(Object.keys(result.errors)).toEqual(["accountType"]);
  });

  it("keeps the reason within the audit log's 500 characters", async () => {
    const result = await resolve(typeResolver(translate), { accountType: "1", reason: "x".repeat(501) });
    expect(result.errors).toEqual({ reason: "tooLong:500" });
  });
});

describe("the demote dialog", () => {
  it("needs a reason", async () => {
    expect((await resolve(demoteResolver(translate), { reason: "" })).errors).toEqual({ reason: "required" });
    expect((await resolve(demoteResolver(translate), { reason: "left the programme" })).values).toEqual({
      reason: "left the programme",
    });
  });
});

describe("the move dialog", () => {
  it("sends the new upline's account, trimmed", async () => {
    const result = await resolve(moveResolver(translate), {
      uplineAccount: " agent02 ",
      toTop: false,
      reason: "team merge",
    });
    expect(result.values).toEqual({ uplineAccount: "agent02", reason: "team merge" });
  });

  it("asks for the upline unless the member goes to the top, and always for a reason", async () => {
    const missing = await resolve(moveResolver(translate), { uplineAccount: "  ", toTop: false, reason: "" });
    expect(missing.errors).toEqual({ uplineAccount: "required", reason: "required" });
    const top = await resolve(moveResolver(translate), {
      uplineAccount: "ignored",
      toTop: true,
      reason: "own line",
    });
    expect(top.errors).toEqual({});
    expect(top.values).toEqual({ uplineAccount: null, reason: "own line" });
  });

  it("refuses an account longer than any account", async () => {
    const result = await resolve(moveResolver(translate), {
      uplineAccount: "a".repeat(65),
      toTop: false,
      reason: "r",
    });
    expect(result.errors).toEqual({ uplineAccount: "tooLong:64" });
  });

  it("puts the server's refusals about the new upline under its field", () => {
    for (const code of ["member.upline_invalid", "agent.upline_not_agent", "agent.upline_cycle"]) {
      expect(MOVE_UPLINE_CODES[code]).toBe("uplineAccount");
    }
    // A refusal about the moved member itself is not the new upline's fault.
    expect(MOVE_UPLINE_CODES["agent.member_not_found"]).toBeUndefined();
  });
});
