/**
 * The one query-key factory (DESIGN §7). Keys of calls whose answer depends on the Language
 * header include the language so switching language refetches them.
 */
export const queryKeys = {
  system: {
    all: ["system"] as const,
    status: (host: string, language: string) => ["system", "status", host, language] as const,
    settings: () => ["system", "settings"] as const,
    countries: () => ["system", "country"] as const,
  },
  content: {
    all: ["content"] as const,
    announcements: (params: { groups: string; page: number; pageSize: number; language: string }) =>
      ["content", "announcements", params] as const,
    helpCenter: (language: string) => ["content", "helpCenter", language] as const,
  },
  member: {
    all: ["member"] as const,
    info: () => ["member", "info"] as const,
    avatars: () => ["member", "avatars"] as const,
  },
  account: {
    captcha: (purpose: string) => ["account", "captcha", purpose] as const,
  },
  games: {
    all: ["games"] as const,
    vendorLanes: () => ["games", "vendorLanes"] as const,
    hotGames: () => ["games", "hotGames"] as const,
  },
} as const;
