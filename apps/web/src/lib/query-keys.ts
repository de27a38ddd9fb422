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
  /**
   * The member's money (SPEC §7 wallet and payment calls). Nested under "member" so logging out
   * or losing the session drops them with the rest of the member's data; "records" groups every
   * list a balance-changed signal makes stale.
   */
  wallet: {
    all: ["member", "wallet"] as const,
    balance: () => ["member", "wallet", "balance"] as const,
    merchantWallet: () => ["member", "wallet", "merchantWallet"] as const,
    depositChannels: (language: string) => ["member", "wallet", "depositChannels", language] as const,
    withdrawLimits: () => ["member", "wallet", "withdrawLimits"] as const,
    transferInfo: () => ["member", "wallet", "transferInfo"] as const,
    banks: () => ["member", "wallet", "banks"] as const,
    bankAccounts: () => ["member", "wallet", "bankAccounts"] as const,
    records: {
      all: ["member", "wallet", "records"] as const,
      transactions: (params: object) => ["member", "wallet", "records", "transactions", params] as const,
      deposits: (params: object) => ["member", "wallet", "records", "deposits", params] as const,
      withdrawals: (params: object) => ["member", "wallet", "records", "withdrawals", params] as const,
      confirmations: (params: object) => ["member", "wallet", "records", "confirmations", params] as const,
    },
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
