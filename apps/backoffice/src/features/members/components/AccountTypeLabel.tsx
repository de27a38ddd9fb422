import { useTranslation } from "react-i18next";
import { KNOWN_ACCOUNT_TYPES } from "./member-labels";

export function AccountTypeLabel({ type }: { type: number }) {
  const { t } = useTranslation(["members", "common"]);
  return (
    <>
      {KNOWN_ACCOUNT_TYPES.includes(type)
        ? t(`accountTypes.t${type as 0}`)
        : t("accountTypes.other", { type })}
    </>
  );
}
