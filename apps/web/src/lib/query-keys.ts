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
    legal: (kind: string, language: string) => ["content", "legal", kind, language] as const,
  },
  member: {
    all: ["member"] as const,
    info: () => ["member", "info"] as const,
    avatars: () => ["member", "avatars"] as const,
  },
  /** My account's self-service (profile, authenticator, sessions, login history); goes with the session. */
  profile: {
    all: ["member", "profile"] as const,
    view: () => ["member", "profile", "view"] as const,
    sessions: () => ["member", "profile", "sessions"] as const,
    logins: (page: number) => ["member", "profile", "logins", page] as const,
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
  /**
   * The member's rewards (reward centre, bonus details): under "member" so they go with the session;
   * a balance-changed signal makes them all stale (a settled bet moves the turnover still needed).
   */
  rewards: {
    all: ["member", "rewards"] as const,
    centre: (params: object, language: string) => ["member", "rewards", "centre", language, params] as const,
    waiting: () => ["member", "rewards", "waiting"] as const,
    bonusDetails: (language: string) => ["member", "rewards", "bonusDetails", language] as const,
  },
  /**
   * The member's support tickets (SPEC §2 feedback): under "member" so they go with the session; a
   * ticket signal on the site's socket makes them all stale.
   */
  support: {
    all: ["member", "support"] as const,
    rules: () => ["support", "rules"] as const,
    tickets: (params: object) => ["member", "support", "tickets", params] as const,
    ticket: (id: string) => ["member", "support", "ticket", id] as const,
  },
  /**
   * The member's inbox (SPEC §2 messageV2, §7 CSP_unreadCount): under "member" so it goes with the
   * session; a "messages" signal on the site's socket makes the count and the lists stale. An open
   * message's text sits apart: fetching it marks it read, so a signal must not fetch it again.
   */
  inbox: {
    all: ["member", "inbox"] as const,
    unread: () => ["member", "inbox", "unread"] as const,
    list: (params: object, language: string) => ["member", "inbox", "list", language, params] as const,
    message: (id: string, language: string) => ["member", "inboxMessage", id, language] as const,
  },
  account: {
    captcha: (purpose: string) => ["account", "captcha", purpose] as const,
  },
  /** The public game catalogue (SPEC §7 GCSGAME_* calls); game names follow the Language header. */
  games: {
    all: ["games"] as const,
    vendorLanes: () => ["games", "vendorLanes"] as const,
    hotGames: (language: string) => ["games", "hotGames", language] as const,
    list: (params: object, language: string) => ["games", "list", language, params] as const,
    vassGameType: (vassalage: string) => ["games", "vassGameType", vassalage] as const,
    rankList: (params: object, language: string) => ["games", "rankList", language, params] as const,
    recentWins: (language: string) => ["games", "recentWins", language] as const,
  },
  /**
   * The member's games (favourites, recent games, rooms, betting records, profit and loss): under
   * "member" so they go with the session; "records" is made stale by every balance-changed signal.
   */
  memberGames: {
    all: ["member", "games"] as const,
    favoriteIds: () => ["member", "games", "favoriteIds"] as const,
    favoritesAll: ["member", "games", "favorites"] as const,
    favorites: (language: string) => ["member", "games", "favorites", language] as const,
    recentAll: ["member", "games", "recent"] as const,
    recent: (language: string) => ["member", "games", "recent", language] as const,
    rooms: (params: object, language: string) => ["member", "games", "rooms", language, params] as const,
    records: {
      all: ["member", "games", "records"] as const,
      bets: (params: object) => ["member", "games", "records", "bets", params] as const,
      profit: (params: object) => ["member", "games", "records", "profit", params] as const,
      /** One round's vendor details (a lottery ticket), asked for when its row is opened. */
      detail: (roundId: string) => ["member", "games", "records", "detail", roundId] as const,
    },
  },
  /**
   * The agent centre (SPEC §2 agent pages): under "member" so they go with the session; "team"
   * groups the figures a new downline account or a transfer makes stale.
   */
  agent: {
    all: ["member", "agent"] as const,
    invitation: () => ["member", "agent", "invitation"] as const,
    notices: (params: object, language: string) => ["member", "agent", "notices", language, params] as const,
    income: (params: object) => ["member", "agent", "income", params] as const,
    team: {
      all: ["member", "agent", "team"] as const,
      overview: (params: object) => ["member", "agent", "team", "overview", params] as const,
      children: (params: object) => ["member", "agent", "team", "children", params] as const,
      search: (params: object) => ["member", "agent", "team", "search", params] as const,
      bets: (params: object) => ["member", "agent", "team", "bets", params] as const,
      betDetail: (roundId: string) => ["member", "agent", "team", "betDetail", roundId] as const,
      profit: (params: object) => ["member", "agent", "team", "profit", params] as const,
      transactions: (params: object) => ["member", "agent", "team", "transactions", params] as const,
    },
  },
  /** The in-house slots' player API (the /play page's game session) and the public verify call. */
  house: {
    all: ["house"] as const,
    seeds: () => ["house", "seeds"] as const,
    spins: (params: object) => ["house", "spins", params] as const,
    verify: (params: object) => ["house", "verify", params] as const,
  },
  /**
   * The in-house lotteries' player API (the /play page's lottery session): the public board,
   * results and verify calls by merchant and game; "bets" are the session member's own.
   */
  lottery: {
    all: ["lottery"] as const,
    board: (merchant: string, game: string) => ["lottery", "board", merchant, game] as const,
    betsAll: ["lottery", "bets"] as const,
    bets: (params: object) => ["lottery", "bets", params] as const,
    resultsAll: ["lottery", "results"] as const,
    results: (params: object) => ["lottery", "results", params] as const,
    verify: (params: object) => ["lottery", "verify", params] as const,
    statsAll: ["lottery", "stats"] as const,
    stats: (params: object) => ["lottery", "stats", params] as const,
  },
} as const;
