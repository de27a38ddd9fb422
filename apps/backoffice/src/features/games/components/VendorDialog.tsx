import { adminVendorUpdateCall, GAME_TYPES, VENDOR_STATUSES, type VendorAdminView } from "@lotus/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { Checkbox, FieldGroup, SelectField, TextField } from "../../../components/ui/Field";
import { Modal } from "../../../components/ui/Modal";
import { useBrandId } from "../../../lib/console-context";
import { type BodyOf, defined, issuesToFieldErrors, nestErrors } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { toast } from "../../../lib/toast-store";
import { useValidationText } from "../../../lib/use-validation";
import { gamesChanged, updateVendor } from "../api/games-api";
import { missingPlaceholders, type VendorFormValues, vendorFormToBody, vendorToForm } from "./games-helpers";
import { ImagePreview } from "./parts";

type VendorBody = BodyOf<typeof adminVendorUpdateCall>;

/** Edits one vendor: name, categories, status, logo, order and, where they apply, its URLs. */
export function VendorDialog({ vendor, onClose }: { vendor: VendorAdminView; onClose: () => void }) {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const schema = defined(adminVendorUpdateCall.body);
  const resolver: Resolver<VendorFormValues, unknown, VendorBody> = (values) => {
    const result = schema.safeParse(vendorFormToBody(values, vendor), { reportInput: true });
    if (result.success) return { values: result.data, errors: {} };
    return {
      values: {},
      errors: nestErrors<VendorFormValues>(issuesToFieldErrors(result.error.issues, translate)),
    };
  };
  const form = useForm<VendorFormValues, unknown, VendorBody>({
    resolver,
    defaultValues: vendorToForm(vendor),
  });
  const mutation = useMutation({
    mutationFn: (body: VendorBody) => updateVendor(brandId, vendor.id, body),
    onSuccess: async (saved) => {
      toast(t("vendors.saved", { name: saved.displayName }));
      onClose();
      await gamesChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError),
  });
  const errors = form.formState.errors;
  const logo = form.watch("logo");
  const template = form.watch("launchUrlTemplate");
  const missing = missingPlaceholders(template);
  const formId = "vendor-form";
  return (
    <Modal
      title={t("vendors.editTitle", { name: vendor.displayName })}
      onClose={onClose}
      size="large"
      busy={mutation.isPending}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={mutation.isPending}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={mutation.isPending}>
            {t("common:actions.save")}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="stack"
        noValidate
        onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
      >
        <dl className="kv">
          <dt>{t("fields.code")}</dt>
          <dd className="mono">{vendor.code}</dd>
          <dt>{t("fields.walletMode")}</dt>
          <dd>{t(`walletModes.${vendor.walletMode}`)}</dd>
        </dl>
        <div className="grid-2">
          <TextField
            label={t("fields.displayName")}
            markRequired
            maxLength={64}
            error={errors.displayName?.message}
            {...form.register("displayName")}
          />
          <SelectField label={t("fields.status")} error={errors.status?.message} {...form.register("status")}>
            {VENDOR_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("fields.order")}
            inputMode="numeric"
            hint={t("vendors.orderHint")}
            error={errors.sortOrder?.message}
            {...form.register("sortOrder")}
          />
        </div>
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <FieldGroup
              legend={t("fields.categories")}
              error={errors.categories?.message ?? errors.categories?.root?.message}
              hint={t("vendors.categoriesHint")}
              className="category-checks"
            >
              {GAME_TYPES.map((category) => (
                <Checkbox
                  key={category}
                  label={t(`categories.${category}`)}
                  checked={field.value.includes(category)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? GAME_TYPES.filter((entry) => entry === category || field.value.includes(entry))
                        : field.value.filter((entry) => entry !== category),
                    )
                  }
                />
              ))}
            </FieldGroup>
          )}
        />
        <div className="image-field">
          <TextField
            label={t("fields.logo")}
            maxLength={500}
            inputMode="url"
            error={errors.logo?.message}
            {...form.register("logo")}
          />
          <ImagePreview url={logo} alt={t("vendors.logoPreview")} />
        </div>
        {!vendor.house && (
          <TextField
            label={t("fields.launchUrlTemplate")}
            maxLength={500}
            inputMode="url"
            placeholder="https://vendor.example/launch?token={token}&game={game}&lang={lang}"
            hint={
              missing.length > 0
                ? t("vendors.launchMissing", { placeholders: missing.join(" ") })
                : t("vendors.launchHint")
            }
            error={errors.launchUrlTemplate?.message}
            {...form.register("launchUrlTemplate")}
          />
        )}
        {vendor.walletMode === "transfer" && (
          <TextField
            label={t("fields.transferApiUrl")}
            maxLength={500}
            inputMode="url"
            hint={t("vendors.transferHint")}
            error={errors.transferApiUrl?.message}
            {...form.register("transferApiUrl")}
          />
        )}
        <ErrorSummary
          errors={errors}
          label={(path) => (path.startsWith("categories") ? t("fields.categories") : undefined)}
        />
      </form>
    </Modal>
  );
}
