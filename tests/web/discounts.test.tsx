import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../mocks/orderFixtures';
import { server } from '../../mocks/node';
import { discountStatus, priceDiscount, type DiscountTerms } from '@shop/domain/discount';
import type { ListDiscountCodesApiResponse } from '../../src/store/api/generated/backOfficeApi';
import type {
  CheckDiscountCodeApiArg,
  PlaceOrderApiArg,
} from '../../src/store/api/generated/storefrontApi';
import { renderApp, signIn } from './renderApp';
import { enter, field, fillForm, openCheckout, summaryFooter } from './checkoutKit';

const terms: DiscountTerms = {
  kind: 'percent',
  value: 10,
  minOrder: 2000,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-02-01T00:00:00.000Z',
  maxUses: 10,
  maxUsesPerPhone: 1,
  usedCount: 0,
  isActive: true,
};

describe('priceDiscount (src/domain/discount.ts) at each limit', () => {
  const inside = new Date('2026-01-15T00:00:00.000Z');
  it('applies inside its dates, from the minimum order, while uses are left', () => {
    expect(priceDiscount(terms, 2000, inside)).toEqual({ amount: 200 });
    // Rounded down to whole rupees; a fixed amount never more than the items.
    expect(priceDiscount(terms, 2999, inside)).toEqual({ amount: 299 });
    expect(priceDiscount({ ...terms, kind: 'fixed', value: 5000 }, 3000, inside)).toEqual({
      amount: 3000,
    });
    expect(priceDiscount(terms, 2000, new Date(terms.startsAt!))).toEqual({ amount: 200 });
  });
  it('says why not at each edge', () => {
    const why = (t: Partial<DiscountTerms>, items = 2000, now = inside, phoneUses = 0) => {
      const priced = priceDiscount({ ...terms, ...t }, items, now, phoneUses);
      return 'reason' in priced ? priced.message : priced.amount;
    };
    expect(why({}, 2000, new Date(Date.parse(terms.startsAt!) - 1))).toBe(
      'This discount code is not valid yet.',
    );
    expect(why({}, 2000, new Date(terms.endsAt!))).toBe('This discount code has expired.');
    expect(why({}, 1999.5)).toBe('This discount code needs a minimum order of Rs. 2,000.');
    expect(why({ usedCount: 9 })).toBe(200);
    expect(why({ usedCount: 10 })).toBe('This discount code has been used up.');
    expect(why({}, 2000, inside, 1)).toBe(
      'This discount code has already been used with this phone number.',
    );
    expect(why({ isActive: false })).toBe('This discount code is not valid.');
  });
  it('shows the back office a switched-on code that cannot be used as such (Pakistan time)', () => {
    const code = {
      isActive: true,
      startsAt: '2026-01-10T09:00',
      endsAt: '2026-01-20T09:00',
      maxUses: 10,
      usedCount: 3,
    };
    // 04:00 UTC is 09:00 in Pakistan.
    const at = (iso: string) => discountStatus(code, new Date(iso));
    expect(at('2026-01-10T03:59:00Z')).toBe('Scheduled');
    expect(at('2026-01-10T04:00:00Z')).toBe('Active');
    expect(at('2026-01-20T03:59:00Z')).toBe('Active');
    expect(at('2026-01-20T04:00:00Z')).toBe('Expired');
    expect(discountStatus({ ...code, usedCount: 10 }, new Date('2026-01-15'))).toBe('Used up');
    expect(discountStatus({ ...code, isActive: false }, new Date('2026-01-15'))).toBe('Inactive');
  });
});

