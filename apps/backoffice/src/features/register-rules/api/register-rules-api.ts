import { type CallBody, registerRulesUpdateCall } from "@lotus/contracts";
import { api } from "../../../lib/api";

export const updateRegisterRules = (brandId: string, body: CallBody<typeof registerRulesUpdateCall>) =>
  api(registerRulesUpdateCall, { params: { brandId }, body });
