import { describe, expect, it } from 'vitest';
import { devToolsOptions } from '../../src/store/devTools';

describe('Redux DevTools', () => {
  it('names an RTK Query action by its endpoint, so the log reads as events', () => {
    const action = {
      type: 'api/executeQuery/fulfilled',
      meta: { arg: { endpointName: 'getPerfumes' }, requestStatus: 'fulfilled' },
    };
    expect(devToolsOptions.actionSanitizer!(action, 0).type).toBe(
      'api/executeQuery/fulfilled · getPerfumes',
    );
    expect(devToolsOptions.actionSanitizer!({ type: 'cart/itemAdded' }, 1).type).toBe(
      'cart/itemAdded',
    );
  });

  it("masks the signed-in admin's name and e-mail in the state it shows", () => {
    const state = { session: { admin: { id: 'a1', name: 'Ayesha', email: 'a@shop.pk' } } };
    const shown = devToolsOptions.stateSanitizer!(state, 0) as typeof state;
    expect(shown.session.admin).toEqual({ id: 'a1', name: '…', email: '…' });
    expect(state.session.admin.name).toBe('Ayesha');
  });
});
