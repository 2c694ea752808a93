import { wechatJssdkConfig } from '@news/contract/endpoints/wechat/wechatJssdkConfig';
import { MESSAGING_APP_LOCATION_TYPE } from '@news/contract/constants';
import { api } from './apiClient.ts';
import { inWechat } from './wechatOAuth.ts';

/** The messaging app's JS-SDK, served by the app's own host (its terms do not allow a copy). */
export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

interface ShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  success?: () => void;
}

/** The parts of the JS-SDK the app uses. */
export interface WechatSdk {
  config: (options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }) => void;
  ready: (callback: () => void) => void;
  error: (callback: (reason: unknown) => void) => void;
  updateAppMessageShareData?: (data: ShareData) => void;
  updateTimelineShareData?: (data: ShareData) => void;
  onMenuShareAppMessage?: (data: ShareData) => void;
  getLocation: (options: {
    type: string;
    success: (position: { latitude: number; longitude: number }) => void;
    fail: (reason: unknown) => void;
    cancel?: () => void;
  }) => void;
  openLocation: (options: {
    latitude: number;
    longitude: number;
    name: string;
    address: string;
    scale: number;
  }) => void;
}

let ready: Promise<WechatSdk> | undefined;

function loadScript(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WECHAT_SDK_URL;
    script.async = true;
    script.onload = () => {
      resolve();
    };
    script.onerror = () => {
      reject(new Error('JS-SDK did not load'));
    };
    document.head.append(script);
  });
}

/**
 * The JS-SDK, loaded and configured with the server's signature for this page (only inside the
 * messaging app's browser). Rejects when it cannot be: nothing else in the app depends on it.
 */
export function wechatSdk(): Promise<WechatSdk> {
  ready ??= (async () => {
    if (!inWechat()) throw new Error('not in the messaging app');
    await loadScript();
    const wx = (window as unknown as { wx?: WechatSdk }).wx;
    if (!wx) throw new Error('JS-SDK missing');
    const signature = await api(wechatJssdkConfig, {
      params: { url: window.location.href.split('#')[0] ?? window.location.href },
      quiet: true,
    });
    wx.config({
      debug: false,
      ...signature,
      jsApiList: [
        'updateAppMessageShareData',
        'updateTimelineShareData',
        'onMenuShareAppMessage',
        'getLocation',
        'openLocation',
      ],
    });
    await new Promise<void>((resolve, reject) => {
      wx.ready(resolve);
      wx.error(reject);
    });
    return wx;
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

/** Pushes a page's share card to the app's share menu (the newer calls, else the older one). */
export function pushShareData(
  wx: WechatSdk,
  card: { title: string; desc: string; link: string; image: string },
): void {
  const data = { title: card.title, desc: card.desc, link: card.link, imgUrl: card.image };
  if (wx.updateAppMessageShareData && wx.updateTimelineShareData) {
    wx.updateAppMessageShareData(data);
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.image });
  } else {
    wx.onMenuShareAppMessage?.(data);
  }
}

/** The reader's position from the app (type gcj02, docs/product.md §7). */
export async function wechatLocation(): Promise<{ latitude: number; longitude: number }> {
  const wx = await wechatSdk();
  return new Promise((resolve, reject) => {
    wx.getLocation({
      type: MESSAGING_APP_LOCATION_TYPE,
      success: (position) => {
        resolve({ latitude: position.latitude, longitude: position.longitude });
      },
      fail: reject,
      cancel: () => {
        reject(new Error('cancelled'));
      },
    });
  });
}
