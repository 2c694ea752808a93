import { IntlMessageFormat } from 'intl-messageformat';
import type { ConsoleLang } from '@news/contract/console/staffSchemas';

/**
 * What the console API says to staff, in the console's languages. Every key is required in
 * each (the type enforces it, `consoleMessages.test.ts` checks the placeholders). Messages are
 * ICU message syntax, formatted by `consoleText` (FormatJS), with plurals where a number counts.
 */
const en = {
  ok: 'Done.',
  'error.badRequest': 'The request could not be understood.',
  'error.invalidField': 'The value of “{name}” is not valid.',
  'error.jsonOnly':
    'The console sent this in a form the server does not take. Reload the page and try again.',
  'error.notSignedIn': 'Please sign in.',
  'error.forbidden': 'Your role does not allow this.',
  'error.forbiddenSite': 'You do not work on the {site} site.',
  'error.crossSite': 'This request did not come from the console and was refused.',
  'error.csrf': 'This page has expired for your safety. Reload it and try again.',
  'error.mustChangePassword': 'Change your one-time password before you go on.',
  'error.notFound': 'Not found.',
  'error.internal': 'Something went wrong on the server. Nothing was saved; please try again.',
  'error.tooLarge': 'The request is too large.',
  'error.tooComplex': 'The request has too many nested or repeated parts.',
  'error.rateLimited': 'Too many requests. Please wait a moment.',
  'error.signInFailed': 'Wrong username or password.',
  'error.signInLocked': 'Too many failed sign-ins. Wait a while and try again.',
  'error.totpRequired': 'Enter the six-digit code from your authenticator app.',
  'error.totpWrong': 'The code is wrong or was already used.',
  'error.totpNotStarted': 'Start setting up the authenticator again.',
  'error.passwordLength': 'A password has {min} to {max} characters.',
  'error.passwordUsername': 'The password must not contain your username.',
  'error.passwordSame': 'Choose a password different from the current one.',
  'error.currentPasswordWrong': 'The current password is wrong.',
  'error.usernameFormat':
    'A username has 3 to 32 lower-case letters, digits, dots, dashes or underscores and starts with a letter.',
  'error.usernameTaken': 'This username is already taken.',
  'error.sitesRequired': 'Choose at least one site for an editor, a reporter or a moderator.',
  'error.lastAdmin': 'This is the last admin: make another admin first.',
  'error.notYourself': 'You cannot do this to your own account here.',
  'error.stale':
    'Someone changed this item after you opened it. Reload it to see their changes; your edits are still in the form.',
  'error.typeChange': 'An item’s kind cannot change. Create a new item instead.',
  'error.siteChange': 'An item cannot move to another site. Create it on that site instead.',
  'error.channelNotOfSite': 'Choose a channel of the item’s own site.',
  'error.linkedNotOfSite': 'Item {id} is not an item of this site.',
  'error.notAVideo': 'Item {id} is not a video.',
  'error.notACollection': 'Item {id} is not a video series.',
  'error.liveEndsBeforeStart': 'The broadcast must end after it starts.',
  'error.needsBody': 'Write the article (or give it an outside link) before publishing.',
  'error.needsImages': 'Add at least one picture before publishing.',
  'error.needsVideo': 'Upload the video and wait until it is processed before publishing.',
  'error.needsVideos': 'Add at least one video to the series before publishing.',
  'error.needsSections': 'Add a section with at least one item before publishing.',
  'error.scheduleInPast': 'Choose a time in the future.',
  'error.embargoed':
    'This item is under embargo until {until}: nothing can publish it before then.',
  'error.scheduleBeforeEmbargo':
    'The item is under embargo until {until}: schedule it for that time or later.',
  'error.embargoLiftEditors': 'Only an editor can lift an embargo or bring it forward.',
  'error.notYourItem': 'Reporters work on their own items only.',
  'error.notYourNote': 'Only its author can delete a note.',
  'error.publicNoteNotPublished':
    'A public correction or update goes with a change to a published item.',
  'error.wrongStatus': 'This cannot be done to an item that is {status}.',
  'error.revisionNotFound': 'There is no such revision.',
  'error.notALive': 'Host posts belong to live broadcasts.',
  'error.ingestNotOnAir': 'A chapter can be marked only while the encoder is on air.',
  'error.uploadMissing': 'Choose a file to upload.',
  'error.uploadNotImage': 'Only JPEG, PNG, GIF or WebP pictures can be uploaded.',
  'error.uploadImageTooLarge': 'The picture is too large (at most 40 MB and 40 megapixels).',
  'error.pictureBusy': 'Many pictures are being processed right now. Please try again in a moment.',
  'picture.inUse':
    '{count, plural, one {This picture is used by # item. Take it out of that item first.} other {This picture is used by # items. Take it out of those items first.}}',
  'picture.shownPublished':
    'A published item shows this picture, so an editor changes its words and focal point. Ask an editor of this site.',
  'versions.sameSite':
    'Versions of a story are on different sites: choose an item of another site.',
  'versions.siteTaken': 'This story already has a version on {site}. Unlink that one first.',
  'versions.otherGroup':
    'That item is already linked with versions of its own. Unlink it from them first.',
  'versions.cannotTranslate':
    'Topics, video series and live broadcasts cannot be translated: they list other items.',
  'versions.noSource': 'This item was not translated from another item.',
  'versions.notLinked': 'This item has no linked versions.',
  'error.uploadNotVideo': 'This file is not an MP4 or MOV video that can be played.',
  'error.uploadVideoTooLarge': 'The video is too large (at most {max} MB).',
  'error.videoTooLong':
    '{max, plural, one {The video is too long (at most # hour).} other {The video is too long (at most # hours).}}',
  'error.videoJobNotFound': 'There is no such video upload on this site.',
  'error.videoJobNotDone': 'The video is still being processed.',
  'error.notPending': 'This registration was already reviewed.',
  'error.notDeactivating': 'This reader has not asked to be deactivated, or already was.',
  'error.commentNotHeld': 'This comment is no longer waiting for approval.',
  'error.commentNotShown': 'This comment is already hidden or deleted.',
  'error.commentNotHidden': 'This comment is not hidden.',
  'error.commentGone': 'This comment was already deleted.',
  'error.reportsHandled': 'These reports were already handled.',
  'error.feedbackAnonymous':
    'This feedback was sent without an account: answer it through the contact it gives.',
  'error.readerNotActive': 'Only an active account can be suspended.',
  'error.readerNotSuspended': 'This reader is not suspended.',
  'error.readerDeactivated': 'This account was deactivated.',
  'error.agreementUnchanged': 'The text is the same as the version in force.',
  'error.endsBeforeStart': 'The end must come after the start.',
  'error.channelTwice': 'A channel is in the list twice.',
  'error.channelMissing':
    'Every channel of the site must stay in the list: channels hold items and cannot be removed here.',
  'error.channelKeyTaken': 'The key “{key}” is already a channel of this site.',
  'error.channelParent': 'Choose another channel of this site as the parent.',
  'error.alertNoAudience':
    'Choose who gets the alert: readers of breaking news, readers of the item’s subjects, or both.',
  'error.alertNotPublished': 'Alerts can be sent only for an item published on this site.',
  'error.alertSubjectNotOfItem': '“{subject}” is not this item’s channel, topic, tag or author.',
  'error.alertBudget': 'This site has sent all the alerts it may send this hour. Try again later.',
  'video.failed.transcode': 'The video could not be converted. Try exporting it again as MP4.',
  'video.failed.attempts':
    'Processing stopped three times before it finished. Upload the video again.',
  'video.failed.source': 'The uploaded file is gone; upload the video again.',
  // An item's status, as "error.wrongStatus" names it.
  'itemStatus.draft': 'a draft',
  'itemStatus.inReview': 'in review',
  'itemStatus.changesRequested': 'sent back for changes',
  'itemStatus.approved': 'approved',
  'itemStatus.scheduled': 'scheduled',
  'itemStatus.published': 'published',
  'itemStatus.unpublished': 'unpublished',
} as const;

