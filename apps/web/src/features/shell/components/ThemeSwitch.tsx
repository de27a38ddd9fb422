import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useTheme } from "../../../lib/theme";

/** Dark/light switch: on means the dark theme. */
export function ThemeSwitch() {
  const { t } = useTranslation("shell");
  const theme = useTheme((state) => state.theme);
  const setTheme = useTheme((state) => state.setTheme);
  const dark = theme === "dark";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t("header.darkTheme")}
      title={dark ? t("header.useLight") : t("header.useDark")}
      className="icon-btn theme-switch"
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      <Icon name={dark ? "moon" : "sun"} size={18} />
    </button>
  );
}
