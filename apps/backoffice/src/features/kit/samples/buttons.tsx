import { Button, type ButtonProps, buttonClass } from "@lotus/ui/primitives/Button";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import type { KitSample } from "./kit-sample";

const VARIANTS: readonly NonNullable<ButtonProps["variant"]>[] = ["primary", "secondary", "danger", "ghost"];
const SIZES: readonly NonNullable<ButtonProps["size"]>[] = ["small", "medium", "large"];

function ButtonSample() {
  const { t } = useTranslation("kit");
  return (
    <div className="stack">
      {SIZES.map((size) => (
        <div key={size} className="row">
          <span className="kit-sample__label">{t(`buttons.sizes.${size}`)}</span>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {t(`buttons.variants.${variant}`)}
            </Button>
          ))}
        </div>
      ))}
      <div className="row">
        <span className="kit-sample__label">{t("buttons.states")}</span>
        <Button variant="primary" icon={<Icon name="plus" />}>
          {t("buttons.withIcon")}
        </Button>
        <Button variant="primary" busy>
          {t("buttons.busy")}
        </Button>
        <Button disabled>{t("buttons.disabled")}</Button>
        {/* buttonClass: a link drawn as a button, for navigation rather than actions. */}
        <a className={buttonClass("secondary")} href="#main">
          {t("buttons.link")}
        </a>
      </div>
    </div>
  );
}

export const buttonSamples: KitSample = {
  group: "buttons",
  importPaths: ["@lotus/ui/primitives/Button"],
  Sample: ButtonSample,
};