export type ConsoleMessageKey = keyof typeof en;
type Catalogue = Record<ConsoleMessageKey, string>;

const zhHans: Catalogue = {
  ok: '操作成功。',
  'error.badRequest': '请求格式有误。',
  'error.invalidField': '“{name}”的值无效。',
  'error.jsonOnly': '提交的内容格式有误，请刷新页面后重试。',
  'error.notSignedIn': '请先登录。',
  'error.forbidden': '你的角色无权执行此操作。',
  'error.forbiddenSite': '你不负责 {site} 站点。',
  'error.crossSite': '该请求并非来自管理后台，已被拒绝。',
  'error.csrf': '页面已过期，请刷新页面后重试。',
  'error.mustChangePassword': '请先修改一次性密码。',
  'error.notFound': '未找到。',
  'error.internal': '服务器出错，未保存任何内容，请重试。',
  'error.tooLarge': '请求内容过大。',
  'error.tooComplex': '请求内容的层级或条目过多。',
  'error.rateLimited': '操作过于频繁，请稍候。',
  'error.signInFailed': '用户名或密码错误。',
  'error.signInLocked': '登录失败次数过多，请稍后再试。',
  'error.totpRequired': '请输入身份验证器应用中的六位验证码。',
  'error.totpWrong': '验证码错误或已被使用。',
  'error.totpNotStarted': '请重新开始设置身份验证器。',
  'error.passwordLength': '密码长度须为 {min}～{max} 个字符。',
  'error.passwordUsername': '密码中不能包含用户名。',
  'error.passwordSame': '新密码不能与当前密码相同。',
  'error.currentPasswordWrong': '当前密码错误。',
  'error.usernameFormat': '用户名须为 3～32 个小写字母、数字、点、短横线或下划线，并以字母开头。',
  'error.usernameTaken': '该用户名已被使用。',
  'error.sitesRequired': '请为编辑、记者或审核员至少选择一个站点。',
  'error.lastAdmin': '这是最后一位管理员，请先指定另一位管理员。',
  'error.notYourself': '不能在此对自己的账号执行该操作。',
  'error.stale': '你打开此稿件后，他人已修改了它。请重新加载查看其修改；你的编辑仍保留在表单中。',
  'error.typeChange': '稿件类型不能更改，请新建稿件。',
  'error.siteChange': '稿件不能移到其他站点，请在该站点新建。',
  'error.channelNotOfSite': '请选择本站点的栏目。',
  'error.linkedNotOfSite': '稿件 {id} 不是本站点的稿件。',
  'error.notAVideo': '稿件 {id} 不是视频。',
  'error.notACollection': '稿件 {id} 不是视频合集。',
  'error.liveEndsBeforeStart': '直播结束时间须晚于开始时间。',
  'error.needsBody': '发布前请填写正文（或设置外链）。',
  'error.needsImages': '发布前请至少添加一张图片。',
  'error.needsVideo': '请先上传视频并等待处理完成，然后再发布。',
  'error.needsVideos': '发布前请在合集中至少添加一个视频。',
  'error.needsSections': '发布前请添加至少包含一篇稿件的栏目。',
  'error.scheduleInPast': '请选择将来的时间。',
  'error.embargoed': '本稿件禁发至 {until}，在此之前任何途径都不能发布。',
  'error.scheduleBeforeEmbargo': '本稿件禁发至 {until}，请将定时发布设在此时间或之后。',
  'error.embargoLiftEditors': '只有编辑可以解除禁发或提前禁发时间。',
  'error.notYourItem': '记者只能处理自己的稿件。',
  'error.notYourNote': '只有备注的作者可以删除它。',
  'error.publicNoteNotPublished': '公开的更正或更新说明只能随已发布稿件的修改一起发布。',
  'error.wrongStatus': '处于“{status}”状态的稿件不能执行此操作。',
  'error.revisionNotFound': '没有这个版本。',
  'error.notALive': '主持人消息只属于直播。',
  'error.ingestNotOnAir': '只有编码器正在直播时才能标记章节。',
  'error.uploadMissing': '请选择要上传的文件。',
  'error.uploadNotImage': '只能上传 JPEG、PNG、GIF 或 WebP 图片。',
  'error.uploadImageTooLarge': '图片过大（最大 40 MB、4000 万像素）。',
  'error.pictureBusy': '正在处理的图片较多，请稍后再试。',
  'picture.inUse': '该图片正被 {count} 篇稿件使用，请先从这些稿件中移除。',
  'picture.shownPublished':
    '已发布的稿件正在使用这张图片，其说明文字和焦点须由编辑修改。请联系本站编辑。',
  'versions.sameSite': '同一稿件的各语言版本须在不同站点，请选择其他站点的稿件。',
  'versions.siteTaken': '该稿件在 {site} 站点已有语言版本，请先取消关联。',
  'versions.otherGroup': '该稿件已与其他语言版本关联，请先取消其关联。',
  'versions.cannotTranslate': '专题、视频合集和直播列有其他稿件，无法翻译。',
  'versions.noSource': '该稿件并非译自其他稿件。',
  'versions.notLinked': '该稿件没有关联的语言版本。',
  'error.uploadNotVideo': '该文件不是可播放的 MP4 或 MOV 视频。',
  'error.uploadVideoTooLarge': '视频过大（最大 {max} MB）。',
  'error.videoTooLong': '视频过长（最长 {max} 小时）。',
  'error.videoJobNotFound': '本站点没有这个视频上传。',
  'error.videoJobNotDone': '视频仍在处理中。',
  'error.notPending': '该注册已审核过。',
  'error.notDeactivating': '该读者未申请注销，或已注销。',
  'error.commentNotHeld': '该评论已不在待审核状态。',
  'error.commentNotShown': '该评论已被隐藏或删除。',
  'error.commentNotHidden': '该评论未被隐藏。',
  'error.commentGone': '该评论已被删除。',
  'error.reportsHandled': '这些举报已处理。',
  'error.feedbackAnonymous': '该反馈是未登录时提交的，请通过其留下的联系方式答复。',
  'error.readerNotActive': '只能停用正常状态的账号。',
  'error.readerNotSuspended': '该读者未被停用。',
  'error.readerDeactivated': '该账号已注销。',
  'error.agreementUnchanged': '内容与现行版本相同。',
  'error.endsBeforeStart': '结束时间须晚于开始时间。',
  'error.channelTwice': '列表中有重复的栏目。',
  'error.channelMissing': '站点的所有栏目都须保留在列表中：栏目中有稿件，不能在此删除。',
  'error.channelKeyTaken': '本站点已有标识为“{key}”的栏目。',
  'error.channelParent': '请选择本站点的其他栏目作为上级栏目。',
  'error.alertNoAudience': '请选择提醒对象：订阅突发新闻的读者、订阅本稿相关内容的读者，或两者。',
  'error.alertNotPublished': '只能为本站点已发布的稿件发送提醒。',
  'error.alertSubjectNotOfItem': '“{subject}”不是本稿件的栏目、专题、标签或作者。',
  'error.alertBudget': '本站点这一小时的提醒已达上限，请稍后再试。',
  'video.failed.transcode': '视频无法转换，请重新导出为 MP4 后再试。',
  'video.failed.attempts': '处理三次中断未能完成，请重新上传视频。',
  'video.failed.source': '上传的文件已不存在，请重新上传视频。',
  'itemStatus.draft': '草稿',
  'itemStatus.inReview': '待审',
  'itemStatus.changesRequested': '退回修改',
  'itemStatus.approved': '已通过审核',
  'itemStatus.scheduled': '定时发布',
  'itemStatus.published': '已发布',
  'itemStatus.unpublished': '已撤下',
};

export const consoleCatalogues: Record<ConsoleLang, Catalogue> = { 'zh-Hans': zhHans, en };

export function isConsoleMessageKey(key: string): key is ConsoleMessageKey {
  return key in en;
}

const formats = new Map<string, IntlMessageFormat>();

export function consoleText(
  lang: ConsoleLang,
  key: ConsoleMessageKey,
  params: Record<string, string | number> = {},
): string {
  const id = `${lang}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(consoleCatalogues[lang][key], lang);
    formats.set(id, format);
  }
  try {
    return String(format.format(params));
  } catch {
    // An argument the caller left out shows as its gap; the answer still goes out.
    return consoleCatalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  }
}