describe('/checkout discount code', { timeout: 60_000 }, () => {
  it('applies a code the server prices, shows it in the summary and sends it with the order', async () => {
    const checks: CheckDiscountCodeApiArg['body'][] = [];
    const orders: PlaceOrderApiArg['body'][] = [];
    server.use(
      http.post<never, CheckDiscountCodeApiArg['body']>(
        '*/api/discounts/check',
        async ({ request }) => {
          const body = await request.json();
          checks.push(body);
          if (body.code.trim().toUpperCase() !== 'EID10')
            return HttpResponse.json(
              {
                message: 'This discount code has expired.',
                errors: [{ param: 'discountCode', msg: 'This discount code has expired.' }],
              },
              { status: 400 },
            );
          return HttpResponse.json({ code: 'EID10', itemsTotal: 18_098, discount: 1809 });
        },
      ),
      http.post<never, PlaceOrderApiArg['body']>('*/api/orders/', async ({ request }) => {
        orders.push(await request.json());
        return HttpResponse.json(
          { message: 'Order placed successfully', order: orderFixture },
          { status: 201 },
        );
      }),
    );
    const { user } = await openCheckout();

    await enter(user, 'Discount code', 'OLD5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This discount code has expired.')).toBeInTheDocument();
    expect(field('Discount code')).toHaveAttribute('aria-invalid', 'true');
    // Prices are never sent: the server prices the items itself.
    expect(checks[0]!.products[0]).not.toHaveProperty('price');

    await enter(user, 'Discount code', 'eid10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code EID10 applied: Rs. 1,809 off.')).toBeInTheDocument();
    expect(summaryFooter()).toEqual([
      ['Items', 'Rs. 18,098'],
      ['Discount (EID10)', '−Rs. 1,809'],
      ['Total', 'Rs. 16,289'],
    ]);

    await fillForm(user, {
      'Full Name': 'Ayesha Khan',
      Province: 'Punjab',
      City: 'Lahore',
      Address: 'House 12, Street 4, Gulberg',
      'Postal Code': '54000',
    });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]!.discountCode).toBe('EID10');
  });
});

const codes: ListDiscountCodesApiResponse = [
  {
    _id: '00000000-0000-4000-8000-000000000001',
    code: 'EID10',
    kind: 'percent',
    value: 10,
    minOrder: 2000,
    startsAt: '2026-03-30T00:00',
    endsAt: null,
    maxUses: 100,
    maxUsesPerPhone: 1,
    usedCount: 7,
    isActive: true,
    updatedAt: '2026-03-01T00:00:00.000Z',
    updatedBy: 'root@shop.test',
  },
];

describe('/discounts', { timeout: 30_000 }, () => {
  it('shows admins the codes and their uses, without Add or Edit', async () => {
    server.use(http.get('*/api/admin/discounts', () => HttpResponse.json(codes)));
    signIn('admin');
    renderApp('/discounts');
    await screen.findByRole('heading', { name: 'Discount Codes', level: 1 }, { timeout: 10_000 });
    const grid = await screen.findByRole('grid', { name: 'Discount codes' });
    expect(await within(grid).findByText('EID10')).toBeInTheDocument();
    expect(within(grid).getByText('7 / 100')).toBeInTheDocument();
    expect(within(grid).getByText('Rs. 2,000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Code' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Edit EID10' })).toBeNull();
  });

  it('lets a superadmin add a code, checked by the shop’s rules before it is sent', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/admin/discounts', () => HttpResponse.json(codes)),
      http.post('*/api/admin/discounts', async ({ request }) => {
        const body = (await request.json()) as object;
        sent.push(body);
        return HttpResponse.json(
          { ...codes[0], ...body, _id: 'new', usedCount: 0 },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    signIn('superadmin');
    renderApp('/discounts');
    await user.click(await screen.findByRole('button', { name: 'Add Code' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Discount Code' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'x');
    await user.type(within(dialog).getByLabelText(/^Percent off/), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A code is 3 to 30 letters, digits or dashes.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('A percentage is a whole number from 1 to 100.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Code/));
    await user.type(within(dialog).getByLabelText(/^Code/), 'summer-15');
    await user.clear(within(dialog).getByLabelText(/^Percent off/));
    await user.type(within(dialog).getByLabelText(/^Percent off/), '15');
    await user.type(within(dialog).getByLabelText(/^Uses per phone/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      code: 'summer-15',
      kind: 'percent',
      value: 15,
      minOrder: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerPhone: 2,
      isActive: true,
    });
  });
});

describe('an order placed with a code', { timeout: 30_000 }, () => {
  it('shows the shopper Items, Discount (the code) and the total to pay', async () => {
    server.use(
      http.get('*/api/orders/:id', () =>
        HttpResponse.json({
          ...orderFixture,
          itemsTotal: 18_098,
          discount: 1809,
          discountCode: 'EID10',
          totalAmount: 16_289,
        }),
      ),
    );
    renderApp(`/order/${orderFixture._id}`);
    const table = await screen.findByRole('table', { name: 'Items in this order' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(3)
      .map((r) => [...r.querySelectorAll('td, th')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Items', 'Rs. 18,098'],
      ['Discount (EID10)', '−Rs. 1,809'],
      ['Total', 'Rs. 16,289'],
    ]);
  });
});
