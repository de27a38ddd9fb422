import {
  affiliateCheckCall,
  botChallengeCall,
  type CallBody,
  type CallValue,
  captchaCall,
  loginCall,
  loginVerificationCall,
  loginVerificationSmsCall,
  passwordChangeCall,
  passwordEmailCall,
  passwordResetCall,
  passwordSmsCall,
  passwordVerificationCall,
  registerCall,
  registerMobileCall,
  smsLoginCall,
  smsRegisterCall,
} from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Account calls of SPEC §7: queries as queryOptions, commands as plain functions for useMutation or submit handlers. */

export type LoginResult = CallValue<typeof loginCall>;
export type LoginVerification = NonNullable<LoginResult["verification"]>;
export type SmsSent = CallValue<typeof smsLoginCall>;

/** Captcha image; never reused (one-time), so it is not kept once its form closes. */
export function captchaQuery(purpose: "login" | "register") {
  return queryOptions({
    queryKey: queryKeys.account.captcha(purpose),
    queryFn: ({ signal }) => api(captchaCall, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export const fetchBotChallenge = () => api(botChallengeCall);

export const login = (body: CallBody<typeof loginCall>) => api(loginCall, { body });
export const completeVerification = (body: CallBody<typeof loginVerificationCall>) =>
  api(loginVerificationCall, { body });
export const sendVerificationSms = (ticket: string) => api(loginVerificationSmsCall, { body: { ticket } });

export const sendLoginSms = (body: CallBody<typeof smsLoginCall>) => api(smsLoginCall, { body });
export const sendRegisterSms = (body: CallBody<typeof smsRegisterCall>) => api(smsRegisterCall, { body });
export const register = (body: CallBody<typeof registerCall>) => api(registerCall, { body });
export const registerMobile = (body: CallBody<typeof registerMobileCall>) =>
  api(registerMobileCall, { body });
export const checkAffiliateCode = (code: string) => api(affiliateCheckCall, { query: { code } });

export const changePassword = (body: CallBody<typeof passwordChangeCall>) =>
  api(passwordChangeCall, { body });
export const sendResetEmail = (body: CallBody<typeof passwordEmailCall>) => api(passwordEmailCall, { body });
export const resetPassword = (body: CallBody<typeof passwordResetCall>) => api(passwordResetCall, { body });
export const sendRecoverySms = (body: CallBody<typeof passwordSmsCall>) => api(passwordSmsCall, { body });
export const recoverWithSms = (body: CallBody<typeof passwordVerificationCall>) =>
  api(passwordVerificationCall, { body });
