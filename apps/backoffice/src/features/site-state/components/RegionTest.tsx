import { regionTestCall } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { TextField } from "@lotus/ui/primitives/Field";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card } from "../../../components/ui/States";
import { countryName } from "../../../lib/countries";
import { defined, describeIssue } from "../../../lib/form";
import { currentLanguage } from "../../../lib/i18n";
import { useValidationText } from "../../../lib/use-validation";
import { regionTestQuery } from "../api/site-state-api";

const STATUS = {
  0: { key: "normal", tone: "success" },
  1: { key: "maintenance", tone: "warning" },
  2: { key: "blocked", tone: "danger" },
} as const;

/** "What would this IP see": the country the server finds and the site state it would show. */
export function RegionTest({ brandId }: { brandId: string }) {
  const { t } = useTranslation(["site", "common"]);
  const validation = useValidationText();
  const [draft, setDraft] = useState("");
  const [ip, setIp] = useState<string>();
  const [error, setError] = useState<string>();
  const query = useQuery({ ...regionTestQuery(brandId, ip ?? ""), enabled: Boolean(ip) });

  const test = () => {
    const parsed = defined(regionTestCall.query).safeParse({ ip: draft.trim() }, { reportInput: true });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? validation(describeIssue(issue)) : validation({ key: "format" }));
      return;
    }
    setError(undefined);
    if (parsed.data.ip === ip) void query.refetch();
    else setIp(parsed.data.ip);
  };

  const status = query.data ? STATUS[query.data.status] : undefined;
  return (
    <Card title={t("test.title")}>
      <div className="stack">
        <p className="muted small">{t("test.intro")}</p>
        <form
          className="filters"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            test();
          }}
        >
          <TextField
            label={t("test.ip")}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={error}
            placeholder="203.0.113.10"
          />
          <Button type="submit" icon={<Icon name="search" />} busy={query.isFetching}>
            {t("test.submit")}
          </Button>
        </form>
        {ip && query.isPending && query.isFetching && <Spinner />}
        {query.isError && <ErrorState error={query.error} />}
        {query.data && status && (
          <dl className="kv" aria-live="polite">
            <dt>{t("test.ip")}</dt>
            <dd className="mono">{query.data.ip}</dd>
            <dt>{t("test.country")}</dt>
            <dd>
              {query.data.country
                ? `${query.data.country} · ${countryName(query.data.country, currentLanguage())}`
                : t("test.unknownCountry")}
            </dd>
            <dt>{t("test.status")}</dt>
            <dd>
              <Badge tone={status.tone}>{t(`test.statuses.${status.key}`)}</Badge>
            </dd>
          </dl>
        )}
      </div>
    </Card>
  );
}
