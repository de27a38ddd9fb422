import type { AnnouncementView, GameType, TicketSource } from "@lotus/contracts";
import { create } from "zustand";
import { MEMBER_MODAL_DELAY_MS } from "./constants";
import { DEFAULT_MEMBER_PAGE, type MemberPage } from "./member-pages";

/** The member modals of SPEC §2; one is open at a time, over the member centre when that is open. */
export type ModalName =
  | "login"
  | "register"
  | "forgotPassword"
  | "changePassword"
  | "postLogin"
  | "trialWarning"
  | "popupNotice"
  | "logout"
  | "gamePopup"
  | "gameMaintenance"
  | "vendorGames"
  /** The feedback / support ticket form (features/support); the live chat's "leave a ticket" opens it too. */
  | "supportTicket"
  /** The live chat with customer service (SPEC §2 "chat room", features/chat). */
  | "chat";

/** The game a games modal is about. */
export interface ModalGame {
  gameId: string;
  gameType: GameType;
  displayName: string;
  nodeId?: string;
  vassalage?: string;
}

export interface ModalOptions {
  /** Change password forced by the login answer (password expired or still the default). */
  forced?: boolean;
  /** The welcome after login greets a member's very first login as new, not "welcome back". */
  firstLogin?: boolean;
  /** Registration referral code from /register?referralCode=. */
  referralCode?: string;
  /** Game under maintenance (its dialog suggests other games of the category). */
  game?: ModalGame;
  /** Game pop-up: the launched URL and its title. */
  frame?: { url: string; title: string };
  /** Popup game list of a vendor (a tile whose isGame is VASSALAGE). */
  vendor?: { vassalage: string; title: string };
  /** The popup notices, as the home has them (so the dialog's file needs no notices code). */
  notices?: readonly AnnouncementView[];
  /** Support ticket form: where it was opened from (the feedback page, the ticket form, the live chat). */
  ticketSource?: TicketSource;
}

export interface OpenModal extends ModalOptions {
  name: ModalName;
}

interface ModalState {
  modal: OpenModal | null;
  memberPage: MemberPage | null;
  open: (name: ModalName, options?: ModalOptions) => void;
  /** Opens after the member-modal delay, so the closing modal's focus and scroll lock are released first. */
  openNext: (name: ModalName, options?: ModalOptions) => void;
  close: () => void;
  openMemberCentre: (page?: MemberPage) => void;
  closeMemberCentre: () => void;
}

let pending: ReturnType<typeof setTimeout> | undefined;

export const useModals = create<ModalState>((set) => ({
  modal: null,
  memberPage: null,
  open: (name, options = {}) => {
    clearTimeout(pending);
    set({ modal: { name, ...options } });
  },
  openNext: (name, options = {}) => {
    clearTimeout(pending);
    set({ modal: null });
    pending = setTimeout(() => set({ modal: { name, ...options } }), MEMBER_MODAL_DELAY_MS);
  },
  close: () => {
    clearTimeout(pending);
    set({ modal: null });
  },
  openMemberCentre: (page = DEFAULT_MEMBER_PAGE) => set({ memberPage: page }),
  closeMemberCentre: () => set({ memberPage: null }),
}));
