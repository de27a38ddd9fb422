import { formatAmount } from "@lotus/contracts";

/** Texts this module answers with, in the request language (EN/VI; other languages get EN). */

type Text = { EN: string; VI: string };
const pick = (text: Text, language: string) => (language === "VI" ? text.VI : text.EN);

const TRANSFER_DONE: Record<"upline" | "downline", Text> = {
  upline: { EN: "Transfer to upline successful", VI: "Chuyển tiền cho tuyến trên thành công" },
  downline: { EN: "Transfer to downline successful", VI: "Chuyển tiền cho tuyến dưới thành công" },
};

/** SPEC §8 "transfers to downline or upline with amount": "Transfer to upline successful: ₫1,000.00". */
export function transferMessage(
  direction: "upline" | "downline",
  amount: number,
  symbol: string,
  language: string,
) {
  return `${pick(TRANSFER_DONE[direction], language)}: ${formatAmount(amount, symbol)}`;
}

/** Deposit instructions shown when a channel has none in the member's language. */
export function defaultInstructions(type: "bank_transfer" | "gateway" | "c2c", language: string): string {
  const texts: Record<typeof type, Text> = {
    bank_transfer: {
      EN: "Transfer the exact amount to the account shown and write the reference in the transfer memo. Your balance is credited once finance confirms the transfer.",
      VI: "Chuyển đúng số tiền vào tài khoản hiển thị và ghi mã tham chiếu vào nội dung chuyển khoản. Số dư được cộng khi bộ phận tài chính xác nhận.",
    },
    gateway: {
      EN: "You will be taken to the payment page. Your balance is credited as soon as the payment succeeds.",
      VI: "Bạn sẽ được chuyển đến trang thanh toán. Số dư được cộng ngay khi thanh toán thành công.",
    },
    c2c: {
      EN: "You pay another member directly. Transfer the exact amount to the account shown, then upload the proof. Your balance is credited when they confirm receipt.",
      VI: "Bạn thanh toán trực tiếp cho thành viên khác. Chuyển đúng số tiền vào tài khoản hiển thị rồi tải lên chứng từ. Số dư được cộng khi người nhận xác nhận.",
    },
  };
  return pick(texts[type], language);
}

/** The sandbox gateway's page texts. */
export const SANDBOX_TEXT = {
  title: { EN: "Sandbox payment gateway", VI: "Cổng thanh toán thử nghiệm" },
  notice: {
    EN: "This is a test gateway: no real money moves. Choose the outcome of this payment.",
    VI: "Đây là cổng thử nghiệm: không có tiền thật được chuyển. Hãy chọn kết quả của giao dịch này.",
  },
  merchant: { EN: "Merchant", VI: "Đơn vị" },
  amount: { EN: "Amount", VI: "Số tiền" },
  reference: { EN: "Reference", VI: "Mã tham chiếu" },
  pay: { EN: "Pay", VI: "Thanh toán" },
  fail: { EN: "Fail", VI: "Thất bại" },
  paid: {
    EN: "Payment successful. Your balance has been credited.",
    VI: "Thanh toán thành công. Số dư đã được cộng.",
  },
  failed: {
    EN: "Payment failed. Nothing was charged.",
    VI: "Thanh toán thất bại. Không có khoản nào bị trừ.",
  },
  closed: {
    EN: "This payment is no longer open.",
    VI: "Giao dịch này không còn hiệu lực.",
  },
  invalid: { EN: "This payment link is not valid.", VI: "Liên kết thanh toán không hợp lệ." },
  refused: { EN: "The merchant refused the notification", VI: "Đơn vị từ chối thông báo" },
  back: { EN: "Back to the site", VI: "Quay lại trang web" },
} satisfies Record<string, Text>;

export function sandboxText(key: keyof typeof SANDBOX_TEXT, language: string): string {
  return pick(SANDBOX_TEXT[key], language);
}
