import "./games.css";
import { VENDOR_STATUSES, type VendorAdminView, type VendorStatus } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { formatCount } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { Modal } from "@lotus/ui/primitives/Modal";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { gamesChanged, rotateVendorSecret, updateVendor, vendorsQuery } from "../api/games-api";
import { GameListImportDialog } from "./GameListImportDialog";
import { vendorBody } from "./games-helpers";
import { AvailabilityBadge, ImagePreview, TimeZoneNote, useBrandTime } from "./parts";
import { VendorDialog } from "./VendorDialog";

/** The brand's game vendors: categories, wallet mode, status, order, signing secret. */
export default function VendorsPage() {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const queryClient = useQueryClient();
  const time = useBrandTime();
  const query = useQuery(vendorsQuery(brandId));
  const [editing, setEditing] = useState<VendorAdminView>();
  const [switching, setSwitching] = useState<{ vendor: VendorAdminView; status: VendorStatus }>();
  const [rotating, setRotating] = useState<VendorAdminView>();
  const [secret, setSecret] = useState<{ vendor: VendorAdminView; secret: string }>();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState<VendorAdminView>();

  const switchStatus = useMutation({
    mutationFn: ({ vendor, status }: { vendor: VendorAdminView; status: VendorStatus }) =>
      updateVendor(brandId, vendor.id, vendorBody(vendor, { status })),
    onSuccess: async (saved) => {
      toast(t("vendors.statusSaved", { name: saved.displayName, status: t(`statuses.${saved.status}`) }));
      setSwitching(undefined);
      await gamesChanged(queryClient, brandId);
    },
    onError: (error) => {
      setSwitching(undefined);
      reportFailure(error, t("failed"));
    },
  });

  const rotate = useMutation({
    mutationFn: (vendor: VendorAdminView) => rotateVendorSecret(brandId, vendor.id),
    onSuccess: async (result, vendor) => {
      setRotating(undefined);
      setSecret({ vendor: result.vendor, secret: result.secret });
      toast(t("vendors.secretRotated", { name: vendor.displayName }));
      await gamesChanged(queryClient, brandId);
    },
    onError: (error) => {
      setRotating(undefined);
      reportFailure(error, t("failed"));
    },
  });

  const acts = can("games.edit") || can("games.secrets");
  const columns: DataColumn<VendorAdminView>[] = [
    { id: "order", header: t("fields.order"), numeric: true, cell: (vendor) => vendor.sortOrder },
    {
      id: "code",
      header: t("fields.code"),
      cell: (vendor) => (
        <>
          <span className="mono">{vendor.code}</span>
          {vendor.house && (
            <div>
              <Badge tone="info">{t("vendors.house")}</Badge>
            </div>
          )}
        </>
      ),
    },
    {
      id: "name",
      header: t("fields.name"),
      primary: true,
      cell: (vendor) => (
        <div className="row">
          <ImagePreview url={vendor.logo} alt="" size={24} quiet />
          <span>{vendor.displayName}</span>
        </div>
      ),
    },
    {
      id: "categories",
      header: t("fields.categories"),
      cell: (vendor) => (
        <div className="tag-list">
          {vendor.categories.map((category) => (
            <span key={category} className="tag">
              {t(`categories.${category}`)}
            </span>
          ))}
        </div>
      ),
    },
    {
      id: "walletMode",
      header: t("fields.walletMode"),
      cell: (vendor) => t(`walletModes.${vendor.walletMode}`),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (vendor) => <AvailabilityBadge status={vendor.status} />,
    },
    {
      id: "gameCount",
      header: t("fields.gameCount"),
      numeric: true,
      cell: (vendor) => (
        <Link to={`/games/list?vendorId=${encodeURIComponent(vendor.id)}`}>
          {formatCount(vendor.gameCount)}
        </Link>
      ),
    },
    {
      id: "secret",
      header: t("fields.secret"),
      cell: (vendor) => <SecretState vendor={vendor} time={time} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t("vendors.title")}
        description={t("vendors.description")}
        actions={
          can("games.secrets") && (
            <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setAdding(true)}>
              {t("vendors.create")}
            </Button>
          )
        }
      />
      <Card className="card--flush">
        <QueryView
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t("vendors.empty")} />}
        >
          {(data) => (
            <>
              <DataTable
                label={t("vendors.title")}
                columns={columns}
                rows={[...data.list].sort((a, b) => a.sortOrder - b.sortOrder)}
                rowKey={(vendor) => vendor.id}
                rowActions={
                  acts
                    ? (vendor) => (
                        <div className="row">
                          {can("games.edit") && (
                            <>
                              <Button
                                size="small"
                                icon={<Icon name="edit" />}
                                aria-label={t("vendors.editOf", { name: vendor.displayName })}
                                onClick={() => setEditing(vendor)}
                              >
                                {t("common:actions.edit")}
                              </Button>
                              {VENDOR_STATUSES.filter((status) => status !== vendor.status).map((status) => (
                                <Button
                                  key={status}
                                  size="small"
                                  aria-label={t(`vendors.switchOf.${status}`, { name: vendor.displayName })}
                                  onClick={() => setSwitching({ vendor, status })}
                                >
                                  {t(`vendors.switch.${status}`)}
                                </Button>
                              ))}
                            </>
                          )}
                          {can("games.edit") && !vendor.house && (
                            <Button
                              size="small"
                              icon={<Icon name="withdrawal" />}
                              aria-label={t("import.openOf", { name: vendor.displayName })}
                              onClick={() => setImporting(vendor)}
                            >
                              {t("import.open")}
                            </Button>
                          )}
                          {can("games.secrets") && !vendor.house && (
                            <Button
                              size="small"
                              icon={<Icon name="key" />}
                              aria-label={t("vendors.rotateOf", { name: vendor.displayName })}
                              onClick={() => setRotating(vendor)}
                            >
                              {t("vendors.rotate")}
                            </Button>
                          )}
                        </div>
                      )
                    : undefined
                }
              />
              <div className="list-footer">
                <TimeZoneNote timeZone={time.timeZone} />
              </div>
            </>
          )}
        </QueryView>
      </Card>
      {editing && <VendorDialog vendor={editing} onClose={() => setEditing(undefined)} />}
      {adding && (
        <VendorDialog
          onClose={() => setAdding(false)}
          onCreated={(vendor, created) => setSecret({ vendor, secret: created })}
        />
      )}
      {importing && <GameListImportDialog vendor={importing} onClose={() => setImporting(undefined)} />}
      {switching && (
        <ConfirmDialog
          title={t(`vendors.switchTitle.${switching.status}`, { name: switching.vendor.displayName })}
          confirmLabel={t(`vendors.switch.${switching.status}`)}
          tone={switching.status === "on" ? "primary" : "danger"}
          busy={switchStatus.isPending}
          onConfirm={() => switchStatus.mutate(switching)}
          onCancel={() => setSwitching(undefined)}
        >
          {t(`vendors.switchExplain.${switching.status}`, { name: switching.vendor.displayName })}
        </ConfirmDialog>
      )}
      {rotating && (
        <ConfirmDialog
          tone="danger"
          title={t("vendors.rotateTitle", { name: rotating.displayName })}
          confirmLabel={t("vendors.rotate")}
          busy={rotate.isPending}
          onConfirm={() => rotate.mutate(rotating)}
          onCancel={() => setRotating(undefined)}
        >
          <p>{t("vendors.rotateExplain", { name: rotating.displayName })}</p>
        </ConfirmDialog>
      )}
      {secret && (
        <SecretDialog
          vendorName={secret.vendor.displayName}
          secret={secret.secret}
          onClose={() => setSecret(undefined)}
        />
      )}
    </>
  );
}

