import { useTranslation } from "react-i18next";
import { useTheme } from "../../lib/theme";
import { Icon } from "./Icon";

/** Light by default; the switch to dark is remembered on this device. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme((state) => state.theme);
  const toggle = useTheme((state) => state.toggle);
  return (
    <button
      type="button"
      className="icon-btn"
      aria-pressed={theme === "dark"}
      aria-label={t("shell.darkTheme")}
      title={t("shell.darkTheme")}
      onClick={toggle}
    >
      <Icon name={theme === "dark" ? "moon" : "sun"} />
    </button>
  );
}
