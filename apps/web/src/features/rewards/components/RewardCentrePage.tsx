import { REWARD_SOURCES, REWARD_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { Button } from "@lotus/ui/primitives/Button";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { RECORDS_PER_PAGE } from "../../../lib/constants";
import { errorText } from "../../../lib/error-text";
import type { MemberPageProps } from "../../../lib/member-pages";
import {
  claimAllRewards,
  claimReward,
  type Reward,
  type RewardCentre,
  rewardCentreQuery,
  rewardsChanged,
} from "../api/rewards-api";
import { useRewardFormat } from "../hooks/use-reward-format";
import { isClaimable, rewardSourceOf, rewardStatusOf, waitingFirst } from "../model/rewards";
import { isTrialMember, RewardStatusBadge, RewardWhat, TrialNotice } from "./parts";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import "./rewards.css";

/**
 * Reward centre (SPEC §2 rewardCenter): every reward given to the member in one place, those
 * waiting first with Claim and "Claim all", the rest with their status; filtered by status and
 * source in the address.
 */
export function RewardCentrePage({ member }: MemberPageProps) {
  if (isTrialMember(member)) return <TrialNotice />;
  return <RewardCentreList />;
}

function RewardCentreList() {
  const { t, i18n } = useTranslation("rewards");
  const { money, time } = useRewardFormat();
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "status",
        name: "status",
        label: t("centre.status"),
        allLabel: t("centre.all"),
        options: REWARD_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
      {
        kind: "select",
        name: "source",
        label: t("centre.source"),
        allLabel: t("centre.all"),
        options: REWARD_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) })),
      },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const query = {
    status: rewardStatusOf(filters.values.status),
    source: rewardSourceOf(filters.values.source),
    page: filters.page,
    pageSize: RECORDS_PER_PAGE,
  };
  const centre = useQuery(rewardCentreQuery(query, i18n.language));

  const claim = useMutation({
    mutationFn: (reward: Reward) => claimReward(reward.id),
    onSuccess: async (paid, reward) => {
      showToast(
        paid.status === "paid" ? t("centre.claimed", { title: reward.title }) : t("centre.claimSent"),
      );
      await rewardsChanged(queryClient);
    },
    onError: async (error) => {
      showToast(errorText(error), "error");
      // It may have expired or been decided meanwhile: show where it stands now.
      await rewardsChanged(queryClient);
    },
  });
  const claimAll = useMutation({
    mutationFn: claimAllRewards,
    onSuccess: async (result) => {
      showToast(
        result.claimed === 0
          ? t("centre.claimedNone")
          : t("centre.claimedAll", {
              count: result.claimed,
              cash: money(result.cash),
              points: result.points,
            }),
        result.claimed === 0 ? "info" : "success",
      );
      await rewardsChanged(queryClient);
    },
    onError: (error) => showToast(errorText(error), "error"),
  });

  const now = Date.now();
  const columns: DataColumn<Reward>[] = [
    {
      id: "title",
      header: t("centre.reward"),
      primary: true,
      cell: (row) => (
        <>
          <span className="reward-title">{row.title}</span>
          <div className="rewards-note">{t(`sources.${row.source}`)}</div>
        </>
      ),
    },
    { id: "what", header: t("centre.what"), cell: (row) => <RewardWhat reward={row} /> },
    {
      id: "turnover",
      header: t("centre.turnover"),
      numeric: true,
      cell: (row) => (row.turnoverRequired > 0 ? money(row.turnoverRequired) : t("centre.noTurnover")),
    },
    {
      id: "status",
      header: t("centre.status"),
      cell: (row) => <RewardStatusBadge status={row.status} />,
    },
    {
      id: "time",
      header: t("centre.time"),
      className: "nowrap",
      cell: (row) => (
        <>
          {time(row.createdAt)}
          {row.status === "waiting" && row.claimBy !== null && (
            <div className="reward-deadline rewards-note">
              {t("centre.claimBy", { at: time(row.claimBy) })}
            </div>
          )}
          {row.paidAt !== null && (
            <div className="rewards-note">{t("centre.paidAt", { at: time(row.paidAt) })}</div>
          )}
        </>
      ),
    },
  ];

  return (
    <div className="rewards-page">
      <ClaimAllBar centre={centre.data} busy={claimAll.isPending} onClaimAll={() => claimAll.mutate()} />
      <div className="record-filter-bar">
        <FilterBar fields={fields} state={filters} />
      </div>
      <PagedTable
        query={{ ...centre, data: centre.data && { ...centre.data, list: waitingFirst(centre.data.list) } }}
        empty={t(filters.values.status || filters.values.source ? "centre.noneFiltered" : "centre.none")}
        onPage={filters.setPage}
        label={t("centre.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        rowActions={(row) =>
          isClaimable(row, now) ? (
            <Button
              size="small"
              variant="primary"
              icon={<Icon name="gift" size={16} />}
              busy={claim.isPending && claim.variables?.id === row.id}
              disabled={claim.isPending || claimAll.isPending}
              aria-label={t("centre.claimNamed", { title: row.title })}
              onClick={() => claim.mutate(row)}
            >
              {t("centre.claim")}
            </Button>
          ) : null
        }
      />
    </div>
  );
}

function ClaimAllBar({
  centre,
  busy,
  onClaimAll,
}: {
  centre: RewardCentre | undefined;
  busy: boolean;
  onClaimAll: () => void;
}) {
  const { t } = useTranslation("rewards");
  const waiting = centre?.waiting ?? 0;
  return (
    <div className="rewards-claim-bar">
      <p aria-live="polite">
        {centre === undefined
          ? ""
          : waiting > 0
            ? t("centre.waiting", { count: waiting })
            : t("centre.nothingWaiting")}
      </p>
      <Button variant="primary" busy={busy} disabled={waiting === 0} onClick={onClaimAll}>
        {t("centre.claimAll")}
      </Button>
    </div>
  );
}