/** The new signing secret, shown this once: the server keeps only what it needs to verify. */
function SecretDialog({
  vendorName,
  secret,
  onClose,
}: {
  vendorName: string;
  secret: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(["games", "common"]);
  return (
    <Modal
      title={t("vendors.secretTitle", { name: vendorName })}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose} data-autofocus>
          {t("vendors.secretStored")}
        </Button>
      }
    >
      <div className="stack">
        <FormAlert tone="warning">{t("vendors.secretOnce")}</FormAlert>
        <div>
          <p className="field__label">{t("vendors.secretLabel")}</p>
          <p className="secret">{secret}</p>
        </div>
        <div className="row">
          <CopyButton text={secret} label={t("vendors.copySecret")} />
        </div>
      </div>
    </Modal>
  );
}

/** Whether the vendor's signing secret is set, and when it last changed; the house vendor needs none. */
function SecretState({ vendor, time }: { vendor: VendorAdminView; time: ReturnType<typeof useBrandTime> }) {
  const { t } = useTranslation("games");
  if (vendor.house) return <span className="muted small">{t("vendors.secretNotUsed")}</span>;
  if (!vendor.secretSet) return <Badge tone="warning">{t("vendors.secretMissing")}</Badge>;
  return (
    <>
      <Badge tone="success">{t("vendors.secretSet")}</Badge>
      {vendor.secretRotatedAt !== null && (
        <div className="muted small nowrap">
          {t("vendors.rotatedAt", { time: time.format(vendor.secretRotatedAt) })}
        </div>
      )}
    </>
  );
}
