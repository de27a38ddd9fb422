import { Spinner } from "@lotus/ui/data/states";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { MemberPage } from "../lib/member-pages";
import { useModals } from "../lib/modal-store";
import { lazyComponent } from "./lazy";
import { ModalBoundary } from "./ModalBoundary";

// Each member modal is its own chunk: the home page does not pay for forms it may never open.
const LoginModal = lazyComponent(
  () => import("../features/account/components/LoginModal").then((m) => m.LoginModal),
  ["account"],
);
const RegisterModal = lazyComponent(
  () => import("../features/account/components/RegisterModal").then((m) => m.RegisterModal),
  ["account"],
);
const ForgotPasswordModal = lazyComponent(
  () => import("../features/account/components/ForgotPasswordModal").then((m) => m.ForgotPasswordModal),
  ["account"],
);
const ChangePasswordModal = lazyComponent(
  () => import("../features/account/components/ChangePasswordModal").then((m) => m.ChangePasswordModal),
  ["account"],
);
const TrialWarningModal = lazyComponent(
  () => import("../features/account/components/TrialWarningModal").then((m) => m.TrialWarningModal),
  ["account"],
);
const LogoutDialog = lazyComponent(
  () => import("../features/account/components/LogoutDialog").then((m) => m.LogoutDialog),
  ["account"],
);
const PostLoginModal = lazyComponent(
  () => import("../features/notices/components/PostLoginModal").then((m) => m.PostLoginModal),
  ["notices"],
);
const PopupNoticeModal = lazyComponent(
  () => import("../features/notices/components/PopupNoticeModal").then((m) => m.PopupNoticeModal),
  ["notices"],
);
const GamePopupModal = lazyComponent(
  () => import("../features/games/components/GameModals").then((m) => m.GamePopupModal),
  ["games"],
);
const GameMaintenanceDialog = lazyComponent(
  () => import("../features/games/components/GameModals").then((m) => m.GameMaintenanceDialog),
  ["games"],
);
const VendorGamesModal = lazyComponent(
  () => import("../features/games/components/GameModals").then((m) => m.VendorGamesModal),
  ["games"],
);
// The feedback / support ticket form (also opened by the live chat's "leave a ticket").
const SupportTicketModal = lazyComponent(
  () => import("../features/support/components/SupportTicketModal").then((m) => m.SupportTicketModal),
  ["support"],
);
// The live chat with customer service (the side bar's customer-service item).
const ChatModal = lazyComponent(
  () => import("../features/chat/components/ChatModal").then((m) => m.ChatModal),
  ["chat"],
);
// The member centre and the app's wallet and games pages for it (member-slots.ts) load together
// when it first opens: the slot table is not part of the first screen.
const MemberCentreModal = lazyComponent(
  () =>
    Promise.all([import("../features/member/components/MemberCentreModal"), import("./member-slots")]).then(
      ([centre, slots]) =>
        ({ page }: { page: MemberPage }) => (
          <centre.MemberCentreModal page={page} slots={slots.memberCentreSlots} />
        ),
    ),
  ["member"],
);

function ModalLoading() {
  const { t } = useTranslation("common");
  return (
    <div className="modal-loading">
      <Spinner label={t("status.loading")} size={36} />
    </div>
  );
}

/** Renders the open member modal (zustand store) over the member centre when that is open. */
export function ModalHost() {
  const { modal, memberPage, close, closeMemberCentre } = useModals();
  return (
    <>
      {memberPage && (
        <ModalBoundary onReset={closeMemberCentre}>
          <Suspense fallback={<ModalLoading />}>
            <MemberCentreModal page={memberPage} />
          </Suspense>
        </ModalBoundary>
      )}
      {modal && (
        <ModalBoundary key={modal.name} onReset={close}>
          <Suspense fallback={<ModalLoading />}>
            {modal.name === "login" && <LoginModal />}
            {modal.name === "register" && <RegisterModal referralCode={modal.referralCode} />}
            {modal.name === "forgotPassword" && <ForgotPasswordModal />}
            {modal.name === "changePassword" && <ChangePasswordModal forced={modal.forced} />}
            {modal.name === "trialWarning" && <TrialWarningModal />}
            {modal.name === "logout" && <LogoutDialog />}
            {modal.name === "postLogin" && <PostLoginModal firstLogin={modal.firstLogin} />}
            {modal.name === "popupNotice" && <PopupNoticeModal notices={modal.notices ?? []} />}
            {modal.name === "gamePopup" && <GamePopupModal />}
            {modal.name === "gameMaintenance" && <GameMaintenanceDialog />}
            {modal.name === "vendorGames" && <VendorGamesModal />}
            {modal.name === "supportTicket" && <SupportTicketModal source={modal.ticketSource} />}
            {modal.name === "chat" && <ChatModal />}
          </Suspense>
        </ModalBoundary>
      )}
    </>
  );
}
