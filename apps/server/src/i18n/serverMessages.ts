import { IntlMessageFormat } from 'intl-messageformat';
import { siteByLang, type SiteLang } from '@news/contract/sites';

/**
 * Messages the server puts in an envelope's `msg`, and the words of its pages and feeds, in each
 * site's language. Every key is required in every language (the type enforces it). Messages are
 * ICU message syntax, formatted by `translate` (FormatJS): `{name}` arguments, and
 * `{count, plural, one {...} few {...} many {...} other {...}}` wherever a number counts
 * something, so Russian says `201 символ`, `202 символа` and `205 символов` alike.
 */
const en = {
  'error.badRequest': 'This could not be read. Refresh the page and try again.',
  'error.invalidParam': 'The value of “{name}” is not valid.',
  'error.missingParam': '“{name}” is required.',
  'error.badSignature': 'This could not be verified. Refresh the page and try again.',
  'error.staleTimestamp':
    'Your device’s clock is too far from the right time. Check its date and time settings.',
  'error.replayedNonce': 'This was already sent.',
  'error.notFound': 'The page does not exist.',
  'error.tooLarge': 'This is too large to send.',
  'error.requestTimeout': 'This took too long to arrive. Check your connection and try again.',
  'error.tooComplex': 'This could not be read: it has too many nested or repeated parts.',
  'error.rateLimited': 'You’re doing that too often. Please try again in a moment.',
  'error.internal': 'Something went wrong on our side. Please try again later.',
  'error.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'error.unauthorized': 'Please sign in again.',
  'error.unsupportedMediaType':
    'This could not be sent in this form. Refresh the page and try again.',
  'error.noData': 'Nothing was found.',
  'error.captcha': 'The verification code is wrong or has expired. Tap the picture for a new one.',
  'error.loginFailed': 'Wrong username or password.',
  'error.loginLocked': 'Too many failed sign-in attempts. Please wait a while and try again.',
  'error.pendingReview':
    'Your registration is awaiting review. You can sign in once it is approved.',
  'error.rejected': 'Your registration was not approved: {reason}',
  'error.accountSuspended': 'This account is suspended: {reason}',
  'error.commentSuspended': 'You cannot comment until {until} (Beijing time): {reason}',
  'error.deactivated': 'This account has been deactivated.',
  'error.usernameTaken': 'This username is already taken.',
  'error.usernameFormat':
    'The username must be 4–20 letters, digits or underscores, starting with a letter.',
  'error.passwordRule':
    'The password must be 8–16 characters and contain upper and lower case letters, digits and special characters.',
  'error.passwordMismatch': 'The two passwords do not match.',
  'error.passwordUnreadable': 'The password could not be read. Refresh the page and try again.',
  'error.oldPasswordWrong': 'The current password is wrong.',
  'error.recoveryFailed': 'The username, security question or answer is wrong.',
  'error.ticketInvalid': 'This password reset has expired. Please start again.',
  'error.agreementRequired': 'Please read and agree to the deactivation agreement first.',
  'error.commentsOff': 'Comments are turned off for this video or article.',
  'error.commentEmpty': 'Please enter a comment.',
  'error.commentTooLong':
    '{max, plural, one {A comment can be at most # character long.} other {A comment can be at most # characters long.}}',
  'error.commentRateLimited': 'You are commenting too quickly. Please wait a moment.',
  'error.notYours': 'You can only change your own comments.',
  'error.bioTooLong':
    '{max, plural, one {Limit exceeded: your bio can be at most # character long.} other {Limit exceeded: your bio can be at most # characters long.}}',
  'error.idNumber': 'Enter a correct ID card or permanent residence ID number.',
  'error.alreadyReported': 'You have already reported this.',
  'error.feedbackEmpty': 'Please enter your feedback.',
  'error.spmInvalid': 'This shared link is not valid.',
  'error.uploadNotImage': 'Only JPEG, PNG, GIF or WebP pictures can be uploaded.',
  'error.uploadTooLarge': 'The picture is too large.',
  'error.pictureBusy': 'Many pictures are being processed right now. Please try again in a moment.',
  'error.uploadQuota':
    'You can upload {files, plural, one {# picture} other {# pictures}} ({megabytes} MB) a day. Please try again tomorrow.',
  'error.avatarNotOwnUpload': 'Choose a picture you uploaded as your profile picture.',
  'error.followLimit': 'You can follow at most {max} subjects. Unfollow one to follow another.',
  'ok.registered':
    'Thank you for registering. Your account now awaits review: you can sign in once it has been approved.',
  'ok.commentAwaitsReview':
    'Your comment was sent. It will appear once a moderator has reviewed it.',
  'error.alertsNothingChosen': 'Choose breaking news or at least one subject to be alerted about.',
  'error.alertsPushService':
    'Notifications cannot be turned on in this browser. Try another browser.',
  'error.alertsNotBound': 'Link your WeChat to your account first to get alerts in WeChat.',
  'error.wechatOff': 'Signing in with WeChat is not available on this site.',
  'error.wechatFailed': 'WeChat did not answer. Please try again.',
  'error.wechatBound': 'This WeChat account is already linked to another account.',
  'share.continue': 'Continue reading',
  'correction.correction': 'Correction',
  'correction.update': 'Update',
  'corrections.title': 'Corrections and updates',
  'corrections.description': 'Corrections and updates to the stories of {site}, newest first.',
  'corrections.empty': 'No corrections or updates yet.',
  'page.homeDescription': 'The latest news, pictures, videos and live broadcasts of the region.',
  'feed.channelTitle': '{channel} – {site}',
  'feed.channelDescription': 'The latest from “{channel}” on {site}.',
  'feed.tagTitle': 'Tagged “{tag}” – {site}',
  'feed.tagDescription': 'The latest tagged “{tag}” on {site}.',
  'feed.authorTitle': '{author} – {site}',
  'feed.authorDescription': 'The latest by {author} on {site}.',
  ok: 'OK',
} as const;

