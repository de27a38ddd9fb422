import type ui from "@lotus/ui/locales/en/ui.json";
import "i18next";
import type uiPrimitives from "@lotus/ui/locales/en/ui-primitives.json";
import type account from "./locales/en/account.json";
import type agent from "./locales/en/agent.json";
import type app from "./locales/en/app.json";
import type chat from "./locales/en/chat.json";
import type common from "./locales/en/common.json";
import type contracts from "./locales/en/contracts.json";
import type games from "./locales/en/games.json";
import type help from "./locales/en/help.json";
import type inbox from "./locales/en/inbox.json";
import type join from "./locales/en/join.json";
import type live from "./locales/en/live.json";
import type lottery from "./locales/en/lottery.json";
import type mall from "./locales/en/mall.json";
import type member from "./locales/en/member.json";
import type missions from "./locales/en/missions.json";
import type notices from "./locales/en/notices.json";
import type play from "./locales/en/play.json";
import type profile from "./locales/en/profile.json";
import type promotions from "./locales/en/promotions.json";
import type rewards from "./locales/en/rewards.json";
import type shell from "./locales/en/shell.json";
import type site from "./locales/en/site.json";
import type slots from "./locales/en/slots.json";
import type support from "./locales/en/support.json";
import type vip from "./locales/en/vip.json";
import type wallet from "./locales/en/wallet.json";

/** Translation keys are typed from the EN files (DESIGN §7): a missing key fails the type check. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    returnNull: false;
    resources: {
      ui: typeof ui;
      common: typeof common;
      shell: typeof shell;
      site: typeof site;
      account: typeof account;
      notices: typeof notices;
      games: typeof games;
      help: typeof help;
      app: typeof app;
      join: typeof join;
      promotions: typeof promotions;
      member: typeof member;
      wallet: typeof wallet;
      slots: typeof slots;
      play: typeof play;
      lottery: typeof lottery;
      live: typeof live;
      mall: typeof mall;
      missions: typeof missions;
      agent: typeof agent;
      contracts: typeof contracts;
      vip: typeof vip;
      rewards: typeof rewards;
      support: typeof support;
      chat: typeof chat;
      inbox: typeof inbox;
      profile: typeof profile;
      uiPrimitives: typeof uiPrimitives;
    };
  }
}
