import {
  type CallBody,
  enrolmentCall,
  operatorLoginCall,
  operatorLogoutCall,
  operatorPasswordCall,
  totpConfirmCall,
  totpSetupCall,
} from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const login = (body: CallBody<typeof operatorLoginCall>) => api(operatorLoginCall, { body });

export const logout = () => api(operatorLogoutCall);

export const enrol = (body: CallBody<typeof enrolmentCall>) => api(enrolmentCall, { body });

/**
 * Each setup call makes a new pending secret, so it runs once per operator and screen visit
 * (shared by a double mount), never refetched behind the operator's back.
 */
export const totpSetupQuery = (operatorId: string) =>
  queryOptions({
    queryKey: queryKeys.totpSetup(operatorId),
    queryFn: () => api(totpSetupCall),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });

export const confirmTotp = (code: string) => api(totpConfirmCall, { body: { code } });

export const changePassword = (body: CallBody<typeof operatorPasswordCall>) =>
  api(operatorPasswordCall, { body });