export type ServerMessageKey = keyof typeof en;
type Catalogue = Record<ServerMessageKey, string>;

const zhHans: Catalogue = {
  'error.badRequest': '无法识别此次操作，请刷新页面后重试。',
  'error.invalidParam': '“{name}”的值无效。',
  'error.missingParam': '请填写“{name}”。',
  'error.badSignature': '此次操作未通过校验，请刷新页面后重试。',
  'error.staleTimestamp': '设备时间与标准时间相差过大，请检查设备的日期和时间。',
  'error.replayedNonce': '请勿重复提交。',
  'error.notFound': '页面不存在。',
  'error.tooLarge': '提交的内容过大。',
  'error.requestTimeout': '提交超时，请检查网络连接后重试。',
  'error.tooComplex': '提交的内容层级或条目过多，无法处理。',
  'error.rateLimited': '操作过于频繁，请稍后再试。',
  'error.internal': '服务器出错了，请稍后重试。',
  'error.unavailable': '服务暂时不可用，请稍后再试。',
  'error.unauthorized': '登录已过期，请重新登录。',
  'error.unsupportedMediaType': '无法识别提交的内容，请刷新页面后重试。',
  'error.noData': '暂无内容。',
  'error.captcha': '验证码错误或已过期，请点击图片换一张。',
  'error.loginFailed': '用户名或密码错误。',
  'error.loginLocked': '登录失败次数过多，请稍后再试。',
  'error.pendingReview': '您的注册信息正在审核中，审核通过后即可登录。',
  'error.rejected': '您的注册未通过审核：{reason}',
  'error.accountSuspended': '该账号已被停用：{reason}',
  'error.commentSuspended': '北京时间 {until} 前，您不能发表评论：{reason}',
  'error.deactivated': '该账号已注销。',
  'error.usernameTaken': '该用户名已被注册。',
  'error.usernameFormat': '用户名须为 4～20 位字母、数字或下划线，并以字母开头。',
  'error.passwordRule': '密码须为 8～16 位，且包含大小写字母、数字和特殊字符。',
  'error.passwordMismatch': '两次输入的密码不一致。',
  'error.passwordUnreadable': '无法读取密码，请刷新页面后重试。',
  'error.oldPasswordWrong': '原密码错误。',
  'error.recoveryFailed': '用户名、密保问题或答案错误。',
  'error.ticketInvalid': '重置密码的操作已超时，请重新开始。',
  'error.agreementRequired': '请先阅读并同意《账号注销协议》。',
  'error.commentsOff': '该视频或文章不支持评论。',
  'error.commentEmpty': '请输入评论内容。',
  'error.commentTooLong': '评论最多 {max} 个字。',
  'error.commentRateLimited': '评论太频繁了，请稍后再试。',
  'error.notYours': '只能操作自己的评论。',
  'error.bioTooLong': '超出字数限制：简介最多 {max} 个字。',
  'error.idNumber': '请输入正确的身份证号或永久居留身份证号。',
  'error.alreadyReported': '您已举报过该内容。',
  'error.feedbackEmpty': '请输入反馈内容。',
  'error.spmInvalid': '分享链接无效。',
  'error.uploadNotImage': '只能上传 JPEG、PNG、GIF 或 WebP 格式的图片。',
  'error.uploadTooLarge': '图片过大。',
  'error.pictureBusy': '正在处理的图片较多，请稍后再试。',
  'error.uploadQuota': '每天最多上传 {files} 张图片（共 {megabytes} MB），请明天再试。',
  'error.avatarNotOwnUpload': '头像只能使用您自己上传的图片。',
  'error.followLimit': '最多可关注 {max} 个订阅项，请先取消关注一个再添加。',
  'ok.registered': '注册信息已提交，审核通过后即可登录。',
  'ok.commentAwaitsReview': '评论已提交，审核通过后将显示。',
  'error.alertsNothingChosen': '请选择突发新闻，或至少选择一项要接收提醒的内容。',
  'error.alertsPushService': '当前浏览器无法开启通知，请换用其他浏览器。',
  'error.alertsNotBound': '请先绑定微信，才能在微信中接收提醒。',
  'error.wechatOff': '本站暂未开通微信登录。',
  'error.wechatFailed': '微信暂时没有响应，请稍后重试。',
  'error.wechatBound': '该微信已绑定其他账号。',
  'share.continue': '继续阅读',
  'correction.correction': '更正',
  'correction.update': '更新',
  'corrections.title': '更正与更新',
  'corrections.description': '{site}稿件的更正与更新，最新的在前。',
  'corrections.empty': '暂无更正或更新。',
  'page.homeDescription': '全省最新的新闻、图片、视频和直播。',
  'feed.channelTitle': '{site} · {channel}',
  'feed.channelDescription': '{site}“{channel}”频道的最新内容。',
  'feed.tagTitle': '{site} · 标签“{tag}”',
  'feed.tagDescription': '{site}标签“{tag}”的最新内容。',
  'feed.authorTitle': '{site} · {author}',
  'feed.authorDescription': '{site}上 {author} 的最新内容。',
  ok: '成功',
};

