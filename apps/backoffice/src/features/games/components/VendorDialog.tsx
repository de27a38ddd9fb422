import {
  adminVendorCreateCall,
  adminVendorUpdateCall,
  GAME_TYPES,
  type VendorAdminView,
  WALLET_MODES,
} from "@lotus/contracts";
import { Checkbox, FieldGroup } from "@lotus/ui/primitives/Choice";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { useBrandId } from "../../../lib/console-context";
import type { BodyOf } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import { createVendor, gamesChanged, updateVendor } from "../api/games-api";
import { NEW_VENDOR_FORM, vendorFormToCreateBody } from "./create-helpers";
import { missingPlaceholders, type VendorFormValues, vendorFormToBody, vendorToForm } from "./games-helpers";
import { AvailabilityOptions, ImagePreview } from "./parts";

type VendorBody = BodyOf<typeof adminVendorUpdateCall>;
type VendorCreateBody = BodyOf<typeof adminVendorCreateCall>;
type Saved = { vendor: VendorAdminView; secret?: string };

/**
 * Edits one vendor (name, categories, status, logo, order and, where they apply, its URLs) or,
 * without one, adds a vendor with its code and wallet mode; the new secret goes to onCreated.
 */
export function VendorDialog({
  vendor,
  onClose,
  onCreated,
}: {
  vendor?: VendorAdminView;
  onClose: () => void;
  onCreated?: (vendor: VendorAdminView, secret: string) => void;
}) {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const resolver = useContractResolver<VendorFormValues, VendorBody | VendorCreateBody>(
    vendor ? adminVendorUpdateCall.body : adminVendorCreateCall.body,
    undefined,
    (values) => (vendor ? vendorFormToBody(values, vendor) : vendorFormToCreateBody(values)),
  );
  const form = useForm<VendorFormValues, unknown, VendorBody | VendorCreateBody>({
    resolver,
    defaultValues: vendor ? vendorToForm(vendor) : NEW_VENDOR_FORM,
  });
  const mutation = useMutation({
    mutationFn: async (body: VendorBody | VendorCreateBody): Promise<Saved> =>
      vendor
        ? { vendor: await updateVendor(brandId, vendor.id, body) }
        : createVendor(brandId, body as VendorCreateBody),
    onSuccess: async (saved) => {
      toast(t(vendor ? "vendors.saved" : "vendors.created", { name: saved.vendor.displayName }));
      onClose();
      if (saved.secret) onCreated?.(saved.vendor, saved.secret);
      await gamesChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError),
  });
  const errors = form.formState.errors;
  const logo = form.watch("logo");
  const template = form.watch("launchUrlTemplate");
  const walletMode = form.watch("walletMode");
  const missing = missingPlaceholders(template);
  return (
    <FormDialog
      title={vendor ? t("vendors.editTitle", { name: vendor.displayName }) : t("vendors.createTitle")}
      onClose={onClose}
      size="large"
      busy={mutation.isPending}
      submitLabel={vendor ? t("common:actions.save") : t("vendors.create")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      {vendor ? (
        <dl className="kv">
          <dt>{t("fields.code")}</dt>
          <dd className="mono">{vendor.code}</dd>
          <dt>{t("fields.walletMode")}</dt>
          <dd>{t(`walletModes.${vendor.walletMode}`)}</dd>
        </dl>
      ) : (
        <div className="grid-2">
          <TextField
            label={t("fields.code")}
            markRequired
            maxLength={32}
            hint={t("vendors.codeHint")}
            error={errors.code?.message}
            {...form.register("code")}
          />
          <SelectField
            label={t("fields.walletMode")}
            hint={t("vendors.walletModeHint")}
            error={errors.walletMode?.message}
            {...form.register("walletMode")}
          >
            {WALLET_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`walletModes.${mode}`)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <div className="grid-2">
        <TextField
          label={t("fields.displayName")}
          markRequired
          maxLength={64}
          error={errors.displayName?.message}
          {...form.register("displayName")}
        />
        <SelectField label={t("fields.status")} error={errors.status?.message} {...form.register("status")}>
          <AvailabilityOptions />
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
      {!vendor?.house && (
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
      {walletMode === "transfer" && (
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
    </FormDialog>
  );
}
