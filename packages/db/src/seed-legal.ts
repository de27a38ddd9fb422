import type { LocalizedText } from "@lotus/contracts";
import type { Transaction } from "./client";
import { legalPages } from "./schema";

/**
 * The demo brand's user agreement and privacy policy (SPEC §2), in English and Vietnamese: a
 * starting text an operator adapts to its licence and jurisdiction in the back office.
 */

const USER_AGREEMENT: { title: LocalizedText; content: LocalizedText } = {
  title: { EN: "User agreement", VI: "Thỏa thuận người dùng" },
  content: {
    EN: `<p>This agreement is between you and Lotus, the operator of this site. By opening an account or using the site you accept it. Please read it together with our privacy policy.</p>
<h2>1. Who may play</h2>
<ul>
<li>You must be at least 18 years old, or older where the law of your country says so.</li>
<li>Online gaming must be legal where you are. It is your responsibility to check this.</li>
<li>One account per person. Accounts opened for someone else, or a second account of the same person, are closed.</li>
</ul>
<h2>2. Your account</h2>
<ul>
<li>Give true details when you register and keep them up to date in My account.</li>
<li>Keep your password and payment password secret. We recommend an authenticator app: once set up, a login from a new address can be confirmed with its code.</li>
<li>The payee name and ID number are set once and must match the bank accounts you withdraw to. To correct them, contact customer service with proof of identity.</li>
<li>Tell us at once if you think someone else used your account. You can end every other session from My account.</li>
</ul>
<h2>3. Deposits and withdrawals</h2>
<ul>
<li>Deposit only with payment methods in your own name. Money from third parties is returned and may lead to the account being checked.</li>
<li>Withdrawals are paid to a bank account in the payee name of your account. We may ask for documents before paying, as anti-money-laundering rules require.</li>
<li>Amounts, limits and processing times are shown on the deposit and withdrawal pages.</li>
</ul>
<h2>4. Bonuses and promotions</h2>
<p>Each promotion has its own rules, shown on its page: who may join, the turnover required before a bonus can be withdrawn and the maximum bet while it runs. One bonus per person, household, device or bank account unless the promotion says otherwise. Bonuses obtained by abuse are removed.</p>
<h2>5. Fair play</h2>
<p>You may not use software that plays for you, work with other players against the house, or take advantage of an obvious error in a game, an odd or a payout. Bets placed this way are void.</p>
<h2>6. Responsible gaming</h2>
<p>Play for fun and only with money you can afford to lose. If you feel you are losing control, contact customer service: we lock your account for the period you choose and do not reopen it before that period ends.</p>
<h2>7. Suspension and closure</h2>
<p>We may suspend or close an account that breaks this agreement, and keep it closed while we check it. The balance you are owed is paid to you unless it came from a breach of these terms.</p>
<h2>8. Liability</h2>
<p>The site is offered as it is. We are not liable for losses caused by interruptions outside our control, and never for more than the balance of your account. Game results are decided by the game providers' systems; the game records shown in My account are the reference.</p>
<h2>9. Changes</h2>
<p>We may change this agreement. The date of the latest version is shown on this page; important changes are announced on the site before they apply.</p>
<h2>10. Contact</h2>
<p>For any question about this agreement, contact customer service from the side bar or the help centre.</p>`,
    VI: `<p>Thỏa thuận này được lập giữa bạn và Lotus, đơn vị vận hành trang web này. Khi mở tài khoản hoặc sử dụng trang web, bạn đồng ý với thỏa thuận. Vui lòng đọc kèm chính sách bảo mật của chúng tôi.</p>
<h2>1. Ai được tham gia</h2>
<ul>
<li>Bạn phải từ đủ 18 tuổi trở lên, hoặc lớn hơn nếu pháp luật nơi bạn sống quy định như vậy.</li>
<li>Trò chơi trực tuyến phải hợp pháp tại nơi bạn ở. Bạn có trách nhiệm tự kiểm tra điều này.</li>
<li>Mỗi người một tài khoản. Tài khoản mở thay cho người khác hoặc tài khoản thứ hai của cùng một người sẽ bị đóng.</li>
</ul>
<h2>2. Tài khoản của bạn</h2>
<ul>
<li>Cung cấp thông tin đúng sự thật khi đăng ký và cập nhật trong mục Tài khoản của tôi.</li>
<li>Giữ bí mật mật khẩu và mật khẩu thanh toán. Chúng tôi khuyên bạn dùng ứng dụng xác thực: sau khi thiết lập, lần đăng nhập từ địa chỉ mới có thể được xác nhận bằng mã của ứng dụng.</li>
<li>Tên người nhận tiền và số giấy tờ tùy thân chỉ được thiết lập một lần và phải trùng với tài khoản ngân hàng bạn rút tiền về. Để sửa, hãy liên hệ CSKH kèm giấy tờ chứng minh.</li>
<li>Hãy báo ngay cho chúng tôi nếu bạn nghĩ người khác đã dùng tài khoản của mình. Bạn có thể đăng xuất mọi phiên khác trong mục Tài khoản của tôi.</li>
</ul>
<h2>3. Nạp và rút tiền</h2>
<ul>
<li>Chỉ nạp tiền bằng phương thức thanh toán đứng tên bạn. Tiền từ người khác sẽ được hoàn lại và tài khoản có thể bị kiểm tra.</li>
<li>Tiền rút được chuyển vào tài khoản ngân hàng mang tên người nhận của tài khoản. Chúng tôi có thể yêu cầu giấy tờ trước khi chi trả theo quy định phòng chống rửa tiền.</li>
<li>Số tiền, hạn mức và thời gian xử lý được ghi trên trang nạp tiền và rút tiền.</li>
</ul>
<h2>4. Tiền thưởng và khuyến mãi</h2>
<p>Mỗi khuyến mãi có điều lệ riêng ghi trên trang của nó: ai được tham gia, doanh thu cược cần đạt trước khi rút tiền thưởng và mức cược tối đa trong thời gian áp dụng. Mỗi người, hộ gia đình, thiết bị hoặc tài khoản ngân hàng chỉ nhận một lần thưởng, trừ khi khuyến mãi ghi khác. Tiền thưởng có được do gian lận sẽ bị thu hồi.</p>
<h2>5. Chơi công bằng</h2>
<p>Bạn không được dùng phần mềm chơi tự động, thông đồng với người chơi khác để chống lại nhà cái, hoặc lợi dụng lỗi rõ ràng của trò chơi, tỷ lệ cược hay khoản trả thưởng. Các cược đặt theo cách này sẽ bị hủy.</p>
<h2>6. Chơi có trách nhiệm</h2>
<p>Hãy chơi để giải trí và chỉ với số tiền bạn có thể chấp nhận mất. Nếu cảm thấy mất kiểm soát, hãy liên hệ CSKH: chúng tôi sẽ khóa tài khoản của bạn trong khoảng thời gian bạn chọn và không mở lại trước khi hết thời gian đó.</p>
<h2>7. Tạm khóa và đóng tài khoản</h2>
<p>Chúng tôi có thể tạm khóa hoặc đóng tài khoản vi phạm thỏa thuận này và giữ trạng thái đó trong thời gian kiểm tra. Số dư bạn được hưởng sẽ được trả lại cho bạn, trừ phần phát sinh từ hành vi vi phạm.</p>
<h2>8. Trách nhiệm</h2>
<p>Trang web được cung cấp theo hiện trạng. Chúng tôi không chịu trách nhiệm về thiệt hại do gián đoạn ngoài tầm kiểm soát và trong mọi trường hợp không vượt quá số dư tài khoản của bạn. Kết quả trò chơi do hệ thống của nhà cung cấp trò chơi quyết định; lịch sử cược trong mục Tài khoản của tôi là căn cứ đối chiếu.</p>
<h2>9. Thay đổi</h2>
<p>Chúng tôi có thể thay đổi thỏa thuận này. Ngày của phiên bản mới nhất được ghi trên trang này; những thay đổi quan trọng được thông báo trên trang web trước khi áp dụng.</p>
<h2>10. Liên hệ</h2>
<p>Mọi thắc mắc về thỏa thuận này, vui lòng liên hệ CSKH qua thanh bên hoặc trung tâm trợ giúp.</p>`,
  },
};