const kr: Catalogue = {
  'error.badRequest': '요청을 처리할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  'error.invalidParam': '“{name}” 값이 올바르지 않습니다.',
  'error.missingParam': '“{name}”을(를) 입력해 주세요.',
  'error.badSignature': '요청을 확인할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  'error.staleTimestamp':
    '기기의 시각이 실제 시각과 너무 다릅니다. 기기의 날짜와 시간 설정을 확인해 주세요.',
  'error.replayedNonce': '이미 처리된 요청입니다.',
  'error.notFound': '페이지를 찾을 수 없습니다.',
  'error.tooLarge': '보내려는 내용이 너무 큽니다.',
  'error.requestTimeout': '전송 시간이 초과되었습니다. 연결 상태를 확인한 뒤 다시 시도해 주세요.',
  'error.tooComplex': '보내려는 내용의 단계나 항목이 너무 많아 처리할 수 없습니다.',
  'error.rateLimited': '너무 자주 시도했습니다. 잠시 후 다시 시도해 주세요.',
  'error.internal': '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  'error.unavailable': '서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'error.unauthorized': '다시 로그인해 주세요.',
  'error.unsupportedMediaType':
    '지원하지 않는 형식입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  'error.noData': '내용이 없습니다.',
  'error.captcha': '보안 문자가 틀렸거나 만료되었습니다. 이미지를 눌러 새로 받으세요.',
  'error.loginFailed': '아이디 또는 비밀번호가 올바르지 않습니다.',
  'error.loginLocked': '로그인 실패 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'error.pendingReview': '가입 신청을 검토하고 있습니다. 승인되면 로그인할 수 있습니다.',
  'error.rejected': '가입 신청이 승인되지 않았습니다: {reason}',
  'error.accountSuspended': '이 계정은 이용이 정지되었습니다: {reason}',
  'error.commentSuspended': '베이징 시간 {until}까지 댓글을 쓸 수 없습니다: {reason}',
  'error.deactivated': '탈퇴한 계정입니다.',
  'error.usernameTaken': '이미 사용 중인 아이디입니다.',
  'error.usernameFormat': '아이디는 영문자로 시작하는 4~20자의 영문자, 숫자, 밑줄(_)이어야 합니다.',
  'error.passwordRule':
    '비밀번호는 8~16자이며 영문 대문자, 소문자, 숫자, 특수문자를 모두 포함해야 합니다.',
  'error.passwordMismatch': '비밀번호가 일치하지 않습니다.',
  'error.passwordUnreadable':
    '비밀번호를 읽을 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  'error.oldPasswordWrong': '현재 비밀번호가 올바르지 않습니다.',
  'error.recoveryFailed': '아이디, 보안 질문 또는 답변이 올바르지 않습니다.',
  'error.ticketInvalid': '비밀번호 재설정 시간이 지났습니다. 처음부터 다시 진행해 주세요.',
  'error.agreementRequired': '먼저 회원 탈퇴 약관을 읽고 동의해 주세요.',
  'error.commentsOff': '이 동영상이나 기사에는 댓글을 달 수 없습니다.',
  'error.commentEmpty': '댓글 내용을 입력해 주세요.',
  'error.commentTooLong': '댓글은 최대 {max}자까지 쓸 수 있습니다.',
  'error.commentRateLimited': '댓글을 너무 자주 쓰고 있습니다. 잠시 후 다시 시도해 주세요.',
  'error.notYours': '본인이 작성한 댓글만 변경할 수 있습니다.',
  'error.bioTooLong': '글자 수 제한을 초과했습니다. 자기소개는 최대 {max}자입니다.',
  'error.idNumber': '올바른 신분증 번호 또는 영주권 번호를 입력해 주세요.',
  'error.alreadyReported': '이미 신고한 내용입니다.',
  'error.feedbackEmpty': '의견 내용을 입력해 주세요.',
  'error.spmInvalid': '공유 링크가 올바르지 않습니다.',
  'error.uploadNotImage': 'JPEG, PNG, GIF, WebP 이미지만 올릴 수 있습니다.',
  'error.uploadTooLarge': '이미지가 너무 큽니다.',
  'error.pictureBusy': '지금 처리 중인 이미지가 많습니다. 잠시 후 다시 시도해 주세요.',
  'error.uploadQuota':
    '이미지는 하루에 {files}개({megabytes}MB)까지 올릴 수 있습니다. 내일 다시 시도해 주세요.',
  'error.avatarNotOwnUpload': '프로필 사진은 직접 올린 이미지로만 설정할 수 있습니다.',
  'error.followLimit': '최대 {max}개까지 팔로우할 수 있습니다. 하나를 취소한 뒤 다시 시도하세요.',
  'ok.registered': '가입 신청이 접수되었습니다. 검토 후 승인되면 로그인할 수 있습니다.',
  'ok.commentAwaitsReview': '댓글이 등록되었습니다. 관리자가 확인한 뒤 공개됩니다.',
  'error.alertsNothingChosen': '속보 또는 알림을 받을 항목을 하나 이상 선택하세요.',
  'error.alertsPushService':
    '이 브라우저에서는 알림을 켤 수 없습니다. 다른 브라우저를 사용해 보세요.',
  'error.alertsNotBound': '위챗에서 알림을 받으려면 먼저 계정에 위챗을 연결하세요.',
  'error.wechatOff': '이 사이트에서는 위챗 로그인을 사용할 수 없습니다.',
  'error.wechatFailed': '위챗 서버가 응답하지 않습니다. 다시 시도해 주세요.',
  'error.wechatBound': '이 위챗 계정은 이미 다른 계정에 연결되어 있습니다.',
  'share.continue': '계속 읽기',
  'correction.correction': '정정',
  'correction.update': '업데이트',
  'corrections.title': '정정 및 업데이트',
  'corrections.description': '{site} 기사의 정정 및 업데이트, 최신순.',
  'corrections.empty': '아직 정정이나 업데이트가 없습니다.',
  'page.homeDescription': '산둥성의 최신 뉴스, 사진, 동영상, 라이브 방송.',
  'feed.channelTitle': '{site} · {channel}',
  'feed.channelDescription': '{site} ‘{channel}’ 채널의 최신 소식.',
  'feed.tagTitle': '{site} · 태그 ‘{tag}’',
  'feed.tagDescription': '{site} ‘{tag}’ 태그의 최신 소식.',
  'feed.authorTitle': '{site} · {author}',
  'feed.authorDescription': '{site} {author}의 최신 기사.',
  ok: '성공',
};

