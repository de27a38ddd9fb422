import { countWords, SUPPORT_QUESTION_TYPES, type TicketSource, wordLimitProblem } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert, SelectField, TextArea } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { Modal } from "@lotus/ui/primitives/Modal";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { useModals } from "../../../lib/modal-store";
import { useSession } from "../../../lib/session";
import { fileTicket, supportRulesQuery, ticketChanged } from "../api/support-api";
import { isQuestionType, ticketReference, useTicketView } from "../model/support";
import { ImagePicker, uploadImages } from "./ImagePicker";
import "./support.css";

/** Until the brand's rules arrive the form checks with the defaults of the brand settings. */
const DEFAULT_RULES = { questionTypes: [...SUPPORT_QUESTION_TYPES], minWords: 5, maxWords: 500 };

/**
 * The feedback / support ticket form (SPEC §2, §5), the site modal "supportTicket": question type,
 * content between the brand's minimum and maximum words, up to 3 images. Sent, the member centre
 * opens on the new ticket.
 */
export function SupportTicketModal({ source = "ticket" }: { source?: TicketSource }) {
  const { t } = useTranslation("support");
  const { close, openNext } = useModals();
  const token = useSession((state) => state.token);
  if (!token)
    return (
      <Modal
        title={t("form.title")}
        size="small"
        onClose={close}
        footer={
          <Button variant="primary" onClick={() => openNext("login")}>
            {t("form.login")}
          </Button>
        }
      >
        <p>{t("form.loginFirst")}</p>
      </Modal>
    );
  return <TicketForm source={source} />;
}

type Values = { questionType: string; content: string };

function TicketForm({ source }: { source: TicketSource }) {
  const { t } = useTranslation("support");
  const { close, memberPage, openMemberCentre } = useModals();
  const show = useTicketView((state) => state.show);
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const rules = useQuery(supportRulesQuery()).data ?? DEFAULT_RULES;
  const [files, setFiles] = useState<File[]>([]);
  const [alert, setAlert] = useState<string>();
  const form = useForm<Values>({ defaultValues: { questionType: "", content: "" } });
  const { errors, isSubmitting } = form.formState;
  const words = countWords(form.watch("content"));

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    if (!isQuestionType(values.questionType, rules.questionTypes)) return;
    try {
      const ticket = await fileTicket({
        questionType: values.questionType,
        content: values.content.trim(),
        imageIds: await uploadImages(files),
        source,
      });
      await ticketChanged(queryClient, ticket);
      showToast(t("form.sent", { reference: ticketReference(ticket) }), "success");
      show(ticket.id);
      close();
      if (memberPage !== "feedback") openMemberCentre("feedback");
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.content : undefined;
      if (field) form.setError("content", { message: field });
      else setAlert(errorText(error));
    }
  });

  return (
    <FormDialog
      title={t("form.title")}
      description={t("form.intro")}
      submitLabel={t("form.submit")}
      busy={isSubmitting}
      onClose={close}
      onSubmit={submit}
    >
      <FormAlert>{alert}</FormAlert>
      <SelectField
        label={t("form.questionType")}
        markRequired
        error={errors.questionType?.message}
        {...form.register("questionType", {
          validate: (value) => isQuestionType(value, rules.questionTypes) || t("form.typeRequired"),
        })}
      >
        <option value="">{t("form.chooseType")}</option>
        {rules.questionTypes.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextArea
        label={t("form.content")}
        hint={t("form.contentHint", { words, min: rules.minWords, max: rules.maxWords })}
        rows={6}
        markRequired
        error={errors.content?.message}
        {...form.register("content", {
          validate: (value) => {
            if (!value.trim()) return t("form.contentEmpty");
            const problem = wordLimitProblem(value, rules);
            if (problem === "too_few") return t("form.tooFew", { min: rules.minWords });
            if (problem === "too_many") return t("form.tooMany", { max: rules.maxWords });
            return true;
          },
        })}
      />
      <ImagePicker files={files} onChange={setFiles} />
    </FormDialog>
  );
}
