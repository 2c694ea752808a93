import { describe, expect, it } from 'vitest';
import { isAcceptedPushService } from './AlertSubscriptionService.ts';

const HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com'];

describe('which push endpoints a subscription may name', () => {
  it('takes a listed push service (or a subdomain of one) over HTTPS on its own port', () => {
    expect(isAcceptedPushService('https://fcm.googleapis.com/fcm/send/abc', HOSTS)).toBe(true);
    expect(isAcceptedPushService('https://fcm.googleapis.com:443/fcm/send/abc', HOSTS)).toBe(true);
    expect(
      isAcceptedPushService('https://updates.push.services.mozilla.com/wpush/v2/x', HOSTS),
    ).toBe(true);
  });

  it('refuses a listed host on another port: some other program there would be called', () => {
    expect(isAcceptedPushService('https://fcm.googleapis.com:8443/fcm/send/abc', HOSTS)).toBe(
      false,
    );
    expect(isAcceptedPushService('https://fcm.googleapis.com:22/x', HOSTS)).toBe(false);
  });

  it('refuses other hosts, plain HTTP and credentials in the address', () => {
    expect(isAcceptedPushService('https://169.254.169.254/push/x', HOSTS)).toBe(false);
    expect(isAcceptedPushService('https://fcm.googleapis.com.attacker.example/x', HOSTS)).toBe(
      false,
    );
    expect(isAcceptedPushService('http://fcm.googleapis.com/fcm/send/abc', HOSTS)).toBe(false);
    expect(isAcceptedPushService('https://user:pw@fcm.googleapis.com/x', HOSTS)).toBe(false);
    expect(isAcceptedPushService('not a url', HOSTS)).toBe(false);
  });
});
