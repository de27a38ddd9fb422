/**
 * Every query key in one factory, so an invalidation names exactly what it refreshes. Keys of a
 * brand's data start with ["brand", brandId], so switching brand never shows another brand's rows.
 */
export const queryKeys = {
  me: ["me"] as const,
  totpSetup: (operatorId: string) => ["totp-setup", operatorId] as const,
  permissionMatrix: ["permission-matrix"] as const,
  /** The latest ledger proof (reconcile run); one for the whole platform, not per brand. */
  ledgerProof: ["ledger-proof"] as const,
  operators: ["operators"] as const,
  audit: (filters: object) => ["audit", filters] as const,
  brands: {
    all: ["brands"] as const,
    list: ["brands", "list"] as const,
    one: (brandId: string) => ["brands", "one", brandId] as const,
  },
  brand: (brandId: string) => {
    const all = ["brand", brandId] as const;
    return {
      all,
      dashboard: [...all, "dashboard"] as const,
      reportsDashboard: [...all, "reports", "dashboard"] as const,
      regionTest: (ip: string) => [...all, "region-test", ip] as const,
      memberSearch: (query: object) => [...all, "members", "search", query] as const,
      member: (memberId: string) => [...all, "members", memberId] as const,
      memberSessions: (memberId: string) => [...all, "members", memberId, "sessions"] as const,
      memberLogins: (memberId: string, page: number) =>
        [...all, "members", memberId, "logins", page] as const,
      announcements: [...all, "announcements"] as const,
      help: [...all, "help"] as const,
      legal: [...all, "legal"] as const,
      outbox: (query: object) => [...all, "outbox", query] as const,
      finance: [...all, "finance"] as const,
      financeList: (kind: string, query: object) => [...all, "finance", kind, query] as const,
      memberWallet: (memberId: string) => [...all, "finance", "wallet", memberId] as const,
      memberLedger: (memberId: string, query: object) =>
        [...all, "finance", "ledger", memberId, query] as const,
      timeZone: [...all, "time-zone"] as const,
      games: [...all, "games"] as const,
      gamesList: (kind: string, query: object) => [...all, "games", kind, query] as const,
      gameRound: (roundId: string) => [...all, "games", "round", roundId] as const,
    };
  },
};
