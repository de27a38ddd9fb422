import type { CodePurpose } from "./codes";

/** Texts of the SMS and emails this module sends, in the request language (EN/VI; others get EN). */

const PURPOSE_TEXT: Record<CodePurpose, { EN: string; VI: string }> = {
  register: { EN: "registration", VI: "đăng ký" },
  login: { EN: "login", VI: "đăng nhập" },
  recovery: { EN: "password recovery", VI: "khôi phục mật khẩu" },
  ip_verification: { EN: "login verification", VI: "xác minh đăng nhập" },
};

export function smsCodeText(
  brandName: string,
  purpose: CodePurpose,
  code: string,
  minutes: number,
  language: string,
): string {
  if (language === "VI") {
    return `[${brandName}] Mã ${PURPOSE_TEXT[purpose].VI} của bạn là ${code}, hiệu lực ${minutes} phút. Không chia sẻ mã này với bất kỳ ai.`;
  }
  const unit = minutes === 1 ? "minute" : "minutes";
  return `[${brandName}] Your ${PURPOSE_TEXT[purpose].EN} code is ${code}, valid for ${minutes} ${unit}. Never share this code.`;
}

export function resetEmail(
  brandName: string,
  account: string,
  link: string,
  minutes: number,
  language: string,
): { subject: string; body: string } {
  if (language === "VI") {
    return {
      subject: `[${brandName}] Đặt lại mật khẩu`,
      body:
        `Xin chào ${account},\n\nChúng tôi nhận được yêu cầu đặt lại mật khẩu của bạn. ` +
        `Mở liên kết sau trong ${minutes} phút để đặt mật khẩu mới (chỉ dùng được một lần):\n\n${link}\n\n` +
        "Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.",
    };
  }
  return {
    subject: `[${brandName}] Reset your password`,
    body:
      `Hello ${account},\n\nWe received a request to reset your password. ` +
      `Open this link within ${minutes} minutes to choose a new one (it works once):\n\n${link}\n\n` +
      "If you did not ask for this, ignore this email; your password stays the same.",
  };
}