const ja: Catalogue = {
  'error.badRequest': '処理できませんでした。ページを再読み込みしてもう一度お試しください。',
  'error.invalidParam': '「{name}」の値が正しくありません。',
  'error.missingParam': '「{name}」を入力してください。',
  'error.badSignature': '確認できませんでした。ページを再読み込みしてもう一度お試しください。',
  'error.staleTimestamp': '端末の時刻が正しくありません。日付と時刻の設定を確認してください。',
  'error.replayedNonce': 'この操作はすでに受け付けています。',
  'error.notFound': 'ページが見つかりません。',
  'error.tooLarge': '送信する内容が大きすぎます。',
  'error.requestTimeout': '送信に時間がかかりすぎました。接続を確認してもう一度お試しください。',
  'error.tooComplex': '送信する内容の階層や項目が多すぎるため、処理できません。',
  'error.rateLimited': '操作が多すぎます。しばらくしてからもう一度お試しください。',
  'error.internal': 'エラーが発生しました。しばらくしてからもう一度お試しください。',
  'error.unavailable': 'サービスは一時的に利用できません。しばらくしてからもう一度お試しください。',
  'error.unauthorized': 'もう一度ログインしてください。',
  'error.unsupportedMediaType':
    'この形式には対応していません。ページを再読み込みしてもう一度お試しください。',
  'error.noData': '表示する内容がありません。',
  'error.captcha':
    '画像認証の文字が間違っているか、有効期限が切れています。画像をタップして新しい画像を表示してください。',
  'error.loginFailed': 'ユーザー名またはパスワードが間違っています。',
  'error.loginLocked': 'ログインの失敗が多すぎます。しばらくしてからもう一度お試しください。',
  'error.pendingReview': '登録内容を審査中です。承認後にログインできます。',
  'error.rejected': '登録は承認されませんでした：{reason}',
  'error.accountSuspended': 'このアカウントは停止されています：{reason}',
  'error.commentSuspended': '北京時間{until}までコメントできません：{reason}',
  'error.deactivated': 'このアカウントは退会済みです。',
  'error.usernameTaken': 'このユーザー名はすでに使われています。',
  'error.usernameFormat': 'ユーザー名は英字で始まる4〜20文字の英数字または「_」にしてください。',
  'error.passwordRule':
    'パスワードは8〜16文字で、英大文字・英小文字・数字・記号をすべて含めてください。',
  'error.passwordMismatch': 'パスワードが一致しません。',
  'error.passwordUnreadable':
    'パスワードを読み取れませんでした。ページを再読み込みしてもう一度お試しください。',
  'error.oldPasswordWrong': '現在のパスワードが間違っています。',
  'error.recoveryFailed': 'ユーザー名、秘密の質問または答えが間違っています。',
  'error.ticketInvalid': 'パスワード再設定の有効期限が切れました。最初からやり直してください。',
  'error.agreementRequired': '先に退会に関する規約を読み、同意してください。',
  'error.commentsOff': 'この動画・記事にはコメントできません。',
  'error.commentEmpty': 'コメントを入力してください。',
  'error.commentTooLong': 'コメントは{max}文字以内で入力してください。',
  'error.commentRateLimited': 'コメントの投稿間隔が短すぎます。少し待ってからお試しください。',
  'error.notYours': '自分のコメントのみ操作できます。',
  'error.bioTooLong': '文字数の上限を超えています。自己紹介は{max}文字までです。',
  'error.idNumber': '正しい身分証番号または永住者証番号を入力してください。',
  'error.alreadyReported': 'すでに通報済みです。',
  'error.feedbackEmpty': 'ご意見の内容を入力してください。',
  'error.spmInvalid': '共有リンクが正しくありません。',
  'error.uploadNotImage': 'アップロードできるのはJPEG、PNG、GIF、WebP形式の画像のみです。',
  'error.uploadTooLarge': '画像が大きすぎます。',
  'error.pictureBusy': '現在、多くの画像を処理しています。しばらくしてからもう一度お試しください。',
  'error.uploadQuota':
    '画像のアップロードは1日{files}枚（{megabytes}MB）までです。明日もう一度お試しください。',
  'error.avatarNotOwnUpload': 'プロフィール画像には、ご自身がアップロードした画像のみ使えます。',
  'error.followLimit':
    'フォローできるのは最大 {max} 件です。どれかのフォローを外してから追加してください。',
  'ok.registered': '登録を受け付けました。審査で承認されるとログインできます。',
  'ok.commentAwaitsReview': 'コメントを送信しました。確認後に表示されます。',
  'error.alertsNothingChosen': '速報か、通知を受け取る項目を1つ以上選んでください。',
  'error.alertsPushService':
    'このブラウザでは通知をオンにできません。別のブラウザをお試しください。',
  'error.alertsNotBound': 'WeChatで通知を受け取るには、先にアカウントとWeChatを連携してください。',
  'error.wechatOff': 'このサイトではWeChatログインを利用できません。',
  'error.wechatFailed': 'WeChatから応答がありません。もう一度お試しください。',
  'error.wechatBound': 'このWeChatアカウントはすでに別のアカウントに連携されています。',
  'share.continue': '続きを読む',
  'correction.correction': '訂正',
  'correction.update': '更新',
  'corrections.title': '訂正と更新',
  'corrections.description': '{site}の記事の訂正と更新（新しい順）。',
  'corrections.empty': 'まだ訂正や更新はありません。',
  'page.homeDescription': '山東省の最新ニュース、写真、動画、ライブ配信。',
  'feed.channelTitle': '{site}・{channel}',
  'feed.channelDescription': '{site}「{channel}」の最新記事。',
  'feed.tagTitle': '{site}・タグ「{tag}」',
  'feed.tagDescription': '{site}のタグ「{tag}」の最新記事。',
  'feed.authorTitle': '{site}・{author}',
  'feed.authorDescription': '{site}の{author}による最新記事。',
  ok: '成功',
};

