import {
  authenticatorConfirmCall,
  authenticatorRemoveCall,
  authenticatorSetupCall,
  emailChangeCall,
  emailCodeCall,
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
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import type { Platform } from "../../platform/platform";
import { context as requestContext } from "./accounts.routes";
import type { Accounts } from "./accounts.service";

/** My account: profile, email and mobile changes, authenticator, sessions and login history (members only). */
export function registerSelfServiceRoutes(
  app: FastifyInstance,
  platform: Platform,
  accounts: Accounts,
): void {
  const { profileEditing, authenticator, sessions } = accounts;
  const bind = callBinder(app, platform);

  bind(profileCall, "member", async ({ brand, session }) => profileEditing.view(brand, session));
  bind(profileUpdateCall, "member", async ({ request, brand, ip, session, body }) =>
    profileEditing.update(requestContext(request, brand, ip), session, body),
  );
  bind(emailCodeCall, "member", async ({ request, brand, ip, session, body }) =>
    profileEditing.sendEmailCode(requestContext(request, brand, ip), session, body),
  );
  bind(emailChangeCall, "member", async ({ request, brand, ip, session, body }) =>
    profileEditing.changeEmail(requestContext(request, brand, ip), session, body),
  );
  bind(mobileCurrentCodeCall, "member", async ({ request, brand, ip, session, body }) =>
    profileEditing.sendCurrentMobileCode(requestContext(request, brand, ip), session, body.botCheck),
  );
  bind(mobileNewCodeCall, "member", async ({ request, brand, ip, session, body }) =>
    profileEditing.sendNewMobileCode(requestContext(request, brand, ip), session, body),
  );
  bind(mobileChangeCall, "member", async ({ request, brand, ip, session, body }) =>
    profileEditing.changeMobile(requestContext(request, brand, ip), session, body),
  );

  bind(authenticatorSetupCall, "member", async ({ brand, session }) => authenticator.setup(brand, session));
  bind(authenticatorConfirmCall, "member", async ({ brand, ip, session, body }) =>
    authenticator.confirm(brand, session, body.code, ip),
  );
  bind(authenticatorRemoveCall, "member", async ({ brand, ip, session, body }) =>
    authenticator.remove(brand, session, body.code, ip),
  );

  bind(mySessionsCall, "member", async ({ session }) => sessions.list(session));
  bind(mySessionEndCall, "member", async ({ session, body }) => sessions.end(session, body.sessionId));
  bind(myOtherSessionsEndCall, "member", async ({ session }) => sessions.endOthers(session));
  bind(myLoginHistoryCall, "member", async ({ session, query }) =>
    sessions.logins(session, query.page, query.pageSize),
  );
}
