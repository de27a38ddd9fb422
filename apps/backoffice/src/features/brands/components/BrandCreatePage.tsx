import { brandCreateCall } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { TextField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import type { BodyOf } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import { brandSaved, createBrand } from "../api/brands-api";
import { defaultLanguageCheck, IdentityFields, type IdentityValues } from "./IdentityFields";

type CreateValues = IdentityValues & { merchantCode: string };
type CreateBody = BodyOf<typeof brandCreateCall>;

const DEFAULTS: CreateValues = {
  merchantCode: "",
  name: "",
  domains: [],
  defaultLanguage: "EN",
  languages: ["EN", "VI"],
  currencyCode: "",
  currencySymbol: "",
  minorDigits: 2,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
};

/** A new brand from its identity; the settings start at their defaults and are edited next. */
export default function BrandCreatePage() {
  const { t } = useTranslation(["brands", "common"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolver = useContractResolver<CreateValues, CreateBody>(brandCreateCall.body, (output) =>
    defaultLanguageCheck(output as CreateValues, t("fields.defaultNotEnabled")),
  );
  const form = useForm<CreateValues, unknown, CreateBody>({ resolver, defaultValues: DEFAULTS });
  const mutation = useMutation({
    mutationFn: createBrand,
    onSuccess: async (brand) => {
      await brandSaved(queryClient, brand);
      toast(t("create.created", { name: brand.name }));
      navigate(`/brands/${brand.id}`, { replace: true });
    },
    onError: (error) =>
      reportFailure(error, t("create.failed"), form.setError, {
        codeFields: {
          "brand.merchant_taken": "merchantCode",
          "brand.domain_taken": "domains",
          "brand.invalid_time_zone": "timeZone",
        },
      }),
  });
  const errors = form.formState.errors;
  return (
    <>
      <PageHeader
        title={t("create.title")}
        description={t("create.description")}
        back={
          <Link to="/brands" className="back-link">
            <Icon name="chevronLeft" size={14} />
            {t("list.title")}
          </Link>
        }
      />
      <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
        <Card>
          <div className="stack stack--lg">
            <TextField
              label={t("fields.merchantCode")}
              hint={t("fields.merchantCodeHint")}
              autoCapitalize="none"
              spellCheck={false}
              error={errors.merchantCode?.message}
              {...form.register("merchantCode")}
            />
            <IdentityFields form={form} />
            <ErrorSummary
              errors={errors}
              label={(path) => t(`fields.${path.split(".")[0]}` as "fields.name")}
            />
            <div className="form-actions">
              <Button variant="ghost" onClick={() => navigate("/brands")}>
                {t("common:actions.cancel")}
              </Button>
              <Button type="submit" variant="primary" busy={mutation.isPending}>
                {t("common:actions.create")}
              </Button>
            </div>
          </div>
        </Card>
      </form>
    </>
  );
}