const ru: Catalogue = {
  'error.badRequest': 'Не удалось обработать запрос. Обновите страницу и попробуйте снова.',
  'error.invalidParam': 'Недопустимое значение поля «{name}».',
  'error.missingParam': 'Заполните поле «{name}».',
  'error.badSignature': 'Не удалось проверить запрос. Обновите страницу и попробуйте снова.',
  'error.staleTimestamp':
    'Часы устройства сильно расходятся с точным временем. Проверьте дату и время в настройках.',
  'error.replayedNonce': 'Это уже было отправлено.',
  'error.notFound': 'Страница не найдена.',
  'error.tooLarge': 'Слишком большой объём данных.',
  'error.requestTimeout':
    'Запрос передавался слишком долго. Проверьте подключение и повторите попытку.',
  'error.tooComplex':
    'Не удалось обработать запрос: в нём слишком много вложенных или повторяющихся частей.',
  'error.rateLimited': 'Слишком много попыток. Повторите чуть позже.',
  'error.internal': 'Что-то пошло не так. Повторите попытку позже.',
  'error.unavailable': 'Сервис временно недоступен. Повторите попытку чуть позже.',
  'error.unauthorized': 'Войдите снова.',
  'error.unsupportedMediaType':
    'Такой формат не поддерживается. Обновите страницу и попробуйте снова.',
  'error.noData': 'Здесь пока ничего нет.',
  'error.captcha':
    'Код с картинки введён неверно или устарел. Нажмите на картинку, чтобы получить новый.',
  'error.loginFailed': 'Неверное имя пользователя или пароль.',
  'error.loginLocked': 'Слишком много неудачных попыток входа. Повторите немного позже.',
  'error.pendingReview': 'Ваша регистрация на проверке. Войти можно будет после одобрения.',
  'error.rejected': 'Регистрация не одобрена: {reason}',
  'error.accountSuspended': 'Этот аккаунт заблокирован: {reason}',
  'error.commentSuspended':
    'Вы не можете комментировать до {until} по пекинскому времени: {reason}',
  'error.deactivated': 'Этот аккаунт удалён.',
  'error.usernameTaken': 'Это имя пользователя уже занято.',
  'error.usernameFormat':
    'Имя пользователя: от 4 до 20 латинских букв, цифр или подчёркиваний, начиная с буквы.',
  'error.passwordRule':
    'Пароль должен содержать от 8 до 16 символов: заглавные и строчные буквы, цифры и специальные символы.',
  'error.passwordMismatch': 'Пароли не совпадают.',
  'error.passwordUnreadable': 'Не удалось прочитать пароль. Обновите страницу и попробуйте снова.',
  'error.oldPasswordWrong': 'Текущий пароль введён неверно.',
  'error.recoveryFailed': 'Неверное имя пользователя, контрольный вопрос или ответ.',
  'error.ticketInvalid': 'Время на смену пароля истекло. Начните заново.',
  'error.agreementRequired': 'Сначала прочитайте условия удаления аккаунта и подтвердите согласие.',
  'error.commentsOff': 'К этому видео или статье нельзя оставлять комментарии.',
  'error.commentEmpty': 'Введите текст комментария.',
  'error.commentTooLong':
    '{max, plural, one {Комментарий может содержать не более # символа.} other {Комментарий может содержать не более # символов.}}',
  'error.commentRateLimited': 'Вы комментируете слишком часто. Подождите немного.',
  'error.notYours': 'Изменять можно только свои комментарии.',
  'error.bioTooLong':
    '{max, plural, one {Превышен лимит: в разделе «О себе» не более # символа.} other {Превышен лимит: в разделе «О себе» не более # символов.}}',
  'error.idNumber':
    'Введите правильный номер удостоверения личности или вида на постоянное жительство.',
  'error.alreadyReported': 'Вы уже отправили жалобу.',
  'error.feedbackEmpty': 'Введите текст отзыва.',
  'error.spmInvalid': 'Ссылка недействительна.',
  'error.uploadNotImage': 'Загружать можно только изображения JPEG, PNG, GIF или WebP.',
  'error.uploadTooLarge': 'Изображение слишком большое.',
  'error.pictureBusy': 'Сейчас обрабатывается много изображений. Попробуйте ещё раз чуть позже.',
  'error.uploadQuota':
    'За день можно загрузить не больше {files, plural, one {# изображения} other {# изображений}} ({megabytes} МБ). Попробуйте завтра.',
  'error.avatarNotOwnUpload':
    'В качестве аватара можно выбрать только изображение, которое вы загрузили сами.',
  'error.followLimit':
    'Можно подписаться не более чем на {max, plural, one {# источник} few {# источника} many {# источников} other {# источника}}. Отпишитесь от одного, чтобы добавить новый.',
  'ok.registered': 'Заявка на регистрацию принята. Войти можно будет после проверки.',
  'ok.commentAwaitsReview': 'Комментарий отправлен. Он появится после проверки модератором.',
  'error.alertsNothingChosen': 'Выберите срочные новости или хотя бы один пункт для уведомлений.',
  'error.alertsPushService':
    'В этом браузере уведомления включить нельзя. Попробуйте другой браузер.',
  'error.alertsNotBound':
    'Чтобы получать уведомления в WeChat, сначала привяжите WeChat к аккаунту.',
  'error.wechatOff': 'Вход через WeChat на этом сайте недоступен.',
  'error.wechatFailed': 'WeChat не отвечает. Повторите попытку.',
  'error.wechatBound': 'Этот аккаунт WeChat уже привязан к другому аккаунту.',
  'share.continue': 'Читать дальше',
  'correction.correction': 'Исправление',
  'correction.update': 'Обновление',
  'corrections.title': 'Исправления и обновления',
  'corrections.description': 'Исправления и обновления материалов {site}, сначала новые.',
  'corrections.empty': 'Исправлений и обновлений пока нет.',
  'page.homeDescription': 'Последние новости провинции Шаньдун: фото, видео и прямые эфиры.',
  'feed.channelTitle': '{channel} — {site}',
  'feed.channelDescription': 'Последние материалы раздела «{channel}» — {site}.',
  'feed.tagTitle': 'Тег «{tag}» — {site}',
  'feed.tagDescription': 'Последние материалы с тегом «{tag}» — {site}.',
  'feed.authorTitle': '{author} — {site}',
  'feed.authorDescription': 'Последние материалы автора {author} — {site}.',
  ok: 'Готово',
};

const catalogues: Record<SiteLang, Catalogue> = { 'zh-Hans': zhHans, en, kr, ja, ru };

const formats = new Map<string, IntlMessageFormat>();

/** The message in the site's language, its arguments filled; each message is compiled once. */
export function translate(
  lang: SiteLang,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  const id = `${lang}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogues[lang][key], siteByLang(lang).locale);
    formats.set(id, format);
  }
  try {
    return String(format.format(params));
  } catch {
    // An argument the caller left out: the message still goes out (a refusal must never become
    // a 500), with the gap showing, as a plain substitution would leave it.
    return catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  }
}

export const serverCatalogues = catalogues;
