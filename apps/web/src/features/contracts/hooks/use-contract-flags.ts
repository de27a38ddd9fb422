import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../../lib/session";
import { contractFlagsQuery } from "../api/contracts-api";
import { type ContractPageKey, visibleContractPages } from "../model/pages";

/**
 * The consolidated contract flags (SPEC §3) while a session exists, and the feature's pages they
 * show in the agent centre's menu (none until the flags arrived).
 */
export function useContractFlags() {
  const token = useSession((state) => state.token);
  const flags = useQuery({ ...contractFlagsQuery(), enabled: Boolean(token) });
  const pages: ContractPageKey[] = flags.data ? visibleContractPages(flags.data) : [];
  return { flags, pages };
}
