import { Spinner } from "@lotus/ui/data/states";
import { TextField, type TextFieldProps } from "@lotus/ui/primitives/Field";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import type { useCaptcha } from "../hooks/use-captcha";

interface CaptchaFieldProps extends Omit<TextFieldProps, "label" | "addon"> {
  captcha: ReturnType<typeof useCaptcha>;
}

/** Captcha input with its image; clicking the image or the button fetches a new one (once per second). */
export function CaptchaField({ captcha, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation("account");
  return (
    <TextField
      {...input}
      label={t("fields.captcha")}
      autoComplete="off"
      maxLength={16}
      markRequired
      addon={
        <button
          type="button"
          className="captcha-image"
          onClick={captcha.refresh}
          aria-label={t("captcha.refresh")}
        >
          {captcha.image && !captcha.loading ? (
            <img src={captcha.image} alt="" width={110} height={44} />
          ) : captcha.failed ? (
            <Icon name="refresh" size={18} />
          ) : (
            <Spinner label={t("captcha.loading")} size={20} />
          )}
        </button>
      }
    />
  );
}
