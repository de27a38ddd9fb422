import { chatVisitorStartCall } from "@lotus/contracts";
import { solveBotCheck } from "@lotus/ui/api/bot-check";
import { applyServerErrors, type BodyOf, defined, useContractForm } from "@lotus/ui/form/contract-form";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert, TextField } from "@lotus/ui/primitives/Field";
import { Modal } from "@lotus/ui/primitives/Modal";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CustomerServiceLink } from "../../../components/ui/CustomerServiceLink";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { useModals } from "../../../lib/modal-store";
import { useSettings, useWhitelabel } from "../../../lib/queries";
import { useSession } from "../../../lib/session";
import { useValidationText } from "../../../lib/validation-text";
import { fetchChallenge, startVisitor } from "../api/chat-api";
import { useVisitor } from "../model/visitor";
import { ChatRoom } from "./ChatRoom";
import { PastChats } from "./PastChats";
import "./chat.css";

type View = "chat" | "history";

/**
 * The chat room (SPEC §2 modal), opened from the side bar's customer-service item: a member chats
 * with their session and sees their past chats; a visitor first gives a name.
 */
export function ChatModal() {
  const { t } = useTranslation("chat");
  const close = useModals((state) => state.close);
  const sessionToken = useSession((state) => state.token);
  const visitorToken = useVisitor((state) => state.token);
  const [view, setView] = useState<View>("chat");
  const { info } = useSettings();
  const party = sessionToken ? "member" : "visitor";
  const token = sessionToken ?? visitorToken;

  const body = !token ? (
    <VisitorStart />
  ) : party === "member" ? (
    <Tabs
      label={t("tabs.label")}
      tabs={[
        { id: "chat", label: t("tabs.chat") },
        { id: "history", label: t("tabs.history") },
      ]}
      active={view}
      onChange={setView}
    >
      {view === "chat" ? <ChatRoom party="member" token={token} /> : <PastChats />}
    </Tabs>
  ) : (
    <ChatRoom party="visitor" token={token} />
  );

  return (
    <Modal title={t("title")} onClose={close} size="medium" className="chat-modal">
      <div className="chat">
        {body}
        {info.customerService.url && (
          <div className="chat__other">
            <span className="chat__muted">{t("otherChannels")}</span>
            <CustomerServiceLink url={info.customerService.url} label={t("title")} />
          </div>
        )}
      </div>
    </Modal>
  );
}

type VisitorValues = { name: string };

/** A visitor's name (and the brand's bot check) before the first message. */
function VisitorStart() {
  const { t } = useTranslation("chat");
  const translate = useValidationText("chat");
  const { botCheck } = useWhitelabel();
  const start = useVisitor((state) => state.start);
  const openNext = useModals((state) => state.openNext);
  const [alert, setAlert] = useState<string>();
  const form = useContractForm<VisitorValues, BodyOf<typeof chatVisitorStartCall>>(
    defined(chatVisitorStartCall.body),
    { translate, defaultValues: { name: "" } },
  );
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name }) => {
    setAlert(undefined);
    try {
      const solved = botCheck ? await solveBotCheck(fetchChallenge) : undefined;
      const visitor = await startVisitor(name, solved);
      start(visitor.token, visitor.name);
    } catch (error) {
      if (
        error instanceof ApiError &&
        applyServerErrors(error.fields, (path, problem) => {
          if (path === "name") form.setError("name", problem);
          else setAlert(problem.message);
        }) > 0
      )
        return;
      setAlert(errorText(error));
    }
  });

  return (
    <form className="chat__start" onSubmit={submit} noValidate>
      <p>{t("visitor.intro")}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextField
        label={t("visitor.name")}
        autoComplete="name"
        maxLength={40}
        error={errors.name?.message}
        {...form.register("name")}
      />
      <Button type="submit" variant="primary" busy={isSubmitting}>
        {t("visitor.start")}
      </Button>
      <p className="chat__muted">
        {t("visitor.orLogin")}{" "}
        <button type="button" className="link-btn" onClick={() => openNext("login")}>
          {t("visitor.login")}
        </button>
      </p>
    </form>
  );
}
