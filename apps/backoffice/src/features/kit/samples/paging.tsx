import { Paginator } from "@lotus/ui/data/Paginator";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";

const PAGE_SIZE = 20;

/** A long list (gaps between far pages), a short one, and one that fits on a page (no buttons). */
function PagingSample() {
  const { t } = useTranslation("kit");
  const [longPage, setLongPage] = useState(7);
  const [shortPage, setShortPage] = useState(1);
  return (
    <div className="stack">
      <Paginator
        page={longPage}
        pageSize={PAGE_SIZE}
        total={1348}
        onPage={setLongPage}
        label={t("paging.long")}
      />
      <Paginator
        page={shortPage}
        pageSize={PAGE_SIZE}
        total={45}
        onPage={setShortPage}
        label={t("paging.short")}
      />
      <Paginator
        page={1}
        pageSize={PAGE_SIZE}
        total={12}
        onPage={() => undefined}
        label={t("paging.single")}
      />
    </div>
  );
}

export const pagingSamples: KitSample = {
  group: "paging",
  importPaths: ["@lotus/ui/data/Paginator"],
  Sample: PagingSample,
};
