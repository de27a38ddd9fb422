import {
  auditListCall,
  enrolmentCall,
  operatorCreateCall,
  operatorListCall,
  operatorLoginCall,
  operatorLogoutCall,
  operatorMeCall,
  operatorPasswordCall,
  operatorResetCall,
  operatorUpdateCall,
  permissionMatrixCall,
  totpConfirmCall,
  totpSetupCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { listAudit } from "./audit";
import type { OperatorsService } from "./operators.service";

export function registerOperatorRoutes(
  app: FastifyInstance,
  platform: Platform,
  service: OperatorsService,
): void {
  // Login and enrolment happen before there is an operator session.
  app.route({
    method: "POST",
    url: operatorLoginCall.path,
    config: { access: "public" },
    schema: {
      summary: operatorLoginCall.summary,
      tags: operatorLoginCall.tags,
      body: operatorLoginCall.body,
    },
    handler: async (request) => ({
      success: true,
      value: await service.login(
        request.body as { username: string; password: string; totp?: string },
        request.ip,
      ),
    }),
  });
  app.route({
    method: "POST",
    url: enrolmentCall.path,
    config: { access: "public" },
    schema: { summary: enrolmentCall.summary, tags: enrolmentCall.tags, body: enrolmentCall.body },
    handler: async (request) => ({
      success: true,
      value: await service.enrol(
        request.body as { token: string; username: string; password: string },
        request.ip,
      ),
    }),
  });

  const own = { permission: null, pending: true } as const;
  bindOperatorCall(app, platform, operatorLogoutCall, {
    ...own,
    handler: async ({ operator }) => service.logout(operator),
  });
  bindOperatorCall(app, platform, operatorMeCall, {
    ...own,
    handler: async ({ operator }) => service.me(operator),
  });
  bindOperatorCall(app, platform, totpSetupCall, {
    ...own,
    handler: async ({ operator }) => service.totpSetup(operator),
  });
  bindOperatorCall(app, platform, totpConfirmCall, {
    ...own,
    handler: async ({ operator, body, ip }) => service.totpConfirm(operator, body.code, ip),
  });
  bindOperatorCall(app, platform, operatorPasswordCall, {
    ...own,
    handler: async ({ operator, body, ip }) => service.changeOwnPassword(operator, body, ip),
  });
  bindOperatorCall(app, platform, permissionMatrixCall, {
    permission: null,
    handler: async ({ language }) => service.permissionMatrix(language),
  });
  bindOperatorCall(app, platform, operatorListCall, {
    permission: "operators.manage",
    handler: async ({ operator }) => service.list(operator),
  });
  bindOperatorCall(app, platform, operatorCreateCall, {
    permission: "operators.manage",
    handler: async ({ operator, body, ip }) => service.create(operator, body, ip),
  });
  bindOperatorCall(app, platform, operatorUpdateCall, {
    permission: "operators.manage",
    handler: async ({ operator, params, body, ip }) => service.update(operator, params.id ?? "", body, ip),
  });
  bindOperatorCall(app, platform, operatorResetCall, {
    permission: "operators.manage",
    handler: async ({ operator, params, body, ip }) => service.reset(operator, params.id ?? "", body, ip),
  });
  bindOperatorCall(app, platform, auditListCall, {
    permission: "audit.view",
    handler: async ({ operator, query }) =>
      listAudit(
        platform.db,
        { ...query, brandIds: operator.allBrands ? "all" : operator.brandIds },
        query.page,
        query.pageSize,
      ),
  });
}
