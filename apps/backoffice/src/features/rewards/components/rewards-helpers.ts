import {
  REWARD_SOURCES,
  REWARD_STATUSES,
  type RewardSourceName,
  type RewardStatus,
  rewardRejectCall,
} from "@lotus/contracts";
import type { StatusTones } from "@lotus/ui/status/Badge";
import type { FieldValues, Resolver } from "react-hook-form";
import { type BodyOf, contractResolver, defined, type ValidationMessage } from "../../../lib/form";
import type { RewardGrant, RewardGrantQuery } from "../api/rewards-api";

/** The rewards screen's rules: its two tabs, the list's query, who may decide what, the reject form. */

export const REWARD_TABS = ["all", "approval"] as const;
export type RewardTab = (typeof REWARD_TABS)[number];

export const REWARD_TONES: StatusTones<RewardStatus> = {
  waiting: "warning",
  approval: "info",
  paying: "info",
  paid: "success",
  expired: "muted",
  rejected: "danger",
};

const oneOf = <T extends string>(values: readonly T[], raw: string | undefined): T | undefined =>
  raw && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** The list call's query from the address: the approval tab is the queue whatever the status filter says. */
export function grantQuery(
  tab: RewardTab,
  values: Record<string, string | undefined>,
  page: number,
  pageSize: number,
): RewardGrantQuery {
  const account = values.account?.trim();
  return {
    status: tab === "approval" ? "approval" : oneOf(REWARD_STATUSES, values.status),
    source: oneOf<RewardSourceName>(REWARD_SOURCES, values.source),
    account: account ? account.slice(0, 64) : undefined,
    page,
    pageSize,
  };
}

/** Approval is for rewards above the brand's threshold; the server pays them once approved. */
export const canApprove = (grant: Pick<RewardGrant, "status">) => grant.status === "approval";

/** A reward can be refused while it waits for approval or for the member's claim. */
export const canReject = (grant: Pick<RewardGrant, "status">) =>
  grant.status === "approval" || grant.status === "waiting";

/** The operator who gave a reward may not approve it (the server answers reward.same_operator). */
export const givenBy = (grant: Pick<RewardGrant, "createdBy">, operatorId: string) =>
  grant.createdBy !== null && grant.createdBy === operatorId;

export interface RejectValues extends FieldValues {
  reason: string;
}
export type RejectBody = BodyOf<typeof rewardRejectCall>;

/** The reject form on the call's own schema; a blank reason is "required", not "too short". */
export function rejectResolver(
  translate: (message: ValidationMessage) => string,
  required: string,
): Resolver<RejectValues, unknown, RejectBody> {
  return contractResolver(defined(rewardRejectCall.body), translate, {
    checkAlways: (values: RejectValues) => ({
      reason: values.reason.trim() === "" ? required : undefined,
    }),
  });
}
