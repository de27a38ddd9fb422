import { boAgentDemoteCall, boAgentMoveCall, boAgentPromoteCall } from "@lotus/contracts";
import type { Resolver } from "react-hook-form";
import { type BodyOf, contractResolver, defined, type ValidationMessage } from "../../../lib/form";

/**
 * The three dialogs' forms on their contracts. A change of the tree moves who earns on whose
 * play, so the console asks for a reason every time (the audit log carries it).
 */

type Translate = (message: ValidationMessage) => string;

export interface TypeValues {
  /** The select's value: "" until a type is chosen. */
  accountType: string;
  reason: string;
}
export interface ReasonValues {
  reason: string;
}
export interface MoveValues {
  uplineAccount: string;
  /** Moves the member to the top of the tree (no upline); the account field is then ignored. */
  toTop: boolean;
  reason: string;
}

export type TypeBody = BodyOf<typeof boAgentPromoteCall>;
export type DemoteBody = BodyOf<typeof boAgentDemoteCall>;
export type MoveBody = BodyOf<typeof boAgentMoveCall>;

const blank = (text: string) => text.trim() === "";

const reasonGiven = (values: { reason: string }, translate: Translate) => ({
  reason: blank(values.reason) ? translate({ key: "required" }) : undefined,
});

export const typeResolver = (translate: Translate): Resolver<TypeValues, unknown, TypeBody> =>
  contractResolver(defined(boAgentPromoteCall.body), translate, {
    prepare: (values) => ({
      accountType: values.accountType === "" ? undefined : Number(values.accountType),
      reason: values.reason,
    }),
    checkAlways: (values) => ({
      ...reasonGiven(values, translate),
      accountType: values.accountType === "" ? translate({ key: "required" }) : undefined,
    }),
  });

export const demoteResolver = (translate: Translate): Resolver<ReasonValues, unknown, DemoteBody> =>
  contractResolver(defined(boAgentDemoteCall.body), translate, {
    checkAlways: (values) => reasonGiven(values, translate),
  });

export const moveResolver = (translate: Translate): Resolver<MoveValues, unknown, MoveBody> =>
  contractResolver(defined(boAgentMoveCall.body), translate, {
    prepare: (values) => ({
      uplineAccount: values.toTop ? null : values.uplineAccount,
      reason: values.reason,
    }),
    checkAlways: (values) => reasonGiven(values, translate),
  });

/** Server refusals that concern the new upline: their message goes under the account field. */
export const MOVE_UPLINE_CODES: Record<string, string> = {
  "member.upline_invalid": "uplineAccount",
  "agent.upline_not_agent": "uplineAccount",
  "agent.upline_cycle": "uplineAccount",
};
