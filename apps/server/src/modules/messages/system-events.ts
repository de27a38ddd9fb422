import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { zonedDay } from "../../platform/time";
import type { SystemMessage } from "./inbox.service";
import { localizedParam, moneyParam } from "./params";

type Notify = (brandId: string, message: SystemMessage) => Promise<void>;

/**
 * The events other modules report, turned into system messages (each once, by its key). app.ts hands
 * these callbacks to payments, contracts and rewards, so none of them imports the inbox; the shapes
 * here are the few fields each event carries.
 */
export function systemMessageEvents(platform: Platform, notify: Notify) {
  const brandById = async (id: string) => (await platform.brands.all()).find((brand) => brand.id === id);

  return {
    /** A deposit credited or a withdrawal paid out, once per posting. */
    async paymentMoved(moved: {
      brandId: string;
      kind: "deposit_credited" | "withdrawal_paid";
      key: string;
      memberId: string;
      amountMinor: bigint;
      reference: string;
    }): Promise<void> {
      const brand = await brandById(moved.brandId);
      if (!brand) return;
      const deposit = moved.kind === "deposit_credited";
      await notify(brand.id, {
        key: `${deposit ? "deposit" : "withdrawal"}:${moved.key}`,
        memberId: moved.memberId,
        event: deposit ? "deposit_confirmed" : "withdrawal_paid",
        params: { amount: moneyParam(brand, moved.amountMinor), reference: moved.reference },
      });
    },

    /** A contract offered to a downline agent. */
    contractOffered(
      brand: Brand,
      offer: { contractId: string; agentId: string; type: string },
    ): Promise<void> {
      return notify(brand.id, {
        key: `contract-offer:${offer.contractId}`,
        memberId: offer.agentId,
        event: "contract_offered",
        params: { contract: offer.type },
      });
    },

    /**
     * A dividend or daily salary paid (not every 5- or 60-minute wage window, nor a correction). A
     * failure is logged: the payment run must not stop over a message.
     */
    async contractSettled(row: {
      id: string;
      brandId: string;
      agentId: string;
      kind: string;
      type: string;
      amount: bigint;
      periodStart: Date;
      periodEnd: Date;
    }): Promise<void> {
      if (row.kind !== "settlement" || row.amount <= 0n) return;
      if (row.type !== "dividend" && row.type !== "daily_salary") return;
      const brand = await brandById(row.brandId);
      if (!brand) return;
      const first = zonedDay(row.periodStart.getTime(), brand.timeZone);
      const last = zonedDay(row.periodEnd.getTime() - 1, brand.timeZone);
      await notify(brand.id, {
        key: `contract-settlement:${row.id}`,
        memberId: row.agentId,
        event: "contract_settled",
        params: {
          amount: moneyParam(brand, row.amount),
          contract: row.type,
          period: first === last ? first : `${first} – ${last}`,
        },
      }).catch((error: unknown) => platform.logger.error({ err: error }, "settlement message failed"));
    },

    /** A bonus, rebate or prize paid in cash, once per grant. */
    cashPaid(
      brand: Brand,
      grant: { id: string; memberId: string; cash: bigint; title: Record<string, string> },
    ): Promise<void> {
      return notify(brand.id, {
        key: `bonus:${grant.id}`,
        memberId: grant.memberId,
        event: "bonus_issued",
        params: { amount: moneyParam(brand, grant.cash), ...localizedParam("title", grant.title) },
      });
    },
  };
}
