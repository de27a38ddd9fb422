import { fieldMessage } from "@lotus/contracts";
import { newRequestId } from "@lotus/ui/api/request-id";
import { QueryView } from "@lotus/ui/data/QueryView";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert, PasswordField, TextField } from "@lotus/ui/primitives/Field";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { convertPoints, mallChanged, pointBalanceQuery, pointConfigQuery } from "../api/mall-api";
import { placeErrors } from "./form-errors";
import { useMallFormat } from "./parts";

interface ConvertValues {
  points: string;
  paymentPassword: string;
}

const FIELDS = ["points", "paymentPassword"] as const;

/** My points (balance, everything earned) and converting points to cash at my VIP level's rate. */
export function PointsTab() {
  const { t } = useTranslation("mall");
  const balance = useQuery(pointBalanceQuery());
  const config = useQuery(pointConfigQuery());
  const { money, minorDigits } = useMallFormat();
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const [alert, setAlert] = useState<string>();
  const requestId = useRef<{ key: string; id: string }>(undefined);
  const form = useForm<ConvertValues>({ defaultValues: { points: "", paymentPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  const typed = Number(form.watch("points"));
  const rate = config.data?.convertRate ?? 0;
  const estimate =
    Number.isInteger(typed) && typed > 0 && rate > 0
      ? Math.floor(((typed * (config.data?.unitAmount ?? 1)) / rate) * 10 ** minorDigits) / 10 ** minorDigits
      : 0;

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    // The same points resent (a retry) keep their request id, so they are converted once.
    if (requestId.current?.key !== values.points)
      requestId.current = { key: values.points, id: newRequestId() };
    try {
      const result = await convertPoints({
        requestId: requestId.current.id,
        points: Number(values.points),
        paymentPassword: values.paymentPassword,
      });
      requestId.current = undefined;
      form.reset();
      showToast(
        t(result.status === "paid" ? "convert.done" : "convert.waiting", {
          points: result.points.toLocaleString(),
          amount: money(result.amount),
        }),
        "success",
      );
      await mallChanged(queryClient);
    } catch (error) {
      setAlert(placeErrors(error, FIELDS, form.setError, t("convert.failed")));
    }
  });

  return (
    <div className="point-mall__points">
      <QueryView query={balance}>
        {(data) => (
          <dl className="point-mall__figures">
            <div>
              <dt>{t("balance.label")}</dt>
              <dd>{data.balance.toLocaleString()}</dd>
            </div>
            <div>
              <dt>{t("balance.earned")}</dt>
              <dd>{data.earned.toLocaleString()}</dd>
            </div>
          </dl>
        )}
      </QueryView>
      <p className="muted small">{t("balance.neverExpire")}</p>
      <QueryView query={config}>
        {(data) => (
          <form className="point-mall__convert stack" onSubmit={submit} noValidate>
            <h2 className="point-mall__heading">{t("convert.title")}</h2>
            <p className="muted">
              {t("convert.rate", {
                points: data.convertRate.toLocaleString(),
                amount: money(data.unitAmount),
              })}
            </p>
            <FormAlert>{alert}</FormAlert>
            <TextField
              label={t("convert.points")}
              inputMode="numeric"
              markRequired
              hint={t("convert.minimum", { points: data.convertMinimum.toLocaleString() })}
              error={errors.points?.message}
              {...form.register("points", {
                required: {
                  value: true,
                  message: fieldMessage("empty", currentLanguage(), { field: t("convert.points") }),
                },
                validate: (value) => {
                  const points = Number(value);
                  if (!Number.isInteger(points) || points <= 0) return t("convert.wholeNumber");
                  if (points < data.convertMinimum)
                    return t("convert.belowMinimum", { points: data.convertMinimum.toLocaleString() });
                  if (balance.data && points > balance.data.balance) return t("convert.aboveBalance");
                  return true;
                },
              })}
            />
            {estimate > 0 && (
              <p className="point-mall__estimate">{t("convert.estimate", { amount: money(estimate) })}</p>
            )}
            <PasswordField
              label={t("redeem.paymentPassword")}
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              markRequired
              error={errors.paymentPassword?.message}
              {...form.register("paymentPassword", {
                required: {
                  value: true,
                  message: fieldMessage("empty", currentLanguage(), { field: t("redeem.paymentPassword") }),
                },
                pattern: { value: /^\d{6}$/, message: t("redeem.passwordDigits") },
              })}
            />
            <p className="muted small">{t("convert.turnover")}</p>
            <div>
              <Button type="submit" variant="primary" busy={isSubmitting}>
                {t("convert.submit")}
              </Button>
            </div>
          </form>
        )}
      </QueryView>
    </div>
  );
}
