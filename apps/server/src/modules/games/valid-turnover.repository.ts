import type { DatabaseHandle } from "@lotus/db";

/** Settled valid bets of one member and game type over a time range (rebates, points, missions). */
export interface ValidTurnoverRow {
  memberId: string;
  gameType: string;
  validBet: bigint;
  rounds: number;
}

/**
 * Valid bets (stakes less refunds) of rounds settled in [from, to), by member and game type; trial
 * accounts are left out. Optionally only some members, or only one game.
 */
export async function validTurnover(
  database: Pick<DatabaseHandle, "query">,
  brandId: string,
  from: Date,
  to: Date,
  memberIds?: readonly string[],
  gameId?: string,
): Promise<ValidTurnoverRow[]> {
  const rows = await database.query<{ member_id: string; game_type: string; valid: string; rounds: string }>(
    `select r.member_id, r.game_type, sum(r.bet_minor - r.refund_minor)::text as valid,
        count(*)::text as rounds
       from game_rounds r
       join members m on m.id = r.member_id and m.account_type <> 4
      where r.brand_id = $1::uuid and r.status = 'settled'
        and r.settled_at >= $2::timestamptz and r.settled_at < $3::timestamptz
        and ($4::jsonb is null or r.member_id in (select (jsonb_array_elements_text($4::jsonb))::uuid))
        and ($5::uuid is null or r.game_id = $5::uuid)
      group by r.member_id, r.game_type
     having sum(r.bet_minor - r.refund_minor) > 0`,
    [
      brandId,
      from.toISOString(),
      to.toISOString(),
      memberIds ? JSON.stringify(memberIds) : null,
      gameId ?? null,
    ],
    "games_valid_turnover",
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    gameType: row.game_type,
    validBet: BigInt(row.valid),
    rounds: Number(row.rounds),
  }));
}
