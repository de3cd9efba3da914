import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { api } from '../../src/store/api/enhanced';
import { staffApi } from '../../src/store/api/backOffice';
import { makeStore } from '../../src/store/store';

const ids = ['a1', 'a2', 'a3', 'a4', 'a5'];

/** A protected endpoint: 401 unless the request carries the renewed token. */
function protectedCategories(seen: string[]) {
  return http.get('*/api/category/:id', ({ request, params }) => {
    const auth = request.headers.get('authorization') ?? '';
    seen.push(`${String(params.id)} ${auth}`);
    if (auth !== 'Bearer access-token-2')
      return HttpResponse.json({ message: 'expired' }, { status: 401 });
    return HttpResponse.json({
      _id: params.id,
      name: 'Cat',
      description: null,
      image: null,
      isActive: true,
    });
  });
}

function signedInStore() {
  localStorage.setItem('token', 'access-token-1');
  localStorage.setItem('refreshToken', 'refresh-token-1');
  localStorage.setItem(
    'admin',
    JSON.stringify({ id: 'x', name: 'X', email: 'x@y.pk', role: 'admin' }),
  );
  const onSessionExpired = vi.fn();
  return { store: makeStore(undefined, { onSessionExpired }), onSessionExpired };
}

describe('refresh-aware base query', () => {
  it('sends the stored access token as a bearer header', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/category/active', ({ request }) => {
        seen.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json([]);
      }),
    );
    const { store } = signedInStore();
    await store.dispatch(api.endpoints.getActiveCategories.initiate({}));
    expect(seen).toEqual(['Bearer access-token-1']);
  });

  it('parallel 401s cause exactly one refresh, then each call is retried once with the new token', async () => {
    const seen: string[] = [];
    let refreshes = 0;
    server.use(
      protectedCategories(seen),
      http.post('*/api/auth/refresh-token', async ({ request }) => {
        refreshes += 1;
        expect(await request.json()).toEqual({ token: 'refresh-token-1' });
        await delay(30);
        return HttpResponse.json({
          accessToken: 'access-token-2',
          refreshToken: 'refresh-token-2',
        });
      }),
    );
    const { store } = signedInStore();
    const results = await Promise.all(
      ids.map((id) => store.dispatch(api.endpoints.getCategory.initiate({ id }))),
    );
    expect(refreshes).toBe(1);
    expect(results.every((r) => r.data?.name === 'Cat')).toBe(true);
    expect(localStorage.getItem('token')).toBe('access-token-2');
    // Rotated: the next renewal sends the token this one gave.
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token-2');
    for (const id of ids) {
      expect(seen.filter((line) => line.startsWith(`${id} `))).toHaveLength(2);
    }
  });

  it('a failed refresh clears token and refresh token and leaves for /login', async () => {
    const seen: string[] = [];
    let refreshes = 0;
    server.use(
      protectedCategories(seen),
      http.post('*/api/auth/refresh-token', () => {
        refreshes += 1;
        return HttpResponse.json({ message: 'expired' }, { status: 401 });
      }),
    );
    const { store, onSessionExpired } = signedInStore();
    const results = await Promise.all(
      ids.slice(0, 3).map((id) => store.dispatch(api.endpoints.getCategory.initiate({ id }))),
    );
    expect(refreshes).toBe(1);
    expect(results.every((r) => r.error && 'status' in r.error && r.error.status === 401)).toBe(
      true,
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(store.getState().session.admin).toBeNull();
  });

  it('does not retry when the retried call is refused again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/category/:id', () => {
        calls += 1;
        return HttpResponse.json({ message: 'nope' }, { status: 401 });
      }),
    );
    const { store } = signedInStore();
    const result = await store.dispatch(api.endpoints.getCategory.initiate({ id: 'z' }));
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls).toBe(2);
  });

  it('never retries or refreshes for a failed login', async () => {
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh-token', () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'access-token-2' });
      }),
    );
    const { store, onSessionExpired } = signedInStore();
    const result = await store.dispatch(
      staffApi.endpoints.login.initiate({ body: { email: 'root@shop.pk', password: 'wrong' } }),
    );
    expect(result.error).toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('access-token-1');
  });

  it('passes other error statuses to the caller unchanged', async () => {
    let refreshes = 0;
    server.use(
      http.get('*/api/category/:id', () =>
        HttpResponse.json({ message: 'Only a superadmin can do this.' }, { status: 403 }),
      ),
      http.post('*/api/auth/refresh-token', () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'x' });
      }),
    );
    const { store } = signedInStore();
    const result = await store.dispatch(api.endpoints.getCategory.initiate({ id: 'q' }));
    expect(result.error).toEqual({
      status: 403,
      data: { message: 'Only a superadmin can do this.' },
    });
    expect(refreshes).toBe(0);
  });
});
