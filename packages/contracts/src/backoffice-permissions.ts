/**
 * The back office's permission matrix: the one place that says which role may do what. Later
 * capabilities add their permissions here and to the roles that get them.
 */
export const PERMISSIONS = {
  "dashboard.view": { EN: "View the dashboard", VI: "Xem bảng điều khiển" },
  "brands.view": { EN: "View brands and their settings", VI: "Xem thương hiệu và cấu hình" },
  "brands.create": { EN: "Create brands", VI: "Tạo thương hiệu" },
  "brands.edit": { EN: "Edit brand settings", VI: "Sửa cấu hình thương hiệu" },
  "site.edit": { EN: "Switch maintenance and region rules", VI: "Bật bảo trì và quy tắc khu vực" },
  "register.edit": { EN: "Edit registration rules", VI: "Sửa quy tắc đăng ký" },
  "members.view": { EN: "Search and view members", VI: "Tìm và xem thành viên" },
  "members.sensitive": {
    EN: "See members' mobile, email and names unmasked",
    VI: "Xem số điện thoại, email, tên không che",
  },
  "members.edit": {
    EN: "Lock, reset password, labels, type and upline",
    VI: "Khóa, đặt lại mật khẩu, nhãn, loại và tuyến trên",
  },
  "members.sessions": { EN: "View and revoke member sessions", VI: "Xem và thu hồi phiên thành viên" },
  "agents.view": { EN: "View agents and the agent tree", VI: "Xem đại lý và cây đại lý" },
  "agents.manage": {
    EN: "Promote and demote agents, move downlines",
    VI: "Nâng cấp, hạ cấp đại lý và chuyển tuyến dưới",
  },
  "content.edit": { EN: "Publish announcements and help articles", VI: "Đăng thông báo và bài trợ giúp" },
  "outbox.view": { EN: "Read the SMS and email outbox", VI: "Xem hộp thư SMS và email đã gửi" },
  "operators.manage": { EN: "Manage operator accounts", VI: "Quản lý tài khoản nhân viên" },
  "audit.view": { EN: "Read the audit log", VI: "Xem nhật ký kiểm toán" },
  "games.view": { EN: "View game vendors, games and rounds", VI: "Xem nhà cung cấp, trò chơi và ván chơi" },
  "games.edit": {
    EN: "Edit vendors; add, import and edit games; lanes and house-slot settings",
    VI: "Sửa nhà cung cấp; thêm, nhập và sửa trò chơi; danh mục và cấu hình slot nội bộ",
  },
  "games.secrets": {
    EN: "Add vendors and rotate their signing secrets",
    VI: "Thêm nhà cung cấp và đổi khóa ký của họ",
  },
  "reports.view": {
    EN: "See money and play reports and export them",
    VI: "Xem và xuất báo cáo tiền và cược",
  },
  "wallet.view": { EN: "View members' wallets and ledger entries", VI: "Xem ví và bút toán của thành viên" },
  "finance.deposits": { EN: "Confirm or reject deposits", VI: "Xác nhận hoặc từ chối lệnh nạp" },
  "finance.withdrawals": {
    EN: "Approve, reject and pay out withdrawals; settle C2C disputes",
    VI: "Duyệt, từ chối, chi trả lệnh rút; xử lý khiếu nại C2C",
  },
  "finance.channels": { EN: "Configure payment channels", VI: "Cấu hình kênh thanh toán" },
  "finance.adjust": { EN: "Request manual balance adjustments", VI: "Tạo điều chỉnh số dư thủ công" },
  "finance.approve": {
    EN: "Approve other operators' large adjustments",
    VI: "Phê duyệt điều chỉnh lớn của nhân viên khác",
  },
  "contracts.view": {
    EN: "View agent contracts, policies and settlements",
    VI: "Xem hợp đồng đại lý, chính sách và quyết toán",
  },
  "contracts.manage": {
    EN: "Edit contract policies, assign and end contracts, re-run settlements",
    VI: "Sửa chính sách hợp đồng, giao và chấm dứt hợp đồng, chạy lại quyết toán",
  },
  "contracts.approve": {
    EN: "Approve or reject settlements above the threshold",
    VI: "Duyệt hoặc từ chối khoản quyết toán vượt ngưỡng",
  },
  "rewards.view": {
    EN: "View the rewards given to members and the approval queue",
    VI: "Xem phần thưởng đã cấp cho thành viên và hàng chờ phê duyệt",
  },
  "rewards.approve": {
    EN: "Approve or reject rewards above the threshold",
    VI: "Duyệt hoặc từ chối phần thưởng vượt ngưỡng",
  },
  "vip.view": {
    EN: "View VIP levels, members' levels and the daily VIP and rebate runs",
    VI: "Xem cấp VIP, cấp của thành viên và các lượt xét VIP, hoàn trả hằng ngày",
  },
  "vip.manage": {
    EN: "Edit VIP levels and set a member's level by hand",
    VI: "Sửa cấp VIP và đặt cấp cho thành viên thủ công",
  },
  "mall.view": {
    EN: "View the points mall: gifts, exchanges and members' points",
    VI: "Xem cửa hàng điểm: quà tặng, lượt đổi quà và điểm của thành viên",
  },
  "mall.manage": {
    EN: "Edit gifts, complete or reject exchanges, adjust members' points",
    VI: "Sửa quà tặng, hoàn tất hoặc từ chối lượt đổi quà, điều chỉnh điểm thành viên",
  },
  "promotions.view": {
    EN: "View promotions, applications, abuse matches and promotion costs",
    VI: "Xem khuyến mãi, đơn đăng ký, trùng lặp tài khoản và chi phí khuyến mãi",
  },
  "promotions.manage": {
    EN: "Create, edit, publish and end promotions; review applications",
    VI: "Tạo, sửa, đăng và kết thúc khuyến mãi; xét duyệt đơn đăng ký",
  },
  "lottery.view": {
    EN: "View lottery markets, draws, bets and fair chains",
    VI: "Xem thị trường xổ số, kỳ quay, vé cược và chuỗi minh bạch",
  },
  "lottery.manage": {
    EN: "Set lottery prices, odds and limits, the draw calendar and cut-offs; void draws",
    VI: "Đặt giá, tỷ lệ trả thưởng và hạn mức xổ số, lịch quay và giờ đóng cược; hủy kỳ quay",
  },
  "lottery.results": {
    EN: "Enter and confirm Vietnamese lottery results (two people per result)",
    VI: "Nhập và xác nhận kết quả xổ số Việt Nam (mỗi kết quả cần hai người)",
  },
  "live.view": {
    EN: "View live tables, their rounds, shoes with seeds and liability",
    VI: "Xem bàn chơi trực tuyến, các ván, bộ bài với hạt giống và rủi ro chi trả",
  },
  "live.manage": {
    EN: "Open, pause and close live tables; set odds, limits and betting windows; void rounds",
    VI: "Mở, tạm dừng và đóng bàn chơi trực tuyến; đặt tỷ lệ, hạn mức và thời gian đặt cược; hủy ván",
  },
  "missions.view": {
    EN: "View missions, raffle events, their results and the referral report",
    VI: "Xem nhiệm vụ, sự kiện rút thăm, kết quả và báo cáo giới thiệu",
  },
  "missions.manage": {
    EN: "Create and edit missions and raffle events (sessions, prizes, stock)",
    VI: "Tạo và sửa nhiệm vụ, sự kiện rút thăm (khung giờ, giải thưởng, số lượng)",
  },
  "messages.view": {
    EN: "View the messages sent to members' inboxes and their delivery",
    VI: "Xem tin nhắn đã gửi vào hộp thư thành viên và tình trạng gửi",
  },
  "messages.send": {
    EN: "Send and schedule messages to members' inboxes; cancel scheduled ones",
    VI: "Gửi và hẹn giờ tin nhắn vào hộp thư thành viên; hủy tin đã hẹn giờ",
  },
  "tickets.view": {
    EN: "View the support ticket queue and conversations",
    VI: "Xem hàng chờ phiếu hỗ trợ và nội dung trao đổi",
  },
  "tickets.manage": {
    EN: "Answer support tickets, add internal notes, assign them and change their status",
    VI: "Trả lời phiếu hỗ trợ, thêm ghi chú nội bộ, giao phiếu và đổi trạng thái",
  },
  "support.chat": {
    EN: "Answer live chat: take, answer, transfer and close conversations; search the chat history",
    VI: "Trả lời trò chuyện trực tuyến: nhận, trả lời, chuyển và đóng cuộc trò chuyện; tra cứu lịch sử",
  },
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as Permission[];

export const OPERATOR_ROLES = ["owner", "admin", "finance", "risk", "support", "content"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  owner: PERMISSION_KEYS,
  admin: PERMISSION_KEYS.filter((permission) => permission !== "brands.create"),
  finance: [
    "dashboard.view",
    "members.view",
    "members.sensitive",
    "audit.view",
    "reports.view",
    "wallet.view",
    "finance.deposits",
    "finance.withdrawals",
    "finance.channels",
    "finance.adjust",
    "finance.approve",
    "contracts.view",
    "contracts.approve",
    "rewards.view",
    "rewards.approve",
    "lottery.view",
  ],
  risk: [
    "dashboard.view",
    "members.view",
    "members.sensitive",
    "members.edit",
    "members.sessions",
    "audit.view",
    "site.edit",
    "agents.view",
    "agents.manage",
    "lottery.view",
    "lottery.manage",
    "lottery.results",
    "live.view",
    "live.manage",
  ],
  support: [
    "dashboard.view",
    "members.view",
    "members.sessions",
    "outbox.view",
    "games.view",
    "contracts.view",
    "mall.view",
    "vip.view",
    "agents.view",
    "lottery.view",
    "live.view",
    "messages.view",
    "messages.send",
    "tickets.view",
    "tickets.manage",
    "support.chat",
  ],
  content: [
    "dashboard.view",
    "content.edit",
    "games.view",
    "games.edit",
    "promotions.view",
    "promotions.manage",
    "missions.view",
    "missions.manage",
    "messages.view",
    "messages.send",
  ],
};

/** Roles that must log in with an authenticator code. */
export const TOTP_REQUIRED_ROLES: readonly OperatorRole[] = ["owner", "admin", "finance"];

export function roleHas(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
