import type { SystemMessageEvent } from "@lotus/contracts";

/**
 * The texts of system messages: a title and a sentence per event in EN and VI (other languages
 * read EN), with `{name}` parameters filled in when the message is read. A parameter may carry a
 * text per language as `name.<LANG>` (a bonus's title); `contract` names a contract type, translated
 * here. Stored rows keep only the event and its parameters, so a corrected text applies to old
 * messages too.
 */
type Texts = { title: string; body: string };
const TEMPLATES: Record<SystemMessageEvent, { EN: Texts; VI: Texts }> = {
  deposit_confirmed: {
    EN: {
      title: "Deposit credited",
      body: "Your deposit of {amount} (reference {reference}) has been credited to your balance.",
    },
    VI: {
      title: "Nạp tiền thành công",
      body: "Khoản nạp {amount} (mã tham chiếu {reference}) đã được cộng vào số dư của bạn.",
    },
  },
  withdrawal_paid: {
    EN: {
      title: "Withdrawal paid",
      body: "Your withdrawal of {amount} (reference {reference}) has been paid out.",
    },
    VI: {
      title: "Đã chi trả khoản rút tiền",
      body: "Khoản rút {amount} (mã tham chiếu {reference}) của bạn đã được chi trả.",
    },
  },
  bonus_issued: {
    EN: { title: "Bonus received", body: "You received {amount}: {title}." },
    VI: { title: "Đã nhận tiền thưởng", body: "Bạn đã nhận {amount}: {title}." },
  },
  contract_offered: {
    EN: {
      title: "New contract offer",
      body: "Your upline offered you a {contract} contract. Open the agent centre to sign or reject it.",
    },
    VI: {
      title: "Có đề nghị hợp đồng mới",
      body: "Tuyến trên đã gửi cho bạn đề nghị hợp đồng {contract}. Hãy mở trung tâm đại lý để ký hoặc từ chối.",
    },
  },
  contract_settled: {
    EN: {
      title: "Contract income paid",
      body: "{amount} of {contract} income for {period} has been paid to your balance.",
    },
    VI: {
      title: "Đã trả thu nhập hợp đồng",
      body: "{amount} thu nhập {contract} kỳ {period} đã được cộng vào số dư của bạn.",
    },
  },
  ticket_answered: {
    EN: {
      title: "Your ticket was answered",
      body: "Customer service replied to your ticket {reference}. Open it to read the answer.",
    },
    VI: {
      title: "Yêu cầu hỗ trợ đã được trả lời",
      body: "CSKH đã trả lời yêu cầu {reference} của bạn. Hãy mở yêu cầu để xem câu trả lời.",
    },
  },
};

/** Contract types as the `contract` parameter names them. */
const CONTRACT_NAMES: Record<string, { EN: string; VI: string }> = {
  dividend: { EN: "dividend", VI: "cổ tức" },
  daily_salary: { EN: "daily salary", VI: "lương ngày" },
  hourly_salary: { EN: "hourly salary", VI: "lương giờ" },
  realtime_salary: { EN: "real-time salary", VI: "lương thời gian thực" },
};

export function isSystemEvent(event: string): event is SystemMessageEvent {
  return event in TEMPLATES;
}

function fill(template: string, params: Record<string, string>, language: "EN" | "VI"): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === "contract") {
      const type = params.contract ?? "";
      return CONTRACT_NAMES[type]?.[language] ?? type;
    }
    return params[`${name}.${language}`] ?? params[name] ?? params[`${name}.EN`] ?? "";
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A system message in the reader's language: its title, plain text and the text as rich text. */
export function renderSystemMessage(
  event: SystemMessageEvent,
  params: Record<string, string>,
  language: string,
): { title: string; text: string; html: string } {
  const lang = language === "VI" ? "VI" : "EN";
  const texts = TEMPLATES[event][lang];
  const text = fill(texts.body, params, lang);
  return { title: fill(texts.title, params, lang), text, html: `<p>${escapeHtml(text)}</p>` };
}
