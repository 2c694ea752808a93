import type { SiteLang } from '../sites.ts';

/**
 * One word per thing, per language: the terms readers (and, where they apply, staff) meet for
 * each concept of the product, and the synonyms that must not appear beside them. Every
 * catalogue — the reader app's, the server's messages, the agreements, the console's and the
 * console API's — is checked against this table (`glossaryFindings`); docs/language.md says
 * why each choice was made.
 *
 * A forbidden pattern names a wrong word, not a context: where a word is right in one sense and
 * wrong in another (Japanese 保存 saves a picture but must not name the reader's collection),
 * only the wrong phrases are listed.
 */
export interface GlossaryEntry {
  /** The concept, in English, as the code and docs/product.md name it. */
  concept: string;
  /** The words to use. */
  term: string;
  /** Words that must not appear for it. */
  forbidden: readonly RegExp[];
  /** `reader`: only what readers read (the reader app, server messages, agreements). */
  scope?: 'reader';
}

/** A whole word: `\b` knows only ASCII letters, so Cyrillic words are bounded by letters. */
const word = (pattern: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');

export const GLOSSARY: Record<SiteLang, readonly GlossaryEntry[]> = {
  en: [
    {
      concept: 'collect (keep an item in the reader’s list)',
      term: 'save, Saved, remove from saved',
      // “We collect only what the service needs” is another verb: only the reader’s act is listed.
      forbidden: [
        word('(you|or|and|to) collect(ed)?'),
        word('collect(s|ed|ing)? (stories|items|articles)'),
        word('bookmark(s|ed)?'),
        word('favou?rites'),
      ],
    },
    {
      concept: 'video collection (SHIPINGLIST)',
      term: 'series',
      forbidden: [word('collections?'), word('playlists?')],
    },
    { concept: 'like', term: 'like', forbidden: [word('upvotes?'), word('thumbs up')] },
    {
      concept: 'topic (SPECIAL)',
      term: 'topic',
      forbidden: [word('special (features?|reports?|topics?)'), word('dossiers?')],
    },
    {
      concept: 'deactivate an account',
      term: 'deactivate, deactivation',
      forbidden: [
        word('(delete|close|cancel|remove) (my |your |the |this |an )?account'),
        word('account (deletion|closure|cancellation)'),
      ],
    },
    {
      concept: 'sign in',
      term: 'sign in',
      forbidden: [word('log(ging|ged|s)? ?in'), word('login')],
    },
    {
      concept: 'sign out',
      term: 'sign out',
      forbidden: [word('log(ging|ged|s)? ?out'), word('logout')],
    },
    { concept: 'register', term: 'register, registration', forbidden: [word('sign(ing|ed)? ?up')] },
    {
      concept: 'captcha',
      term: 'verification code',
      forbidden: [word('captchas?'), word('security code')],
    },
    {
      concept: 'words for developers',
      term: '(say what the reader can do instead)',
      forbidden: [
        word('API'),
        word('nonces?'),
        word('tokens?'),
        word('param(eter)?s?'),
        word('endpoints?'),
        word('request body'),
        word('signature'),
      ],
      scope: 'reader',
    },
  ],
  'zh-Hans': [
    { concept: 'collect', term: '收藏', forbidden: [/书签/u, /收集的(内容|文章)/u] },
    { concept: 'video collection', term: '合集', forbidden: [/视频集/u, /专辑/u, /系列/u] },
    { concept: 'like', term: '点赞、赞', forbidden: [/顶一下/u] },
    { concept: 'topic', term: '专题', forbidden: [/话题/u, /专栏/u] },
    { concept: 'account', term: '账号', forbidden: [/帐号/u, /账户/u, /帐户/u] },
    { concept: 'deactivate', term: '注销（账号）', forbidden: [/销户/u, /删除账号/u] },
    { concept: 'sign in', term: '登录', forbidden: [/登陆/u, /登入/u] },
    { concept: 'sign out', term: '退出登录', forbidden: [/登出/u, /注销登录/u] },
    { concept: 'username', term: '用户名', forbidden: [/账号名/u, /用户账号/u] },
    { concept: 'captcha', term: '验证码', forbidden: [/校验码/u, /图形码/u] },
    { concept: 'security question', term: '密保问题', forbidden: [/安全问题/u, /密码问题/u] },
    { concept: 'report', term: '举报', forbidden: [/投诉/u, /检举/u] },
    { concept: 'share', term: '分享', forbidden: [/转发/u] },
    { concept: 'reply', term: '回复', forbidden: [/回覆/u] },
    {
      concept: 'the reader is addressed',
      term: '您',
      forbidden: [/你(?!们)/u],
      scope: 'reader',
    },
    {
      concept: 'a range of numbers',
      term: '4～20（浪纹线）',
      forbidden: [/\d\s*[-–—~]\s*\d/u],
    },
    {
      concept: 'words for developers',
      term: '（说清读者能做什么）',
      forbidden: [/API/u, /接口/u, /参数/u, /令牌/u, /签名/u, /token/iu],
      scope: 'reader',
    },
  ],
  kr: [
    {
      concept: 'collect',
      term: '저장, 저장한 글, 저장 취소',
      // 수집 stays right for collecting data (the privacy policy); not for the reader's list.
      forbidden: [/스크랩/u, /수집한\s*(글|기사)/u, /북마크/u, /즐겨찾기/u],
    },
    { concept: 'video collection', term: '시리즈', forbidden: [/모음/u, /컬렉션/u, /재생목록/u] },
    { concept: 'like', term: '좋아요', forbidden: [/공감/u] },
    { concept: 'topic', term: '특집', forbidden: [/토픽/u] },
    {
      concept: 'deactivate',
      term: '회원 탈퇴, 탈퇴',
      forbidden: [/계정\s*(을\s*)?탈퇴/u, /계정\s*(을\s*)?삭제/u],
    },
    { concept: 'comment', term: '댓글', forbidden: [/코멘트/u, /덧글/u] },
    { concept: 'reply', term: '답글', forbidden: [/대댓글/u, /답장/u] },
    { concept: 'sign in', term: '로그인', forbidden: [/로그온/u, /사인인/u] },
    { concept: 'register', term: '회원가입, 가입', forbidden: [/회원\s*등록/u, /사인업/u] },
    { concept: 'username', term: '아이디', forbidden: [/사용자\s*이름/u, /사용자명/u, /유저명/u] },
    { concept: 'captcha', term: '보안 문자', forbidden: [/인증\s*코드/u, /캡차/u] },
    {
      concept: 'picture explainer (TUJIE)',
      term: '인포그래픽',
      forbidden: [/한눈에 보기/u, /그래픽 뉴스/u],
    },
    { concept: 'a range of numbers', term: '4~20자', forbidden: [/\d\s*[–—〜～]\s*\d/u] },
    {
      concept: 'words for developers',
      term: '(독자가 할 수 있는 일을 말한다)',
      forbidden: [/API/u, /파라미터/u, /토큰/u, /서명/u],
      scope: 'reader',
    },
  ],
  ja: [
    {
      concept: 'collect',
      term: 'お気に入り（お気に入りに追加、お気に入りから外す）',
      forbidden: [
        /保存済み/u,
        /保存を解除/u,
        /保存した記事/u,
        /いいね[、・]保存/u,
        /ブックマーク/u,
      ],
    },
    {
      concept: 'video collection',
      term: 'シリーズ',
      forbidden: [/コレクション/u, /再生リスト/u],
    },
    { concept: 'like', term: 'いいね', forbidden: [/高評価/u] },
    { concept: 'topic', term: '特集', forbidden: [/トピック/u] },
    {
      concept: 'deactivate',
      term: '退会',
      forbidden: [/アカウント(の|を)?削除/u, /解約/u],
    },
    { concept: 'reply', term: '返信', forbidden: [/リプライ/u, /返答/u] },
    { concept: 'sign in', term: 'ログイン', forbidden: [/サインイン/u, /ログオン/u] },
    { concept: 'sign out', term: 'ログアウト', forbidden: [/サインアウト/u] },
    { concept: 'register', term: '登録、新規登録', forbidden: [/サインアップ/u] },
    {
      concept: 'username',
      term: 'ユーザー名',
      forbidden: [/ユーザーID/u, /ユーザ名/u, /ログインID/u],
    },
    { concept: 'captcha', term: '画像認証', forbidden: [/認証コード/u, /キャプチャ/u] },
    { concept: 'share', term: '共有', forbidden: [/シェア/u] },
    { concept: 'replay', term: 'アーカイブ', forbidden: [/見逃し配信/u] },
    { concept: 'pull to refresh', term: '下に引いて更新', forbidden: [/引き下げ/u] },
    {
      concept: 'a range of numbers',
      term: '4〜20（波ダッシュ）',
      forbidden: [/\d\s*[-–—~～]\s*\d/u],
    },
    {
      concept: 'words for developers',
      term: '（読者にできることを伝える）',
      forbidden: [/API/u, /パラメーター?/u, /トークン/u, /署名/u],
      scope: 'reader',
    },
  ],
  ru: [
    {
      concept: 'collect',
      term: 'избранное (в избранное, убрать из избранного)',
      forbidden: [word('закладк\\p{L}*'), word('коллекц\\p{L}*')],
    },
    {
      concept: 'video collection',
      term: 'подборка',
      forbidden: [word('сери(я|и|ю|ей|ям|ями|ях)'), word('плейлист\\p{L}*')],
    },
    { concept: 'like', term: 'отметка «Нравится», нравится', forbidden: [word('лайк\\p{L}*')] },
    {
      concept: 'topic',
      term: 'тема, темы',
      forbidden: [word('спецпроект\\p{L}*'), word('сюжет\\p{L}*')],
    },
    { concept: 'account', term: 'аккаунт', forbidden: [/уч[её]тн\p{L}* запис/iu] },
    {
      concept: 'deactivate',
      term: 'удалить аккаунт, удаление аккаунта',
      forbidden: [word('деактив\\p{L}*'), word('закры\\p{L}* аккаунт\\p{L}*')],
    },
    { concept: 'comment', term: 'комментарий', forbidden: [word('коммент(ы|а|ов)?')] },
    {
      concept: 'sign in',
      term: 'войти, вход',
      forbidden: [word('залогин\\p{L}*'), word('авториз\\p{L}*'), word('логин\\p{L}*')],
    },
    { concept: 'username', term: 'имя пользователя', forbidden: [word('никнейм\\p{L}*')] },
    {
      concept: 'captcha',
      term: 'код с картинки',
      forbidden: [word('капч\\p{L}*'), word('код проверки'), word('проверочн\\p{L}* код\\p{L}*')],
    },
    {
      concept: 'share',
      term: 'поделиться',
      forbidden: [word('обмен\\p{L}*'), word('расшар\\p{L}*'), word('шеринг\\p{L}*')],
    },
    {
      concept: 'ё where it belongs',
      term: 'ещё, всё-таки, учёт',
      forbidden: [word('еще'), word('учетн\\p{L}*')],
    },
    {
      concept: 'words for developers',
      term: '(сказать, что читатель может сделать)',
      forbidden: [
        word('API'),
        word('токен\\p{L}*'),
        word('параметр\\p{L}*'),
        word('подпис\\p{L}* запроса'),
      ],
      scope: 'reader',
    },
  ],
};
