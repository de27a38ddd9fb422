import "./games.css";
import { adminCategoryListsUpdateCall } from "@lotus/contracts";
import { QueryView } from "@lotus/ui/data/QueryView";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChipsInput } from "../../../components/ui/ChipsInput";
import { Card, PageHeader } from "../../../components/ui/States";
import { ApiError } from "../../../lib/api-client";
import { useBrandId, useCan } from "../../../lib/console-context";
import { defined, issuesToFieldErrors } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import {
  type CategoryListsBody,
  categoryListsQuery,
  gamesChanged,
  updateCategoryLists,
  vendorsQuery,
} from "../api/games-api";
import { canonicalVendorCode, unknownCodes } from "./games-helpers";

type ListKey = keyof CategoryListsBody;
const LISTS: readonly ListKey[] = ["esportsVendors", "cockfightVendors"];

/** The sports vendors the site shows under the e-sports lane and under the cockfight lane. */
export default function CategoryListsPage() {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const query = useQuery(categoryListsQuery(brandId));
  return (
    <>
      <PageHeader title={t("lanes.title")} description={t("lanes.description")} />
      <QueryView query={query}>
        {(lists) => <CategoryListsForm key={JSON.stringify(lists)} initial={lists} />}
      </QueryView>
    </>
  );
}

function CategoryListsForm({ initial }: { initial: CategoryListsBody }) {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const vendors = useQuery(vendorsQuery(brandId));
  const [lists, setLists] = useState<CategoryListsBody>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editable = can("games.edit");
  const codes = vendors.data?.list.map((vendor) => vendor.code) ?? [];
  const suggestions = vendors.data?.list.map((vendor) => ({ value: vendor.code, label: vendor.displayName }));
  const nameOf = (code: string) => {
    const vendor = vendors.data?.list.find((entry) => entry.code === code);
    return vendor ? `${code} · ${vendor.displayName}` : code;
  };
  const changed = LISTS.some((key) => JSON.stringify(lists[key]) !== JSON.stringify(initial[key]));

  const mutation = useMutation({
    mutationFn: (body: CategoryListsBody) => updateCategoryLists(brandId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(categoryListsQuery(brandId).queryKey, saved);
      toast(t("lanes.saved"));
      await gamesChanged(queryClient, brandId);
    },
    onError: (error) => {
      reportFailure(error, t("failed"));
      if (error instanceof ApiError) setErrors(listErrors(error.fields));
    },
  });

  const save = () => {
    const parsed = defined(adminCategoryListsUpdateCall.body).safeParse(lists, { reportInput: true });
    if (!parsed.success) {
      setErrors(listErrors(issuesToFieldErrors(parsed.error.issues, translate)));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <form
      className="stack stack--lg"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {LISTS.map((key) => {
        const unknown = vendors.data ? unknownCodes(lists[key], codes) : [];
        return (
          <Card key={key} title={t(`lanes.${key}.title`)}>
            <div className="stack">
              <p className="muted">{t(`lanes.${key}.explain`)}</p>
              <ChipsInput
                label={t(`lanes.${key}.label`)}
                value={lists[key]}
                onChange={(next) => setLists({ ...lists, [key]: next })}
                normalize={(text) => canonicalVendorCode(text, codes)}
                accept={(entry) => entry.length <= 32}
                invalidMessage={t("lanes.tooLong")}
                suggestions={suggestions}
                describe={nameOf}
                disabled={!editable || mutation.isPending}
                error={errors[key]}
                hint={editable ? t("lanes.hint") : undefined}
              />
              {unknown.length > 0 && (
                <FormAlert tone="warning">{t("lanes.unknown", { codes: unknown.join(", ") })}</FormAlert>
              )}
            </div>
          </Card>
        );
      })}
      {editable && (
        <div className="form-actions">
          <Button variant="ghost" disabled={!changed || mutation.isPending} onClick={() => setLists(initial)}>
            {t("common:actions.discard")}
          </Button>
          <Button type="submit" variant="primary" busy={mutation.isPending} disabled={!changed}>
            {t("common:actions.save")}
          </Button>
        </div>
      )}
    </form>
  );
}

/** Field messages of either list ("esportsVendors.3" → the e-sports list). */
function listErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = path.split(".")[0] ?? "";
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}
