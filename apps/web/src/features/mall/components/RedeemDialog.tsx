import { fieldMessage } from "@lotus/contracts";
import { newRequestId } from "@lotus/ui/api/request-id";
import { FormAlert, PasswordField, TextArea, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DialCodeSelect } from "../../../components/ui/DialCodeSelect";
import { currentLanguage } from "../../../lib/i18n";
import { useModals } from "../../../lib/modal-store";
import { countriesQuery, useMemberInfo } from "../../../lib/queries";
import { type Gift, mallChanged, redeemGift } from "../api/mall-api";
import { usePointMall } from "../model/mall-store";
import { placeErrors } from "./form-errors";

interface RedeemValues {
  quantity: string;
  recipient: string;
  address: string;
  mobileNo: string;
  paymentPassword: string;
}

const FIELDS = ["quantity", "recipient", "address", "mobileNo", "paymentPassword"] as const;

/** SPEC §5: an exchange needs the payment password, a delivery address and a valid mobile number. */
export function RedeemDialog({ gift }: { gift: Gift }) {
  const { t } = useTranslation("mall");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const closeGift = usePointMall((state) => state.closeGift);
  const kept = usePointMall((state) => state.delivery);
  const keepDelivery = usePointMall((state) => state.keepDelivery);
  const setTab = usePointMall((state) => state.setTab);
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  const member = useMemberInfo();
  const countries = useQuery(countriesQuery());
  const [dialingCode, setDialingCode] = useState(kept?.countryDialingCode ?? "84");
  const [alert, setAlert] = useState<string>();
  // One id for this form: a retry after a lost answer is applied once.
  const requestId = useRef(newRequestId());
  const form = useForm<RedeemValues>({
    defaultValues: {
      quantity: "1",
      recipient: kept?.recipient ?? "",
      address: kept?.address ?? "",
      mobileNo: kept?.mobileNo ?? "",
      paymentPassword: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const required = (label: string) => ({
    value: true,
    message: fieldMessage("empty", currentLanguage(), { field: label }),
  });
  const maxQuantity = Math.max(1, Math.min(99, gift.remaining ?? 99));

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    const delivery = {
      recipient: values.recipient.trim(),
      address: values.address.trim(),
      countryDialingCode: dialingCode,
      mobileNo: values.mobileNo.trim(),
    };
    keepDelivery(delivery);
    try {
      const result = await redeemGift({
        requestId: requestId.current,
        giftId: gift.id,
        quantity: Number(values.quantity),
        paymentPassword: values.paymentPassword,
        ...delivery,
      });
      showToast(t("redeem.done", { number: result.exchange.transactionNo }), "success");
      closeGift();
      setTab("exchanges");
      await mallChanged(queryClient);
    } catch (error) {
      setAlert(placeErrors(error, FIELDS, form.setError, t("redeem.failed")));
    }
  });

  if (member.data && !member.data.hasPaymentPassword) {
    return (
      <FormDialog
        title={t("redeem.title", { name: gift.name })}
        submitLabel={t("redeem.setPassword")}
        onClose={closeGift}
        onSubmit={(event) => {
          event.preventDefault();
          closeGift();
          openMemberCentre("securityCenter");
        }}
      >
        <p>{t("redeem.needPassword")}</p>
      </FormDialog>
    );
  }

  return (
    <FormDialog
      title={t("redeem.title", { name: gift.name })}
      submitLabel={t("redeem.submit")}
      busy={isSubmitting}
      onClose={closeGift}
      onSubmit={submit}
    >
      <p className="muted">
        {t("redeem.summary", { points: gift.points.toLocaleString(), kind: t(`kinds.${gift.kind}`) })}
      </p>
      <FormAlert>{alert}</FormAlert>
      <TextField
        label={t("redeem.quantity")}
        type="number"
        inputMode="numeric"
        min={1}
        max={maxQuantity}
        markRequired
        error={errors.quantity?.message}
        {...form.register("quantity", {
          required: required(t("redeem.quantity")),
          validate: (value) =>
            (Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= maxQuantity) ||
            t("redeem.quantityRange", { max: maxQuantity }),
        })}
      />
      <TextField
        label={t("redeem.recipient")}
        autoComplete="name"
        maxLength={100}
        markRequired
        error={errors.recipient?.message}
        {...form.register("recipient", { required: required(t("redeem.recipient")) })}
      />
      <TextArea
        label={t("redeem.address")}
        autoComplete="street-address"
        rows={2}
        maxLength={500}
        markRequired
        error={errors.address?.message}
        {...form.register("address", {
          required: required(t("redeem.address")),
          minLength: { value: 5, message: t("redeem.addressShort") },
        })}
      />
      <TextField
        label={t("redeem.mobile")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        markRequired
        error={errors.mobileNo?.message}
        leading={
          <DialCodeSelect
            label={t("redeem.dialCode")}
            options={countries.data?.list ?? []}
            value={dialingCode}
            onChange={setDialingCode}
            disabled={!countries.data}
          />
        }
        {...form.register("mobileNo", {
          required: required(t("redeem.mobile")),
          pattern: { value: /^\d{6,15}$/, message: t("redeem.mobileInvalid") },
        })}
      />
      <PasswordField
        label={t("redeem.paymentPassword")}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        markRequired
        error={errors.paymentPassword?.message}
        {...form.register("paymentPassword", {
          required: required(t("redeem.paymentPassword")),
          pattern: { value: /^\d{6}$/, message: t("redeem.passwordDigits") },
        })}
      />
    </FormDialog>
  );
}
