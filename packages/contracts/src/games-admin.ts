import { z } from "zod";
import { localizedText } from "./brand";
import { GAME_TYPES, ROUND_STATUSES } from "./game-types";
import { VENDOR_STATUSES, WALLET_MODES } from "./games-catalogue";
import { HOUSE_SLOT_IDS, slotOutcome } from "./games-house";
import { roundDetail } from "./games-round-detail";
import {
  betRangeIssue,
  betRangeOk,
  boBase,
  boPage,
  boTags,
  boBrandParams as brandParams,
  day,
  iconUrl,
  boId as id,
  boIdParams as idParams,
  paged,
  vassalage,
} from "./games-shared";
import { defineCall, epochMs } from "./http";
import { amountInput, amountValue } from "./wallet";

/** The back office's games screens: vendors, games, category lists, rounds, transfers. */

export const vendorAdminView = z.object({
  id: z.string(),
  code: z.string(),
  displayName: z.string(),
  categories: z.array(z.enum(GAME_TYPES)),
  walletMode: z.enum(WALLET_MODES),
  status: z.enum(VENDOR_STATUSES),
  logo: z.string(),
  sortOrder: z.number().int(),
  house: z.boolean(),
  /** External vendors: where players are sent, with {token}, {game}, {lang} placeholders. */
  launchUrlTemplate: z.string(),
  /** Transfer-mode vendors: the vendor's wallet API base URL. */
  transferApiUrl: z.string(),
  secretSet: z.boolean(),
  secretRotatedAt: epochMs.nullable(),
  gameCount: z.number().int(),
});
export type VendorAdminView = z.infer<typeof vendorAdminView>;

export const adminVendorListCall = defineCall({
  method: "GET",
  path: `${boBase}/vendors`,
  summary: "The brand's game vendors",
  params: brandParams,
  response: z.object({ list: z.array(vendorAdminView) }),
  tags: boTags,
});

/** What the vendor dialog edits (creation adds the code and wallet mode). */
export const vendorEditFields = {
  displayName: z.string().trim().min(1).max(64),
  categories: z.array(z.enum(GAME_TYPES)).min(1).max(9),
  status: z.enum(VENDOR_STATUSES),
  logo: iconUrl,
  sortOrder: z.number().int().min(0).max(100_000),
  launchUrlTemplate: z.string().trim().max(500),
  transferApiUrl: z.string().trim().max(500),
};

export const adminVendorUpdateCall = defineCall({
  method: "PUT",
  path: `${boBase}/vendors/:id`,
  summary: "Edit a vendor: name, categories, status (on, maintenance, off), logo, order, URLs",
  params: idParams,
  body: z.strictObject(vendorEditFields),
  response: vendorAdminView,
  tags: boTags,
});

export const adminVendorRotateSecretCall = defineCall({
  method: "POST",
  path: `${boBase}/vendors/:id/secret`,
  summary: "Rotate the vendor's signing secret; the new secret is shown once",
  params: idParams,
  response: z.object({ secret: z.string(), vendor: vendorAdminView }),
  tags: boTags,
});

export const gameAdminView = z.object({
  id: z.string(),
  gameId: z.string(),
  nodeId: z.string(),
  vendorId: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  names: localizedText,
  smallIcon: z.string(),
  largeIcon: z.string(),
  isHot: z.boolean(),
  tags: z.array(z.string()),
  sortOrder: z.number().int(),
  trialAllowed: z.boolean(),
  status: z.enum(VENDOR_STATUSES),
  minBet: amountValue.nullable(),
  maxBet: amountValue.nullable(),
  /** House slots: the paytable variant in play. */
  variant: z.string().nullable(),
});
export type GameAdminView = z.infer<typeof gameAdminView>;

/** What the game dialog edits (creation adds the vendor, code, node id and game type). */
export const gameEditFields = {
  names: localizedText,
  smallIcon: iconUrl,
  largeIcon: iconUrl,
  isHot: z.boolean(),
  tags: z.array(z.string().trim().min(1).max(32)).max(10),
  sortOrder: z.number().int().min(0).max(100_000),
  trialAllowed: z.boolean(),
  status: z.enum(VENDOR_STATUSES),
  minBet: amountInput.nullable(),
  maxBet: amountInput.nullable(),
  variant: z.string().trim().max(16).nullable(),
};

export const adminGameListCall = defineCall({
  method: "GET",
  path: `${boBase}/games`,
  summary: "The brand's games; filter by vendor, category, status and name",
  params: brandParams,
  query: z.object({
    vendorId: id.optional(),
    gameType: z.enum(GAME_TYPES).optional(),
    status: z.enum(VENDOR_STATUSES).optional(),
    keyword: z.string().trim().max(64).optional(),
    ...boPage,
  }),
  response: paged(gameAdminView),
  tags: boTags,
});

