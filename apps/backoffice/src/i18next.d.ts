import type ui from "@lotus/ui/locales/en/ui.json";
import "i18next";
import type uiPrimitives from "@lotus/ui/locales/en/ui-primitives.json";
import type agents from "./locales/en/agents.json";
import type audit from "./locales/en/audit.json";
import type auth from "./locales/en/auth.json";
import type brands from "./locales/en/brands.json";
import type chat from "./locales/en/chat.json";
import type common from "./locales/en/common.json";
import type content from "./locales/en/content.json";
import type contracts from "./locales/en/contracts.json";
import type dashboard from "./locales/en/dashboard.json";
import type finance from "./locales/en/finance.json";
import type games from "./locales/en/games.json";
import type kit from "./locales/en/kit.json";
import type live from "./locales/en/live.json";
import type lottery from "./locales/en/lottery.json";
import type mall from "./locales/en/mall.json";
import type members from "./locales/en/members.json";
import type messages from "./locales/en/messages.json";
import type missions from "./locales/en/missions.json";
import type operators from "./locales/en/operators.json";
import type outbox from "./locales/en/outbox.json";
import type permissions from "./locales/en/permissions.json";
import type promotions from "./locales/en/promotions.json";
import type register from "./locales/en/register.json";
import type reports from "./locales/en/reports.json";
import type rewards from "./locales/en/rewards.json";
import type site from "./locales/en/site.json";
import type support from "./locales/en/support.json";
import type vip from "./locales/en/vip.json";

/** Translation keys are typed from the EN files (DESIGN §7). */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      ui: typeof ui;
      common: typeof common;
      auth: typeof auth;
      dashboard: typeof dashboard;
      brands: typeof brands;
      site: typeof site;
      register: typeof register;
      members: typeof members;
      agents: typeof agents;
      finance: typeof finance;
      games: typeof games;
      lottery: typeof lottery;
      live: typeof live;
      content: typeof content;
      outbox: typeof outbox;
      mall: typeof mall;
      missions: typeof missions;
      messages: typeof messages;
      reports: typeof reports;
      contracts: typeof contracts;
      vip: typeof vip;
      rewards: typeof rewards;
      promotions: typeof promotions;
      support: typeof support;
      chat: typeof chat;
      operators: typeof operators;
      permissions: typeof permissions;
      audit: typeof audit;
      kit: typeof kit;
      uiPrimitives: typeof uiPrimitives;
    };
  }
}
