import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '@shop/domain/checkout';
import { customerProblems } from '@shop/domain/customerRules';
import { checkoutSchema } from '../../src/features/checkout/checkoutSchema';
import { renderApp } from './renderApp';
import { captureOrders, enter, field, openCheckout, placeOrder } from './checkoutKit';

describe('/checkout', { timeout: 60_000 }, () => {
  it('without items says so and links to the cart and the shop', async () => {
    renderApp('/checkout');
    expect(await screen.findByText('There is nothing to check out yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('summarises the items with line totals and the total', async () => {
    await openCheckout();
    const summary = screen.getByRole('table', { name: 'Items in your order' });
    const rows = within(summary)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('td, th')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Product', 'Size', 'Quantity', 'Price', 'Line total'],
      ['Rose of Lahore', '30ml', '2', 'Rs. 2,799', 'Rs. 5,598'],
      ['Royal Oud', '50ml', '1', 'Rs. 12,500', 'Rs. 12,500'],
      ['Total', 'Rs. 18,098'],
    ]);
  });

  it('offers cash on delivery (chosen) and card, disabled as coming soon', async () => {
    await openCheckout();
    const payment = screen.getByRole('group', { name: 'Payment Method' });
    expect(within(payment).getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    const card = within(payment).getByRole('radio', { name: 'Card (Coming Soon)' });
    expect(card).toBeDisabled();
    expect(card).not.toBeChecked();
  });

  it('lists the provinces with their labels', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('combobox', { name: /Province/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Punjab',
      'Sindh',
      'KPK (Khyber Pakhtunkhwa)',
      'Balochistan',
      'Gilgit (Gilgit-Baltistan)',
      'Azad Kashmir',
      'Islamabad Capital Territory',
    ]);
  });

  it('shows each required message beside its field and focuses the first', async () => {
    const bodies = captureOrders(() => HttpResponse.json({}, { status: 500 }));
    const { user } = await openCheckout();
    await user.click(placeOrder());
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAccessibleDescription(checkoutMessages.nameRequired);
    expect(field('Email')).toHaveAccessibleDescription(checkoutMessages.emailRequired);
    expect(field('Phone')).toHaveAccessibleDescription(checkoutMessages.phoneRequired);
    expect(screen.getByRole('combobox', { name: /Province/ })).toHaveAccessibleDescription(
      checkoutMessages.provinceRequired,
    );
    expect(field('City')).toHaveAccessibleDescription(checkoutMessages.cityRequired);
    expect(field('Address')).toHaveAccessibleDescription(checkoutMessages.addressRequired);
    expect(field('Postal Code')).toHaveAccessibleDescription(checkoutMessages.postalRequired);
    // Focus moves in an effect after the messages have rendered.
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    expect(bodies).toHaveLength(0);
  });

  it('checks e-mail, phone (both formats) and the 5-digit postal code', async () => {
    const { user } = await openCheckout();
    const check = async (label: string, value: string, message: string | null) => {
      await enter(user, label, value);
      await user.tab();
      await waitFor(() =>
        message === null
          ? expect(field(label)).not.toHaveAccessibleDescription()
          : expect(field(label)).toHaveAccessibleDescription(message),
      );
    };
    await check('Email', 'ayesha@example', checkoutMessages.emailInvalid);
    await check('Email', 'ayesha example.pk', checkoutMessages.emailInvalid);
    await check('Email', 'ayesha@example.pk', null);

    expect(checkoutMessages.phoneInvalid).toBe(
      'Enter valid Pakistani phone (e.g. 0300-1234567 or +923001234567)',
    );
    // Landlines, wrong lengths and other countries are refused (issue 18)...
    for (const bad of [
      '0300-123456',
      '0400-1234567',
      '+9230012345',
      '021-1234567',
      '+14155552671',
    ]) {
      await check('Phone', bad, checkoutMessages.phoneInvalid);
    }
    // ...every way Pakistanis write a mobile number is taken.
    for (const good of [
      '0300-1234567',
      '03001234567',
      '+923001234567',
      '923001234567',
      '0300 1234567',
      '+92 300 1234567',
      '0092 300 1234567',
    ]) {
      await check('Phone', good, null);
    }

    await check('Postal Code', '5400', checkoutMessages.postalInvalid);
    await check('Postal Code', '54a00', checkoutMessages.postalInvalid);
    await check('Postal Code', '54000', null);
    expect(field('Postal Code')).toHaveAttribute('maxlength', '5');
  });
});

describe('checkout schema', () => {
  const valid = {
    customerName: 'Ayesha Khan',
    customerEmail: 'ayesha@example.pk',
    customerPhone: '+923001234567',
    customerProvince: 'Gilgit',
    customerCity: 'Gilgit',
    customerAddress: 'House 1',
    postalcode: '15100',
  };
  const samples: Partial<typeof valid>[] = [
    {},
    { customerName: '   ' },
    { customerEmail: 'a@b' },
    { customerEmail: `${'a'.repeat(250)}@b.pk` },
    { customerPhone: '0300-12345678' },
    { customerPhone: '03001234567' },
    { customerProvince: 'Khyber Pakhtunkhwa' },
    { customerProvince: '' },
    { customerCity: 'x'.repeat(101) },
    { customerAddress: '' },
    { postalcode: '123456' },
    { postalcode: ' 54000 ' },
    Object.fromEntries(Object.keys(valid).map((k) => [k, ''])),
  ];

  it('agrees with the shared rules the server applies, field by field and message by message', async () => {
    for (const sample of samples) {
      const values = { ...valid, ...sample };
      const expected = Object.fromEntries(customerProblems(values).map((p) => [p.param, p.msg]));
      const found: Record<string, string> = {};
      try {
        await checkoutSchema.validate({ ...values, paymentMethod: 'COD' }, { abortEarly: false });
      } catch (error) {
        for (const inner of (error as { inner: { path: string; message: string }[] }).inner) {
          found[inner.path] ??= inner.message;
        }
      }
      expect(found, JSON.stringify(sample)).toEqual(expected);
    }
  });

  it('refuses card payment with the shared message', async () => {
    await expect(
      checkoutSchema.validateAt('paymentMethod', { paymentMethod: 'Card' }),
    ).rejects.toThrow(checkoutMessages.cardUnavailable);
  });
});
