import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, userNotificationReply, propertiesReply } from '@suanklang/shared';

vi.mock('../../components/dialogs', () => ({ showError: vi.fn() }));

const { api, apiV1 } = await import('./clients');
const { setNavigator } = await import('./navigation');
const { storeLang, storePropertyCode } = await import('../preferences/preferences');
const { showError } = await import('../../components/dialogs');

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('the app clients', () => {
  const navigate = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.token, 'app-token');
    storeLang('th');
    storePropertyCode('P001');
    setNavigator(navigate);
    vi.stubGlobal('fetch', fetchMock);
    window.history.pushState({}, '', '/views/invoice?status=2&q=%E0%B8%81');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('on 401 removes the stored token and goes to /login with the full current path', async () => {
    fetchMock.mockResolvedValue(reply(401, { statusCode: 401, message: 'Please sign in.', code: 'ST002' }));
    await expect(api.get('/manageuser/me', userNotificationReply)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/views/invoice?status=2&q=%E0%B8%81')}`,
      { replace: true },
    );
    expect(showError).not.toHaveBeenCalled();
  });

  it('on 503 goes to /underMaintenance', async () => {
    fetchMock.mockResolvedValue(reply(503, { statusCode: 503, message: 'Maintenance', code: 'ST008' }));
    await expect(api.get('/properties/config', userNotificationReply)).rejects.toMatchObject({ status: 503 });
    expect(navigate).toHaveBeenCalledWith('/underMaintenance', { replace: true });
  });

  it('shows other failures through the shared error notifier', async () => {
    fetchMock.mockResolvedValue(reply(500, { statusCode: 500, message: 'Boom', code: 'ST010' }));
    await expect(api.get('/x', userNotificationReply)).rejects.toMatchObject({ status: 500 });
    expect(showError).toHaveBeenCalledWith({ statusCode: 500, message: 'Boom' });
  });

  it('sends the token, TH and the stored property; the second service lives under /api/v1', async () => {
    fetchMock.mockResolvedValue(reply(200, { statusCode: 200, message: 'ok', data: [] }));
    await api.list('GET', '/properties', propertiesReply);
    fetchMock.mockResolvedValue(
      reply(200, { statusCode: 200, message: 'ok', data: { approvalCustomer: 2 } }),
    );
    await apiV1.get('/user/notification', userNotificationReply);
    const [first, second] = fetchMock.mock.calls;
    expect(String(first?.[0])).toBe('/properties?lang=TH&propertyCode=P001');
    expect(new Headers(first?.[1]?.headers).get('Authorization')).toBe('Bearer app-token');
    expect(String(second?.[0])).toBe('/api/v1/user/notification?lang=TH&propertyCode=P001');
  });
});
