import type { Language } from "./languages";

/**
 * Every error code the API answers with, its HTTP status and its message in the working
 * languages. Other languages fall back to EN. The client shows `message` as sent.
 */
export const ERRORS = {
  "validation.failed": {
    status: 400,
    EN: "Please check the highlighted fields",
    VI: "Vui lòng kiểm tra các trường được đánh dấu",
  },
  "report.range_invalid": {
    status: 400,
    EN: "Choose a date range that starts before it ends and spans at most 366 days",
    VI: "Hãy chọn khoảng ngày có ngày bắt đầu trước ngày kết thúc và dài tối đa 366 ngày",
  },
  "request.malformed": { status: 400, EN: "The request could not be read", VI: "Không thể đọc yêu cầu" },
  "request.too_large": { status: 413, EN: "The request is too large", VI: "Yêu cầu quá lớn" },
  "request.url_too_long": { status: 414, EN: "The address is too long", VI: "Địa chỉ quá dài" },
  "merchant.unknown": {
    status: 400,
    EN: "Invalid URL, please contact customer service",
    VI: "URL không hợp lệ, vui lòng liên hệ CSKH",
  },
  "encryption.required": {
    status: 400,
    EN: "This request must be encrypted",
    VI: "Yêu cầu này phải được mã hóa",
  },
  "encryption.invalid": {
    status: 400,
    EN: "The encrypted request could not be read",
    VI: "Không thể giải mã yêu cầu",
  },
  "auth.required": {
    status: 401,
    EN: "You are not logged in, please login",
    VI: "Bạn chưa đăng nhập, vui lòng đăng nhập",
  },
  "auth.invalid_credentials": {
    status: 401,
    EN: "Wrong account or password",
    VI: "Sai tài khoản hoặc mật khẩu",
  },
  "auth.non_member": {
    status: 403,
    EN: "Non-member account unable to login",
    VI: "Tài khoản không phải thành viên không thể đăng nhập",
  },
  "auth.non_agent": {
    status: 403,
    EN: "Non-agents cannot log in",
    VI: "Không phải đại lý không thể đăng nhập",
  },
  "auth.account_locked": {
    status: 403,
    EN: "This account is locked, please contact customer service",
    VI: "Tài khoản đã bị khóa, vui lòng liên hệ CSKH",
  },
  "auth.verification_pending": {
    status: 403,
    EN: "Please complete verification first",
    VI: "Vui lòng hoàn tất xác minh trước",
  },
  "access.forbidden": {
    status: 403,
    EN: "You do not have permission for this action",
    VI: "Bạn không có quyền thực hiện thao tác này",
  },
  "access.restricted": {
    status: 403,
    EN: "Access restricted (IP/location blocked)",
    VI: "Truy cập bị hạn chế (IP/vị trí bị chặn)",
  },
  "account.in_need_true_account": {
    status: 403,
    EN: "Please register a real account to continue",
    VI: "Vui lòng đăng ký tài khoản thật để tiếp tục",
  },
  "feature.disabled": {
    status: 403,
    EN: "Function not enabled, please contact customer service",
    VI: "Chức năng chưa được bật, vui lòng liên hệ CSKH",
  },
  not_found: { status: 404, EN: "Not found", VI: "Không tìm thấy" },
  "register.username_taken": {
    status: 409,
    EN: "This username is already registered",
    VI: "Tên đăng nhập đã được đăng ký",
  },
  "register.mobile_taken": {
    status: 409,
    EN: "This mobile number is already registered",
    VI: "Số điện thoại đã được đăng ký",
  },
  "register.invitation_code_error": { status: 422, EN: "Invalid invitation code", VI: "Mã mời không hợp lệ" },
  "register.underage": { status: 422, EN: "You must be at least 18 years old", VI: "Bạn phải đủ 18 tuổi" },
  "captcha.required": { status: 422, EN: "Please enter the captcha", VI: "Vui lòng nhập mã captcha" },
  "captcha.invalid": { status: 422, EN: "Captcha check failed", VI: "Mã captcha không đúng" },
  "botcheck.failed": {
    status: 422,
    EN: "Please complete verification first",
    VI: "Vui lòng hoàn tất xác minh trước",
  },
  "verification.code_invalid": {
    status: 422,
    EN: "Please enter a valid verification code",
    VI: "Vui lòng nhập mã xác minh hợp lệ",
  },
  "verification.code_expired": {
    status: 422,
    EN: "Code expired, please resend",
    VI: "Mã đã hết hạn, vui lòng gửi lại",
  },
  "verification.mobile_invalid": {
    status: 422,
    EN: "Please enter a valid mobile number",
    VI: "Vui lòng nhập số điện thoại hợp lệ",
  },
  "verification.mobile_unknown": {
    status: 422,
    EN: "Invalid or missing phone number",
    VI: "Số điện thoại không hợp lệ hoặc không tồn tại",
  },
  "password.incorrect": {
    status: 422,
    EN: "Account, password or email incorrect",
    VI: "Tài khoản, mật khẩu hoặc email không đúng",
  },
  "password.same_as_old": {
    status: 422,
    EN: "The new password must differ from the old one",
    VI: "Mật khẩu mới phải khác mật khẩu cũ",
  },
  "password.recovery_unknown": {
    status: 422,
    EN: "Username/Email does not exist",
    VI: "Tên đăng nhập/Email không tồn tại",
  },
  "password.reset_link_invalid": {
    status: 422,
    EN: "This reset link is invalid or has expired",
    VI: "Liên kết đặt lại không hợp lệ hoặc đã hết hạn",
  },
  "upload.invalid_image": {
    status: 422,
    EN: "Images must be png or jpg, at most 5MB",
    VI: "Ảnh phải là png hoặc jpg, tối đa 5MB",
  },
  "upload.image_too_large": {
    status: 422,
    EN: "The picture is too large; use one of at most 4096 × 4096 pixels",
    VI: "Ảnh quá lớn; hãy dùng ảnh tối đa 4096 × 4096 điểm ảnh",
  },
  "profile.field_locked": {
    status: 409,
    EN: "This detail is already set; please contact customer service to change it",
    VI: "Thông tin này đã được thiết lập; vui lòng liên hệ CSKH để thay đổi",
  },
  "profile.email_unchanged": {
    status: 422,
    EN: "This is already your email address",
    VI: "Đây đã là địa chỉ email của bạn",
  },
  "profile.mobile_unchanged": {
    status: 422,
    EN: "This is already your mobile number",
    VI: "Đây đã là số điện thoại của bạn",
  },
  "profile.no_mobile": {
    status: 409,
    EN: "There is no mobile number on your account yet",
    VI: "Tài khoản của bạn chưa có số điện thoại",
  },
  "authenticator.already_enrolled": {
    status: 409,
    EN: "An authenticator is already set up; remove it first to set up another",
    VI: "Ứng dụng xác thực đã được thiết lập; hãy gỡ nó trước khi thiết lập ứng dụng khác",
  },
  "authenticator.not_enrolled": {
    status: 409,
    EN: "No authenticator is set up on this account",
    VI: "Tài khoản này chưa thiết lập ứng dụng xác thực",
  },
  "authenticator.setup_expired": {
    status: 409,
    EN: "The setup has expired; please start again",
    VI: "Phiên thiết lập đã hết hạn; vui lòng bắt đầu lại",
  },
  "authenticator.code_invalid": {
    status: 422,
    EN: "The authenticator code is wrong or has already been used",
    VI: "Mã xác thực không đúng hoặc đã được sử dụng",
  },
  "support.ticket_not_found": {
    status: 404,
    EN: "This ticket does not exist",
    VI: "Phiếu hỗ trợ này không tồn tại",
  },
  "support.ticket_closed": {
    status: 409,
    EN: "This ticket is closed; please file a new one",
    VI: "Phiếu hỗ trợ này đã đóng, vui lòng gửi phiếu mới",
  },
  "support.images_invalid": {
    status: 422,
    EN: "Upload the images again and send at most 3",
    VI: "Vui lòng tải ảnh lên lại và gửi tối đa 3 ảnh",
  },
  "support.assignee_invalid": {
    status: 422,
    EN: "This operator cannot take this brand's tickets",
    VI: "Nhân viên này không thể nhận phiếu hỗ trợ của thương hiệu này",
  },
  "operator.totp_required": {
    status: 401,
    EN: "Enter the code from your authenticator app",
    VI: "Nhập mã từ ứng dụng xác thực",
  },
  "operator.totp_invalid": {
    status: 422,
    EN: "The authenticator code is not valid",
    VI: "Mã xác thực không hợp lệ",
  },
  "operator.setup_required": {
    status: 403,
    EN: "Finish setting up your account first (authenticator and password)",
    VI: "Vui lòng hoàn tất thiết lập tài khoản (ứng dụng xác thực và mật khẩu)",
  },
  "operator.ip_not_allowed": {
    status: 403,
    EN: "Access from this IP address is not allowed",
    VI: "Không được phép truy cập từ địa chỉ IP này",
  },
  "operator.username_taken": {
    status: 409,
    EN: "This operator username is already used",
    VI: "Tên nhân viên này đã được sử dụng",
  },
  "operator.last_owner": {
    status: 422,
    EN: "The last active owner cannot be changed or disabled",
    VI: "Không thể thay đổi hoặc vô hiệu hóa chủ sở hữu cuối cùng",
  },
  "operator.role_not_allowed": {
    status: 403,
    EN: "You cannot grant this role or these brands",
    VI: "Bạn không thể cấp vai trò hoặc thương hiệu này",
  },
  "enrolment.invalid": {
    status: 422,
    EN: "This enrolment link is invalid or has expired",
    VI: "Liên kết đăng ký không hợp lệ hoặc đã hết hạn",
  },
  "brand.merchant_taken": {
    status: 409,
    EN: "This merchant code is already used",
    VI: "Mã thương hiệu đã được sử dụng",
  },
  "brand.domain_taken": {
    status: 409,
    EN: "A domain is already used by another brand",
    VI: "Tên miền đã được thương hiệu khác sử dụng",
  },
  "brand.invalid_time_zone": { status: 422, EN: "Unknown time zone", VI: "Múi giờ không hợp lệ" },
  "content.category_not_empty": {
    status: 409,
    EN: "Move or delete the articles of this category first",
    VI: "Vui lòng di chuyển hoặc xóa các bài viết trong danh mục trước",
  },
  "member.upline_invalid": {
    status: 422,
    EN: "The upline must be an agent of the same brand",
    VI: "Tuyến trên phải là đại lý của cùng thương hiệu",
  },
  "wallet.insufficient_funds": { status: 422, EN: "Insufficient balance", VI: "Số dư không đủ" },
  "wallet.bonus_max_bet": {
    status: 422,
    EN: "This bet is above the largest bet your bonus allows until its turnover is met",
    VI: "Cược này vượt mức cược tối đa mà tiền thưởng cho phép cho đến khi đủ doanh thu cược",
  },
  "reward.not_found": { status: 404, EN: "Reward not found", VI: "Không tìm thấy phần thưởng" },
  "reward.not_claimable": {
    status: 409,
    EN: "This reward cannot be claimed now",
    VI: "Phần thưởng này hiện không thể nhận",
  },
  "reward.not_pending_approval": {
    status: 409,
    EN: "This reward is not waiting for approval",
    VI: "Phần thưởng này không chờ phê duyệt",
  },
  "reward.same_operator": {
    status: 403,
    EN: "A second operator must approve a reward you gave",
    VI: "Phần thưởng do bạn cấp phải được một nhân viên khác phê duyệt",
  },
  "points.insufficient": { status: 422, EN: "Not enough points", VI: "Không đủ điểm" },
  "mall.gift_not_found": {
    status: 404,
    EN: "This gift does not exist",
    VI: "Quà tặng này không tồn tại",
  },
  "mall.gift_unavailable": {
    status: 409,
    EN: "This gift cannot be exchanged at the moment",
    VI: "Hiện không thể đổi quà tặng này",
  },
  "mall.out_of_stock": {
    status: 409,
    EN: "Not enough of this gift is left in stock",
    VI: "Quà tặng này không còn đủ số lượng",
  },
  "mall.member_limit": {
    status: 409,
    EN: "You have reached the exchange limit for this gift",
    VI: "Bạn đã đạt giới hạn đổi quà tặng này",
  },
  "mall.daily_limit": {
    status: 409,
    EN: "You have reached today's exchange limit for this gift, please try again tomorrow",
    VI: "Bạn đã đạt giới hạn đổi quà tặng này trong hôm nay, vui lòng thử lại vào ngày mai",
  },
  "mall.vip_level": {
    status: 403,
    EN: "Your VIP level is too low for this gift",
    VI: "Cấp VIP của bạn chưa đủ để đổi quà tặng này",
  },
  "mall.mobile_invalid": {
    status: 400,
    EN: "Phone number format is incorrect",
    VI: "Số điện thoại không đúng định dạng",
  },
  "mall.request_reused": {
    status: 409,
    EN: "This request was already used for a different exchange",
    VI: "Yêu cầu này đã được dùng cho một lần đổi khác",
  },
  "mall.exchange_not_found": {
    status: 404,
    EN: "This exchange does not exist",
    VI: "Lần đổi quà này không tồn tại",
  },
  "mall.exchange_decided": {
    status: 409,
    EN: "This exchange has already been completed or rejected",
    VI: "Lần đổi quà này đã được hoàn tất hoặc đã bị từ chối",
  },
  "mall.convert_minimum": {
    status: 422,
    EN: "Convert at least the minimum number of points",
    VI: "Vui lòng quy đổi tối thiểu số điểm quy định",
  },
  "mall.convert_too_small": {
    status: 422,
    EN: "These points are worth less than the smallest amount that can be paid",
    VI: "Số điểm này có giá trị nhỏ hơn số tiền tối thiểu có thể thanh toán",
  },
  "mall.image_invalid": {
    status: 400,
    EN: "Upload a png, jpg or webp image of at most 5 MB",
    VI: "Vui lòng tải lên ảnh png, jpg hoặc webp tối đa 5 MB",
  },
  "mall.member_not_found": { status: 404, EN: "Member not found", VI: "Không tìm thấy thành viên" },
  "promotion.not_found": {
    status: 404,
    EN: "Promotion not found",
    VI: "Không tìm thấy khuyến mãi",
  },
  "promotion.not_live": {
    status: 409,
    EN: "This promotion is not running now",
    VI: "Khuyến mãi này hiện không diễn ra",
  },
  "promotion.not_eligible": {
    status: 403,
    EN: "This promotion is not available for your account",
    VI: "Khuyến mãi này không áp dụng cho tài khoản của bạn",
  },
  "promotion.duplicate_person": {
    status: 409,
    EN: "This bonus is limited to one per person, and your details match another account that took part",
    VI: "Mỗi người chỉ nhận thưởng này một lần, và thông tin của bạn trùng với một tài khoản khác đã tham gia",
  },
  "promotion.action_unavailable": {
    status: 409,
    EN: "This action is not available for this promotion now",
    VI: "Thao tác này hiện không khả dụng cho khuyến mãi này",
  },
  "promotion.already_applied": {
    status: 409,
    EN: "You have already applied for this promotion",
    VI: "Bạn đã đăng ký khuyến mãi này rồi",
  },
  "promotion.images_invalid": {
    status: 422,
    EN: "Images must be your own uploads, at most 3",
    VI: "Hình ảnh phải do bạn tải lên, tối đa 3 ảnh",
  },
  "promotion.zalo_taken": {
    status: 409,
    EN: "This Zalo number is already bound to another account",
    VI: "Số Zalo này đã được liên kết với tài khoản khác",
  },
  "promotion.zalo_bound": {
    status: 409,
    EN: "You have already bound a different Zalo number",
    VI: "Bạn đã liên kết một số Zalo khác",
  },
  "promotion.not_reviewable": {
    status: 409,
    EN: "This application has already been reviewed",
    VI: "Đơn đăng ký này đã được xét duyệt",
  },
  "promotion.type_fixed": {
    status: 422,
    EN: "The type of a promotion cannot be changed; create a new one",
    VI: "Không thể đổi loại khuyến mãi; hãy tạo khuyến mãi mới",
  },
  "promotion.dates_invalid": {
    status: 422,
    EN: "The end must be after the start",
    VI: "Thời gian kết thúc phải sau thời gian bắt đầu",
  },
  "game.not_found": { status: 404, EN: "Game not found", VI: "Không tìm thấy trò chơi" },
  "game.round_not_found": {
    status: 404,
    EN: "This bet is not in your betting record",
    VI: "Không tìm thấy lượt cược này trong lịch sử cược của bạn",
  },
  "game.maintenance": {
    status: 503,
    EN: "Game Under Maintenance, please try another game",
    VI: "Trò chơi đang bảo trì, vui lòng chọn trò chơi khác",
  },
  "game.trial_not_allowed": {
    status: 403,
    EN: "You need a real account to play this game",
    VI: "Bạn cần tài khoản thật để chơi trò chơi này",
  },
  "game.favorites_limit": {
    status: 422,
    EN: "You can keep at most 100 favourite games",
    VI: "Bạn chỉ có thể lưu tối đa 100 trò chơi yêu thích",
  },
  "game.bet_out_of_range": {
    status: 422,
    EN: "The bet is outside this game's limits",
    VI: "Mức cược nằm ngoài giới hạn của trò chơi",
  },
  "game.session_invalid": {
    status: 401,
    EN: "The game session has expired, please open the game again",
    VI: "Phiên trò chơi đã hết hạn, vui lòng mở lại trò chơi",
  },
  "game.launch_token_invalid": {
    status: 401,
    EN: "This game link is no longer valid, please open the game again",
    VI: "Liên kết trò chơi không còn hợp lệ, vui lòng mở lại trò chơi",
  },
  "game.variant_unknown": {
    status: 422,
    EN: "Unknown paytable variant",
    VI: "Biến thể bảng trả thưởng không hợp lệ",
  },
  "game.transfer_unavailable": {
    status: 422,
    EN: "This wallet cannot take transfers right now",
    VI: "Ví này hiện không thể nhận chuyển khoản",
  },
  "game.transfer_pending": {
    status: 409,
    EN: "The transfer is being confirmed with the game provider; your balance will update shortly",
    VI: "Giao dịch đang được xác nhận với nhà cung cấp; số dư sẽ được cập nhật trong giây lát",
  },
  "game.vendor_exists": {
    status: 409,
    EN: "A vendor with this code already exists",
    VI: "Đã có nhà cung cấp với mã này",
  },
  "game.vendor_reserved": {
    status: 422,
    EN: "This vendor code is reserved for the in-house games",
    VI: "Mã nhà cung cấp này dành riêng cho trò chơi nội bộ",
  },
  "game.house_vendor": {
    status: 422,
    EN: "The in-house vendor's games are its slots and cannot be added here",
    VI: "Trò chơi của nhà cung cấp nội bộ là các slot riêng, không thể thêm tại đây",
  },
  "game.exists": {
    status: 409,
    EN: "This vendor already has a game with this code",
    VI: "Nhà cung cấp này đã có trò chơi với mã này",
  },
  "game.import_too_large": {
    status: 413,
    EN: "The file is larger than 512 KB",
    VI: "Tệp lớn hơn 512 KB",
  },
  "game.import_too_many_rows": {
    status: 422,
    EN: "The file has more than 5,000 games; split it into several files",
    VI: "Tệp có hơn 5.000 trò chơi; hãy chia thành nhiều tệp",
  },
  "game.import_empty": { status: 422, EN: "The file has no games", VI: "Tệp không có trò chơi nào" },
  "game.import_encoding": {
    status: 422,
    EN: "The file is not UTF-8 text; save it as UTF-8 and try again",
    VI: "Tệp không phải văn bản UTF-8; hãy lưu lại dạng UTF-8 rồi thử lại",
  },
  "game.import_binary": {
    status: 422,
    EN: "The file contains NUL bytes: it is not a text file",
    VI: "Tệp chứa byte NUL: đây không phải tệp văn bản",
  },
  "game.import_format": {
    status: 422,
    EN: "The file could not be read in the chosen format (CSV or JSON)",
    VI: "Không thể đọc tệp theo định dạng đã chọn (CSV hoặc JSON)",
  },
  "game.import_columns": {
    status: 422,
    EN: "The file's columns do not match the game list format",
    VI: "Các cột của tệp không khớp định dạng danh sách trò chơi",
  },
  "game.import_invalid": {
    status: 422,
    EN: "Some rows are invalid; fix the file and preview it again",
    VI: "Có dòng không hợp lệ; hãy sửa tệp và xem trước lại",
  },
  "game.import_stale": {
    status: 409,
    EN: "The games changed since the preview; preview the file again",
    VI: "Danh sách trò chơi đã thay đổi sau khi xem trước; hãy xem trước lại",
  },
  "vendor.signature_invalid": {
    status: 401,
    EN: "The request signature is missing, wrong, stale or replayed",
    VI: "Chữ ký yêu cầu bị thiếu, sai, quá hạn hoặc bị dùng lại",
  },
  "vendor.unknown": { status: 404, EN: "Unknown game vendor", VI: "Nhà cung cấp trò chơi không tồn tại" },
  "vendor.player_not_found": { status: 404, EN: "Unknown player", VI: "Người chơi không tồn tại" },
  "vendor.transaction_conflict": {
    status: 409,
    EN: "This transaction id was already used with other details",
    VI: "Mã giao dịch này đã được dùng với thông tin khác",
  },
  "vendor.transaction_not_found": {
    status: 404,
    EN: "The referenced bet was not found",
    VI: "Không tìm thấy cược được tham chiếu",
  },
  "vendor.bet_rolled_back": {
    status: 409,
    EN: "This bet was already rolled back and cannot be taken",
    VI: "Cược này đã được hoàn và không thể nhận",
  },
  "vendor.round_closed": {
    status: 409,
    EN: "The round is already settled or cancelled",
    VI: "Ván chơi đã được kết toán hoặc hủy",
  },
  "vendor.round_open": {
    status: 409,
    EN: "The round is not settled yet: pay its win with a credit, not a correction",
    VI: "Ván chơi chưa được kết toán: hãy trả thưởng bằng lệnh cộng tiền, không phải lệnh điều chỉnh",
  },
  "vendor.correction_exceeds_win": {
    status: 409,
    EN: "The correction would take back more than the round paid",
    VI: "Khoản điều chỉnh vượt quá số tiền thưởng ván chơi đã trả",
  },
  "wallet.idempotency_conflict": {
    status: 409,
    EN: "This request was already made with different details",
    VI: "Yêu cầu này đã được gửi với thông tin khác",
  },
  "wallet.invalid_amount": {
    status: 400,
    EN: "Please enter a valid amount",
    VI: "Vui lòng nhập số tiền hợp lệ",
  },
  "payment.credit_account": {
    status: 403,
    EN: "Deposits, withdrawals and transfers are not available for credit accounts",
    VI: "Tài khoản tín dụng không thể nạp tiền, rút tiền hoặc chuyển khoản",
  },
  "payment.password_not_set": {
    status: 422,
    EN: "Please set a payment password first",
    VI: "Vui lòng thiết lập mật khẩu thanh toán trước",
  },
  "payment.password_incorrect": {
    status: 422,
    EN: "Incorrect payment password",
    VI: "Mật khẩu thanh toán không đúng",
  },
  "payment.password_locked": {
    status: 429,
    EN: "Too many wrong payment passwords, please retry after 15 minutes",
    VI: "Nhập sai mật khẩu thanh toán quá nhiều lần, vui lòng thử lại sau 15 phút",
  },
  "payment.password_old_required": {
    status: 422,
    EN: "Enter your current payment password to change it",
    VI: "Nhập mật khẩu thanh toán hiện tại để thay đổi",
  },
  "payment.bank_unknown": {
    status: 422,
    EN: "This bank is not available for your currency",
    VI: "Ngân hàng này không hỗ trợ cho loại tiền của bạn",
  },
  "payment.bank_account_limit": {
    status: 422,
    EN: "You can add at most 5 bank accounts",
    VI: "Bạn chỉ có thể thêm tối đa 5 tài khoản ngân hàng",
  },
  "payment.bank_account_duplicate": {
    status: 409,
    EN: "This bank account is already added",
    VI: "Tài khoản ngân hàng này đã được thêm",
  },
  "payment.bank_account_not_found": {
    status: 404,
    EN: "Bank account not found",
    VI: "Không tìm thấy tài khoản ngân hàng",
  },
  "payment.payee_mismatch": {
    status: 422,
    EN: "The payee name must be your registered real name",
    VI: "Tên người nhận phải trùng với tên thật đã đăng ký",
  },
  "payment.channel_unavailable": {
    status: 422,
    EN: "This payment channel is not available",
    VI: "Kênh thanh toán này hiện không khả dụng",
  },
  "payment.amount_out_of_range": {
    status: 422,
    EN: "The amount is outside the allowed minimum and maximum",
    VI: "Số tiền nằm ngoài giới hạn tối thiểu và tối đa cho phép",
  },
  "payment.daily_limit": {
    status: 422,
    EN: "You have reached today's withdrawal limit",
    VI: "Bạn đã đạt giới hạn số lần rút tiền hôm nay",
  },
  "payment.turnover_required": {
    status: 422,
    EN: "The amount exceeds what you can withdraw now (turnover requirement not met)",
    VI: "Số tiền vượt quá số có thể rút hiện tại (chưa đạt yêu cầu doanh thu cược)",
  },
  "payment.c2c_no_match": {
    status: 422,
    EN: "No payee is available for this amount right now, please try another amount or channel",
    VI: "Hiện không có người nhận phù hợp với số tiền này, vui lòng thử số tiền hoặc kênh khác",
  },
  "payment.invalid_state": {
    status: 409,
    EN: "This request has already been processed",
    VI: "Yêu cầu này đã được xử lý",
  },
  "payment.withdrawal_busy": {
    status: 409,
    EN: "This withdrawal is being paid by a member-to-member transfer; resolve that first",
    VI: "Lệnh rút này đang được thanh toán qua giao dịch giữa thành viên, vui lòng xử lý trước",
  },
  "payment.proof_required": {
    status: 422,
    EN: "Please upload at least one proof image",
    VI: "Vui lòng tải lên ít nhất một ảnh chứng từ",
  },
  "payment.proof_invalid": {
    status: 422,
    EN: "Proof images must be your own uploads, at most 3",
    VI: "Ảnh chứng từ phải do bạn tải lên, tối đa 3 ảnh",
  },
  "payment.received_amount_invalid": {
    status: 422,
    EN: "The amount received must be more than zero and less than the amount sent",
    VI: "Số tiền đã nhận phải lớn hơn 0 và nhỏ hơn số tiền đã gửi",
  },
  "payment.partial_not_applicable": {
    status: 422,
    EN: "Partial receipt applies to member-to-member payments only; choose not received to dispute",
    VI: "Nhận một phần chỉ áp dụng cho giao dịch giữa thành viên; chọn chưa nhận để khiếu nại",
  },
  "payment.no_upline": {
    status: 422,
    EN: "You have no upline to transfer to",
    VI: "Bạn không có tuyến trên để chuyển tiền",
  },
  "payment.not_downline": {
    status: 422,
    EN: "This account is not in your downline",
    VI: "Tài khoản này không thuộc tuyến dưới của bạn",
  },
  "payment.gateway_unavailable": {
    status: 502,
    EN: "The payment provider is not available, please try again later",
    VI: "Cổng thanh toán hiện không khả dụng, vui lòng thử lại sau",
  },
  "payment.gateway_signature": {
    status: 401,
    EN: "Invalid notification signature",
    VI: "Chữ ký thông báo không hợp lệ",
  },
  "payment.gateway_stale": {
    status: 401,
    EN: "The notification is too old or from the future",
    VI: "Thông báo đã quá hạn hoặc sai thời gian",
  },
  "payment.gateway_amount_mismatch": {
    status: 422,
    EN: "The notified amount does not match the deposit",
    VI: "Số tiền thông báo không khớp với lệnh nạp",
  },
  "payment.self_approval": {
    status: 403,
    EN: "Another operator must approve your own adjustment",
    VI: "Điều chỉnh do bạn tạo phải được nhân viên khác phê duyệt",
  },
  "rate.limited": {
    status: 429,
    EN: "Too many requests, please retry after 5 minutes",
    VI: "Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút",
  },
  "rate.too_fast": {
    status: 429,
    EN: "Please wait a moment before trying again",
    VI: "Vui lòng đợi giây lát rồi thử lại",
  },
  // ---------- agent programme (agent centre and back-office agent screens) ----------
  "agent.not_downline": {
    status: 403,
    EN: "This account is not in your downline",
    VI: "Tài khoản này không thuộc tuyến dưới của bạn",
  },
  "agent.range_invalid": {
    status: 400,
    EN: "Choose a date range that starts before it ends and spans at most 366 days",
    VI: "Hãy chọn khoảng ngày có ngày bắt đầu trước ngày kết thúc và dài tối đa 366 ngày",
  },
  "agent.member_not_found": {
    status: 404,
    EN: "No such member",
    VI: "Không tìm thấy thành viên",
  },
  "agent.not_promotable": {
    status: 422,
    EN: "Trial and credit accounts cannot become agents",
    VI: "Tài khoản dùng thử và tài khoản tín dụng không thể trở thành đại lý",
  },
  "agent.not_agent": {
    status: 409,
    EN: "This account is not an agent",
    VI: "Tài khoản này không phải là đại lý",
  },
  "agent.has_downlines": {
    status: 409,
    EN: "This agent still has downlines; move them to another agent first",
    VI: "Đại lý này vẫn còn tuyến dưới; hãy chuyển họ sang đại lý khác trước",
  },
  "agent.upline_cycle": {
    status: 409,
    EN: "The new upline is this account or one of its own downlines",
    VI: "Tuyến trên mới là chính tài khoản này hoặc một tuyến dưới của nó",
  },
  "system.maintenance": { status: 503, EN: "System maintenance", VI: "Hệ thống đang bảo trì" },
  "system.error": {
    status: 500,
    EN: "System error, please try again later",
    VI: "Lỗi hệ thống, vui lòng thử lại sau",
  },
  // ---------- missions, raffle, referral ----------
  "mission.not_found": {
    status: 404,
    EN: "This mission does not exist or has ended",
    VI: "Nhiệm vụ này không tồn tại hoặc đã kết thúc",
  },
  "mission.not_complete": {
    status: 409,
    EN: "Finish the mission before claiming its reward",
    VI: "Hãy hoàn thành nhiệm vụ trước khi nhận thưởng",
  },
  "mission.already_claimed": {
    status: 409,
    EN: "You have already claimed this mission's reward for this period",
    VI: "Bạn đã nhận thưởng nhiệm vụ này trong kỳ này",
  },
  "mission.automatic": {
    status: 409,
    EN: "This mission's reward is paid automatically",
    VI: "Phần thưởng của nhiệm vụ này được trả tự động",
  },
  "mission.invalid": {
    status: 400,
    EN: "The mission's settings do not fit together",
    VI: "Các thiết lập của nhiệm vụ không khớp với nhau",
  },
  "mission.game_unknown": {
    status: 400,
    EN: "The chosen game is not one of this brand's games",
    VI: "Trò chơi đã chọn không thuộc thương hiệu này",
  },
  // ---------- member inbox (messageV2) and operators' messages ----------
  "message.not_found": {
    status: 404,
    EN: "This message does not exist",
    VI: "Tin nhắn không tồn tại",
  },
  "message.member_unknown": {
    status: 400,
    EN: "No member has this account",
    VI: "Không có thành viên nào có tài khoản này",
  },
  "message.not_agent": {
    status: 400,
    EN: "This account is not an agent",
    VI: "Tài khoản này không phải đại lý",
  },
  "message.vip_level_unknown": {
    status: 400,
    EN: "Choose VIP levels of the brand's ladder",
    VI: "Hãy chọn cấp VIP có trong thang VIP của thương hiệu",
  },
  "message.language_not_offered": {
    status: 400,
    EN: "Write the message only in the brand's languages",
    VI: "Chỉ soạn tin nhắn bằng các ngôn ngữ của thương hiệu",
  },
  "message.default_language_required": {
    status: 400,
    EN: "Give a title and a text in the brand's default language, and a title for every text",
    VI: "Hãy nhập tiêu đề và nội dung bằng ngôn ngữ mặc định của thương hiệu, và tiêu đề cho mỗi nội dung",
  },
  "message.schedule_invalid": {
    status: 400,
    EN: "Choose a time in the future, at most a year ahead",
    VI: "Hãy chọn thời điểm trong tương lai, tối đa một năm tới",
  },
  "message.not_cancellable": {
    status: 409,
    EN: "Only a scheduled message that has not started going out can be cancelled",
    VI: "Chỉ có thể hủy tin nhắn đã hẹn giờ và chưa bắt đầu gửi",
  },
  "raffle.not_found": {
    status: 404,
    EN: "This lucky draw does not exist or has ended",
    VI: "Chương trình rút thăm này không tồn tại hoặc đã kết thúc",
  },
  "raffle.not_open": {
    status: 409,
    EN: "The lucky draw is not open now, come back during a session",
    VI: "Chương trình rút thăm chưa mở, hãy quay lại trong khung giờ diễn ra",
  },
  "raffle.no_tries": {
    status: 409,
    EN: "You have used all of today's tries",
    VI: "Bạn đã dùng hết lượt rút hôm nay",
  },
  "raffle.already_won": {
    status: 409,
    EN: "You have already won today; the event is over for you until tomorrow",
    VI: "Bạn đã trúng thưởng hôm nay; sự kiện kết thúc với bạn đến ngày mai",
  },
  "raffle.not_eligible": {
    status: 409,
    EN: "Deposit or play a little more today to take part",
    VI: "Hãy nạp tiền hoặc chơi thêm trong hôm nay để tham gia",
  },
  "raffle.congested": {
    status: 429,
    EN: "Too many people are drawing right now, please try again in a moment",
    VI: "Quá nhiều người đang rút thăm, vui lòng thử lại sau giây lát",
  },
  "raffle.invalid": {
    status: 400,
    EN: "The lucky draw's settings do not fit together",
    VI: "Các thiết lập của chương trình rút thăm không khớp với nhau",
  },
  "referral.unavailable": {
    status: 409,
    EN: "Inviting friends is not available for this account",
    VI: "Tài khoản này không thể mời bạn bè",
  },
  // ---------- agent contracts ----------
  "contract.not_found": {
    status: 404,
    EN: "This contract does not exist or is not yours",
    VI: "Hợp đồng này không tồn tại hoặc không thuộc về bạn",
  },
  "contract.type_disabled": {
    status: 409,
    EN: "This contract type is not offered on this site",
    VI: "Trang này không cung cấp loại hợp đồng này",
  },
  "contract.not_direct_downline": {
    status: 403,
    EN: "You can only offer contracts to your direct downline agents",
    VI: "Bạn chỉ có thể đề xuất hợp đồng cho đại lý cấp dưới trực tiếp của mình",
  },
  "contract.not_top_agent": {
    status: 409,
    EN: "The platform assigns contracts only to top agents (agents without an upline)",
    VI: "Nền tảng chỉ giao hợp đồng cho đại lý cấp cao nhất (đại lý không có cấp trên)",
  },
  "contract.no_own_contract": {
    status: 409,
    EN: "You need an active contract of this type before you can offer one",
    VI: "Bạn cần có hợp đồng loại này đang hiệu lực trước khi đề xuất cho cấp dưới",
  },
  "contract.rate_above_upline": {
    status: 409,
    EN: "A rate is above your own contract's rate",
    VI: "Có mức tỷ lệ cao hơn tỷ lệ trong hợp đồng của chính bạn",
  },
  "contract.rate_above_policy": {
    status: 409,
    EN: "A rate is above the site's maximum or off its step",
    VI: "Có mức tỷ lệ vượt mức tối đa của trang hoặc không đúng bước nhảy",
  },
  "contract.period_not_allowed": {
    status: 409,
    EN: "This settlement period is not allowed here",
    VI: "Chu kỳ quyết toán này không được phép",
  },
  "contract.offer_pending": {
    status: 409,
    EN: "An offer of this type is already waiting for this agent's signature",
    VI: "Đã có một đề xuất loại này đang chờ đại lý ký",
  },
  "contract.not_higher": {
    status: 409,
    EN: "A new contract must offer a higher rate than the one in force",
    VI: "Hợp đồng mới phải có tỷ lệ cao hơn hợp đồng đang hiệu lực",
  },
  "contract.state_invalid": {
    status: 409,
    EN: "This contract cannot do that in its current status",
    VI: "Hợp đồng không thể thực hiện thao tác này ở trạng thái hiện tại",
  },
  "contract.agent_required": {
    status: 409,
    EN: "This account is not an agent",
    VI: "Tài khoản này không phải là đại lý",
  },
  "contract.settlement_not_found": {
    status: 404,
    EN: "This settlement does not exist",
    VI: "Khoản quyết toán này không tồn tại",
  },
  "contract.settlement_not_pending": {
    status: 409,
    EN: "Only a settlement waiting for approval can be approved or rejected",
    VI: "Chỉ có thể duyệt hoặc từ chối khoản quyết toán đang chờ duyệt",
  },
  "contract.period_not_settled": {
    status: 409,
    EN: "This period has not been settled yet, so it cannot be re-run",
    VI: "Chu kỳ này chưa được quyết toán nên không thể chạy lại",
  },
  // ---------- VIP ----------
  "vip.level_not_found": {
    status: 404,
    EN: "This VIP level does not exist",
    VI: "Cấp VIP này không tồn tại",
  },
  "vip.rank_gap": {
    status: 409,
    EN: "A new level goes on top of the ladder: use the next rank",
    VI: "Cấp mới phải nằm trên cùng của bậc thang: hãy dùng thứ hạng kế tiếp",
  },
  "vip.code_taken": {
    status: 409,
    EN: "Another level already uses this code",
    VI: "Mã này đã được một cấp khác sử dụng",
  },
  "vip.requirements_order": {
    status: 422,
    EN: "A level must need at least the deposits and turnover of the level below and at most those of the level above",
    VI: "Mỗi cấp phải yêu cầu tiền nạp và doanh thu cược không thấp hơn cấp dưới và không cao hơn cấp trên",
  },
  "vip.name_required": {
    status: 400,
    EN: "Give the level a name in the brand's default language",
    VI: "Hãy đặt tên cấp bằng ngôn ngữ mặc định của thương hiệu",
  },
  "vip.level_in_use": {
    status: 409,
    EN: "Only the top level can be removed, and only when no member holds it",
    VI: "Chỉ có thể xóa cấp cao nhất và khi không còn thành viên nào ở cấp đó",
  },
  "vip.member_not_found": { status: 404, EN: "Member not found", VI: "Không tìm thấy thành viên" },
  "vip.withdrawal_limit": {
    status: 422,
    EN: "This withdrawal would pass your VIP level's daily withdrawal limit",
    VI: "Lệnh rút này vượt hạn mức rút tiền mỗi ngày của cấp VIP của bạn",
  },
  "lottery.draw_unknown": {
    status: 404,
    EN: "This draw does not exist",
    VI: "Kỳ quay này không tồn tại",
  },
  "lottery.not_open": {
    status: 409,
    EN: "Betting on this draw has not opened yet",
    VI: "Kỳ quay này chưa mở nhận cược",
  },
  "lottery.closed": {
    status: 409,
    EN: "Betting on this draw has closed",
    VI: "Kỳ quay này đã đóng nhận cược",
  },
  "lottery.market_unavailable": {
    status: 422,
    EN: "This bet type is not offered on this lottery",
    VI: "Loại cược này không được mở cho xổ số này",
  },
  "lottery.numbers_invalid": {
    status: 400,
    EN: "These numbers do not fit the bet type",
    VI: "Các số đã chọn không phù hợp với loại cược",
  },
  "lottery.limit_reached": {
    status: 409,
    EN: "This bet would exceed the draw's limit on a number; lower the points",
    VI: "Cược này vượt hạn mức của kỳ quay cho một số; vui lòng giảm số điểm",
  },
  "lottery.rtp_above_100": {
    status: 422,
    EN: "These odds would pay back more than 100 % of the stakes",
    VI: "Tỷ lệ trả thưởng này sẽ trả lại hơn 100 % tiền cược",
  },
  "lottery.draw_paid": {
    status: 409,
    EN: "This draw is already paid or void",
    VI: "Kỳ quay này đã được trả thưởng hoặc đã hủy",
  },
  "lottery.result_invalid": {
    status: 422,
    EN: "This result does not match the region's prize table",
    VI: "Kết quả này không khớp với bảng giải của miền",
  },
  "lottery.result_not_due": {
    status: 409,
    EN: "Results can be entered only after betting on the draw has closed, and before it is confirmed",
    VI: "Chỉ nhập kết quả sau khi kỳ quay đã đóng cược và trước khi được xác nhận",
  },
  "lottery.result_missing": {
    status: 409,
    EN: "No result is waiting for confirmation on this draw",
    VI: "Kỳ quay này không có kết quả nào chờ xác nhận",
  },
  "lottery.correction_reason": {
    status: 400,
    EN: "Say why the confirmed result is being corrected",
    VI: "Vui lòng nêu lý do đính chính kết quả đã xác nhận",
  },
  "lottery.result_unchanged": {
    status: 409,
    EN: "The corrected result is the same as the confirmed one",
    VI: "Kết quả đính chính giống hệt kết quả đã xác nhận",
  },
  "lottery.result_same_operator": {
    status: 403,
    EN: "A second operator must confirm the result you entered",
    VI: "Kết quả bạn đã nhập phải do một nhân viên khác xác nhận",
  },
  "lottery.not_daily": {
    status: 409,
    EN: "This draw is drawn by the system; its result cannot be entered",
    VI: "Kỳ quay này do hệ thống quay số; không thể nhập kết quả",
  },
  "lottery.station_unknown": {
    status: 422,
    EN: "This station is not in the region's calendar",
    VI: "Đài này không có trong lịch của miền",
  },
  "lottery.override_past": {
    status: 409,
    EN: "Only calendar changes for days still to come can be made or removed",
    VI: "Chỉ có thể thay đổi lịch cho những ngày chưa tới",
  },
  "lottery.override_unknown": {
    status: 404,
    EN: "This calendar change does not exist",
    VI: "Thay đổi lịch này không tồn tại",
  },
  "lottery.points_too_many": {
    status: 422,
    EN: "Too many points on one line",
    VI: "Số điểm trên một dòng quá lớn",
  },
  "lottery.prize_mode_mismatch": {
    status: 422,
    EN: "This lottery game is not of the chosen lottery type",
    VI: "Trò chơi xổ số này không thuộc loại xổ số đã chọn",
  },
  "lottery.prize_mode_unavailable": {
    status: 422,
    EN: "This lottery type is not offered",
    VI: "Loại xổ số này hiện không được cung cấp",
  },
  "live.table_unknown": {
    status: 404,
    EN: "This table does not exist",
    VI: "Bàn chơi này không tồn tại",
  },
  "live.table_closed": {
    status: 409,
    EN: "This table is closed",
    VI: "Bàn chơi này đã đóng",
  },
  "live.round_unknown": {
    status: 404,
    EN: "This round does not exist",
    VI: "Ván chơi này không tồn tại",
  },
  "live.betting_closed": {
    status: 409,
    EN: "No more bets: this round's betting time is over",
    VI: "Hết giờ đặt cược: ván này đã ngừng nhận cược",
  },
  "live.spot_unknown": {
    status: 422,
    EN: "This table has no such bet",
    VI: "Bàn này không có cửa cược này",
  },
  "live.bet_out_of_range": {
    status: 422,
    EN: "The stake on this bet is outside the table's limits",
    VI: "Tiền cược vào cửa này nằm ngoài hạn mức của bàn",
  },
  "live.round_settled": {
    status: 409,
    EN: "This round is already settled and cannot be voided",
    VI: "Ván này đã được thanh toán, không thể hủy",
  },
  "live.rtp_above_100": {
    status: 422,
    EN: "These odds would return more than 100 % to players",
    VI: "Tỷ lệ trả thưởng này sẽ trả cho người chơi hơn 100 %",
  },
  "live.limits_invalid": {
    status: 422,
    EN: "A spot's minimum must not exceed its maximum",
    VI: "Mức cược tối thiểu của một cửa không được lớn hơn mức tối đa",
  },
  "lottery.feed_url_insecure": {
    status: 422,
    EN: "The feed address must use https (plain http only to 127.0.0.1, and never in production)",
    VI: "Địa chỉ nguồn kết quả phải dùng https (chỉ dùng http với 127.0.0.1 và không bao giờ trên môi trường chính thức)",
  },
  "lottery.feed_off": {
    status: 409,
    EN: "This region's results feed is off or has no address",
    VI: "Nguồn kết quả của miền này đang tắt hoặc chưa có địa chỉ",
  },
  // ---------- live chat ----------
  "chat.not_found": {
    status: 404,
    EN: "This conversation does not exist",
    VI: "Cuộc trò chuyện này không tồn tại",
  },
  "chat.closed": {
    status: 409,
    EN: "This conversation has ended; send a message to start a new one",
    VI: "Cuộc trò chuyện này đã kết thúc; hãy gửi tin nhắn để bắt đầu cuộc mới",
  },
  "chat.visitor_required": {
    status: 401,
    EN: "Tell us your name to start chatting",
    VI: "Vui lòng cho biết tên của bạn để bắt đầu trò chuyện",
  },
  "chat.already_taken": {
    status: 409,
    EN: "Another operator has already taken this conversation",
    VI: "Một nhân viên khác đã nhận cuộc trò chuyện này",
  },
  "chat.not_yours": {
    status: 409,
    EN: "Take this conversation before answering it",
    VI: "Hãy nhận cuộc trò chuyện này trước khi trả lời",
  },
  "chat.operator_offline": {
    status: 409,
    EN: "That operator is not online or cannot answer chats of this brand",
    VI: "Nhân viên đó không trực tuyến hoặc không thể trả lời trò chuyện của thương hiệu này",
  },
  "chat.transfer_self": {
    status: 409,
    EN: "Choose another operator to hand this conversation to",
    VI: "Hãy chọn một nhân viên khác để chuyển cuộc trò chuyện",
  },
} as const satisfies Record<string, { status: number; EN: string; VI: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

export function errorMessage(code: ErrorCode, language: Language | string): string {
  const entry = ERRORS[code];
  return language === "VI" ? entry.VI : entry.EN;
}

/** Field messages used by validation on both sides. */
export const FIELD_MESSAGES = {
  empty: { EN: "{field} Input cannot be empty", VI: "{field} Không được để trống" },
  confirmMismatch: { EN: "Incorrect confirmation input", VI: "Nhập xác nhận không chính xác" },
  payeeName: { EN: "Real name format is incorrect", VI: "Định dạng tên thật không đúng" },
  mobile: { EN: "Phone number format is incorrect", VI: "Định dạng số điện thoại không đúng" },
  tooLong: { EN: "At most {max} characters", VI: "Tối đa {max} ký tự" },
  invalid: { EN: "Invalid value", VI: "Giá trị không hợp lệ" },
  unknownField: { EN: "This field is not allowed", VI: "Trường này không được phép" },
  underage: { EN: "You must be at least 18 years old", VI: "Bạn phải đủ 18 tuổi" },
  termsRequired: { EN: "Please accept the terms", VI: "Vui lòng đồng ý điều khoản" },
  wordsTooFew: { EN: "Write at least {min} words", VI: "Vui lòng viết ít nhất {min} từ" },
  wordsTooMany: { EN: "Write at most {max} words", VI: "Vui lòng viết tối đa {max} từ" },
} as const;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function fieldMessage(
  key: FieldMessageKey,
  language: string,
  params: Record<string, string | number> = {},
): string {
  const entry = FIELD_MESSAGES[key];
  return fillIn(language === "VI" ? entry.VI : entry.EN, params);
}

function fillIn(text: string, params: Record<string, string | number>): string {
  let filled = text;
  for (const [name, value] of Object.entries(params)) filled = filled.replace(`{${name}}`, String(value));
  return filled;
}

/** Why a row of an uploaded game list is refused (shown per row in the import preview). */
export const GAME_IMPORT_ISSUES = {
  required: { EN: "Required", VI: "Bắt buộc" },
  unknownType: { EN: "Unknown game type", VI: "Loại trò chơi không hợp lệ" },
  status: { EN: "Must be on, maintenance or off", VI: "Phải là on, maintenance hoặc off" },
  boolean: { EN: "Must be true or false", VI: "Phải là true hoặc false" },
  integer: {
    EN: "Must be a whole number from {min} to {max}",
    VI: "Phải là số nguyên từ {min} đến {max}",
  },
  amount: {
    EN: "Must be a positive amount with at most {digits} decimals",
    VI: "Phải là số tiền dương với tối đa {digits} chữ số thập phân",
  },
  betRange: {
    EN: "The minimum bet must not exceed the maximum",
    VI: "Cược tối thiểu không được lớn hơn cược tối đa",
  },
  tooLong: { EN: "At most {max} characters", VI: "Tối đa {max} ký tự" },
  code: {
    EN: "Letters, digits and . _ - : only",
    VI: "Chỉ gồm chữ, số và . _ - :",
  },
  url: {
    EN: "Must start with https://, http:// or /",
    VI: "Phải bắt đầu bằng https://, http:// hoặc /",
  },
  tags: {
    EN: "At most 10 tags of at most 32 characters, separated by |",
    VI: "Tối đa 10 nhãn, mỗi nhãn tối đa 32 ký tự, phân cách bằng |",
  },
  cells: { EN: "Expected {expected} cells, found {found}", VI: "Cần {expected} ô, có {found}" },
  notObject: { EN: "Each game must be an object", VI: "Mỗi trò chơi phải là một đối tượng" },
  unknownField: { EN: "Unknown field", VI: "Trường không xác định" },
  invalid: { EN: "Invalid value", VI: "Giá trị không hợp lệ" },
  duplicate: { EN: "The same code is on line {line}", VI: "Mã này đã có ở dòng {line}" },
} as const;

export type GameImportIssue = keyof typeof GAME_IMPORT_ISSUES;

export function gameImportIssueMessage(
  key: GameImportIssue,
  language: string,
  params: Record<string, string | number> = {},
): string {
  const entry = GAME_IMPORT_ISSUES[key];
  return fillIn(language === "VI" ? entry.VI : entry.EN, params);
}
