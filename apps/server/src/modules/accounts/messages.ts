import type { CodePurpose } from "./codes";

/** Texts of the SMS and emails this module sends, in the request language (EN/VI; others get EN). */

const PURPOSE_TEXT: Record<CodePurpose, { EN: string; VI: string }> = {
  register: { EN: "registration", VI: "đăng ký" },
  login: { EN: "login", VI: "đăng nhập" },
  recovery: { EN: "password recovery", VI: "khôi phục mật khẩu" },
  ip_verification: { EN: "login verification", VI: "xác minh đăng nhập" },
  email_change: { EN: "email change", VI: "đổi email" },
  mobile_change_current: { EN: "mobile number change", VI: "đổi số điện thoại" },
  mobile_change_new: { EN: "new mobile number", VI: "xác minh số điện thoại mới" },
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

/** The code proving a new email address; nothing changes until it is typed in my account. */
export function emailCodeMessage(
  brandName: string,
  account: string,
  code: string,
  minutes: number,
  language: string,
): { subject: string; body: string } {
  if (language === "VI") {
    return {
      subject: `[${brandName}] Mã xác minh email`,
      body:
        `Xin chào ${account},\n\nMã xác minh địa chỉ email mới của bạn là ${code}, hiệu lực ${minutes} phút. ` +
        "Nhập mã này trong mục Tài khoản của tôi để hoàn tất việc đổi email.\n\n" +
        "Nếu bạn không yêu cầu, hãy bỏ qua email này; địa chỉ email của bạn không thay đổi.",
    };
  }
  const unit = minutes === 1 ? "minute" : "minutes";
  return {
    subject: `[${brandName}] Your email verification code`,
    body:
      `Hello ${account},\n\nThe code to confirm your new email address is ${code}, valid for ${minutes} ${unit}. ` +
      "Type it in My account to finish changing your email.\n\n" +
      "If you did not ask for this, ignore this email; your email address stays the same.",
  };
}
