import "./kit.css";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/States";
import { KIT_SECTIONS } from "../samples/catalogue";
import { SampleCard } from "./SampleCard";

/** Every component of the UI kit in both console themes, to look up before writing a new one. */
export default function KitShowcasePage() {
  const { t } = useTranslation("kit");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="stack stack--lg">
        <p className="muted">{t("themeNote")}</p>
        {KIT_SECTIONS.filter((section) => section.samples.length > 0).map((section) => (
          <KitSection key={section.id} id={section.id} samples={section.samples} />
        ))}
      </div>
    </>
  );
}

function KitSection({ id, samples }: (typeof KIT_SECTIONS)[number]) {
  const { t } = useTranslation("kit");
  const headingId = useId();
  return (
    <section className="stack stack--lg" aria-labelledby={headingId}>
      <h2 id={headingId} className="kit-section__title">
        {t(`sections.${id}`)}
      </h2>
      {samples.map((sample) => (
        <SampleCard key={sample.group} sample={sample} />
      ))}
    </section>
  );
}
