import { describe, expect, it } from 'vitest';
import { call, newDeviceId, useTestApp } from '../../../test/helper';

const context = useTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });

describe('login rate limit', () => {
  it('refuses a fourth login within a minute from one address with a clear message', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await call(context.app, '/user/login', {
        loginType: 1,
        deviceId: newDeviceId(),
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await call(context.app, '/user/login', {
      loginType: 1,
      deviceId: newDeviceId(),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      msgCode: 'too_many_requests',
      data: null,
    });
    expect(refused.json().msg).toMatch(/tentativas/);
  });
});