const PRIVACY_POLICY: { title: LocalizedText; content: LocalizedText } = {
  title: { EN: "Privacy policy", VI: "Chính sách bảo mật" },
  content: {
    EN: `<p>This policy explains which personal data Lotus keeps about you, why, and what you can do about it.</p>
<h2>1. What we keep</h2>
<ul>
<li><strong>Account details</strong>: username, nickname, mobile number, email address, birthday and the profile fields you fill in (address, nationality, occupation, source of income, messaging contacts).</li>
<li><strong>Payout identity</strong>: payee name, ID number and the bank accounts you add.</li>
<li><strong>Sign-in data</strong>: the time, IP address, country and browser of each login, and your active sessions.</li>
<li><strong>Activity</strong>: deposits, withdrawals, bets, bonuses and messages with customer service.</li>
</ul>
<h2>2. Why we use it</h2>
<ul>
<li>To run your account, pay out your winnings and answer your questions.</li>
<li>To keep your account safe: a login from an address you have not used before asks for an extra check, and your login history lets you spot anyone else.</li>
<li>To meet our legal duties, such as age checks and anti-money-laundering controls.</li>
<li>To tell you about promotions and rewards on the site and in your inbox.</li>
</ul>
<h2>3. Who we share it with</h2>
<p>Only with those who need it to serve you: payment providers (to move your money), game providers (who see an account number, not your name), SMS and email services (to deliver codes and messages), and authorities when the law obliges us. We never sell your data.</p>
<h2>4. How long we keep it</h2>
<p>As long as your account is open, then as long as the law requires for financial records. Login history is kept with the account, for its security.</p>
<h2>5. How we protect it</h2>
<p>Passwords are stored only as salted hashes, sign-in details travel encrypted, and sessions expire when idle. Personal data is shown masked on screen and to staff who do not need it in full.</p>
<h2>6. Your choices</h2>
<ul>
<li>See and correct your details in My account; changing your email or mobile number needs a code sent to it.</li>
<li>Ask customer service to correct your payout identity, to send you a copy of your data, or to close your account.</li>
<li>End sessions you do not recognise and turn on the authenticator in My account.</li>
</ul>
<h2>7. Browser storage</h2>
<p>The site keeps your session, language and theme in your browser's storage so that you stay signed in and see the site as you left it. Nothing is used to track you on other sites.</p>
<h2>8. Changes and contact</h2>
<p>The date of the latest version is shown on this page. For any question about your data, contact customer service from the side bar or the help centre.</p>`,
    VI: `<p>Chính sách này giải thích Lotus lưu giữ những dữ liệu cá nhân nào của bạn, vì sao, và bạn có những quyền gì.</p>
<h2>1. Dữ liệu chúng tôi lưu giữ</h2>
<ul>
<li><strong>Thông tin tài khoản</strong>: tên đăng nhập, biệt danh, số điện thoại, địa chỉ email, ngày sinh và các trường hồ sơ bạn điền (địa chỉ, quốc tịch, nghề nghiệp, nguồn thu nhập, các tài khoản liên lạc).</li>
<li><strong>Thông tin nhận tiền</strong>: tên người nhận, số giấy tờ tùy thân và các tài khoản ngân hàng bạn thêm.</li>
<li><strong>Dữ liệu đăng nhập</strong>: thời gian, địa chỉ IP, quốc gia và trình duyệt của mỗi lần đăng nhập, cùng các phiên đang hoạt động.</li>
<li><strong>Hoạt động</strong>: nạp tiền, rút tiền, cược, tiền thưởng và tin nhắn với CSKH.</li>
</ul>
<h2>2. Mục đích sử dụng</h2>
<ul>
<li>Vận hành tài khoản, chi trả tiền thắng và trả lời câu hỏi của bạn.</li>
<li>Bảo vệ tài khoản: lần đăng nhập từ địa chỉ chưa dùng bao giờ sẽ cần xác minh thêm, và lịch sử đăng nhập giúp bạn phát hiện người lạ.</li>
<li>Thực hiện nghĩa vụ pháp lý như kiểm tra độ tuổi và phòng chống rửa tiền.</li>
<li>Thông báo cho bạn về khuyến mãi và phần thưởng trên trang web và trong hộp thư.</li>
</ul>
<h2>3. Chia sẻ với ai</h2>
<p>Chỉ với những bên cần dữ liệu để phục vụ bạn: đơn vị thanh toán (để chuyển tiền), nhà cung cấp trò chơi (chỉ thấy mã tài khoản, không thấy tên bạn), dịch vụ SMS và email (để gửi mã và tin nhắn), và cơ quan chức năng khi pháp luật yêu cầu. Chúng tôi không bao giờ bán dữ liệu của bạn.</p>
<h2>4. Thời gian lưu giữ</h2>
<p>Trong suốt thời gian tài khoản còn mở, sau đó theo thời hạn pháp luật quy định đối với chứng từ tài chính. Lịch sử đăng nhập được lưu cùng tài khoản để bảo vệ tài khoản.</p>
<h2>5. Cách chúng tôi bảo vệ</h2>
<p>Mật khẩu chỉ được lưu dưới dạng băm có muối, thông tin đăng nhập được truyền đi đã mã hóa và phiên sẽ hết hạn khi không hoạt động. Dữ liệu cá nhân được che bớt trên màn hình và với nhân viên không cần xem đầy đủ.</p>
<h2>6. Lựa chọn của bạn</h2>
<ul>
<li>Xem và sửa thông tin trong mục Tài khoản của tôi; đổi email hoặc số điện thoại cần mã được gửi tới đó.</li>
<li>Yêu cầu CSKH sửa thông tin nhận tiền, gửi bản sao dữ liệu của bạn hoặc đóng tài khoản.</li>
<li>Đăng xuất các phiên lạ và bật ứng dụng xác thực trong mục Tài khoản của tôi.</li>
</ul>
<h2>7. Lưu trữ trên trình duyệt</h2>
<p>Trang web lưu phiên đăng nhập, ngôn ngữ và giao diện trong bộ nhớ trình duyệt để bạn luôn đăng nhập và thấy trang như lần trước. Không có dữ liệu nào được dùng để theo dõi bạn trên trang web khác.</p>
<h2>8. Thay đổi và liên hệ</h2>
<p>Ngày của phiên bản mới nhất được ghi trên trang này. Mọi thắc mắc về dữ liệu của bạn, vui lòng liên hệ CSKH qua thanh bên hoặc trung tâm trợ giúp.</p>`,
  },
};

/** Writes the demo brand's two legal pages, rich text through the server's sanitiser. */
export async function seedDemoLegal(
  tx: Transaction,
  brandId: string,
  sanitize: (html: string) => string,
): Promise<void> {
  const clean = (text: LocalizedText): LocalizedText =>
    Object.fromEntries(Object.entries(text).map(([language, html]) => [language, sanitize(html ?? "")]));
  await tx.insert(legalPages).values([
    { brandId, kind: "userAgreement", title: USER_AGREEMENT.title, content: clean(USER_AGREEMENT.content) },
    { brandId, kind: "privacyPolicy", title: PRIVACY_POLICY.title, content: clean(PRIVACY_POLICY.content) },
  ]);
}
