import type { Platform } from "../../platform/platform";
import type { WalletService } from "../wallet";
import { createCodesService } from "./codes.service";
import { createLoginService, type LogoutHook } from "./login.service";
import { createPasswordService } from "./password.service";
import { createProfileService, type VipLabelOf } from "./profile.service";
import { createRegistrationService } from "./registration.service";
import { createThrottle } from "./throttle";

/** Every accounts use case, wired over one throttle and the wallet app.ts built. */
export function createAccounts(
  platform: Platform,
  wallet: WalletService,
  onLogout: LogoutHook,
  vipLabelOf?: VipLabelOf,
) {
  const throttle = createThrottle(platform.limiter);
  const codes = createCodesService(platform, throttle);
  const login = createLoginService(platform, throttle, codes, wallet, onLogout);
  const registration = createRegistrationService(platform, throttle, codes, login);
  const passwords = createPasswordService(platform, throttle, codes, login);
  const profile = createProfileService(platform, throttle, vipLabelOf);
  return { codes, login, registration, passwords, profile };
}

export type Accounts = ReturnType<typeof createAccounts>;