export const adminGameUpdateCall = defineCall({
  method: "PUT",
  path: `${boBase}/games/:id`,
  summary: "Edit a game: names, icons, hot flag, tags, order, status, trial, bet limits, house-slot variant",
  params: idParams,
  body: z.strictObject(gameEditFields).refine(betRangeOk, betRangeIssue),
  response: gameAdminView,
  tags: boTags,
});

export const adminHouseSlotsCall = defineCall({
  method: "GET",
  path: `${boBase}/house-slots`,
  summary: "The in-house slots and their paytable variants with declared RTP",
  params: brandParams,
  response: z.object({
    list: z.array(
      z.object({
        slotId: z.enum(HOUSE_SLOT_IDS),
        defaultVariant: z.string(),
        variants: z.array(z.object({ id: z.string(), rtp: z.number() })),
      }),
    ),
  }),
  tags: boTags,
});

export const adminCategoryListsCall = defineCall({
  method: "GET",
  path: `${boBase}/category-lists`,
  summary: "The sports vendors shown under e-sports and under cockfight",
  params: brandParams,
  response: z.object({ esportsVendors: z.array(z.string()), cockfightVendors: z.array(z.string()) }),
  tags: boTags,
});

export const adminCategoryListsUpdateCall = defineCall({
  method: "PUT",
  path: `${boBase}/category-lists`,
  summary: "Set the e-sports and cockfight vendor lists",
  params: brandParams,
  body: z.strictObject({
    esportsVendors: z.array(vassalage).max(50),
    cockfightVendors: z.array(vassalage).max(50),
  }),
  response: z.object({ esportsVendors: z.array(z.string()), cockfightVendors: z.array(z.string()) }),
  tags: boTags,
});

export const roundAdminView = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  vassalage: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES),
  round: z.string(),
  status: z.enum(ROUND_STATUSES),
  betAmount: amountValue,
  winAmount: amountValue,
  winLoss: amountValue,
  openedAt: epochMs,
  settledAt: epochMs.nullable(),
});

export const adminRoundListCall = defineCall({
  method: "GET",
  path: `${boBase}/rounds`,
  summary: "Rounds of the brand; filter by member account, vendor, status and days",
  params: brandParams,
  query: z.object({
    account: z.string().trim().max(64).optional(),
    vassalage: z.string().trim().max(32).optional(),
    status: z.enum(ROUND_STATUSES).optional(),
    from: day,
    to: day,
    ...boPage,
  }),
  response: paged(roundAdminView),
  tags: boTags,
});

export const adminRoundDetailCall = defineCall({
  method: "GET",
  path: `${boBase}/rounds/:id`,
  summary:
    "A round with its wallet transactions, for house slots the provably-fair data, and the details its vendor keeps (house lottery tickets)",
  params: idParams,
  response: roundAdminView.extend({
    transactions: z.array(
      z.object({
        transactionId: z.string(),
        kind: z.enum(["bet", "win", "adjustment", "rollback"]),
        amount: amountValue,
        status: z.enum(["applied", "not_found"]),
        time: epochMs,
      }),
    ),
    fair: z
      .object({
        slotId: z.string(),
        variant: z.string(),
        serverSeedHash: z.string(),
        serverSeed: z.string().nullable(),
        clientSeed: z.string(),
        nonce: z.number().int(),
        outcome: slotOutcome,
      })
      .nullable(),
    /** The details the round's vendor keeps (a house lottery ticket), as the member's record shows them. */
    detail: roundDetail.nullable(),
  }),
  tags: boTags,
});

export const TRANSFER_STATUSES = ["pending", "success", "failed"] as const;

export const adminVendorTransfersCall = defineCall({
  method: "GET",
  path: `${boBase}/transfers`,
  summary:
    "Transfers between members' main wallets and transfer-mode vendors; pending ones are resolved by a job",
  params: brandParams,
  query: z.object({
    status: z.enum(TRANSFER_STATUSES).optional(),
    account: z.string().max(64).optional(),
    ...boPage,
  }),
  response: paged(
    z.object({
      id: z.string(),
      reference: z.string(),
      account: z.string(),
      vassalage: z.string(),
      direction: z.enum(["in", "out"]),
      amount: amountValue,
      status: z.enum(TRANSFER_STATUSES),
      attempts: z.number().int(),
      createdAt: epochMs,
      resolvedAt: epochMs.nullable(),
    }),
  ),
  tags: boTags,
});
