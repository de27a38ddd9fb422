import "./games.css";
import { VENDOR_STATUSES, type VendorAdminView, type VendorStatus } from "@lotus/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { CopyButton } from "../../../components/ui/CopyButton";
import { FormAlert } from "../../../components/ui/Field";
import { Modal } from "../../../components/ui/Modal";
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  TableWrap,
} from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { formatCount } from "../../../lib/format";
import { reportFailure } from "../../../lib/mutation";
import { toast } from "../../../lib/toast-store";
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

  const vendors = query.data ? [...query.data.list].sort((a, b) => a.sortOrder - b.sortOrder) : [];

  return (
    <>
      <PageHeader
        title={t("vendors.title")}
        description={t("vendors.description")}
        actions={
          can("games.secrets") && (
            <Button variant="primary" icon="plus" onClick={() => setAdding(true)}>
              {t("vendors.create")}
            </Button>
          )
        }
      />
      <Card className="card--flush">
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : vendors.length === 0 ? (
          <EmptyState title={t("vendors.empty")} />
        ) : (
          <>
            <TableWrap label={t("vendors.title")}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      {t("fields.order")}
                    </th>
                    <th scope="col">{t("fields.code")}</th>
                    <th scope="col">{t("fields.name")}</th>
                    <th scope="col">{t("fields.categories")}</th>
                    <th scope="col">{t("fields.walletMode")}</th>
                    <th scope="col">{t("fields.status")}</th>
                    <th scope="col" className="num">
                      {t("fields.gameCount")}
                    </th>
                    <th scope="col">{t("fields.secret")}</th>
                    <th scope="col">{t("fields.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {vendors.map((vendor) => (
                    <tr key={vendor.id}>
                      <td className="num">{vendor.sortOrder}</td>
                      <td>
                        <span className="mono">{vendor.code}</span>
                        {vendor.house && (
                          <div>
                            <Badge tone="info">{t("vendors.house")}</Badge>
                          </div>
                        )}
                      </td>
                      <td>
                        <div className="row">
                          <ImagePreview url={vendor.logo} alt="" size={24} quiet />
                          <span>{vendor.displayName}</span>
                        </div>
                      </td>
                      <td>
                        <div className="tag-list">
                          {vendor.categories.map((category) => (
                            <span key={category} className="tag">
                              {t(`categories.${category}`)}
                            </span>
                          ))}
                        </div>
                      </td>
                      <td>{t(`walletModes.${vendor.walletMode}`)}</td>
                      <td>
                        <AvailabilityBadge status={vendor.status} />
                      </td>
                      <td className="num">
                        <Link to={`/games/list?vendorId=${encodeURIComponent(vendor.id)}`}>
                          {formatCount(vendor.gameCount)}
                        </Link>
                      </td>
                      <td>
                        {vendor.house ? (
                          <span className="muted small">{t("vendors.secretNotUsed")}</span>
                        ) : vendor.secretSet ? (
                          <>
                            <Badge tone="success">{t("vendors.secretSet")}</Badge>
                            {vendor.secretRotatedAt !== null && (
                              <div className="muted small nowrap">
                                {t("vendors.rotatedAt", { time: time.format(vendor.secretRotatedAt) })}
                              </div>
                            )}
                          </>
                        ) : (
                          <Badge tone="warning">{t("vendors.secretMissing")}</Badge>
                        )}
                      </td>
                      <td className="actions">
                        <div className="row">
                          {can("games.edit") && (
                            <>
                              <Button
                                size="small"
                                icon="edit"
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
                              icon="withdrawal"
                              aria-label={t("import.openOf", { name: vendor.displayName })}
                              onClick={() => setImporting(vendor)}
                            >
                              {t("import.open")}
                            </Button>
                          )}
                          {can("games.secrets") && !vendor.house && (
                            <Button
                              size="small"
                              icon="key"
                              aria-label={t("vendors.rotateOf", { name: vendor.displayName })}
                              onClick={() => setRotating(vendor)}
                            >
                              {t("vendors.rotate")}
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <div className="list-footer">
              <TimeZoneNote timeZone={time.timeZone} />
            </div>
          </>
        )}
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
