import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../src/app/i18n/activateLanguage';
import { MESSAGE_GROUPS } from '../../src/app/i18n/messageGroups';
import { captureOrders, cartLines, placed } from './checkoutKit';
import { renderApp } from './renderApp';

/** The checkout as an Urdu page opens it: under /ur, with the Urdu catalogue. */
async function openUrduCheckout() {
  const user = userEvent.setup();
  renderApp('/ur/checkout', { basename: '/ur', state: { items: cartLines } });
  await screen.findByRole('heading', { level: 1, name: 'چیک آؤٹ' });
  return user;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('the checkout in Urdu', () => {
  beforeEach(() => activateLanguage('ur', MESSAGE_GROUPS));
  afterEach(() => activateLanguage('en', MESSAGE_GROUPS));

  it('asks for each field in Urdu and says what is missing in Urdu', async () => {
    const user = await openUrduCheckout();
    for (const label of ['پورا نام', 'ای میل', 'فون', 'شہر', 'پتا', 'پوسٹل کوڈ']) {
      expect(field(label)).toBeInTheDocument();
    }
    // Numbers and addresses the shopper types in Latin letters stay left to right.
    expect(field('فون')).toHaveAttribute('dir', 'ltr');
    expect(field('ای میل')).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'آرڈر دیں' }));
    expect(await screen.findByText('پورا نام لکھنا ضروری ہے')).toBeInTheDocument();
    expect(screen.getByText('فون نمبر لکھنا ضروری ہے')).toBeInTheDocument();
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it('lists the provinces in Urdu and places the order in Urdu', async () => {
    const bodies = captureOrders(placed);
    const user = await openUrduCheckout();
    await user.click(screen.getByRole('combobox', { name: /صوبہ/ }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'پنجاب' })).toBeInTheDocument();
    await user.click(within(list).getByRole('option', { name: 'کے پی کے (خیبر پختونخوا)' }));
    for (const [label, value] of [
      ['پورا نام', 'عائشہ خان'],
      ['ای میل', 'ayesha@example.pk'],
      ['فون', '0300-1234567'],
      ['شہر', 'پشاور'],
      ['پتا', 'مکان 12، گلی 4، حیات آباد'],
      ['پوسٹل کوڈ', '25000'],
    ] as const) {
      await user.click(field(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'آرڈر دیں' }));
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toMatchObject({
      language: 'ur',
      customerProvince: 'KPK',
      customerCity: 'پشاور',
    });
  });
});
