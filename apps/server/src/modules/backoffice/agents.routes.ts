import {
  boAgentDemoteCall,
  boAgentMoveCall,
  boAgentPromoteCall,
  boAgentsListCall,
  boAgentTreeCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import type { AgentsAdmin } from "../agents";
import { brandCallBinder } from "./brand-calls";

/** The agent screens (`/backoffice/api/brands/:brandId/agents/…`); the work is the agents module's. */
export function registerAgentsAdminRoutes(
  app: FastifyInstance,
  platform: Platform,
  agents: AgentsAdmin,
): void {
  const bind = brandCallBinder(app, platform);
  bind(boAgentsListCall, "agents.view", async ({ brand, query }) => agents.list(brand.id, query));
  bind(boAgentTreeCall, "agents.view", async ({ brand, id, query }) => agents.tree(brand.id, id, query));
  bind(boAgentPromoteCall, "agents.manage", async ({ brand, who, id, body }) =>
    agents.promote(who, brand.id, id, body),
  );
  bind(boAgentDemoteCall, "agents.manage", async ({ brand, who, id, body }) =>
    agents.demote(who, brand.id, id, body),
  );
  bind(boAgentMoveCall, "agents.manage", async ({ brand, who, id, body }) =>
    agents.move(who, brand.id, id, body),
  );
}
