import type { Platform } from "../../platform/platform";
import type { WalletService } from "../wallet";
import { createAuthenticator } from "./authenticator.service";
import { createCodesService } from "./codes.service";
import { createLoginService, type LogoutHook } from "./login.service";
import { createMemberSessions } from "./member-sessions.service";
import { createPasswordService } from "./password.service";
import { createProfileService, type MemberInfoReads } from "./profile.service";
import { createProfileEditing } from "./profile-edit.service";
import { createRegistrationService } from "./registration.service";
import { createThrottle } from "./throttle";

/** Every accounts use case, wired over one throttle and the wallet app.ts built. */
export function createAccounts(
  platform: Platform,
  wallet: WalletService,
  onLogout: LogoutHook,
  memberInfoReads: MemberInfoReads = {},
) {
  const throttle = createThrottle(platform.limiter);
  const codes = createCodesService(platform, throttle);
  const authenticator = createAuthenticator(platform, throttle);
  const login = createLoginService(platform, throttle, codes, wallet, onLogout, authenticator);
  const registration = createRegistrationService(platform, throttle, codes, login);
  const passwords = createPasswordService(platform, throttle, codes, login);
  const profile = createProfileService(platform, throttle, memberInfoReads);
  const profileEditing = createProfileEditing(platform, codes);
  const sessions = createMemberSessions(platform);
  return { codes, login, registration, passwords, profile, profileEditing, authenticator, sessions };
}

export type Accounts = ReturnType<typeof createAccounts>;
