import { helpCategoryCreateCall, type LocalizedText } from "@lotus/contracts";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { withoutBlankLanguages } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { useContractResolver } from "../../../lib/use-validation";
import { type CategoryBody, createCategory, type HelpCategory, updateCategory } from "../api/content-api";
import { SortOrderField } from "./ContentEditor";
import { languagesOf } from "./content-helpers";
import { LocalizedFields } from "./LocalizedFields";

interface CategoryValues {
  title: LocalizedText;
  sortOrder: number;
}

export function CategoryDialog({
  brandId,
  category,
  onClose,
}: {
  brandId: string;
  category?: HelpCategory;
  onClose: () => void;
}) {
  const { t } = useTranslation(["content", "common"]);
  const queryClient = useQueryClient();
  const resolver = useContractResolver<CategoryValues, CategoryBody>(
    helpCategoryCreateCall.body,
    (output) => (output.title.EN?.trim() ? {} : { "title.EN": t("editor.titleEnRequired") }),
    (values) => ({
      title: withoutBlankLanguages(values.title as Record<string, string>),
      sortOrder: values.sortOrder,
    }),
  );
  const form = useForm<CategoryValues, unknown, CategoryBody>({
    resolver,
    defaultValues: { title: { EN: "", VI: "", ...category?.title }, sortOrder: category?.sortOrder ?? 0 },
  });
  const mutation = useMutation({
    mutationFn: (body: CategoryBody) =>
      category ? updateCategory(brandId, category.id, body) : createCategory(brandId, body),
    onSuccess: async () => {
      toast(category ? t("help.categorySaved") : t("help.categoryCreated"));
      await queryClient.invalidateQueries({ queryKey: queryKeys.brand(brandId).help });
      onClose();
    },
    onError: (error) => reportFailure(error, t("help.failed"), form.setError),
  });
  return (
    <FormDialog
      title={category ? t("help.editCategoryTitle") : t("help.newCategory")}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={category ? t("common:actions.save") : t("common:actions.create")}
      formClassName="stack stack--lg"
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <LocalizedFields
        form={form}
        initialLanguages={languagesOf(category?.title ?? {})}
        withContent={false}
      />
      <SortOrderField
        error={form.formState.errors.sortOrder?.message}
        {...form.register("sortOrder", { valueAsNumber: true })}
      />
      <ErrorSummary errors={form.formState.errors} />
    </FormDialog>
  );
}
