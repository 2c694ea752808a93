import type { SiteLang } from '@news/contract/sites';

/**
 * Messages the server puts in an envelope's `msg`, in each site's language. Every key is
 * required in every language (the type enforces it); `{name}` placeholders are filled by
 * `translate`.
 */
const en = {
  'error.badRequest': 'The request could not be understood.',
  'error.invalidParam': 'Invalid value for “{name}”.',
  'error.missingParam': '“{name}” is required.',
  'error.badSignature': 'The request signature is missing or invalid.',
  'error.staleTimestamp':
    'The request time is too far from the server time. Check your device clock.',
  'error.replayedNonce': 'This request was already received.',
  'error.notFound': 'The page does not exist.',
  'error.tooLarge': 'The request is too large.',
  'error.rateLimited': 'Too many requests. Please try again later.',
  'error.internal': 'Something went wrong on our side. Please try again later.',
  'error.unauthorized': 'Please sign in again.',
  'error.unsupportedMediaType': 'This kind of request body is not accepted.',
  'error.noData': 'No data.',
  ok: 'OK',
} as const;

export type ServerMessageKey = keyof typeof en;
type Catalogue = Record<ServerMessageKey, string>;

const zhHans: Catalogue = {
  'error.badRequest': '请求格式有误。',
  'error.invalidParam': '参数“{name}”的值无效。',
  'error.missingParam': '请填写“{name}”。',
  'error.badSignature': '请求签名缺失或无效。',
  'error.staleTimestamp': '请求时间与服务器时间相差过大,请检查设备时间。',
  'error.replayedNonce': '该请求已被处理,请勿重复提交。',
  'error.notFound': '页面不存在',
  'error.tooLarge': '请求内容过大。',
  'error.rateLimited': '请求过于频繁,请稍后再试。',
  'error.internal': '请求出错,稍后重试',
  'error.unauthorized': '登录已过期,请重新登录。',
  'error.unsupportedMediaType': '不支持该请求内容类型。',
  'error.noData': '暂无数据',
  ok: '成功',
};

const kr: Catalogue = {
  'error.badRequest': '요청 형식이 올바르지 않습니다.',
  'error.invalidParam': '“{name}” 값이 올바르지 않습니다.',
  'error.missingParam': '“{name}”을(를) 입력해 주세요.',
  'error.badSignature': '요청 서명이 없거나 올바르지 않습니다.',
  'error.staleTimestamp': '요청 시각이 서버 시각과 너무 다릅니다. 기기의 시계를 확인해 주세요.',
  'error.replayedNonce': '이미 처리된 요청입니다.',
  'error.notFound': '페이지가 존재하지 않습니다.',
  'error.tooLarge': '요청 내용이 너무 큽니다.',
  'error.rateLimited': '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'error.internal': '요청 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  'error.unauthorized': '다시 로그인해 주세요.',
  'error.unsupportedMediaType': '지원하지 않는 요청 형식입니다.',
  'error.noData': '데이터가 없습니다.',
  ok: '성공',
};

const ja: Catalogue = {
  'error.badRequest': 'リクエストの形式が正しくありません。',
  'error.invalidParam': '「{name}」の値が正しくありません。',
  'error.missingParam': '「{name}」を入力してください。',
  'error.badSignature': 'リクエストの署名がないか、正しくありません。',
  'error.staleTimestamp':
    'リクエストの時刻がサーバーの時刻と離れすぎています。端末の時計を確認してください。',
  'error.replayedNonce': 'このリクエストはすでに受け付けられています。',
  'error.notFound': 'ページが存在しません。',
  'error.tooLarge': 'リクエストの内容が大きすぎます。',
  'error.rateLimited': 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  'error.internal': 'エラーが発生しました。しばらくしてからもう一度お試しください。',
  'error.unauthorized': 'もう一度ログインしてください。',
  'error.unsupportedMediaType': 'この形式のリクエストは受け付けていません。',
  'error.noData': 'データがありません。',
  ok: '成功',
};

const ru: Catalogue = {
  'error.badRequest': 'Запрос не удалось разобрать.',
  'error.invalidParam': 'Недопустимое значение поля «{name}».',
  'error.missingParam': 'Заполните поле «{name}».',
  'error.badSignature': 'Подпись запроса отсутствует или неверна.',
  'error.staleTimestamp':
    'Время запроса слишком отличается от времени сервера. Проверьте часы устройства.',
  'error.replayedNonce': 'Этот запрос уже был получен.',
  'error.notFound': 'Страница не существует.',
  'error.tooLarge': 'Слишком большой запрос.',
  'error.rateLimited': 'Слишком много запросов. Повторите попытку позже.',
  'error.internal': 'Что-то пошло не так. Повторите попытку позже.',
  'error.unauthorized': 'Войдите снова.',
  'error.unsupportedMediaType': 'Такой формат запроса не поддерживается.',
  'error.noData': 'Нет данных.',
  ok: 'Успешно',
};

const catalogues: Record<SiteLang, Catalogue> = { 'zh-Hans': zhHans, en, kr, ja, ru };

export function translate(
  lang: SiteLang,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogues[lang][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export const serverCatalogues = catalogues;
