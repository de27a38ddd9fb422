import {
  GAME_LIST_COLUMNS,
  GAME_LIST_MAX_BYTES,
  GAME_LIST_MAX_ROWS,
  type VendorAdminView,
} from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { formatCount } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert, TextField } from "@lotus/ui/primitives/Field";
import { Modal } from "@lotus/ui/primitives/Modal";
import { toast } from "@lotus/ui/primitives/toast-store";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useBrandId } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import {
  type GameListFile,
  type GameListPreview,
  gamesChanged,
  importGameList,
  previewGameList,
} from "../api/games-api";
import {
  bytesToBase64,
  canImport,
  columnProblems,
  errorLine,
  GAME_LIST_SAMPLE,
  gameListFormat,
  IMPORT_ACTION_TONES,
} from "./create-helpers";

type PreviewRow = GameListPreview["rows"][number];

/**
 * Uploads a provider's game list for one vendor: the server previews it (nothing written) and
 * the operator imports exactly that preview; any change to the file or the games asks for a new one.
 */
export function GameListImportDialog({ vendor, onClose }: { vendor: VendorAdminView; onClose: () => void }) {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<GameListFile>();
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<GameListPreview>();

  const check = useMutation({
    mutationFn: (chosen: GameListFile) => previewGameList(brandId, vendor.id, chosen),
    onSuccess: setPreview,
    onError: (error) => {
      // A refused file is explained under the file field, with the columns at fault.
      if (!(error instanceof ApiError) || error.status >= 500)
        return reportFailure(error, t("import.previewFailed"));
      const columns = columnProblems(error.value);
      const line = errorLine(error.value);
      setFileError(
        [
          error.message,
          line ? t("import.atLine", { line }) : "",
          columns?.missing.length ? t("import.missing", { columns: columns.missing.join(", ") }) : "",
          columns?.unknown.length ? t("import.unknown", { columns: columns.unknown.join(", ") }) : "",
          columns?.duplicate.length ? t("import.duplicate", { columns: columns.duplicate.join(", ") }) : "",
        ]
          .filter(Boolean)
          .join(" "),
      );
    },
  });
  const apply = useMutation({
    mutationFn: ({ chosen, token }: { chosen: GameListFile; token: string }) =>
      importGameList(brandId, vendor.id, chosen, token),
    onSuccess: async (result) => {
      toast(
        result.applied
          ? t("import.done", {
              created: result.counts.new,
              updated: result.counts.update,
              name: vendor.displayName,
            })
          : t("import.nothing"),
      );
      onClose();
      await gamesChanged(queryClient, brandId);
    },
    onError: (error) => {
      // A stale or refused plan is previewed again, so what shows is what the server would do now.
      setPreview(undefined);
      reportFailure(error, t("import.failed"));
    },
  });

  const choose = async (picked: File | undefined) => {
    setPreview(undefined);
    setFile(undefined);
    setFileError(undefined);
    if (!picked) return;
    const format = gameListFormat(picked.name);
    if (!format) return setFileError(t("import.wrongType"));
    // Checked here too so a large file is not sent only to be refused.
    if (picked.size > GAME_LIST_MAX_BYTES)
      return setFileError(t("import.tooLarge", { size: Math.round(GAME_LIST_MAX_BYTES / 1024) }));
    const chosen = { format, content: bytesToBase64(new Uint8Array(await picked.arrayBuffer())) };
    setFile(chosen);
    check.mutate(chosen);
  };

  const previewColumns: DataColumn<PreviewRow>[] = [
    { id: "line", header: t("import.line"), numeric: true, cell: (row) => row.line },
    { id: "code", header: t("fields.gameId"), primary: true, className: "mono", cell: (row) => row.code },
    { id: "name", header: t("fields.name"), cell: (row) => row.name },
    {
      id: "category",
      header: t("fields.category"),
      cell: (row) => row.gameType && t(`categories.${row.gameType}`, { defaultValue: row.gameType }),
    },
    {
      id: "action",
      header: t("import.action"),
      cell: (row) => (
        <StatusBadge
          status={row.action}
          tones={IMPORT_ACTION_TONES}
          label={t(`import.actions.${row.action}`)}
        />
      ),
    },
    {
      id: "details",
      header: t("import.details"),
      className: "small",
      cell: (row) =>
        row.errors.length > 0 ? (
          <ul className="import-errors">
            {row.errors.map((error) => (
              <li key={`${error.field}:${error.message}`}>
                {error.field && <span className="mono">{error.field}: </span>}
                {error.message}
              </li>
            ))}
          </ul>
        ) : (
          row.changes.join(", ")
        ),
    },
  ];

  const busy = check.isPending || apply.isPending;
  const counts = preview?.counts;
  const ready = Boolean(file && preview && counts && canImport(counts));
  return (
    <Modal
      title={t("import.title", { name: vendor.displayName })}
      onClose={onClose}
      size="large"
      busy={busy}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t("common:actions.cancel")}
          </Button>
          <Button
            variant="primary"
            disabled={!ready}
            busy={apply.isPending}
            onClick={() => file && preview && apply.mutate({ chosen: file, token: preview.previewToken })}
          >
            {t("import.apply", { count: (counts?.new ?? 0) + (counts?.update ?? 0) })}
          </Button>
        </>
      }
    >
      <div className="stack">
        <details className="import-help">
          <summary>{t("import.helpTitle")}</summary>
          <p>
            {t("import.help", {
              size: Math.round(GAME_LIST_MAX_BYTES / 1024),
              rows: formatCount(GAME_LIST_MAX_ROWS),
            })}
          </p>
          <p>
            {t("import.columns")}{" "}
            <span className="mono small">{GAME_LIST_COLUMNS.join(", ")}, name_EN, name_VI, …</span>
          </p>
          <p>{t("import.rules")}</p>
          <pre className="import-sample mono small">{GAME_LIST_SAMPLE.csv}</pre>
          <p>{t("import.jsonHelp")}</p>
          <pre className="import-sample mono small">{GAME_LIST_SAMPLE.json}</pre>
        </details>
        <TextField
          type="file"
          label={t("import.file")}
          accept=".csv,.json,text/csv,application/json"
          hint={t("import.fileHint")}
          error={fileError}
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {check.isPending && <p className="muted">{t("import.checking")}</p>}
        {counts && preview && (
          <>
            <FormAlert tone={counts.invalid > 0 ? "error" : canImport(counts) ? "info" : "success"}>
              {t("import.summary", counts)}{" "}
              {counts.invalid > 0 ? t("import.fixInvalid") : canImport(counts) ? "" : t("import.upToDate")}
            </FormAlert>
            <DataTable
              label={t("import.rowsLabel")}
              columns={previewColumns}
              rows={preview.rows}
              rowKey={(row) => String(row.line)}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
