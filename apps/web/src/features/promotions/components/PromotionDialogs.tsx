import { FormAlert, TextArea, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../components/ui/ImagePicker";
import { ApiError } from "../../../lib/api-client";
import { UPLOAD_MAX_FILES } from "../../../lib/constants";
import { errorText } from "../../../lib/error-text";
import { type ImageProblem, uploadOnce } from "../../../lib/image-files";
import { applyPromotion, bindZalo, promotionActed, uploadPromotionImage } from "../api/promotions-api";

/** The server's message for one field when it named it, else undefined. */
function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields[field] : undefined;
}

/** Uploads the images not uploaded yet (a retry does not send them again) and returns their ids. */
const uploadImages = uploadOnce(uploadPromotionImage);

/** SPEC §5 activity application: a remark of at most 140 characters and up to 3 png/jpg images of 5 MB. */
export function ApplyDialog({
  promotionId,
  max,
  onClose,
}: {
  promotionId: string;
  max: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("promotions");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<ImageProblem>();
  const [alert, setAlert] = useState<string>();
  const form = useForm<{ remark: string }>({ defaultValues: { remark: "" } });
  const { errors, isSubmitting } = form.formState;
  const remark = form.watch("remark");

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      const state = await applyPromotion(promotionId, values.remark.trim(), await uploadImages(files));
      showToast(t("done.apply"), "success");
      await promotionActed(queryClient, state);
      onClose();
    } catch (error) {
      const message = fieldError(error, "remark");
      if (message) form.setError("remark", { message });
      else setAlert(errorText(error));
    }
  });

  return (
    <FormDialog
      title={t("apply.title")}
      submitLabel={t("apply.submit")}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormAlert>{alert}</FormAlert>
      <TextArea
        label={t("apply.remark")}
        hint={t("apply.remarkHint", { count: remark.length, max })}
        maxLength={max}
        rows={4}
        markRequired
        error={errors.remark?.message}
        {...form.register("remark", {
          validate: (value) =>
            !value.trim()
              ? t("apply.remarkEmpty")
              : value.length > max
                ? t("apply.remarkLong", { max })
                : true,
        })}
      />
      <ImagePicker
        files={files}
        onChange={setFiles}
        onProblem={setProblem}
        error={problem && t(`apply.problems.${problem}`, { max: UPLOAD_MAX_FILES })}
        text={{
          label: t("apply.images"),
          hint: t("apply.imagesHint", { max: UPLOAD_MAX_FILES }),
          add: t("apply.add"),
          image: (number) => t("apply.image", { number }),
          remove: (number) => t("apply.remove", { number }),
        }}
      />
    </FormDialog>
  );
}

/** SPEC §9 Zalo bonus: the member's Zalo number, bound once. */
export function ZaloDialog({ promotionId, onClose }: { promotionId: string; onClose: () => void }) {
  const { t } = useTranslation("promotions");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const [alert, setAlert] = useState<string>();
  const form = useForm<{ zalo: string }>({ defaultValues: { zalo: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      const state = await bindZalo(promotionId, values.zalo.trim());
      showToast(t("done.bind_zalo"), "success");
      await promotionActed(queryClient, state);
      onClose();
    } catch (error) {
      const message = fieldError(error, "zalo");
      if (message) form.setError("zalo", { message });
      else setAlert(errorText(error));
    }
  });
  return (
    <FormDialog
      title={t("zalo.title")}
      submitLabel={t("zalo.submit")}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormAlert>{alert}</FormAlert>
      <TextField
        label={t("zalo.number")}
        hint={t("zalo.hint")}
        inputMode="tel"
        autoComplete="tel"
        markRequired
        error={errors.zalo?.message}
        {...form.register("zalo", {
          validate: (value) => (/^\+?[0-9]{9,15}$/.test(value.trim()) ? true : t("zalo.invalid")),
        })}
      />
    </FormDialog>
  );
}
