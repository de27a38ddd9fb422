import {
  authenticatorConfirmCall,
  authenticatorRemoveCall,
  authenticatorSetupCall,
  type CallBody,
  type CallValue,
  emailChangeCall,
  emailCodeCall,
  type LegalKind,
  legalPageCall,
  mobileChangeCall,
  mobileCurrentCodeCall,
  mobileNewCodeCall,
  myLoginHistoryCall,
  myOtherSessionsEndCall,
  mySessionEndCall,
  mySessionsCall,
  profileCall,
  profileUpdateCall,
} from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** My account's self-service calls: queries as queryOptions, commands as plain functions. */

export type Profile = CallValue<typeof profileCall>;
export type MemberSession = CallValue<typeof mySessionsCall>[number];
export type LoginEntry = CallValue<typeof myLoginHistoryCall>["list"][number];
export type ProfileBody = CallBody<typeof profileUpdateCall>;

export const LOGINS_PER_PAGE = 10;

export function profileQuery() {
  return queryOptions({
    queryKey: queryKeys.profile.view(),
    queryFn: ({ signal }) => api(profileCall, { signal }),
  });
}

export function sessionsQuery() {
  return queryOptions({
    queryKey: queryKeys.profile.sessions(),
    queryFn: ({ signal }) => api(mySessionsCall, { signal }),
  });
}

export function loginHistoryQuery(page: number) {
  return queryOptions({
    queryKey: queryKeys.profile.logins(page),
    queryFn: ({ signal }) => api(myLoginHistoryCall, { query: { page, pageSize: LOGINS_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function legalPageQuery(kind: LegalKind, language: string) {
  return queryOptions({
    queryKey: queryKeys.content.legal(kind, language),
    queryFn: ({ signal }) => api(legalPageCall, { query: { kind }, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export const saveProfile = (body: ProfileBody) => api(profileUpdateCall, { body });
export const sendEmailCode = (body: CallBody<typeof emailCodeCall>) => api(emailCodeCall, { body });
export const changeEmail = (body: CallBody<typeof emailChangeCall>) => api(emailChangeCall, { body });
export const sendCurrentMobileCode = (botCheck?: string) =>
  api(mobileCurrentCodeCall, { body: botCheck ? { botCheck } : {} });
export const sendNewMobileCode = (body: CallBody<typeof mobileNewCodeCall>) =>
  api(mobileNewCodeCall, { body });
export const changeMobile = (body: CallBody<typeof mobileChangeCall>) => api(mobileChangeCall, { body });

export const startAuthenticator = () => api(authenticatorSetupCall);
export const confirmAuthenticator = (code: string) => api(authenticatorConfirmCall, { body: { code } });
export const removeAuthenticator = (code: string) => api(authenticatorRemoveCall, { body: { code } });

export const endSession = (sessionId: string) => api(mySessionEndCall, { body: { sessionId } });
export const endOtherSessions = () => api(myOtherSessionsEndCall);
