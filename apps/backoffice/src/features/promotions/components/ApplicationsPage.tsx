import "./promotions.css";
import { APPLICATION_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { Button } from "@lotus/ui/primitives/Button";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge, type BadgeTone } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { ReasonField } from "../../../components/ui/ReasonField";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { useBrandTime } from "../../games/components/parts";
import {
  type Application,
  applicationsQuery,
  approveApplication,
  promotionsChanged,
  rejectApplication,
} from "../api/promotions-api";
import { textIn, useTextLanguage } from "./parts";

const PAGE_SIZE = 20;
const TONES: Record<Application["status"], BadgeTone> = {
  applying: "warning",
  joined: "success",
  rejected: "danger",
};

/** Activity applications (SPEC §5): remark and images, approved (the member joins) or rejected with a reason. */
export default function ApplicationsPage() {
  const { t } = useTranslation(["promotions", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const time = useBrandTime();
  const language = useTextLanguage();
  const [deciding, setDeciding] = useState<{ application: Application; action: "approve" | "reject" }>();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "status",
        name: "status",
        label: t("fields.status"),
        options: APPLICATION_STATUSES.map((status) => ({
          value: status,
          label: t(`applicationStatuses.${status}`),
        })),
      },
      { kind: "text", name: "promotionId", label: t("applications.promotionId"), maxLength: 36 },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const status = APPLICATION_STATUSES.find((entry) => entry === filters.values.status) ?? "applying";
  const promotionId = /^[0-9a-f-]{36}$/i.test(filters.values.promotionId ?? "")
    ? filters.values.promotionId
    : undefined;
  const query = useQuery(
    applicationsQuery(brandId, { status, promotionId, page: filters.page, pageSize: PAGE_SIZE }),
  );
  const columns: DataColumn<Application>[] = [
    {
      id: "member",
      header: t("applications.member"),
      primary: true,
      rowHeader: true,
      cell: (application) => (
        <>
          {application.account}
          <div className="muted small">{textIn(application.promotionTitle, language)}</div>
        </>
      ),
    },
    { id: "remark", header: t("applications.remark"), cell: (application) => application.remark },
    {
      id: "images",
      header: t("applications.images"),
      cell: (application) => (
        <span className="promo-thumbs">
          {application.images.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer">
              <img src={url} alt={t("applications.image", { number: index + 1 })} />
            </a>
          ))}
        </span>
      ),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (application) => (
        <>
          <Badge tone={TONES[application.status]}>{t(`applicationStatuses.${application.status}`)}</Badge>
          {application.reason && <div className="muted small">{application.reason}</div>}
          {application.reviewer && (
            <div className="muted small">
              {t("applications.reviewedBy", {
                reviewer: application.reviewer,
                at: time.format(application.reviewedAt),
              })}
            </div>
          )}
        </>
      ),
    },
    {
      id: "appliedAt",
      header: t("applications.appliedAt"),
      className: "nowrap",
      cell: (a) => time.format(a.appliedAt),
    },
    {
      id: "actions",
      header: t("applications.review"),
      cell: (application) =>
        can("promotions.manage") && application.status === "applying" ? (
          <span className="promo-row-actions">
            <Button
              variant="primary"
              size="small"
              onClick={() => setDeciding({ application, action: "approve" })}
            >
              {t("applications.approve")}
            </Button>
            <Button
              variant="danger"
              size="small"
              onClick={() => setDeciding({ application, action: "reject" })}
            >
              {t("applications.reject")}
            </Button>
          </span>
        ) : null,
    },
  ];
  return (
    <>
      <PageHeader title={t("applications.title")} description={t("applications.description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("applications.empty")}
          onPage={filters.setPage}
          label={t("applications.title")}
          columns={columns}
          rowKey={(application) => application.id}
        />
      </FilteredList>
      {deciding && <DecisionDialog {...deciding} brandId={brandId} onClose={() => setDeciding(undefined)} />}
    </>
  );
}

function DecisionDialog({
  application,
  action,
  brandId,
  onClose,
}: {
  application: Application;
  action: "approve" | "reject";
  brandId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("promotions");
  const queryClient = useQueryClient();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: "" } });
  const decide = useMutation({
    mutationFn: (reason: string) =>
      action === "approve"
        ? approveApplication(brandId, application.id, reason || undefined)
        : rejectApplication(brandId, application.id, reason),
    onSuccess: async () => {
      toast(t(action === "approve" ? "applications.approved" : "applications.rejected"));
      await promotionsChanged(queryClient, brandId);
      onClose();
    },
    onError: (error) => reportFailure(error, t("applications.failed"), form.setError),
  });
  return (
    <FormDialog
      title={t(action === "approve" ? "applications.approveTitle" : "applications.rejectTitle", {
        account: application.account,
      })}
      submitLabel={t(action === "approve" ? "applications.approve" : "applications.reject")}
      submitVariant={action === "reject" ? "danger" : "primary"}
      busy={decide.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => decide.mutate(values.reason.trim()))}
    >
      <p>{action === "approve" ? t("applications.approveText") : t("applications.rejectText")}</p>
      <ReasonField
        required={action === "reject"}
        error={form.formState.errors.reason?.message}
        {...form.register("reason", {
          validate: (value) =>
            action === "approve" || value.trim() !== "" || t("applications.reasonRequired"),
        })}
      />
    </FormDialog>
  );
}
